import type { ReactNode } from 'react';

/** The amounts a payment review weighs, side by side above the amount field. */
export function AmountSummary({ items }: { items: [label: string, amount: ReactNode][] }) {
  return (
    <dl className="grid grid-cols-3 gap-3 rounded-md bg-slate-50 p-3 text-sm">
      {items.map(([label, amount]) => (
        <div key={label}>
          <dt className="text-xs text-slate-500">{label}</dt>
          <dd className="font-medium">{amount}</dd>
        </div>
      ))}
    </dl>
  );
}
