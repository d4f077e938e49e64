import type { Projection } from './projection.ts';

/** A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
export function csvField(value: string | number): string {
  const text = String(value);
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
