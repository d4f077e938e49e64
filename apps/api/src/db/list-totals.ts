import type { Deps } from '../deps.ts';

/** Totals at least this large are kept: below it a count costs less than the page it goes with. */
export const KEPT_TOTAL_MIN = 1000;
/** A kept total is counted again once it is this old, in the background, while it is still answered. */
export const TOTAL_FRESH_MS = 5_000;
/** A kept total nobody asked for in this long is counted again before it is answered. */
export const TOTAL_MAX_AGE_MS = 60_000;
/** Filters kept per process at most: odd ones (a date range per request) cannot grow it without end. */
const KEPT_FILTERS = 500;

interface Kept {
  total: number;
  countedAt: number;
  recounting: boolean;
}

const kept = new WeakMap<object, Map<string, Kept | Promise<number>>>();

/**
 * The total of a back-office list (`{total, list}`) under `key` (its table and filters). Counting a
 * large one reads every matching index entry: at a million orders 50 to 300 ms (the 2,000,000 rows
 * of the audit log, the 900,000 payment proofs), more than the page itself. So a total of
 * KEPT_TOTAL_MIN or more is kept per process: answered as it is for TOTAL_FRESH_MS, then answered
 * while a count runs in the background, so no request after the first waits for a large count and
 * a total lags new rows by a few seconds at most. Staff asking at once share one count. A small total
 * is counted afresh every time, and so are the page's rows: only a large total is ever kept.
 */
export async function listTotal(
  deps: Pick<Deps, 'clock' | 'logger'>,
  key: string,
  count: () => Promise<number>,
): Promise<number> {
  let cache = kept.get(deps);
  if (!cache) {
    cache = new Map();
    kept.set(deps, cache);
  }
  const hit = cache.get(key);
  if (hit instanceof Promise) return hit;
  const now = deps.clock.now().getTime();
  const keep = (total: number) => {
    if (total >= KEPT_TOTAL_MIN) cache.set(key, { total, countedAt: deps.clock.now().getTime(), recounting: false });
    else cache.delete(key);
  };
  if (hit && now - hit.countedAt < TOTAL_MAX_AGE_MS) {
    if (now - hit.countedAt >= TOTAL_FRESH_MS && !hit.recounting) {
      hit.recounting = true;
      count().then(keep, (error: unknown) => {
        // Forgotten, so the next request counts in its own time and answers the failure itself.
        cache.delete(key);
        deps.logger.warn({ err: error, key }, 'a list total could not be counted again');
      });
    }
    return hit.total;
  }
  if (cache.size >= KEPT_FILTERS) cache.clear();
  const counting = count();
  cache.set(key, counting);
  try {
    const total = await counting;
    keep(total);
    return total;
  } catch (error) {
    cache.delete(key);
    throw error;
  }
}

/**
 * The total of a list whose page is in hand: a first page that is not full is the whole list, and
 * nothing is counted (a search for one buyer, order or serial: at 200,000 buyers the count read the
 * email's trigram index a second time, 12 ms, docs/benchmarks.md); any other page's total is listTotal's.
 */
export function pageTotal(
  deps: Pick<Deps, 'clock' | 'logger'>,
  key: string,
  page: { page: number; limit: number },
  rows: number,
  count: () => Promise<number>,
): Promise<number> {
  if (page.page === 1 && rows < page.limit) return Promise.resolve(rows);
  return listTotal(deps, key, count);
}
