import { QUANTITY_MAX, QUANTITY_MIN } from '@hashforge/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

export interface StepperProps {
  value: number;
  onChange: (value: number) => void;
  min?: number | null;
  max?: number | null;
  /**
   * Called when plus or minus would leave the bounds (product detail warns `maximum purchase {max}
   * piece` / `purchase at least {min} piece`); without it the buttons do nothing there (the cart).
   */
  onBound?: (which: 'min' | 'max', limit: number) => void;
  disabled?: boolean;
  className?: string;
  label?: string;
}

/** A quantity stepper: digits only, clamped to min..max and the contract's overall 1..99999. */
export function Stepper({ value, onChange, min, max, onBound, disabled, className, label }: StepperProps) {
  const { t } = useTranslation();
  const lo = Math.max(QUANTITY_MIN, min ?? QUANTITY_MIN);
  const hi = Math.min(QUANTITY_MAX, max ?? QUANTITY_MAX);
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = (raw: string) => {
    const n = Number.parseInt(raw, 10);
    const next = Number.isNaN(n) ? lo : Math.min(hi, Math.max(lo, n));
    setText(String(next));
    if (next !== value) onChange(next);
  };
  const step = (delta: 1 | -1) => {
    const next = value + delta;
    if (next > hi) return onBound?.('max', hi);
    if (next < lo) return onBound?.('min', lo);
    onChange(next);
  };
  const button =
    'flex h-full w-9 items-center justify-center text-lg text-slate-600 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300';

  return (
    <div className={cn('inline-flex h-10 items-stretch overflow-hidden rounded-md border border-slate-300', className)}>
      <button
        type="button"
        className={button}
        onClick={() => step(-1)}
        disabled={disabled || (!onBound && value <= lo)}
        aria-label={t('common.decrease')}
      >
        −
      </button>
      <input
        inputMode="numeric"
        aria-label={label ?? t('common.quantity')}
        className="w-16 border-x border-slate-300 text-center text-sm tabular-nums focus:outline-none"
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, 5))}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(e.currentTarget.value);
        }}
      />
      <button
        type="button"
        className={button}
        onClick={() => step(1)}
        disabled={disabled || (!onBound && value >= hi)}
        aria-label={t('common.increase')}
      >
        +
      </button>
    </div>
  );
}
