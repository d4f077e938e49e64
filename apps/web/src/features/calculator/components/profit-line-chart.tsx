import { type AxisScale, axisScale, type ChartSeries, seriesValues } from '@hashforge/calculator';
import type { ChartOptions } from 'chart.js';
import { useMemo } from 'react';
import { Line } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import './chart-setup.ts';
import { formatDate, formatMoney, formatMonth } from './format.ts';

export interface ProfitLineChartProps {
  series: ChartSeries;
}

const COLORS = { income: '#ea580c', electricCharge: '#64748b', net: '#059669', balance: '#4338ca' } as const;

function options(scale: AxisScale, compact: boolean): ChartOptions<'line'> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    interaction: { mode: 'index', intersect: false },
    elements: { point: { radius: 0, hoverRadius: 3 }, line: { borderWidth: 2, tension: 0 } },
    plugins: {
      legend: { position: 'bottom', labels: { boxWidth: 12, boxHeight: 12, padding: compact ? 10 : 16 } },
      tooltip: {
        callbacks: {
          title: (items) => formatDate(String(items[0]?.label ?? '')),
          label: (item) => `${item.dataset.label}: ${formatMoney(scale.fromAxis(item.parsed.y ?? 0))}`,
        },
      },
    },
    scales: {
      x: {
        grid: { display: false },
        ticks: {
          maxTicksLimit: compact ? 4 : 9,
          maxRotation: 0,
          callback(value) {
            return formatMonth(String(this.getLabelForValue(Number(value))));
          },
        },
      },
      y: {
        grid: { color: (ctx) => (ctx.tick?.value === 0 ? '#94a3b8' : '#e2e8f0') },
        ticks: {
          callback: (value) => formatMoney(scale.fromAxis(Number(value))),
          autoSkip: true,
        },
        ...(scale.ticks && scale.min !== null && scale.max !== null
          ? {
              min: scale.min,
              max: scale.max,
              afterBuildTicks: (axis: { ticks: { value: number }[] }) => {
                axis.ticks = (scale.ticks ?? []).map((v) => ({ value: scale.toAxis(v) }));
              },
            }
          : {}),
      },
    },
  };
}

/**
 * The four series over the date range (daily income, electricity and net income, and the balance),
 * on the remapped axis of the engine when they spread over more than 200 dollars.
 */
export default function ProfitLineChart({ series }: ProfitLineChartProps) {
  const { t } = useTranslation();
  const scale = useMemo(() => axisScale(seriesValues(series)), [series]);
  const compact = typeof window !== 'undefined' && window.innerWidth < 640;
  const data = useMemo(
    () => ({
      labels: series.labels,
      datasets: (['income', 'electricCharge', 'net', 'balance'] as const).map((key) => ({
        label: t(`calculator.series.${key}`),
        data: series[key].map(scale.toAxis),
        borderColor: COLORS[key],
        backgroundColor: COLORS[key],
        borderDash: key === 'balance' ? [] : undefined,
      })),
    }),
    [series, scale, t],
  );
  const chartOptions = useMemo(() => options(scale, compact), [scale, compact]);
  return (
    <div>
      <div className="h-72 sm:h-96">
        <Line data={data} options={chartOptions} aria-label={t('calculator.chartTitle')} role="img" />
      </div>
      {scale.remapped ? <p className="mt-2 text-xs text-slate-500">{t('calculator.chartScaleNote')}</p> : null}
    </div>
  );
}
