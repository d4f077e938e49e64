import type { Order, UsdtPayInfo } from '@hashforge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../components/format.tsx';
import { PayUsdt } from './pay-usdt.tsx';

const order = { orderNo: 'SOABCDEFGHJKLMNP', orderStatus: 10, payType: 4 } as Order;

const info = (more: Partial<UsdtPayInfo> = {}): UsdtPayInfo => ({
  orderNo: order.orderNo,
  orderStatus: 10,
  payType: 4,
  due: '1999.00',
  tail: '0.37',
  deadline: '2026-11-28T10:00:00.000Z',
  offers: [
    {
      network: 'eth',
      networkName: 'Ethereum',
      chainId: 1,
      token: 'USDT',
      tokenContract: `0x${'1'.repeat(40)}`,
      decimals: 6,
      receivingAddress: `0x${'2'.repeat(40)}`,
      confirmations: 12,
      amount: '1999.37',
      amountUnits: '1999370000',
    },
  ],
  payments: [],
  sharedTransfers: [],
  ...more,
});

function show(payInfo: UsdtPayInfo) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <PayUsdt order={order} info={payInfo} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the USDT pay page past its deadline, while a transfer sent in time gathers its confirmations', () => {
  it('asks for no new transfer: says the time has passed, a transfer sent in time is being confirmed, and when the order closes', () => {
    // Before the deadline: where and how much to send, and no grace.
    const before = show(info());
    expect(screen.getByTestId('usdt-amount').textContent).toBe('1999.37');
    expect(screen.queryByTestId('usdt-confirming')).toBeNull();
    before.unmount();

    const confirmingUntil = '2026-11-28T10:10:00.000Z';
    show(info({ confirmingUntil }));
    const told = screen.getByTestId('usdt-confirming').textContent ?? '';
    expect(told).toContain('The time to pay has passed');
    expect(told).toContain(`The time to pay ended at ${formatDateTime('2026-11-28T10:00:00.000Z')}`);
    expect(told).toContain('still being confirmed');
    expect(told).toContain(`the order is canceled at ${formatDateTime(confirmingUntil)}`);
    // No address, amount or QR code to send to, and no deadline still to meet.
    for (const id of ['usdt-address', 'usdt-amount', 'usdt-warning', 'usdt-tail', 'usdt-qr'])
      expect(screen.queryByTestId(id)).toBeNull();
    expect(screen.queryByText('Where to send')).toBeNull();
    // A buyer who sent in time may still name the hash.
    expect(screen.getByTestId('usdt-hash')).toBeTruthy();
  });
});
