/** Number formats of the calculators: dollars, coin amounts, hashrates, dates (English, UTC). */

/**
 * One formatter per set of options, made when first needed and kept: an Intl formatter is costly to
 * make (the first one on a page ~50 ms on a 4x slowed phone, later ones still far more than a
 * format call), and formatCoin, formatNumber and formatPercent made a new one for each of the
 * dozens of figures a calculator shows.
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function kept<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}
const numberFormat = (options: Intl.NumberFormatOptions) =>
  kept(`number ${JSON.stringify(options)}`, () => new Intl.NumberFormat('en-US', options));
const dateFormat = (options: Intl.DateTimeFormatOptions) =>
  kept(`date ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat('en-US', options));

const USD = { style: 'currency', currency: 'USD' } as const;
const USD_SMALL = { ...USD, minimumSignificantDigits: 2, maximumSignificantDigits: 4 } as const;

/** Dollars with cents; amounts under a dollar (a DOGE, a profit per MH/s) keep four significant digits. */
export function formatUsd(value: number): string {
  if (value !== 0 && Math.abs(value) < 1) return numberFormat(USD_SMALL).format(value);
  return numberFormat(USD).format(value);
}

/** Whole dollars with cents, for totals and table cells. */
export function formatMoney(value: number): string {
  return numberFormat(USD).format(value);
}

/** Coins: 4 decimals from 1 up (2 from 1000), five significant digits below (0.057656 ETC, 0.00011239 BTC). */
export function formatCoin(value: number): string {
  const abs = Math.abs(value);
  if (abs !== 0 && abs < 1) return numberFormat({ maximumSignificantDigits: 5 }).format(value);
  return numberFormat({ maximumFractionDigits: abs >= 1000 ? 2 : 4 }).format(value);
}

export function formatNumber(value: number, maximumFractionDigits = 2): string {
  return numberFormat({ maximumFractionDigits }).format(value);
}

export function formatPercent(share: number): string {
  return numberFormat({ style: 'percent', maximumFractionDigits: 1 }).format(share);
}

export function formatHashrate(value: number, unit: string): string {
  return `${formatNumber(value, 3)} ${unit}/s`;
}

const DAY = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' } as const;
const DAY_TIME = { ...DAY, hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } as const;
const MONTH = { year: 'numeric', month: 'short', timeZone: 'UTC' } as const;

/** `YYYY-MM-DD` as "Dec 2028", for a chart's time axis. */
export function formatMonth(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : dateFormat(MONTH).format(date);
}

/** `YYYY-MM-DD` or an ISO time as "Dec 2, 2028". */
export function formatDate(iso: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat(DAY).format(date);
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat(DAY_TIME).format(date);
}

/** A DAG size in bytes as GB (binary, as the table's columns). */
export function formatGib(bytes: number): string {
  return `${formatNumber(bytes / 2 ** 30, 2)} GB`;
}
