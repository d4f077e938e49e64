import type { Deps } from '../../deps.ts';
import { publicStockChanged } from '../../http/public-cache.ts';

/** How long the marks of stock changes are gathered into one; part of public-cache.ts's one-second budget. */
export const STOCK_REFRESH_MS = 100;

interface Window {
  /** When the caches were last emptied for a stock change. */
  lastAt: number;
  /** The emptying due at the end of the current window, when changes came during it. */
  trailing: NodeJS.Timeout | null;
}

const windows = new WeakMap<object, Window>();

/**
 * Stock moved (an order took some; a cancel or an expiry gave some back), which product answers
 * show (the stock left, whether it can be bought). In a flash sale hundreds of orders a second would
 * each empty every process's public cache, and every visitor's next request would wait for a
 * rebuild from the database the buyers queue on (decision 018). So a change does not empty the caches:
 * it marks their answers stale (publicStockChanged), and each is refreshed by its next request,
 * while that request and those during the refresh get the kept one if it was read a moment ago
 * (public-cache.ts: never one older than decision 018's one-second rule allows). And the marks are
 * gathered: the first change's goes out at once; those in the next STOCK_REFRESH_MS share one more
 * at the end of that window. Answers are rebuilt at most about ten times a second, however fast
 * orders come. Stock is never sold from the cache: checkout reads it under lock.
 */
export async function stockChanged(
  deps: Pick<Deps, 'redis' | 'config' | 'logger'>,
  refreshMs = STOCK_REFRESH_MS,
): Promise<void> {
  let window = windows.get(deps);
  if (!window) {
    window = { lastAt: Number.NEGATIVE_INFINITY, trailing: null };
    windows.set(deps, window);
  }
  const now = Date.now();
  if (now - window.lastAt >= refreshMs && !window.trailing) {
    window.lastAt = now;
    await publicStockChanged(deps);
    return;
  }
  if (window.trailing) return;
  const w = window;
  w.trailing = setTimeout(
    () => {
      w.trailing = null;
      w.lastAt = Date.now();
      publicStockChanged(deps).catch((err: unknown) =>
        deps.logger.warn({ err }, 'stock change not sent to the public caches'),
      );
    },
    Math.max(0, w.lastAt + refreshMs - now),
  );
  // A process shutting down does not wait for it: the cache's TTL bounds what it would have fixed.
  w.trailing.unref();
}
