import type { Activity } from '@hashforge/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { useShopName } from '../../../lib/brand.ts';
import { cn } from '../../../lib/cn.ts';

/** A day shows at most 3 activities (docs/domain.md S9); the rest are counted. */
export const MAX_PER_DAY = 3;

export interface YearMonth {
  year: number;
  /** 0-11 */
  month: number;
}

export function dayKey(year: number, month: number, day: number): string {
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function todayKey(now: Date = new Date()): string {
  return dayKey(now.getFullYear(), now.getMonth(), now.getDate());
}

export function groupByDay(list: readonly Activity[]): Map<string, Activity[]> {
  const byDay = new Map<string, Activity[]>();
  for (const a of list) {
    const day = byDay.get(a.time);
    if (day) day.push(a);
    else byDay.set(a.time, [a]);
  }
  return byDay;
}

export function monthName(ym: YearMonth, style: 'long' | 'short' = 'long'): string {
  return new Date(ym.year, ym.month, 1).toLocaleDateString('en-GB', { month: style });
}

/** Sunday-first weekday names, short. */
export function weekdayNames(): string[] {
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) =>
    new Date(2023, 0, 1 + i).toLocaleDateString('en-GB', { weekday: 'short' }),
  );
}

/** The 6 weeks shown for a month, Sunday first, with the days of the months around it. */
export function monthGrid(ym: YearMonth): { key: string; day: number; inMonth: boolean }[] {
  const first = new Date(ym.year, ym.month, 1);
  const start = new Date(ym.year, ym.month, 1 - first.getDay());
  return Array.from({ length: 42 }, (_, i) => {
    const d = new Date(start.getFullYear(), start.getMonth(), start.getDate() + i);
    return {
      key: dayKey(d.getFullYear(), d.getMonth(), d.getDate()),
      day: d.getDate(),
      inMonth: d.getMonth() === ym.month,
    };
  });
}

function timeRange(a: Activity): string {
  const start = new Date(a.startTime);
  const end = new Date(a.endTime);
  const date = (d: Date) => d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
  const time = (d: Date) => d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return start.toDateString() === end.toDateString()
    ? `${date(start)}, ${time(start)} – ${time(end)}`
    : `${date(start)}, ${time(start)} – ${date(end)}, ${time(end)}`;
}

