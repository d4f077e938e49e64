import { cn } from '../../lib/cn.ts';
import { type StatusInfo, statusInfo, type Tone } from '../../lib/status.ts';

const tones: Record<Tone, string> = {
  grey: 'bg-slate-100 text-slate-700 ring-slate-300',
  blue: 'bg-blue-50 text-blue-800 ring-blue-200',
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
  orange: 'bg-orange-50 text-orange-800 ring-orange-200',
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
  violet: 'bg-violet-50 text-violet-800 ring-violet-200',
  teal: 'bg-teal-50 text-teal-800 ring-teal-200',
};

export function Badge({ tone = 'grey', children }: { tone?: Tone; children: React.ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

/** A status code shown through its table (lib/status.ts). */
export function StatusBadge({ table, code }: { table: Record<number, StatusInfo>; code: number | null | undefined }) {
  const info = statusInfo(table, code);
  return (
    <Badge tone={info.tone}>
      <span data-status={code ?? ''}>{info.label}</span>
    </Badge>
  );
}
