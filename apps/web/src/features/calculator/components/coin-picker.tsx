import type { CalculatorCoin } from '@hashforge/contract';
import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { MiniChevronDownIcon } from '../../../components/icons.tsx';
import { controlClasses, controlState } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatUsd } from './format.ts';

function CoinIcon({ coin, className }: { coin: CalculatorCoin; className?: string }) {
  return (
    <img src={coin.icon} alt="" width={24} height={24} className={cn('size-6 shrink-0 rounded-full', className)} />
  );
}

function ProfitPerUnit({ coin }: { coin: CalculatorCoin }) {
  const { t } = useTranslation();
  return (
    <span className="text-xs text-slate-500 tabular-nums">
      {t('calculator.coinProfit', { profit: formatUsd(coin.estimated_profit), unit: coin.hashrateUnit })}
    </span>
  );
}

export interface CoinPickerProps {
  id: string;
  coins: readonly CalculatorCoin[];
  value: string;
  onChange: (coinName: string) => void;
}

/** The coin picker: each coin with its estimated profit per unit of hashrate (docs/domain.md S2). */
export function CoinPicker({ id, coins, value, onChange }: CoinPickerProps) {
  const { t } = useTranslation();
  const selected = coins.find((c) => c.coinName === value);
  return (
    <Listbox value={value} onChange={onChange}>
      <ListboxButton
        id={id}
        className={cn(controlClasses, controlState(false), 'relative flex h-12 items-center gap-3 pr-9 text-left')}
      >
        {selected ? (
          <>
            <CoinIcon coin={selected} />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-slate-900">
                {selected.coinName} <span className="font-normal text-slate-500">{selected.name}</span>
              </span>
              <ProfitPerUnit coin={selected} />
            </span>
          </>
        ) : (
          <span className="text-slate-400">{t('calculator.coin')}</span>
        )}
        <MiniChevronDownIcon className="pointer-events-none absolute right-3 size-4 text-slate-500" />
      </ListboxButton>
      <ListboxOptions
        anchor="bottom start"
        className="z-[70] max-h-80 w-[var(--button-width)] min-w-72 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg [--anchor-gap:4px]"
      >
        {coins.map((coin) => (
          <ListboxOption
            key={coin.coinName}
            value={coin.coinName}
            className="flex cursor-pointer items-center gap-3 px-3 py-2 data-focus:bg-brand-50 data-selected:bg-brand-50/60"
          >
            <CoinIcon coin={coin} />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-slate-900">
                {coin.coinName}{' '}
                <span className="font-normal text-slate-500">
                  {coin.name}
                  {coin.isMultiCoin === 1 ? ` · ${t('calculator.merged')}` : ''}
                </span>
              </span>
              <ProfitPerUnit coin={coin} />
            </span>
            <span className="shrink-0 text-xs text-slate-400">{coin.algorithm}</span>
          </ListboxOption>
        ))}
      </ListboxOptions>
    </Listbox>
  );
}
