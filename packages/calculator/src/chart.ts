import type { ProjectionDay } from './projection.ts';

/**
 * The line chart of both calculators: four series over the date range, and the y-axis scale.
 *
 * Series: daily income, daily electricity cost, daily net income (USD a day) and the balance
 * (cumulative net income minus the investment, which crosses 0 on the payback day).
 *
 * Scale (spec section 9: interval thresholds [0, 10, 50, 100, 150, 200, 400, 10000], values spread
 * above 200 remapped). The daily series of one machine sit between 0 and a few tens of dollars while
 * the balance runs into thousands; on a linear axis the daily lines would be flat at the bottom. So
 * when the values spread over more than 200, the axis is piecewise linear:
 *
 *   |v| in [0, 200]        shown as is                       (ticks 0, 10, 50, 100, 150, 200)
 *   |v| in [200, 400]      squeezed into 50 axis units       (tick 400)
 *   |v| in [400, 10000]    squeezed into the next 50          (tick 10000)
 *   |v| above 10000        50 axis units per factor of 10     (ticks 100000, 1000000, ...)
 *
 * symmetric around 0 (the balance starts negative), continuous and strictly increasing, so every axis
 * position maps back to one value (tooltips and tick labels show real dollars). Below 200 two thirds
 * of the chart's height at least belong to the daily figures. With a spread of 200 or less the axis
 * stays linear.
 */

export const INTERVAL_THRESHOLDS = [0, 10, 50, 100, 150, 200, 400, 10000] as const;
export const REMAP_SPREAD = 200;
/** Axis units given to each compressed interval and to each factor of 10 above the last threshold. */
export const BAND = 50;

const COMPRESSED: readonly number[] = INTERVAL_THRESHOLDS.filter((t) => t >= REMAP_SPREAD);
const LAST = COMPRESSED[COMPRESSED.length - 1]!;
const TOP = REMAP_SPREAD + (COMPRESSED.length - 1) * BAND;

function compress(x: number): number {
  if (x <= REMAP_SPREAD) return x;
  for (let k = 1; k < COMPRESSED.length; k++) {
    const lo = COMPRESSED[k - 1]!;
    const hi = COMPRESSED[k]!;
    if (x <= hi) return REMAP_SPREAD + (k - 1) * BAND + ((x - lo) / (hi - lo)) * BAND;
  }
  return TOP + BAND * Math.log10(x / LAST);
}

function expand(a: number): number {
  if (a <= REMAP_SPREAD) return a;
  for (let k = 1; k < COMPRESSED.length; k++) {
    const lo = COMPRESSED[k - 1]!;
    const hi = COMPRESSED[k]!;
    if (a <= REMAP_SPREAD + k * BAND) return lo + ((a - REMAP_SPREAD - (k - 1) * BAND) / BAND) * (hi - lo);
  }
  return LAST * 10 ** ((a - TOP) / BAND);
}

/** Value to axis position in the remapped scale (odd function). */
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
}

/** Tick values covering 0..max: the thresholds, then powers of ten. */
function positiveTicks(max: number): number[] {
  const ticks: number[] = [];
  for (const t of INTERVAL_THRESHOLDS) {
    ticks.push(t);
    if (t >= max) return ticks;
  }
  let t = LAST;
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
    return { remapped: false, toAxis: (v) => v, fromAxis: (a) => a, ticks: null };
  }
  const up = positiveTicks(max);
  const down =
    min < 0
      ? positiveTicks(-min)
          .slice(1)
          .map((t) => -t)
      : [];
  return { remapped: true, toAxis: remap, fromAxis: unmap, ticks: [...down.reverse(), ...up] };
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
