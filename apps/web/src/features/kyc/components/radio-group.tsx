import { cn } from '../../../lib/cn.ts';

/** A row of radio buttons drawn as chips (gender, the document's expiry). */
export function RadioGroup({
  name,
  value,
  options,
  onChange,
  invalid,
  labelledBy,
}: {
  name: string;
  value: unknown;
  options: { value: number; label: string }[];
  onChange: (value: number) => void;
  invalid?: boolean;
  labelledBy: string;
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="flex flex-wrap gap-2">
      {options.map((o) => (
        <label
          key={o.value}
          className={cn(
            'flex h-10 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm',
            Number(value) === o.value
              ? 'border-brand-500 bg-brand-50 text-brand-800'
              : 'border-slate-300 text-slate-700',
            invalid && 'border-red-400',
          )}
        >
          <input
            type="radio"
            name={name}
            className="accent-brand-600"
            checked={Number(value) === o.value}
            onChange={() => onChange(o.value)}
          />
          {o.label}
        </label>
      ))}
    </div>
  );
}
