import { describe, expect, it } from 'vitest';
import { axisScale, chartSeries, INTERVAL_THRESHOLDS, remap, seriesValues, unmap } from './chart.ts';
import { handComputedCoin, handComputedMachine } from './hand-computed-farm.ts';
import { project } from './projection.ts';

describe('the remapped axis', () => {
  it('gives every interval between two thresholds the same height', () => {
    expect(INTERVAL_THRESHOLDS.map(remap)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('is linear inside an interval', () => {
    expect(remap(5)).toBe(0.5);
    expect(remap(30)).toBe(1.5);
    expect(remap(175)).toBe(4.5);
    expect(remap(300)).toBe(5.5);
    expect(remap(5200)).toBe(6.5);
  });

  it('adds one band per factor of 10 above the last threshold', () => {
    expect(remap(100_000)).toBeCloseTo(8, 12);
    expect(remap(1_000_000)).toBeCloseTo(9, 12);
  });

  it('is symmetric around 0 for a negative balance', () => {
    expect(remap(-300)).toBe(-5.5);
    expect(remap(-5)).toBe(-0.5);
    expect(remap(0)).toBe(0);
  });

  it('maps every position back to its value', () => {
    for (const v of [0, 7, 10, 200, 250, 399, 400, 401, 9999, 10_000, 12_345, 4_000_000, -3210]) {
      expect(unmap(remap(v))).toBeCloseTo(v, 6);
    }
  });

  it('is continuous and strictly increasing', () => {
    let last = Number.NEGATIVE_INFINITY;
    for (let v = -50_000; v <= 50_000; v += 7.5) {
      const a = remap(v);
      expect(a).toBeGreaterThan(last);
      last = a;
    }
    for (const t of [10, 50, 200, 400, 10_000]) {
      expect(remap(t + 1e-6) - remap(t - 1e-6)).toBeLessThan(1e-4);
    }
  });
});

describe('axisScale', () => {
  it('stays linear while the values spread over 200 or less', () => {
    const scale = axisScale([3, 150, -40, Number.NaN]);
    expect(scale.remapped).toBe(false);
    expect(scale.ticks).toBeNull();
    expect(scale.min).toBeNull();
    expect(scale.max).toBeNull();
    expect(scale.toAxis(123)).toBe(123);
    expect(scale.fromAxis(45)).toBe(45);
  });

  it('remaps a wider spread, with ticks at the thresholds and the axis ending on ticks', () => {
    const scale = axisScale([5, 30, -2000, Number.POSITIVE_INFINITY]);
    expect(scale.remapped).toBe(true);
    expect(scale.ticks).toEqual([-10_000, -400, -200, -150, -100, -50, -10, 0, 10, 50]);
    expect(scale.min).toBe(-7);
    expect(scale.max).toBe(2);
    expect(scale.toAxis(300)).toBe(5.5);
    expect(scale.fromAxis(5.5)).toBe(300);
  });

  it('adds powers of ten above the last threshold', () => {
    const scale = axisScale([0, 250_000]);
    expect(scale.ticks).toEqual([...INTERVAL_THRESHOLDS, 100_000, 1_000_000]);
    expect(scale.max).toBeCloseTo(9, 12);
  });

  it('keeps 0 as the top when every value is negative', () => {
    const scale = axisScale([-5000, -4000]);
    expect(scale.ticks).toEqual([-10_000, -400, -200, -150, -100, -50, -10, 0]);
    expect(scale.max).toBe(0);
  });
});

describe('chartSeries', () => {
  it('has four series over the date range', () => {
    const p = project(handComputedMachine, [{ ...handComputedCoin, height: 1 }], {
      now: new Date('2026-01-01T00:00:00Z'),
      end: new Date('2026-01-31T00:00:00Z'),
      poolFeePercent: 0,
      networkGrowthPercent: 0,
      priceChangePercent: 0,
    });
    const series = chartSeries(p.days);
    expect(series.labels).toHaveLength(31);
    expect(series.labels[0]).toBe('2026-01-01');
    expect(series.income[0]).toBeCloseTo(6.912, 12);
    expect(series.electricCharge[0]).toBeCloseTo(2.4, 12);
    expect(series.net[0]).toBeCloseTo(4.512, 12);
    expect(series.balance[30]).toBeCloseTo(-2000 + 31 * 4.512, 9);
    expect(seriesValues(series)).toHaveLength(124);
    // Balance near -2000 next to daily figures under 10: the axis is remapped.
    expect(axisScale(seriesValues(series)).remapped).toBe(true);
  });
});
