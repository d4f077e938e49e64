import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestSeries } from './request-series.ts';

const BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const COUNTER = { name: 'hf_requests_total', help: 'Requests' };
const HISTOGRAM = { name: 'hf_request_seconds', help: 'Time' };

/** The exposition as a set of samples, each its name, its labels in name order and its value. */
function samples(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = line.match(/^([a-z_]+)(?:\{(.*)\})? (.+)$/);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = (match[2] ?? '').split(',').filter(Boolean).sort().join(',');
      return `${match[1]}{${labels}} ${Number(match[3])}`;
    })
    .sort();
}

describe('RequestSeries', () => {
  it('writes the same exposition as prom-client’s Counter and Histogram fed the same requests', async () => {
    const ours = new Registry();
    const series = new RequestSeries(BOUNDS);
    series.register(ours, COUNTER, HISTOGRAM);

    const theirs = new Registry();
    const labelNames = ['method', 'route', 'status_code'] as const;
    const counter = new Counter({ ...COUNTER, labelNames, registers: [theirs] });
    const histogram = new Histogram({ ...HISTOGRAM, labelNames, buckets: BOUNDS, registers: [theirs] });

    // Values on and between the bounds, beyond the last one, and zero.
    const requests: [string, string, number, number][] = [
      ['GET', '/healthz', 200, 0.001],
      ['GET', '/healthz', 200, 0.005],
      ['GET', '/healthz', 200, 0.0051],
      ['POST', '/web/hashforge/product/getList', 200, 0.02],
      ['POST', '/web/hashforge/product/getList', 304, 0],
      ['POST', '/web/hashforge/product/getList', 200, 45],
      ['GET', 'unmatched', 404, 1],
      ['POST', '/web/hashforge/product/getList', 200, 2.5],
    ];
    for (const [method, route, status, seconds] of requests) {
      series.record(method, route, status, seconds);
      const labels = { method, route, status_code: String(status) };
      counter.inc(labels);
      histogram.observe(labels, seconds);
    }

    const text = await ours.metrics();
    expect(samples(text)).toEqual(samples(await theirs.metrics()));
    expect(text).toContain('# TYPE hf_requests_total counter');
    expect(text).toContain('# TYPE hf_request_seconds histogram');
    expect(samples(text)).toContain(
      'hf_request_seconds_bucket{le="0.025",method="POST",route="/web/hashforge/product/getList",status_code="200"} 1',
    );
  });

  it('starts again from nothing when the registry is reset', async () => {
    const registry = new Registry();
    const series = new RequestSeries(BOUNDS);
    series.register(registry, COUNTER, HISTOGRAM);
    series.record('GET', '/healthz', 200, 0.01);
    registry.resetMetrics();
    expect(samples(await registry.metrics())).toEqual([]);
  });
});
