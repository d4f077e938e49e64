import { describe, expect, it } from 'vitest';
import { payTarget } from './order-card.tsx';

describe('the pay button of the order list', () => {
  const order = (orderStatus: number, payType: number) => ({ orderNo: 'SOABCDEFGHJKLMNP', orderStatus, payType });

  it('shows only at 10, 20 and 25 and never for payType 1 or 2', () => {
    for (const status of [0, 30, 35, 40, 50, 99]) expect(payTarget(order(status, 0))).toBeNull();
    for (const payType of [1, 2]) expect(payTarget(order(10, payType))).toBeNull();
  });

  it('goes to Pay when a method is set, else to PayWaiting', () => {
    expect(payTarget(order(10, 0))).toBe('/pay-waiting/SOABCDEFGHJKLMNP');
    expect(payTarget(order(25, 3))).toBe('/pay/SOABCDEFGHJKLMNP');
    expect(payTarget(order(20, 3))).toBe('/pay/SOABCDEFGHJKLMNP');
  });
});
