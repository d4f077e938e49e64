import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useShopName } from '../../../lib/brand.ts';
import { cn } from '../../../lib/cn.ts';
import { activityRange, useActivityList } from '../api/get-activity-list.ts';
import { groupByDay, MonthView, monthName, type YearMonth, YearView } from '../components/calendar.tsx';
import { NewsLayout } from '../components/news-layout.tsx';

function shift(ym: YearMonth, months: number): YearMonth {
  const d = new Date(ym.year, ym.month + months, 1);
  return { year: d.getFullYear(), month: d.getMonth() };
}

function currentMonth(): YearMonth {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() };
}

/** The activity calendar: a month view and a year view (docs/domain.md S2). */
export default function ActivityPage() {
  const { t } = useTranslation();
  const shopName = useShopName();
  const range = useMemo(() => activityRange(), []);
  const { data, isPending } = useActivityList(range);
  const [view, setView] = useState<'month' | 'year'>('month');
  const [ym, setYm] = useState<YearMonth>(currentMonth);
  const byDay = useMemo(() => groupByDay(data ?? []), [data]);
  const arrow =
    'flex size-9 items-center justify-center rounded-md border border-slate-300 text-slate-600 hover:bg-slate-50';

  return (
    <NewsLayout>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={arrow}
            onClick={() => setYm(shift(ym, view === 'month' ? -1 : -12))}
            aria-label={view === 'month' ? t('activity.previousMonth') : t('activity.previousYear')}
          >
            ‹
          </button>
          <button
            type="button"
            className={arrow}
            onClick={() => setYm(shift(ym, view === 'month' ? 1 : 12))}
            aria-label={view === 'month' ? t('activity.nextMonth') : t('activity.nextYear')}
          >
            ›
          </button>
          <h2
            className="ml-2 min-w-40 text-xl font-bold text-slate-900"
            aria-live="polite"
            data-testid="calendar-title"
          >
            {view === 'month' ? `${monthName(ym)} ${ym.year}` : ym.year}
          </h2>
        </div>
        <div className="flex items-center gap-2">
          <Button variant="secondary" size="sm" onClick={() => setYm(currentMonth())}>
            {t('activity.today')}
          </Button>
          <fieldset className="inline-flex overflow-hidden rounded-md border border-slate-300">
            <legend className="sr-only">{t('activity.legend')}</legend>
            {(['month', 'year'] as const).map((v) => (
              <button
                key={v}
                type="button"
                onClick={() => setView(v)}
                aria-pressed={view === v}
                className={cn(
                  'h-8 px-3 text-sm font-semibold',
                  view === v ? 'bg-ink-900 text-white' : 'bg-white text-slate-600 hover:bg-slate-50',
                )}
              >
                {t(`activity.${v}`)}
              </button>
            ))}
          </fieldset>
        </div>
      </div>
      <div className="mb-4 flex flex-wrap gap-4 text-xs text-slate-500">
        <span className="flex items-center gap-1.5">
          <span className="size-3 rounded bg-brand-400 ring-1 ring-brand-200 sm:bg-brand-100" />{' '}
          {t('activity.ours', { brand: shopName })}
        </span>
        <span className="flex items-center gap-1.5">
          <span className="size-3 rounded bg-sky-400 ring-1 ring-sky-200 sm:bg-sky-100" /> {t('activity.general')}
        </span>
        <span className="flex items-center gap-1.5">
          <span className="size-3 rounded bg-slate-300 ring-1 ring-slate-200 sm:bg-slate-100" /> {t('activity.ended')}
        </span>
      </div>
      {isPending ? (
        <PageSpinner />
      ) : view === 'month' ? (
        <MonthView ym={ym} byDay={byDay} />
      ) : (
        <YearView
          year={ym.year}
          byDay={byDay}
          onOpenMonth={(month) => {
            setYm({ year: ym.year, month });
            setView('month');
          }}
        />
      )}
    </NewsLayout>
  );
}
