import { sanitizeAmountInput } from '@hashforge/contract';
import { describe, expect, it } from 'vitest';
import { bestCoupon, parseCartIds } from './order-confirm-page.tsx';
import { ORDER_TABS } from './sale-order-page.tsx';

describe('the order-confirm address', () => {
  it('reads comma-joined, URL-encoded cart ids and drops anything else', () => {
    expect(parseCartIds('12%2C7%2C12')).toEqual([12, 7]);
    expect(parseCartIds('3,4')).toEqual([3, 4]);
    expect(parseCartIds('')).toEqual([]);
    expect(parseCartIds(undefined)).toEqual([]);
    expect(parseCartIds('x,-1,0,2.5,9')).toEqual([9]);
    expect(parseCartIds('%E0%A4%A')).toEqual([]);
  });
});

describe('the sale order tabs', () => {
  it('list the statuses of the spec', () => {
    expect(ORDER_TABS.map((t) => [t.key, [...t.statuses]])).toEqual([
      ['all', []],
      ['unpaid', [10]],
      ['unshipped', [30]],
      ['shipped', [35, 40]],
      ['finished', [50]],
      ['canceled', [0]],
    ]);
  });
});

describe('the proof amount input', () => {
  it('keeps digits and one point, strips a leading point, at most 10 characters', () => {
    expect(sanitizeAmountInput('.5')).toBe('5');
    expect(sanitizeAmountInput('12.3.4')).toBe('12.34');
    expect(sanitizeAmountInput('$1,234.56')).toBe('1234.56');
    expect(sanitizeAmountInput('12345678901234')).toBe('1234567890');
  });
});

describe('the coupon chosen by default at order confirm', () => {
  const coupon = (id: number, price: string, select: number, endTime = '2027-01-01T00:00:00.000Z') => ({
    id,
    price,
    select,
    endTime,
  });

  it('is the applicable coupon worth the most', () => {
    expect(bestCoupon([coupon(1, '50.00', 1), coupon(2, '120.00', 1), coupon(3, '300.00', 0)])?.id).toBe(2);
  });

  it('is the one ending first among equals, and none when none applies', () => {
    const later = coupon(1, '50.00', 1, '2027-03-01T00:00:00.000Z');
    const sooner = coupon(2, '50.00', 1, '2027-02-01T00:00:00.000Z');
    expect(bestCoupon([later, sooner])?.id).toBe(2);
    expect(bestCoupon([coupon(1, '300.00', 0)])).toBeNull();
    expect(bestCoupon([])).toBeNull();
  });
});
