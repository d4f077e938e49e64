import type { CalculatorCoin } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { MiniChevronDownIcon } from '../../../components/icons.tsx';
import { controlClasses, controlState } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatUsd } from './format.ts';

export function CoinIcon({ coin, className }: { coin: CalculatorCoin; className?: string }) {
  return (
    <img src={coin.icon} alt="" width={24} height={24} className={cn('size-6 shrink-0 rounded-full', className)} />
  );
}

export function ProfitPerUnit({ coin }: { coin: CalculatorCoin }) {
  const { t } = useTranslation();
  return (
    <span className="text-xs text-slate-500 tabular-nums">
      {t('calculator.coinProfit', { profit: formatUsd(coin.estimated_profit), unit: coin.hashrateUnit })}
    </span>
  );
}

export const coinButtonClasses = cn(
  controlClasses,
  controlState(false),
  'relative flex h-12 items-center gap-3 pr-9 text-left',
);

/** What the closed picker shows: the chosen coin, or the field's name. */
export function SelectedCoin({ coin }: { coin: CalculatorCoin | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      {coin ? (
        <>
          <CoinIcon coin={coin} />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold text-slate-900">
              {coin.coinName} <span className="font-normal text-slate-500">{coin.name}</span>
            </span>
            <ProfitPerUnit coin={coin} />
          </span>
        </>
      ) : (
        <span className="text-slate-400">{t('calculator.coin')}</span>
      )}
      <MiniChevronDownIcon className="pointer-events-none absolute right-3 size-4 text-slate-500" />
    </>
  );
}

export interface CoinPickerProps {
  id: string;
  coins: readonly CalculatorCoin[];
  value: string;
  onChange: (coinName: string) => void;
}
