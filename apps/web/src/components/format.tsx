// The shop is English only with one fixed style, so dates and money are written here rather than by
// Intl: the first Intl.DateTimeFormat of a page loads the locale's calendar data, which on a phone
// held the home page's first render up by a tenth of a second.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function twoDigits(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** A moment from the API (ISO, UTC) in the buyer's own time zone: "21 Nov 2026, 22:09". */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return `${formatDate(iso)}, ${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}`;
}

/** The day of a moment from the API, in the buyer's own time zone: "01 Dec 2026". */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return `${twoDigits(d.getDate())} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
}

/** A calendar date from the API (`2026-12-01`, no time zone) as written: "1 Dec 2026". */
export function formatCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

export function DateTime({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {formatDateTime(iso)}
    </time>
  );
}

/** Money from the API (a decimal string, USD): "$1,999.00", "-$5.00". */
export function formatUsd(amount: string | number): string {
  const n = typeof amount === 'number' ? amount : Number(amount);
  const [whole, cents] = Math.abs(n).toFixed(2).split('.') as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}$${grouped}.${cents}`;
}
