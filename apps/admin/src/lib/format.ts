/** "USD 1,234.00" from the API's decimal string ("1234.00"), without a round trip through a float. */
export function formatMoney(amount: string | number | null | undefined, currency = 'USD'): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return `${currency} ${text}`;
  const [, sign, whole = '0', fraction = ''] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${currency} ${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const dateOnly = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** "2 Dec 2026, 14:05" in the staff member's time zone. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateOnly.format(date);
}

/** "3 h", "2 d": how long an item has waited, for the queue cards. */
export function formatAge(iso: string | null | undefined, now = Date.now()): string {
  if (!iso) return '—';
  const minutes = Math.max(0, Math.round((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.round(hours / 24)} d`;
}

/** Cents of a decimal string, for comparisons (never for display). */
export function toCents(amount: string | number | null | undefined): number {
  if (amount === null || amount === undefined || amount === '') return 0;
  return Math.round(Number(amount) * 100);
}

export function centsToAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Cents of what was typed in an amount field (up to ten digits, two decimals), or null while it is not one. */
export function typedAmountCents(typed: unknown): number | null {
  return /^\d{1,10}(\.\d{1,2})?$/.test(String(typed ?? '').trim()) ? toCents(String(typed)) : null;
}

/** Token units as the token counts them (a chain payment's Transfer value): `1999000000` with 6 decimals is `1,999.000000`. */
export function formatUnits(units: string, decimals: number): string {
  const digits = units.padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals > 0 ? `${whole}.${digits.slice(-decimals)}` : whole;
}
