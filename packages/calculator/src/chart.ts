import type { ProjectionDay } from './projection.ts';

/**
 * The line chart of both calculators: four series over the date range, and the y-axis scale.
 *
 * Series: daily income, daily electricity cost, daily net income (USD a day) and the balance
 * (cumulative net income minus the investment, which crosses 0 on the payback day).
 *
 * Scale (spec section 9: interval thresholds [0, 10, 50, 100, 150, 200, 400, 10000], values spread
 * above 200 remapped). The daily series of one machine sit between 0 and a few tens of dollars while
 * the balance runs into thousands; on a linear axis the daily lines would lie flat on the zero line.
 * So when the values spread over more than 200, the axis is piecewise linear with every interval
 * between two thresholds given the same height (one "band"):
 *
 *   0..10 | 10..50 | 50..100 | 100..150 | 150..200 | 200..400 | 400..10000 | then x10 per band
 *
 * linear inside a band, symmetric around 0 (the balance starts negative), continuous and strictly
 * increasing, so every axis position maps back to one value (tick labels and tooltips show real
 * dollars). A daily income of $7 fills 70 % of the first band however deep the balance goes. With a
 * spread of 200 or less the axis stays linear.
 */

export const INTERVAL_THRESHOLDS = [0, 10, 50, 100, 150, 200, 400, 10000] as const;
export const REMAP_SPREAD = 200;

const LAST: number = INTERVAL_THRESHOLDS[INTERVAL_THRESHOLDS.length - 1]!;
const TOP = INTERVAL_THRESHOLDS.length - 1;

function compress(x: number): number {
  for (let k = 1; k < INTERVAL_THRESHOLDS.length; k++) {
    const lo = INTERVAL_THRESHOLDS[k - 1]!;
    const hi = INTERVAL_THRESHOLDS[k]!;
    if (x <= hi) return k - 1 + (x - lo) / (hi - lo);
  }
  return TOP + Math.log10(x / LAST);
}

function expand(a: number): number {
  for (let k = 1; k < INTERVAL_THRESHOLDS.length; k++) {
    const lo = INTERVAL_THRESHOLDS[k - 1]!;
    const hi = INTERVAL_THRESHOLDS[k]!;
    if (a <= k) return lo + (a - (k - 1)) * (hi - lo);
  }
  return LAST * 10 ** (a - TOP);
}

/** Value to axis position in the remapped scale (odd function; one unit per band). */
export function remap(value: number): number {
  return Math.sign(value) * compress(Math.abs(value));
}

/** Axis position back to the value. */
export function unmap(position: number): number {
  return Math.sign(position) * expand(Math.abs(position));
}

export interface AxisScale {
  remapped: boolean;
  toAxis(value: number): number;
  fromAxis(position: number): number;
  /** Tick values (real dollars) when remapped; null lets the chart pick linear ticks. */
  ticks: number[] | null;
  /** Axis positions of the outer ticks when remapped, so the data sits between labelled lines. */
  min: number | null;
  max: number | null;
}

/** Tick values covering 0..max: the thresholds up to the first at or above max, then powers of ten. */
function positiveTicks(max: number): number[] {
  const ticks: number[] = [];
  for (const t of INTERVAL_THRESHOLDS) {
    ticks.push(t);
    if (t >= max) return ticks;
  }
  let t: number = LAST;
  while (t < max) {
    t *= 10;
    ticks.push(t);
  }
  return ticks;
}

export function axisScale(values: readonly number[]): AxisScale {
  const finite = values.filter(Number.isFinite);
  const min = Math.min(0, ...finite);
  const max = Math.max(0, ...finite);
  if (max - min <= REMAP_SPREAD) {
    return { remapped: false, toAxis: (v) => v, fromAxis: (a) => a, ticks: null, min: null, max: null };
  }
  const up = positiveTicks(max);
  const down =
    min < 0
      ? positiveTicks(-min)
          .slice(1)
          .map((t) => -t)
      : [];
  const ticks = [...down.reverse(), ...up];
  return {
    remapped: true,
    toAxis: remap,
    fromAxis: unmap,
    ticks,
    min: remap(ticks[0]!),
    max: remap(ticks[ticks.length - 1]!),
  };
}

export interface ChartSeries {
  labels: string[];
  income: number[];
  electricCharge: number[];
  net: number[];
  balance: number[];
}

export function chartSeries(days: readonly ProjectionDay[]): ChartSeries {
  return {
    labels: days.map((d) => d.date),
    income: days.map((d) => d.income),
    electricCharge: days.map((d) => d.electricCharge),
    net: days.map((d) => d.net),
    balance: days.map((d) => d.balance),
  };
}

/** Every value of the four series, for `axisScale`. */
export function seriesValues(series: ChartSeries): number[] {
  return [...series.income, ...series.electricCharge, ...series.net, ...series.balance];
}
