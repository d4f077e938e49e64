import type { ReactNode } from 'react';

/** Label / value rows, stacked on phones and side by side on wider screens. */
export function InfoList({ rows }: { rows: Array<[ReactNode, ReactNode]> }) {
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      {rows.map(([label, value], i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed in order by the caller
        <div key={i} className="grid gap-1 py-2.5 first:pt-0 last:pb-0 sm:grid-cols-[10rem_1fr] sm:gap-4">
          <dt className="text-slate-500">{label}</dt>
          <dd className="min-w-0 break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
