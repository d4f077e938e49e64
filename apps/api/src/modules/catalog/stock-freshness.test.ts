import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { publicCache } from '../../http/public-cache.ts';
import { stockChanged } from './stock-freshness.ts';

/** Longer than the shop's window, so a slow moment of a busy machine cannot end it early. */
const WINDOW_MS = 1_000;

const ctx = useTestContext();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('stock changes from orders and the public cache', () => {
  it('empties the cache at once for the first order, and once more for all the orders of the window after it', async () => {
    let computed = 0;
    const read = async () => {
      await publicCache(ctx.deps).get('product/get HF-TEST', async () => Buffer.from(String(++computed)));
      return computed;
    };
    expect(await read()).toBe(1);

    await stockChanged(ctx.deps, WINDOW_MS);
    // The buyer's answer came after the emptying: the next visitor sees the new stock.
    expect(await read()).toBe(2);

    for (let i = 0; i < 5; i++) await stockChanged(ctx.deps, WINDOW_MS);
    // Within the window the cached answer stands...
    expect(await read()).toBe(2);
    await sleep(WINDOW_MS + 100);
    // ...and one emptying at its end covers all five.
    expect(await read()).toBe(3);
    await sleep(WINDOW_MS + 100);
    expect(await read()).toBe(3);

    // A quiet window later, the next order empties it at once again.
    await stockChanged(ctx.deps, WINDOW_MS);
    expect(await read()).toBe(4);
  });
});
