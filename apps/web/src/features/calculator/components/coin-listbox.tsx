import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { CoinIcon, type CoinPickerProps, coinButtonClasses, ProfitPerUnit, SelectedCoin } from './coin-button.tsx';

/**
 * The coin picker's list box (Headless UI): each coin with its estimated profit per unit of hashrate
 * (docs/domain.md S2). Loaded after the first paint: see coin-picker.tsx.
 */
export default function CoinListbox({ id, coins, value, onChange }: CoinPickerProps) {
  const { t } = useTranslation();
  const selected = coins.find((c) => c.coinName === value);
  return (
    <Listbox value={value} onChange={onChange}>
      <ListboxButton id={id} className={coinButtonClasses}>
        <SelectedCoin coin={selected} />
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
