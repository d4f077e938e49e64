import { describe, expect, it } from 'vitest';
import { payTarget } from './order-card.tsx';

describe('the pay button of the order list', () => {
  const order = (orderStatus: number, payType: number, payableAmunt = '1999.00') => ({
    orderNo: 'SOABCDEFGHJKLMNP',
    orderStatus,
    payType,
    payableAmunt,
  });

  it('shows only at 10, 20 and 25 and never for payType 1 or 2', () => {
    for (const status of [0, 30, 35, 40, 50, 99]) expect(payTarget(order(status, 0))).toBeNull();
    for (const payType of [1, 2]) expect(payTarget(order(10, payType))).toBeNull();
  });

  it('goes to Pay when a method is set, else to PayWaiting', () => {
    expect(payTarget(order(10, 0))).toBe('/pay-waiting/SOABCDEFGHJKLMNP');
    expect(payTarget(order(25, 3))).toBe('/pay/SOABCDEFGHJKLMNP');
    expect(payTarget(order(20, 3))).toBe('/pay/SOABCDEFGHJKLMNP');
  });

  it('never shows on an order a coupon covers in full: there is no wire to send, it waits for the shop', () => {
    expect(payTarget(order(20, 0, '0.00'))).toBeNull();
    expect(payTarget(order(20, 0, '0'))).toBeNull();
  });
});
