import { lazy, Suspense } from 'react';
import { type CoinPickerProps, coinButtonClasses, SelectedCoin } from './coin-button.tsx';

// Headless UI's list box (26 KB compressed with its floating-UI and focus code) is the calculators'
// only use of it: fetched after the first paint instead of before it, in the scripts a phone waits for.
const CoinListbox = lazy(() => import('./coin-listbox.tsx'));

/**
 * The coin picker: each coin with its estimated profit per unit of hashrate (docs/domain.md S2).
 * Until its list box arrives, the same button shows the chosen coin, disabled.
 */
export function CoinPicker(props: CoinPickerProps) {
  const selected = props.coins.find((c) => c.coinName === props.value);
  return (
    <Suspense
      fallback={
        <button type="button" id={props.id} disabled aria-haspopup="listbox" className={coinButtonClasses}>
          <SelectedCoin coin={selected} />
        </button>
      }
    >
      <CoinListbox {...props} />
    </Suspense>
  );
}
