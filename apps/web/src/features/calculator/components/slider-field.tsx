import type { ReactNode } from 'react';

export interface SliderFieldProps {
  id: string;
  label: ReactNode;
  value: number;
  max: number;
  onChange: (value: number) => void;
  /** The value as shown next to the label. */
  display: string;
  /** Small print under the slider: today's figure. */
  hint?: ReactNode;
  invalid?: boolean;
}

/** A range slider from 0 to `max` in 300 steps, its value shown beside the label. */
export function SliderField({ id, label, value, max, onChange, display, hint, invalid }: SliderFieldProps) {
  const step = max > 0 ? max / 300 : 1;
  const percent = max > 0 ? Math.min(100, (value / max) * 100) : 0;
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        <output
          htmlFor={id}
          className={invalid ? 'text-sm font-semibold text-red-600' : 'text-sm font-semibold text-slate-900'}
        >
          {display}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={max}
        step={step}
        value={value}
        aria-invalid={invalid || undefined}
        onChange={(e) => onChange(Number(e.target.value))}
        className="h-2 w-full cursor-pointer appearance-none rounded-full accent-brand-600"
        style={{
          background: `linear-gradient(to right, var(--color-brand-500) ${percent}%, var(--color-slate-200, #e2e8f0) ${percent}%)`,
        }}
      />
      {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
    </div>
  );
}
