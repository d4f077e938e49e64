import type { Metric, Registry } from 'prom-client';

/** One label set's figures: requests, their total time, and how many fell in each bucket (not cumulative). */
interface Series {
  readonly labels: { method: string; route: string; status_code: string };
  count: number;
  sum: number;
  readonly perBucket: number[];
}

interface Sample {
  value: number;
  labels: Record<string, string | number>;
  metricName?: string;
}

/**
 * The shop's two request metrics, a counter of requests and a histogram of their latency by method,
 * route pattern and status code, kept as plain numbers and written out by prom-client's registry at
 * each scrape, in the same exposition as its own Counter and Histogram (request-series.test.ts holds
 * them equal).
 *
 * Why not prom-client's own: they validate and hash the labels object on every inc and observe, even
 * through `labels()` children, and that was the largest part of a cached catalogue answer's cost beside
 * the bare route (decision 019, docs/benchmarks.md). Here a request finds its series by three map lookups
 * of strings Fastify already holds (method, route pattern) and a number (status), and adds to it.
 */
export class RequestSeries {
  readonly #byMethod = new Map<string, Map<string, Map<number, Series>>>();
  readonly #bounds: readonly number[];

  constructor(bounds: readonly number[]) {
    this.#bounds = [...bounds].sort((a, b) => a - b);
  }

  record(method: string, route: string, status: number, seconds: number): void {
    let byRoute = this.#byMethod.get(method);
    if (byRoute === undefined) {
      byRoute = new Map();
      this.#byMethod.set(method, byRoute);
    }
    let byStatus = byRoute.get(route);
    if (byStatus === undefined) {
      byStatus = new Map();
      byRoute.set(route, byStatus);
    }
    let series = byStatus.get(status);
    if (series === undefined) {
      series = {
        labels: { method, route, status_code: String(status) },
        count: 0,
        sum: 0,
        perBucket: this.#bounds.map(() => 0),
      };
      byStatus.set(status, series);
    }
    series.count += 1;
    series.sum += seconds;
    const bounds = this.#bounds;
    for (let i = 0; i < bounds.length; i++) {
      if (seconds <= (bounds[i] as number)) {
        (series.perBucket[i] as number) += 1;
        break;
      }
    }
  }

  *#series(): Generator<Series> {
    for (const byRoute of this.#byMethod.values()) {
      for (const byStatus of byRoute.values()) yield* byStatus.values();
    }
  }

  /** Adds the counter (`<name>`, one sample per label set) and the histogram to `registry`. */
  register(registry: Registry, counter: { name: string; help: string }, histogram: { name: string; help: string }) {
    const metric = (meta: { name: string; help: string }, type: 'counter' | 'histogram', samples: () => Sample[]) => {
      const described = { ...meta, type, aggregator: 'sum' };
      return {
        ...described,
        reset: () => this.#byMethod.clear(),
        get: async () => ({ ...described, values: samples() }),
      };
    };
    const counted = metric(counter, 'counter', () =>
      [...this.#series()].map((s): Sample => ({ value: s.count, labels: s.labels })),
    );
    const timed = metric(histogram, 'histogram', () =>
      [...this.#series()].flatMap((s) => this.#histogramSamples(histogram.name, s)),
    );
    // The registry reads a metric through get() (its name, help, type and samples) and reset():
    // the shape of its own metrics, which its type names by class.
    registry.registerMetric(counted as unknown as Metric);
    registry.registerMetric(timed as unknown as Metric);
  }

  #histogramSamples(name: string, s: Series): Sample[] {
    const samples: Sample[] = [];
    let below = 0;
    for (let i = 0; i < this.#bounds.length; i++) {
      below += s.perBucket[i] as number;
      samples.push({
        value: below,
        labels: { ...s.labels, le: this.#bounds[i] as number },
        metricName: `${name}_bucket`,
      });
    }
    samples.push(
      { value: s.count, labels: { ...s.labels, le: '+Inf' }, metricName: `${name}_bucket` },
      { value: s.sum, labels: s.labels, metricName: `${name}_sum` },
      { value: s.count, labels: s.labels, metricName: `${name}_count` },
    );
    return samples;
  }
}
