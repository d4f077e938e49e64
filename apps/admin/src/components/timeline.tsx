import type { TimelineEntry } from '@hashforge/contract/admin/orders';
import { cn } from '../lib/cn.ts';
import { formatDateTime } from '../lib/format.ts';

const KIND: Record<TimelineEntry['kind'], { label: string; dot: string }> = {
  buyer: { label: 'Buyer', dot: 'bg-blue-500' },
  staff: { label: 'Staff', dot: 'bg-brand-500' },
  message: { label: 'Message', dot: 'bg-slate-400' },
};

/** One list of what happened: the buyer's steps, staff actions and the emails sent, newest first. */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-slate-500">Nothing has happened yet.</p>;
  const sorted = [...entries].sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
  return (
    <ol className="relative space-y-4 border-l border-slate-200 pl-5" aria-label="Timeline">
      {sorted.map((entry, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; time+action may repeat
        <li key={`${entry.time}-${entry.action}-${i}`} className="relative" data-action={entry.action}>
          <span
            className={cn(
              'absolute top-1.5 -left-[25px] size-2.5 rounded-full ring-4 ring-white',
              KIND[entry.kind].dot,
            )}
            aria-hidden="true"
          />
          <p className="text-sm text-slate-900">{entry.text}</p>
          <p className="text-xs text-slate-500">
            {formatDateTime(entry.time)} · {KIND[entry.kind].label}
            {entry.staffEmail ? ` · ${entry.staffEmail}` : ''}
          </p>
        </li>
      ))}
    </ol>
  );
}
