import type { ChartOptions } from 'chart.js';
import { Doughnut } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import './chart-setup.ts';
import { formatMoney, formatPercent } from './format.ts';

export interface ElectricityPieProps {
  /** USD a day. */
  income: number;
  electricCharge: number;
}

const options: ChartOptions<'doughnut'> = {
  responsive: true,
  maintainAspectRatio: false,
  animation: false,
  cutout: '62%',
  plugins: {
    legend: { position: 'bottom', labels: { boxWidth: 12, boxHeight: 12 } },
    tooltip: { callbacks: { label: (item) => `${item.label}: ${formatMoney(Number(item.raw))}` } },
  },
};

/** How a day's revenue splits into electricity and net profit (docs/domain.md S2, the pie chart). */
export default function ElectricityPie({ income, electricCharge }: ElectricityPieProps) {
  const { t } = useTranslation();
  const spent = Math.min(electricCharge, income);
  const profit = Math.max(0, income - electricCharge);
  const share = income > 0 ? electricCharge / income : null;
  return (
    <div className="relative h-56 sm:h-64">
      <Doughnut
        role="img"
        aria-label={t('calculator.pieTitle')}
        options={options}
        data={{
          labels: [t('calculator.pieElectricity'), t('calculator.pieProfit')],
          datasets: [{ data: [spent, profit], backgroundColor: ['#64748b', '#059669'], borderWidth: 0 }],
        }}
      />
      {share !== null ? (
        <div className="pointer-events-none absolute inset-x-0 top-[calc(50%-1.75rem)] text-center">
          <div className="text-2xl font-bold text-slate-900">{formatPercent(share)}</div>
          <div className="text-xs text-slate-500">{t('calculator.pieCenter')}</div>
        </div>
      ) : null}
    </div>
  );
}
