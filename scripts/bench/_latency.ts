// How the benches sum up the times they measured: the nearest-rank percentiles and the longest, in
// milliseconds to a tenth, as each report prints them.

/** The value at percentile `p` of `sorted` (ascending): the smallest that at least p% of the values do not exceed. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const round1 = (n: number) => Math.round(n * 10) / 10;

export interface LatencyFigures {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** p50, p99 and the longest of `ms`, which this sorts in place (at least one time). */
export function latencyFigures(ms: number[]): LatencyFigures {
  ms.sort((a, b) => a - b);
  return {
    p50Ms: round1(percentile(ms, 50)),
    p99Ms: round1(percentile(ms, 99)),
    maxMs: round1(ms[ms.length - 1]!),
  };
}
