import { ChainPaymentStatus } from '@hashforge/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ShopBrowser, toast } from '../../web/e2e/support/browser.ts';
import type { Shop } from '../../web/e2e/support/shop.ts';
import { DEMO_BUYER, demoStaff, deskShot, ensureAdminBuild, SERVER, staffLogin } from './support/admin.ts';
import { bothWidths } from './support/staff-and-buyer.ts';
import { openUsdtPaymentDeskForFile, RECEIVING_ADDRESS, USDT_CONTRACT } from './support/usdt-network.ts';

// Decision 025: finance sees the USDT transfers buyers named, on the payment desk, and fails one from
// a sanctioned sender with a reason. At 1280 px and at 390 px.

await ensureAdminBuild();

const SENDER = '0x8589427373d6d84e98730d7795d8f6f8731fda16';
const HASH = `0x${'4e3a'.repeat(16)}`;

let shop: Shop;
let staff: ShopBrowser;
let orderNo: string;

openUsdtPaymentDeskForFile((open) => ({ shop, staff } = open));

beforeAll(async () => {
  // The demo buyer's unpaid order, with a transfer seen on chain and waiting for its confirmations:
  // what the worker leaves on the row between two looks.
  const user = await shop.deps.prisma.user.findUniqueOrThrow({ where: { email: DEMO_BUYER.email } });
  const order = await shop.deps.prisma.order.findFirstOrThrow({ where: { userId: user.id, orderStatus: 10 } });
  orderNo = order.orderNo;
  const units = order.payableAmount.mul(1_000_000).toFixed(0);
  await shop.deps.prisma.chainPayment.create({
    data: {
      orderId: order.id,
      network: 'eth',
      chainId: 1,
      txHash: HASH,
      heldTxHash: HASH,
      status: ChainPaymentStatus.verifying,
      tokenSymbol: 'USDT',
      tokenContract: USDT_CONTRACT,
      fromAddress: SENDER,
      toAddress: RECEIVING_ADDRESS,
      amountUnits: units,
      decimals: 6,
      amount: order.payableAmount,
      blockNumber: 21_345_678n,
      blockHash: `0x${'ab'.repeat(32)}`,
      logIndex: 4,
      confirmations: 5,
      requiredConfirmations: 12,
      submittedAt: shop.clock.now(),
      checkedAt: shop.clock.now(),
    },
  });
});

describe('chain payments on the payment desk', () => {
  it('finance finds a USDT transfer by its order, sees it on the explorer, and fails it with a reason', async () => {
    const { page } = staff;
    await staffLogin(page, demoStaff('finance'));
    await page.goto('/admin/payments');
    await page.getByRole('tab', { name: 'Chain payments' }).click();
    const table = page.getByRole('table', { name: 'Chain payments' });
    await expect.poll(() => table.getByText(orderNo).isVisible(), SERVER).toBe(true);
    await page.getByLabel('Search').fill(orderNo);
    await page.getByLabel('Search').press('Enter');
    await page.getByLabel('Network').selectOption('eth');
    await expect.poll(() => table.getByRole('row').count(), SERVER).toBe(2);
    expect(await table.getByRole('row').nth(1).textContent()).toContain('5 / 12');
    await bothWidths(page, 'chain-payments-list', { fitsPhone: true });

    await table.getByRole('link', { name: `${HASH.slice(0, 10)}…${HASH.slice(-6)}` }).click();
    await page.waitForURL('**/admin/payments/chain/*');
    const txLink = page.getByRole('link', { name: 'Open the transaction on the explorer' });
    await expect.poll(() => txLink.getAttribute('href'), SERVER).toBe(`https://etherscan.io/tx/${HASH}`);
    expect(await page.getByRole('link', { name: 'Open the sender on the explorer' }).getAttribute('href')).toBe(
      `https://etherscan.io/address/${SENDER}`,
    );
    expect(await page.getByText('5 of 12 required').isVisible()).toBe(true);
    await bothWidths(page, 'chain-payment-detail', { fitsPhone: true });

    await page.getByRole('button', { name: 'Fail payment' }).click();
    const dialog = page.getByRole('dialog');
    // The reason is required: an empty one is refused under the field.
    await dialog.getByRole('button', { name: 'Fail payment' }).click();
    await expect.poll(() => dialog.getByText('Enter the reason the buyer will read').isVisible(), SERVER).toBe(true);
    await dialog.getByLabel('Reason the buyer will read').fill('The sending address is on a sanctions list.');
    await deskShot(page, 'chain-payment-fail-dialog-1280');
    await dialog.getByRole('button', { name: 'Fail payment' }).click();
    await expect.poll(() => toast(page, 'success').textContent(), SERVER).toContain('Chain payment failed');
    await expect.poll(() => page.locator('h1').textContent(), SERVER).toContain('Failed by finance');
    expect(await page.getByRole('button', { name: 'Fail payment' }).count()).toBe(0);
    expect(await page.getByText('The sending address is on a sanctions list.').isVisible()).toBe(true);
    await bothWidths(page, 'chain-payment-failed', { fitsPhone: true });

    const row = await shop.deps.prisma.chainPayment.findFirstOrThrow({ where: { txHash: HASH } });
    expect(row).toMatchObject({
      status: ChainPaymentStatus.failed,
      failReason: 'The sending address is on a sanctions list.',
    });
    const audit = await shop.deps.prisma.auditEvent.count({
      where: { action: 'payments.chain-fail', entityId: orderNo },
    });
    expect(audit).toBe(1);
  });
});
