import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney, formatUnits } from './format.ts';
import { ORDER_STATUS, statusInfo } from './status.ts';

describe('formatMoney', () => {
  it('shows the currency, thousands and two decimals from the API decimal string', () => {
    expect(formatMoney('1234.00')).toBe('USD 1,234.00');
    expect(formatMoney('1234567.5')).toBe('USD 1,234,567.50');
    expect(formatMoney('0.00')).toBe('USD 0.00');
    expect(formatMoney('999')).toBe('USD 999.00');
  });

  it('keeps cents exact where a float would not', () => {
    expect(formatMoney('9007199254740993.10')).toBe('USD 9,007,199,254,740,993.10');
  });

  it('shows a dash for no amount', () => {
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney('')).toBe('—');
  });
});

describe('formatDateTime', () => {
  it('reads like "2 Dec 2026, 14:05"', () => {
    const text = formatDateTime(new Date(2026, 11, 2, 14, 5).toISOString());
    expect(text).toBe('2 Dec 2026, 14:05');
  });
});

describe('order statuses', () => {
  it('has a label for every status of the spec and says so for an unknown one', () => {
    for (const code of [0, 10, 20, 25, 30, 35, 40, 50]) expect(ORDER_STATUS[code]).toBeDefined();
    expect(statusInfo(ORDER_STATUS, 99).label).toBe('Unknown (99)');
  });
});

describe('formatUnits', () => {
  it("writes a token's smallest units with its decimals, whole part grouped", () => {
    expect(formatUnits('1999000000', 6)).toBe('1,999.000000');
    expect(formatUnits('7500', 6)).toBe('0.007500');
    expect(formatUnits('12', 0)).toBe('12');
    expect(formatUnits('1234567890123456789012', 18)).toBe('1,234.567890123456789012');
  });
});
