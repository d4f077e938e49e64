import { DAG_COLUMNS } from '@hashforge/calculator';
import type { CalculatorCoinFigures } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatGib, formatNumber } from './format.ts';

/**
 * The DAG-epoch table (4GB, 5GB, 6GB, 8GB): the date each memory size is outgrown with the days to
 * go, or `Passed` with the block where it happened. Computed by the API from the coin's height with
 * the engine's Ethash / Etchash rule. The column of the chosen machine's memory is marked.
 */
export function DagTable({ coin, memory }: { coin: CalculatorCoinFigures; memory?: number | null }) {
  const { t } = useTranslation();
  if (!coin.dag) return null;
  const dag = coin.dag;
  return (
    <div>
      <p className="mb-3 text-sm text-slate-600">
        {t('calculator.dagIntro', {
          coin: coin.coinName,
          size: formatGib(coin.dagSize ?? 0),
          height: formatNumber(coin.currentHeight, 0),
          rule: coin.dagRule === 'etchash' ? 'Etchash, ECIP-1099' : 'Ethash',
        })}
      </p>
      {/* Four columns from sm up; on a phone the cells wrap two by two, each with its own label. */}
      <div className="sm:-mx-2">
        <table
          className="block w-full text-left sm:table sm:table-fixed sm:border-separate sm:border-spacing-2"
          aria-label={t('calculator.dagTitle', { coin: coin.coinName })}
        >
          <thead className="sr-only sm:not-sr-only sm:table-header-group">
            <tr>
              {DAG_COLUMNS.map(({ key, gib }) => (
                <th
                  key={key}
                  scope="col"
                  className={cn(
                    'px-1 text-xs font-semibold tracking-wide uppercase',
                    memory === gib ? 'text-brand-700' : 'text-slate-500',
                  )}
                >
                  {t('calculator.dagColumn', { gb: gib })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="block sm:table-row-group">
            <tr className="grid grid-cols-2 gap-2 sm:table-row">
              {DAG_COLUMNS.map(({ key, gib }) => {
                const cell = dag[key];
                const passed = cell.time === 'Passed';
                return (
                  <td
                    key={key}
                    className={cn(
                      'block rounded-lg border p-3 align-top sm:table-cell',
                      passed ? 'border-slate-200 bg-slate-50' : 'border-emerald-200 bg-emerald-50/60',
                      memory === gib && 'ring-2 ring-brand-400',
                    )}
                  >
                    <div
                      className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase sm:hidden"
                      aria-hidden="true"
                    >
                      {t('calculator.dagColumn', { gb: gib })}
                    </div>
                    {passed ? (
                      <div className="text-base font-bold text-slate-700">{t('calculator.dagPassed')}</div>
                    ) : (
                      <>
                        <div className="text-base font-bold whitespace-nowrap text-emerald-800">
                          {formatDate(cell.time)}
                        </div>
                        <div className="text-xs text-emerald-700">
                          {cell.days === 0 ? t('calculator.dagToday') : t('calculator.dagDays', { count: cell.days })}
                        </div>
                      </>
                    )}
                    <div className="mt-0.5 text-xs text-slate-500 tabular-nums">
                      {t('calculator.dagBlock', { block: formatNumber(cell.block, 0) })}
                    </div>
                  </td>
                );
              })}
            </tr>
          </tbody>
        </table>
      </div>
    </div>
  );
}
