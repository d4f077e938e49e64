import { addDays, chartSeries, isoDate, type ProjectionNotice, startOfDay } from '@hashforge/calculator';
import { lazy, type ReactNode, Suspense, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { type Evaluation, groupNotices, type ShownNotice } from './calculator-model.ts';
import { DagTable } from './dag-table.tsx';
import {
  formatCoin,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatUsd,
} from './format.ts';
import { IncomeTable } from './income-table.tsx';
import { WhenVisible } from './when-visible.tsx';

// chart.js loads in its own chunk when a chart comes near the screen: no other page ever fetches it.
const ProfitLineChart = lazy(() => import('./profit-line-chart.tsx'));
const ElectricityPie = lazy(() => import('./electricity-pie.tsx'));

function Panel({
  title,
  children,
  className,
  actions,
}: {
  title: ReactNode;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
}) {
  return (
    <section className={cn('rounded-xl border border-slate-200 bg-white p-4 sm:p-5', className)}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

function ChartFallback() {
  return (
    <div className="flex h-64 items-center justify-center">
      <Spinner />
    </div>
  );
}

function Stat({
  label,
  value,
  sub,
  tone,
}: {
  label: ReactNode;
  value: ReactNode;
  sub?: ReactNode;
  tone?: 'good' | 'bad';
}) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-400 uppercase">{label}</dt>
      <dd
        className={cn(
          'mt-1 truncate text-lg font-bold tabular-nums',
          tone === 'good' ? 'text-emerald-400' : tone === 'bad' ? 'text-red-400' : 'text-white',
        )}
      >
        {value}
      </dd>
      {sub ? <dd className="text-xs text-slate-400">{sub}</dd> : null}
    </div>
  );
}

function PaybackHeadline({ evaluation }: { evaluation: Evaluation }) {
  const { t } = useTranslation();
  // `projection` is read only on the professional path: on the payback one it is made when first read.
  const { paybackDays, paybackDate, result, mode, start } = evaluation;
  let value: string;
  let sub: string;
  if (result.investment <= 0) {
    value = t('calculator.paybackNoPrice');
    sub = t('calculator.enterPrice');
  } else if (paybackDays === null) {
    value = t('calculator.noPayback');
    sub =
      mode === 'professional' && result.net_income > 0
        ? t('calculator.noPaybackInHorizon')
        : t('calculator.noPaybackHint');
  } else {
    value = t('calculator.paybackDays', { days: formatNumber(paybackDays, 1) });
    const months = formatNumber(paybackDays / 30.436875, 1);
    sub =
      mode === 'professional'
        ? t('calculator.paybackFromArrival', {
            months,
            arrival: formatDate(isoDate(addDays(startOfDay(start), evaluation.projection.arrivalIndex))),
            date: formatDate(paybackDate ?? ''),
          })
        : t('calculator.paybackAbout', { months, date: formatDate(paybackDate ?? '') });
  }
  return (
    <div>
      <div className="text-xs font-medium tracking-wide text-brand-300 uppercase">{t('calculator.payback')}</div>
      <div data-testid="payback" className="mt-1 text-3xl font-bold tracking-tight text-white sm:text-4xl">
        {value}
      </div>
      <div className="mt-1 text-sm text-slate-300">{sub}</div>
    </div>
  );
}

function NoticeList({ notices }: { notices: ProjectionNotice[] }) {
  const { t } = useTranslation();
  if (notices.length === 0) return null;
  const text = (n: ShownNotice): string => {
    switch (n.kind) {
      case 'dagLimit':
        return n.time === 'Passed'
          ? t('calculator.noticeDagPassed', { coin: n.coinName, gb: n.memoryGiB, block: formatNumber(n.block, 0) })
          : t('calculator.noticeDag', {
              coin: n.coinName,
              gb: n.memoryGiB,
              date: formatDate(n.time),
              block: formatNumber(n.block, 0),
            });
      case 'rewardChange': {
        const first = t('calculator.noticeReward', {
          coin: n.coinName,
          reward: formatCoin(n.reward),
          date: formatDate(n.time),
          height: formatNumber(n.height, 0),
        });
        const last = n.more[n.more.length - 1];
        if (!last) return first;
        return `${first} ${t('calculator.noticeRewardMore', {
          coin: n.coinName,
          count: n.more.length,
          reward: formatCoin(last.reward),
          date: formatDate(last.time),
        })}`;
      }
      case 'unprofitable':
        return t('calculator.noticeUnprofitable', { date: formatDate(n.time) });
    }
  };
  return (
    <ul className="space-y-2" aria-label={t('calculator.notices')}>
      {groupNotices(notices).map((n) => (
        <li
          key={`${n.kind}-${'coinName' in n ? n.coinName : ''}-${n.time}`}
          className={cn(
            'flex gap-3 rounded-lg border px-4 py-3 text-sm',
            n.kind === 'rewardChange'
              ? 'border-sky-200 bg-sky-50 text-sky-900'
              : 'border-amber-300 bg-amber-50 text-amber-900',
          )}
        >
          <svg viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0" aria-hidden="true">
            <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.75 4h1.5v5h-1.5V6Zm0 6.5h1.5V14h-1.5v-1.5Z" />
          </svg>
          <span>{text(n)}</span>
        </li>
      ))}
    </ul>
  );
}

export interface CalculatorResultsProps {
  evaluation: Evaluation;
  /** Machine memory (GB) to mark in the DAG table. */
  memory?: number | null;
  /** Buttons above the results (share, export). */
  actions?: ReactNode;
}

/**
 * Payback, shutdown prices and daily figures at once; the charts, notices, income table and DAG
 * tables in the render just after (see ResultDetails).
 */
export function CalculatorResults({ evaluation, memory, actions }: CalculatorResultsProps) {
  const { t } = useTranslation();
  const { result } = evaluation;
  // False in the first render, true in a second one React makes right after, at transition priority.
  const withDetails = useDeferredValue(true, false);

  return (
    <div className="space-y-5">
      <section className="rounded-xl bg-ink-900 p-5 text-white shadow-sm sm:p-6" aria-label={t('calculator.results')}>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <PaybackHeadline evaluation={evaluation} />
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
        <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-5 border-t border-white/10 pt-5 lg:grid-cols-4">
          <Stat
            label={t('calculator.netDaily')}
            value={formatMoney(result.net_income)}
            tone={result.net_income > 0 ? 'good' : 'bad'}
          />
          <Stat label={t('calculator.incomeDaily')} value={formatMoney(result.income_day)} />
          <Stat
            label={t('calculator.electricityDaily')}
            value={formatMoney(result.electricCharge)}
            sub={t('calculator.kwhDaily', { kwh: formatNumber(result.kWh, 2) })}
          />
          <Stat
            label={t('calculator.electricityShare')}
            value={result.electricCharge_proportion === null ? '—' : formatPercent(result.electricCharge_proportion)}
          />
          {result.coins.map((c) => (
            <Stat
              key={`out-${c.coinName}`}
              label={t('calculator.outputDaily', { coin: c.coinName })}
              value={formatCoin(c.output_day_coin)}
              sub={formatUsd(c.income_day)}
            />
          ))}
          {result.coins.map((c) => (
            <Stat
              key={`shutdown-${c.coinName}`}
              label={t('calculator.shutdownCoin', { coin: c.coinName })}
              value={c.shutdown > 0 ? formatUsd(c.shutdown) : t('calculator.shutdownNone')}
              sub={t('calculator.shutdownHint')}
            />
          ))}
        </dl>
      </section>
      {withDetails ? (
        <ResultDetails evaluation={evaluation} memory={memory} />
      ) : (
        // The details' place, so the footer does not show and then jump away.
        <div className="min-h-dvh" />
      )}
    </div>
  );
}

/**
 * Everything below the headline: the notices, the two charts, the income table and the DAG tables.
 * They come in a render of their own just after the first paint: built with the form and the
 * headline, they made one long task of the calculator's first load (Lighthouse TBT 200-480 ms on a
 * 4x slowed phone), for panels a phone shows only after scrolling past the form. React renders this
 * one at transition priority, yielding to the browser between components.
 */
function ResultDetails({ evaluation, memory }: { evaluation: Evaluation; memory?: number | null }) {
  const { t } = useTranslation();
  const { result, coin, projection, mode } = evaluation;
  const series = useMemo(() => chartSeries(projection.days), [projection]);
  const dagCoins = coin.coinList.filter((c) => c.dag);
  const professional = mode === 'professional';

  return (
    <>
      {professional ? <NoticeList notices={projection.notices} /> : null}

      <Panel title={t('calculator.chartTitle')}>
        <WhenVisible fallback={<ChartFallback />}>
          <Suspense fallback={<ChartFallback />}>
            <ProfitLineChart series={series} />
          </Suspense>
        </WhenVisible>
      </Panel>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 xl:grid-cols-[17rem_minmax(0,1fr)]">
        <Panel title={t('calculator.pieTitle')}>
          <WhenVisible fallback={<ChartFallback />}>
            <Suspense fallback={<ChartFallback />}>
              <ElectricityPie income={result.income_day} electricCharge={result.electricCharge} />
            </Suspense>
          </WhenVisible>
          {result.net_income < 0 ? <p className="mt-3 text-xs text-red-600">{t('calculator.pieLoss')}</p> : null}
        </Panel>
        <Panel title={t('calculator.tableTitle')}>
          <IncomeTable rows={evaluation.incomeTable} note={professional ? t('calculator.tableProNote') : undefined} />
          {professional ? (
            <p className="mt-3 text-sm text-slate-700">
              {t('calculator.totalRange', {
                days: projection.days.length,
                net: formatMoney(projection.totals.net),
                income: formatMoney(projection.totals.income),
              })}
            </p>
          ) : null}
        </Panel>
      </div>

      {dagCoins.map((c) => (
        <Panel key={c.coinName} title={t('calculator.dagTitle', { coin: c.coinName })}>
          <DagTable coin={c} memory={memory} />
        </Panel>
      ))}

      <p className="text-xs text-slate-500" data-testid="last-updated">
        {t('calculator.lastUpdated', { time: formatDateTime(coin.updatedAt) })}
      </p>
    </>
  );
}
