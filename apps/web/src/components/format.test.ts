import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate, formatDateTime, formatUsd } from './format.tsx';

describe('formatUsd', () => {
  it.each([
    ['0', '$0.00'],
    ['1999', '$1,999.00'],
    ['1234567.891', '$1,234,567.89'],
    ['999.995', '$1,000.00'],
    [12.5, '$12.50'],
    ['-5', '-$5.00'],
  ])('%s -> %s', (amount, expected) => {
    expect(formatUsd(amount)).toBe(expected);
  });
});

describe('dates', () => {
  // Built from local parts, so the expectation holds in whatever time zone the test runs.
  const moment = new Date(2026, 10, 3, 7, 5).toISOString();

  it('writes a moment in the buyer’s time zone the way en-GB does', () => {
    expect(formatDateTime(moment)).toBe('03 Nov 2026, 07:05');
    expect(formatDateTime(moment)).toBe(
      new Date(moment).toLocaleString('en-GB', {
        year: 'numeric',
        month: 'short',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      }),
    );
    expect(formatDate(moment)).toBe('03 Nov 2026');
  });

  it('writes a calendar date as it stands, whatever the time zone', () => {
    expect(formatCalendarDate('2026-12-01')).toBe('1 Dec 2026');
    expect(formatCalendarDate('2027-01-31')).toBe('31 Jan 2027');
  });
});
