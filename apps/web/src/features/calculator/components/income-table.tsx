import type { IncomeRow } from '@hashforge/calculator';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { formatCoin, formatMoney } from './format.ts';

/** Day, week, month and year: coins mined, income, electricity and net income (docs/domain.md S2). */
export function IncomeTable({ rows, note }: { rows: IncomeRow[]; note?: string }) {
  const { t } = useTranslation();
  const coins = rows[0]?.output.map((o) => o.coinName) ?? [];
  return (
    <div>
      <div className="overflow-x-auto">
        <table className="w-full text-xs sm:text-sm" aria-label={t('calculator.tableTitle')}>
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs tracking-wide text-slate-500 uppercase">
              <th scope="col" className="py-2 pr-2 pl-0 font-semibold">
                {t('calculator.period')}
              </th>
              {coins.map((name) => (
                <th key={name} scope="col" className="px-2 py-2 text-right font-semibold">
                  {t('calculator.minedCoin', { coin: name })}
                </th>
              ))}
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                {t('calculator.income')}
              </th>
              <th scope="col" className="hidden px-2 py-2 text-right font-semibold sm:table-cell">
                {t('calculator.electricityCost')}
              </th>
              <th scope="col" className="py-2 pr-0 pl-2 text-right font-semibold">
                {t('calculator.net')}
              </th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {rows.map((row) => (
              <tr key={row.period} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-2.5 pr-2 pl-0 text-left font-medium text-slate-900">
                  {t(`calculator.periods.${row.period}`)}
                </th>
                {row.output.map((o) => (
                  <td key={o.coinName} className="px-2 py-2.5 text-right text-slate-700">
                    {formatCoin(o.amount)}
                  </td>
                ))}
                <td className="px-2 py-2.5 text-right text-slate-700">{formatMoney(row.income)}</td>
                <td className="hidden px-2 py-2.5 text-right text-slate-700 sm:table-cell">
                  {formatMoney(row.electricCharge)}
                </td>
                <td
                  className={cn(
                    'py-2.5 pr-0 pl-2 text-right font-semibold',
                    row.net < 0 ? 'text-red-600' : 'text-emerald-700',
                  )}
                >
                  {formatMoney(row.net)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {note ? <p className="mt-2 text-xs text-slate-500">{note}</p> : null}
    </div>
  );
}