/** One activity in a day cell, with a popover on hover or focus (tap on touch screens). */
function ActivityEntry({ activity, alignRight }: { activity: Activity; alignRight: boolean }) {
  const { t } = useTranslation();
  const shopName = useShopName();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const show = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    setOpen(true);
  };
  // A short grace period lets the pointer travel from the entry into the popover (to its link).
  const hide = () => {
    closeTimer.current = setTimeout(() => setOpen(false), 150);
  };
  const ended = activity.type === -1;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only opens the popover; the button inside is the keyboard and touch control
    <div className="relative" onMouseEnter={show} onMouseLeave={hide}>
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        onFocus={show}
        onBlur={hide}
        aria-expanded={open}
        className={cn(
          // On a phone a day is too narrow for a title: a coloured bar to tap, the title in the popover.
          'block h-4 w-full truncate rounded px-1.5 text-left text-[0px] font-medium sm:h-auto sm:py-0.5 sm:text-xs sm:leading-4',
          // Solid bars on a phone, where there is no title to read; light chips with the title above.
          ended
            ? 'bg-slate-300 text-slate-500 sm:bg-slate-100'
            : activity.isSelf === 1
              ? 'bg-brand-400 text-brand-800 hover:bg-brand-200 sm:bg-brand-100'
              : 'bg-sky-400 text-sky-800 hover:bg-sky-200 sm:bg-sky-100',
        )}
        data-testid="activity-entry"
        aria-label={activity.title}
      >
        {activity.title}
      </button>
      {open ? (
        <div
          role="dialog"
          aria-label={activity.title}
          onMouseEnter={show}
          onMouseLeave={hide}
          className={cn(
            // On a phone the day cells are narrow: the popover sits at the bottom of the screen instead.
            'fixed inset-x-4 bottom-4 z-30 rounded-lg border border-slate-200 bg-white p-4 text-left shadow-xl sm:absolute sm:inset-x-auto sm:top-full sm:bottom-auto sm:mt-1 sm:w-72',
            alignRight ? 'sm:right-0' : 'sm:left-0',
          )}
          data-testid="activity-popover"
        >
          <p className="flex flex-wrap items-center gap-2 text-[11px] font-semibold tracking-wide uppercase">
            <span className={activity.isSelf === 1 ? 'text-brand-700' : 'text-sky-700'}>
              {activity.isSelf === 1 ? t('activity.ours', { brand: shopName }) : t('activity.general')}
            </span>
            {ended ? (
              <span className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-500">{t('activity.ended')}</span>
            ) : null}
          </p>
          <p className="mt-1 font-semibold text-slate-900">{activity.title}</p>
          <p className="mt-1 text-sm text-slate-500">{timeRange(activity)}</p>
          {activity.content ? <SafeHtml html={activity.content} className="mt-2 text-sm text-slate-700" /> : null}
          {activity.url ? (
            <a
              href={activity.url}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:text-brand-600"
            >
              {t('activity.viewDetails')} ↗
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The month view: a week header and six weeks of days, each with up to 3 activities. */
export function MonthView({ ym, byDay }: { ym: YearMonth; byDay: Map<string, Activity[]> }) {
  const { t } = useTranslation();
  const today = todayKey();
  const cells = monthGrid(ym);
  return (
    <div className="overflow-visible rounded-xl border border-slate-200 bg-white" data-testid="month-view">
      <div className="grid grid-cols-7 border-b border-slate-200 bg-slate-50 text-center text-xs font-semibold text-slate-500 uppercase">
        {weekdayNames().map((d) => (
          <div key={d} className="py-2">
            {d}
          </div>
        ))}
      </div>
      <div className="grid grid-cols-7">
        {cells.map((cell, i) => {
          const list = byDay.get(cell.key) ?? [];
          const isToday = cell.key === today;
          return (
            <div
              key={cell.key}
              className={cn(
                'min-h-24 border-slate-100 p-1 sm:min-h-32 sm:p-1.5',
                i % 7 !== 6 && 'border-r',
                i < 35 && 'border-b',
                !cell.inMonth && 'bg-slate-50/70',
              )}
              data-day={cell.key}
            >
              <div className="mb-1 flex justify-end">
                <span
                  className={cn(
                    'flex size-6 items-center justify-center rounded-full text-xs tabular-nums',
                    isToday ? 'bg-brand-600 font-bold text-white' : cell.inMonth ? 'text-slate-700' : 'text-slate-300',
                  )}
                  aria-current={isToday ? 'date' : undefined}
                >
                  {cell.day}
                </span>
              </div>
              <div className="space-y-1">
                {list.slice(0, MAX_PER_DAY).map((a) => (
                  <ActivityEntry key={a.id} activity={a} alignRight={i % 7 >= 4} />
                ))}
                {list.length > MAX_PER_DAY ? (
                  <p
                    className="px-1 text-[11px] text-slate-500"
                    title={list
                      .slice(MAX_PER_DAY)
                      .map((a) => a.title)
                      .join('\n')}
                  >
                    <span className="sm:hidden">+{list.length - MAX_PER_DAY}</span>
                    <span className="hidden sm:inline">{t('activity.more', { count: list.length - MAX_PER_DAY })}</span>
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** The year view: 12 small months, today highlighted, a dot under days with activities. */
export function YearView({
  year,
  byDay,
  onOpenMonth,
}: {
  year: number;
  byDay: Map<string, Activity[]>;
  onOpenMonth: (month: number) => void;
}) {
  const { t } = useTranslation();
  const today = todayKey();
  const weekdays = weekdayNames();
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="year-view">
      {Array.from({ length: 12 }, (_, month) => {
        const ym = { year, month };
        const count = monthGrid(ym).filter((c) => c.inMonth && byDay.has(c.key)).length;
        return (
          <button
            key={dayKey(year, month, 1)}
            type="button"
            onClick={() => onOpenMonth(month)}
            aria-label={t('activity.openMonth', { month: `${monthName(ym)} ${year}` })}
            className="rounded-xl border border-slate-200 bg-white p-3 text-left transition hover:border-brand-300 hover:shadow-md"
            data-testid="year-month"
          >
            <span className="flex items-baseline justify-between">
              <span className="font-semibold text-slate-900">{monthName(ym)}</span>
              {count > 0 ? (
                <span className="text-xs text-slate-500">{t('activity.dayActivities', { count })}</span>
              ) : null}
            </span>
            <span className="mt-2 grid grid-cols-7 gap-y-0.5 text-center text-[10px] text-slate-400">
              {weekdays.map((d) => (
                <span key={d}>{d.slice(0, 1)}</span>
              ))}
              {monthGrid(ym).map((cell) => (
                <span key={cell.key} className="flex flex-col items-center">
                  <span
                    className={cn(
                      'flex size-5 items-center justify-center rounded-full tabular-nums',
                      !cell.inMonth && 'invisible',
                      cell.key === today ? 'bg-brand-600 font-bold text-white' : 'text-slate-600',
                    )}
                  >
                    {cell.day}
                  </span>
                  <span
                    className={cn(
                      'size-1 rounded-full',
                      cell.inMonth && byDay.has(cell.key) ? 'bg-brand-500' : 'bg-transparent',
                    )}
                    data-marker={cell.inMonth && byDay.has(cell.key) ? cell.key : undefined}
                  />
                </span>
              ))}
            </span>
          </button>
        );
      })}
    </div>
  );
}
