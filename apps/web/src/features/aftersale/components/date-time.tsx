/** A moment from the API (ISO, UTC) in the buyer's own time zone: "21 Nov 2026, 22:09". */
export function DateTime({ iso, className }: { iso: string; className?: string }) {
  const text = new Date(iso).toLocaleString('en-GB', {
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}
