import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getCalculatorData } from '@hashforge/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calculatorStep, SNAPSHOT_AT } from '../../../../../prisma/seed/calculator.ts';
import { call } from '../../../test/support/call.ts';
import { eventually } from '../../../test/support/jobs.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import type { Deps } from '../../deps.ts';
import { coinDataWorkers, REFRESH_SCHEDULER_ID } from './coin-data.worker.ts';
import { CoinFeedError } from './coin-data-source.ts';
import { refreshCoinData } from './refresh-coin-data.ts';

/** A stand-in for the vendor's feed on this machine: answers whatever the test sets. */
let feed: { status: number; body: string; hits: number };
let server: Server;
let feedUrl: string;
const ctx = useTestContext();
const NOW = new Date('2026-11-21T00:00:00Z');

beforeAll(async () => {
  server = createServer((_req, res) => {
    feed.hits += 1;
    res.writeHead(feed.status, { 'content-type': 'application/json' });
    res.end(feed.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/coins.json`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(async () => {
  feed = { status: 200, body: '{"coins":[]}', hits: 0 };
  ctx.clock.set(NOW);
  await ctx.deps.prisma.calculatorCoin.deleteMany();
  await ctx.deps.prisma.calculatorProduct.deleteMany();
  await calculatorStep.run({ prisma: ctx.deps.prisma, storage: ctx.deps.storage, config: ctx.deps.config, now: NOW });
});

const withFeed = (): Deps => ({ ...ctx.deps, config: { ...ctx.deps.config, COIN_DATA_URL: feedUrl } });
const etcRow = () => ctx.deps.prisma.calculatorCoin.findUniqueOrThrow({ where: { coinName: 'ETC' } });

describe('coin data refresh from COIN_DATA_URL', () => {
  it('writes the feed figures, the slider maxima and the time they were taken', async () => {
    feed.body = JSON.stringify({
      updatedAt: '2026-11-20T12:00:00Z',
      coins: [
        { coinName: 'ETC', usdPrice: 20, networkHashrate: 200, currentHeight: 25_990_000 },
        { coinName: 'LTC', usdPrice: 100, networkHashrate: 3000, networkHashrateUnit: 'TH' },
        { coinName: 'XMR', usdPrice: 150 },
      ],
    });
    const outcome = await refreshCoinData(withFeed());
    expect(outcome).toEqual({ updated: ['ETC', 'LTC'], ignored: ['XMR'], stale: [] });
    const etc = await etcRow();
    expect(etc).toMatchObject({
      usdPrice: 20,
      networkHashrate: 200,
      networkHashrateUnit: 'TH',
      currentHeight: 25_990_000,
      maxPrice: 60,
      maxPower: 600,
      blockReward: 1.6384,
    });
    expect(etc.updatedAt.toISOString()).toBe('2026-11-20T12:00:00.000Z');
    // Per MH/s a day: 1e6 / 2e14 x 1.6384 x (86,400 / 13.2) x 20.
    expect(etc.estimatedProfit).toBeCloseTo((1e6 / 2e14) * 1.6384 * (86_400 / 13.2) * 20, 12);
    // LTC's height was not in the feed: moved on from the snapshot by 5.5 days of 150 s blocks.
    const ltc = await ctx.deps.prisma.calculatorCoin.findUniqueOrThrow({ where: { coinName: 'LTC' } });
    expect(ltc.currentHeight).toBe(3_211_500 + Math.floor((5.5 * 86_400) / 150));
    expect(ltc.networkHashrateUnit).toBe('TH');
    const merged = await ctx.deps.prisma.calculatorCoin.findUniqueOrThrow({ where: { coinName: 'LTC+DOGE' } });
    // Per GH/s: LTC 1e9 / 3e15 x 6.25 x 576 x 100 = 0.12; DOGE unchanged, 0.857872...
    expect(merged.estimatedProfit).toBeCloseTo(0.12 + (1e9 / 2.82e15) * 10_000 * 1440 * 0.168, 9);
  });

  it('shows the refreshed figures and their time in the calculator answer', async () => {
    feed.body = JSON.stringify({ coins: [{ coinName: 'ETC', usdPrice: 21.5 }] });
    await refreshCoinData(withFeed());
    const res = await call(ctx, getCalculatorData, { isMultiCoin: 1 });
    const etc = res.body.data.coinData.find((c) => c.coinName === 'ETC')!;
    expect(etc.USDPrice).toBe(21.5);
    expect(etc.priceRange.maxPrice).toBeCloseTo(64.5, 9);
    // No time in the feed: the figures are as of the fetch.
    expect(etc.updatedAt).toBe(NOW.toISOString());
  });

  it('keeps figures newer than the feed', async () => {
    feed.body = JSON.stringify({ updatedAt: '2026-11-01T00:00:00Z', coins: [{ coinName: 'ETC', usdPrice: 1 }] });
    expect(await refreshCoinData(withFeed())).toEqual({ updated: [], ignored: [], stale: ['ETC'] });
    expect((await etcRow()).usdPrice).toBe(16.4);
  });

  it('replaces the reward schedule when the feed has one', async () => {
    feed.body = JSON.stringify({ coins: [{ coinName: 'ETC', halvings: [{ height: 30_000_001, reward: 1.3 }] }] });
    await refreshCoinData(withFeed());
    expect((await etcRow()).halvings).toEqual([{ height: 30_000_001, reward: 1.3 }]);
  });

  it.each([
    ['an HTTP error', 503, '{"coins":[]}', 'coin data feed answered HTTP 503'],
    ['something that is not JSON', 200, '<html>oops</html>', 'coin data feed is not JSON'],
    [
      'a negative price',
      200,
      '{"coins":[{"coinName":"ETC","usdPrice":-3}]}',
      'coin data feed is malformed at coins.0.usdPrice',
    ],
    [
      'a unit without its hashrate',
      200,
      '{"coins":[{"coinName":"ETC","networkHashrateUnit":"PH"}]}',
      'networkHashrateUnit needs',
    ],
    ['no coins list', 200, '{"prices":{}}', 'coin data feed is malformed at coins'],
  ])('keeps the last figures when the feed sends %s', async (_what, status, body, message) => {
    feed.status = status;
    feed.body = body;
    const failure = refreshCoinData(withFeed());
    await expect(failure).rejects.toBeInstanceOf(CoinFeedError);
    await expect(failure).rejects.toThrow(message);
    const etc = await etcRow();
    expect(etc.usdPrice).toBe(16.4);
    expect(etc.updatedAt.toISOString()).toBe(SNAPSHOT_AT.toISOString());
  });

  it('says when the feed cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const deps = { ...ctx.deps, config: { ...ctx.deps.config, COIN_DATA_URL: `http://127.0.0.1:${port}/` } };
    await expect(refreshCoinData(deps)).rejects.toThrow('coin data feed unreachable');
  });

  it('does nothing, and calls nobody, without COIN_DATA_URL', async () => {
    expect(ctx.deps.config.COIN_DATA_URL).toBeUndefined();
    expect(await refreshCoinData(ctx.deps)).toEqual({ updated: [], ignored: [], stale: [] });
    expect(feed.hits).toBe(0);
  });
});

describe('the repeatable coin data job', () => {
  const stop: Array<() => Promise<void>> = [];
  afterEach(async () => {
    while (stop.length > 0) await stop.pop()!();
    await ctx.deps.queues.coinData.removeJobScheduler(REFRESH_SCHEDULER_ID);
  });

  it('is scheduled every ten minutes and refreshes the figures through the worker', async () => {
    feed.body = JSON.stringify({ coins: [{ coinName: 'ETC', usdPrice: 33.3 }] });
    const workers = await coinDataWorkers(withFeed());
    stop.push(async () => {
      await Promise.all(workers.map((w) => w.close()));
    });
    expect(workers).toHaveLength(1);
    const scheduler = await ctx.deps.queues.coinData.getJobScheduler(REFRESH_SCHEDULER_ID);
    expect(scheduler?.every).toBe(10 * 60 * 1000);
    await eventually(async () => ((await etcRow()).usdPrice === 33.3 ? true : undefined));
    expect(feed.hits).toBeGreaterThanOrEqual(1);
  });

  it('starting it twice keeps one schedule', async () => {
    const a = await coinDataWorkers(withFeed());
    const b = await coinDataWorkers(withFeed());
    stop.push(async () => {
      await Promise.all([...a, ...b].map((w) => w.close()));
    });
    expect(await ctx.deps.queues.coinData.getJobSchedulersCount()).toBe(1);
  });

  it('without COIN_DATA_URL runs no worker and removes a schedule left from before', async () => {
    await ctx.deps.queues.coinData.upsertJobScheduler(REFRESH_SCHEDULER_ID, { every: 600_000 }, { name: 'refresh' });
    expect(await coinDataWorkers(ctx.deps)).toEqual([]);
    expect(await ctx.deps.queues.coinData.getJobScheduler(REFRESH_SCHEDULER_ID)).toBeUndefined();
  });
});
