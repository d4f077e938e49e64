import { HASHRATE_UNITS } from '@hashforge/calculator';
import { z } from 'zod';

/**
 * The format of `COIN_DATA_URL` (documented in docs/coin-data-feed.md): a JSON document the vendor
 * points at (their own aggregator, or a small script in front of a market and chain API).
 *
 *   {
 *     "updatedAt": "2026-11-21T12:00:00Z",          optional: when the figures were taken
 *     "coins": [
 *       { "coinName": "ETC",                          matches calculator_coin.coinName
 *         "usdPrice": 16.5, "networkHashrate": 185, "networkHashrateUnit": "TH",
 *         "blockReward": 1.6384, "blockTime": 13.2, "currentHeight": 25880000,
 *         "halvings": [{ "height": 30000001, "reward": 1.31072 }] }
 *     ]
 *   }
 *
 * Every figure but `coinName` is optional: a price-only feed updates prices and keeps the rest. A
 * unit goes with its network hashrate; a hashrate without one is in the coin's current unit.
 */

const positive = z.number().finite().positive();

export const coinDataFeed = z.object({
  updatedAt: z.iso.datetime({ offset: true }).optional(),
  coins: z
    .array(
      z
        .object({
          coinName: z.string().min(1).max(32),
          usdPrice: positive.optional(),
          networkHashrate: positive.optional(),
          networkHashrateUnit: z.enum(HASHRATE_UNITS).optional(),
          blockReward: positive.optional(),
          blockTime: positive.optional(),
          currentHeight: z.number().int().nonnegative().optional(),
          halvings: z
            .array(z.object({ height: z.number().int().nonnegative(), reward: z.number().finite().nonnegative() }))
            .max(100)
            .optional(),
        })
        .refine((c) => c.networkHashrateUnit === undefined || c.networkHashrate !== undefined, {
          message: 'networkHashrateUnit needs the networkHashrate it is the unit of',
          path: ['networkHashrateUnit'],
        }),
    )
    .max(500),
});
export type CoinDataFeed = z.infer<typeof coinDataFeed>;

/** The most a feed may weigh: a few hundred coins fit in a fraction of it. */
export const MAX_FEED_BYTES = 1024 * 1024;
export const FEED_TIMEOUT_MS = 10_000;

export class CoinFeedError extends Error {
  override readonly name = 'CoinFeedError';
}

/** Fetches and validates the feed; any problem is a `CoinFeedError` saying what was wrong. */
export async function fetchCoinDataFeed(url: string, timeoutMs = FEED_TIMEOUT_MS): Promise<CoinDataFeed> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  } catch (err) {
    throw new CoinFeedError(`coin data feed unreachable: ${(err as Error).message}`);
  }
  if (!response.ok) throw new CoinFeedError(`coin data feed answered HTTP ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_FEED_BYTES) throw new CoinFeedError('coin data feed is larger than 1 MiB');
  const text = await response.text();
  if (text.length > MAX_FEED_BYTES) throw new CoinFeedError('coin data feed is larger than 1 MiB');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CoinFeedError('coin data feed is not JSON');
  }
  const parsed = coinDataFeed.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new CoinFeedError(`coin data feed is malformed at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return parsed.data;
}
