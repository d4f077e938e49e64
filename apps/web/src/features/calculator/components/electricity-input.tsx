import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses, controlState } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { stepElectricity } from './calculator-model.ts';

export interface ElectricityInputProps {
  id: string;
  value: string;
  /** Typing: the text as typed. */
  onType: (text: string) => void;
  /** An arrow (button or keyboard): one step of 0.1, never below 0. */
  onStep: (text: string) => void;
}

/**
 * Electricity price in USD/kWh with arrows stepping by 0.1 and never below 0 (docs/domain.md S9).
 * Custom arrows rather than a native number input: its stepping snaps 0.05 to 0.1 and lets a wheel
 * scroll change the price unnoticed.
 */
export function ElectricityInput({ id, value, onType, onStep }: ElectricityInputProps) {
  const { t } = useTranslation();
  const step = (direction: 1 | -1) => onStep(stepElectricity(value, direction));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(event.key === 'ArrowUp' ? 1 : -1);
    }
  };
  const atZero = !(Number.parseFloat(value) > 0);
  const arrow =
    'flex h-1/2 w-8 items-center justify-center text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:text-slate-300';
  return (
    <div className="relative">
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => onType(e.target.value.replace(/[^\d.]/g, ''))}
        onKeyDown={onKeyDown}
        className={cn(controlClasses, 'h-13 pr-24', controlState(false))}
      />
      <span className="pointer-events-none absolute top-1/2 right-10 -translate-y-1/2 text-xs text-slate-500">
        {t('calculator.electricityUnit')}
      </span>
      <div className="absolute inset-y-px right-px flex flex-col overflow-hidden rounded-r-md border-l border-slate-200">
        <button type="button" className={arrow} onClick={() => step(1)} aria-label={t('calculator.electricityUp')}>
          <svg viewBox="0 0 20 20" className="size-3.5" fill="currentColor" aria-hidden="true">
            <path d="M10 6.5 15 12H5z" />
          </svg>
        </button>
        <button
          type="button"
          className={cn(arrow, 'border-t border-slate-200')}
          onClick={() => step(-1)}
          disabled={atZero}
          aria-label={t('calculator.electricityDown')}
        >
          <svg viewBox="0 0 20 20" className="size-3.5" fill="currentColor" aria-hidden="true">
            <path d="M10 13.5 5 8h10z" />
          </svg>
        </button>
      </div>
    </div>
  );
}
