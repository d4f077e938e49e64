import type { Projection } from './projection.ts';

/** What a spreadsheet runs as a formula when a cell begins with it (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** A number as the export writes it (a balance of -1995.49 stays a number). */
const NUMBER_TEXT = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;

/**
 * A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180); text that a
 * spreadsheet would run as a formula (a coin named `=HYPERLINK(...)`) is prefixed with ' as the
 * server's exports do (csv-stringify's escape_formulas).
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (FORMULA_START.test(text) && !NUMBER_TEXT.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function usd(value: number): string {
  return value.toFixed(2);
}

/**
 * The professional calculator's export: one row per day of the range. Coin amounts keep 8 decimals
 * (a day of one machine can be 0.00004 BTC), dollars 2; the file opens in a spreadsheet as is.
 */
export function projectionCsv(projection: Projection): string {
  const coinNames = projection.days[0]?.coins.map((c) => c.coinName) ?? [];
  const header = [
    'date',
    'mining',
    ...coinNames.flatMap((name) => [`${name} mined`, `${name} price (USD)`]),
    'income (USD)',
    'electricity (USD)',
    'net income (USD)',
    'balance (USD)',
  ];
  const rows = projection.days.map((day) => [
    day.date,
    day.mining ? 'yes' : 'no',
    ...day.coins.flatMap((c) => [c.output.toFixed(8), c.price.toPrecision(6)]),
    usd(day.income),
    usd(day.electricCharge),
    usd(day.net),
    usd(day.balance),
  ]);
  return `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
