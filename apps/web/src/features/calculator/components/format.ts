/** Number formats of the calculators: dollars, coin amounts, hashrates, dates (English, UTC). */

const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdSmall = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumSignificantDigits: 2,
  maximumSignificantDigits: 4,
});

/** Dollars with cents; amounts under a dollar (a DOGE, a profit per MH/s) keep four significant digits. */
export function formatUsd(value: number): string {
  if (value !== 0 && Math.abs(value) < 1) return usdSmall.format(value);
  return usdFormat.format(value);
}

/** Whole dollars with cents, for totals and table cells. */
export function formatMoney(value: number): string {
  return usdFormat.format(value);
}

/** Coins: 4 decimals from 1 up (2 from 1000), five significant digits below (0.057656 ETC, 0.00011239 BTC). */
export function formatCoin(value: number): string {
  const abs = Math.abs(value);
  if (abs !== 0 && abs < 1) return new Intl.NumberFormat('en-US', { maximumSignificantDigits: 5 }).format(value);
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: abs >= 1000 ? 2 : 4 }).format(value);
}

export function formatNumber(value: number, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits }).format(value);
}

export function formatPercent(share: number): string {
  return new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

export function formatHashrate(value: number, unit: string): string {
  return `${formatNumber(value, 3)} ${unit}/s`;
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

const monthFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', timeZone: 'UTC' });

/** `YYYY-MM-DD` as "Dec 2028", for a chart's time axis. */
export function formatMonth(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : monthFormat.format(date);
}

/** `YYYY-MM-DD` or an ISO time as "Dec 2, 2028". */
export function formatDate(iso: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

/** A DAG size in bytes as GB (binary, as the table's columns). */
export function formatGib(bytes: number): string {
  return `${formatNumber(bytes / 2 ** 30, 2)} GB`;
}
