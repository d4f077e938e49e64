/** A moment from the API (ISO, UTC) in the buyer's own time zone: "21 Nov 2026, 22:09". */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', {
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
}

export function DateTime({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {formatDateTime(iso)}
    </time>
  );
}

/** Money from the API (a decimal string, USD): "$1,999.00". */
export function formatUsd(amount: string | number): string {
  const n = typeof amount === 'number' ? amount : Number(amount);
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
