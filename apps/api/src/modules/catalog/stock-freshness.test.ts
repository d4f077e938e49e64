import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { invalidatePublicCache, type PublicCache, publicCache, STOCK_STALE_MAX_MS } from '../../http/public-cache.ts';
import { createRedis, whenReady } from '../../redis.ts';
import { stockChanged } from './stock-freshness.ts';

const ctx = useTestContext();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Longer than the shop's window, so a slow moment of a busy machine cannot end it early. */
const WINDOW_MS = 1_000;
/** How long the database takes to answer, here. */
const QUERY_MS = 30;

/**
 * A stock answer kept in `cache` under `key`, read from `stock` (the database, here) in QUERY_MS:
 * `served` answers what a visitor gets, `computations` how many reads the cache made.
 */
function stockAnswer(cache: PublicCache, key: string, stock: { value: number }) {
  let computations = 0;
  return {
    computations: () => computations,
    served: async () =>
      (
        await cache.get(
          key,
          async () => {
            computations++;
            const now = stock.value;
            await sleep(QUERY_MS);
            return Buffer.from(String(now));
          },
          { followsStock: true },
        )
      ).body.toString(),
  };
}

describe('stock changes from orders and the public cache', () => {
  it('serves the kept answer while one refresh runs, and gathers the orders of a window into one more refresh', async () => {
    const stock = { value: 10 };
    const { served, computations } = stockAnswer(publicCache(ctx.deps), 'product/get HF-TEST', stock);

    expect(await served()).toBe('10');
    expect(computations()).toBe(1);

    stock.value = 9;
    await stockChanged(ctx.deps, WINDOW_MS);
    // The next visitors get the kept answer, read a moment ago, at once; one refresh runs for all of them.
    expect(await served()).toBe('10');
    expect(await served()).toBe('10');
    expect(computations()).toBe(2);
    await sleep(QUERY_MS * 3);
    expect(await served()).toBe('9');

    stock.value = 4;
    for (let i = 0; i < 5; i++) await stockChanged(ctx.deps, WINDOW_MS);
    // Within the window the answer stands...
    expect(await served()).toBe('9');
    expect(computations()).toBe(2);
    await sleep(WINDOW_MS + 100);
    // ...and one mark at its end covers all five orders. The kept answer was read too long ago to
    // stand in (it would show stock a change has made untrue for longer than the rule allows), so
    // this visitor waits for the refresh.
    expect(await served()).toBe('4');
    expect(computations()).toBe(3);

    // An edit by staff drops the answers: the next visitor waits for the new one.
    stock.value = 50;
    await invalidatePublicCache(ctx.deps);
    expect(await served()).toBe('50');
  });

  it('never lets an answer kept through a quiet spell stand in after a change: the first visitor gets the new stock', async () => {
    const stock = { value: 3 };
    const { served } = stockAnswer(publicCache(ctx.deps), 'product/get QUIET', stock);
    expect(await served()).toBe('3');
    await sleep(STOCK_STALE_MAX_MS);
    expect(await served()).toBe('3'); // still current: served from memory
    stock.value = 2;
    await sleep(WINDOW_MS + 50); // the first test's window has closed
    await stockChanged(ctx.deps, WINDOW_MS);
    expect(await served()).toBe('2');
  });
  it('leaves answers that show no stock as they are: an order makes no banner, news or settings refresh', async () => {
    let computations = 0;
    const served = async () =>
      (
        await publicCache(ctx.deps).get(
          'banner/getList 1',
          async () => {
            computations++;
            return Buffer.from('banners');
          },
          { followsStock: false },
        )
      ).body.toString();
    expect(await served()).toBe('banners');
    await sleep(WINDOW_MS + 50); // the first test's window has closed
    await stockChanged(ctx.deps, WINDOW_MS);
    expect(await served()).toBe('banners');
    await sleep(QUERY_MS * 3);
    expect(await served()).toBe('banners');
    expect(computations).toBe(1);
  });

  it('reaches the other processes through Redis within a second: their answers are refreshed, not dropped', async () => {
    // Another API process's cache: the same channel, its own Redis connections.
    const redis = createRedis(ctx.deps.config.REDIS_URL);
    const other = { ...ctx.deps, redis };
    const theirs = publicCache(other);
    expect(await whenReady(redis, 5_000)).toBe(true);
    await theirs.listen(redis, ctx.deps.logger);
    try {
      const stock = { value: 7 };
      const { served, computations } = stockAnswer(theirs, 'product/getList', stock);
      await sleep(WINDOW_MS + 50); // the first tests' windows have closed
      expect(await served()).toBe('7');
      stock.value = 6;
      const changedAt = performance.now();
      await stockChanged(ctx.deps, WINDOW_MS);
      // The first request after the message starts the refresh and gets the answer read a moment ago.
      const before = computations();
      let first = await served();
      while (computations() === before && performance.now() - changedAt < STOCK_STALE_MAX_MS) {
        await sleep(10);
        first = await served();
      }
      expect(computations()).toBe(before + 1);
      expect(first).toBe('7');
      await sleep(QUERY_MS * 3);
      expect(await served()).toBe('6');
    } finally {
      await theirs.close();
      redis.disconnect();
    }
  });
});
