import { createHash, randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Deps } from '../deps.ts';
import { type Redis, waitingRedisOptions } from '../redis.ts';

/**
 * The serialized answers of public catalogue calls (products, banners, news, FAQ, policies,
 * downloads), kept in this process as the exact bytes sent, with their ETag.
 *
 * Freshness: every write to catalogue or content data calls `invalidatePublicCache`, which empties
 * this process's cache at once and tells every other API process through Redis pub/sub; the short
 * TTL bounds staleness should a message be lost (a Redis restart) or a row be changed by hand.
 */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
  expiresAt: number;
  /**
   * The cache's stock generation when it was computed, for an answer that shows stock: older than
   * the current one, it is served while a refresh runs. Null for an answer no order changes.
   */
  stockGeneration: number | null;
  /** The headers of a 200 with this body (ANSWER_HEADERS, its type and ETag), built once. */
  headers: Readonly<Record<string, string>>;
  /** The headers of a 304 for this ETag: the same without the type. */
  notModifiedHeaders: Readonly<Record<string, string>>;
}

/**
 * Security headers of a cached JSON answer. These routes do not run @fastify/helmet (app.ts registers
 * it in the context of the other routes), so they send the same headers themselves, with a CSP
 * stricter than the pages' one (a JSON answer loads nothing).
 */
export const ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'cache-control': 'no-cache',
};

function answerOf(body: Buffer, expiresAt: number, stockGeneration: number | null): CachedAnswer {
  const etag = etagOf(body);
  const notModifiedHeaders = { ...ANSWER_HEADERS, etag };
  const headers = { ...notModifiedHeaders, 'content-type': 'application/json; charset=utf-8' };
  return { body, etag, expiresAt, stockGeneration, headers, notModifiedHeaders };
}

/** The message of a stock change (stockChanged): answers are refreshed, not dropped. */
const STOCK_SUFFIX = ':stock';

const TTL_MS = 15_000;
/** Distinct inputs kept at most (page numbers, product codes): bounded so odd inputs cannot grow it without end. */
const MAX_ENTRIES = 2000;

export class PublicCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly pending = new Map<string, Promise<CachedAnswer>>();
  /** Bumped by each invalidation, so an answer computed from data read before it is not stored after it. */
  private generation = 0;
  /**
   * Bumped by each stock change (an order). Answers computed before it are stale but still served,
   * each while one refresh runs, so that in a flash sale visitors never wait for the database the
   * buyers queue on: the stock they see is at most one refresh behind (decision 018).
   */
  private stockGeneration = 0;
  private subscriber: Redis | null = null;
  /** Names this process's own messages, which it has acted on already when it sent them. */
  private readonly origin = randomUUID();

  constructor(
    private readonly channel: string,
    private readonly publisher: Redis | null,
    private readonly ttlMs = TTL_MS,
  ) {}

  async listen(redis: Redis, logger: Logger): Promise<void> {
    // A subscriber waits for messages: the command connection's timeouts would cut it off.
    const subscriber = redis.duplicate(waitingRedisOptions(redis));
    subscriber.on('message', (channel, message) => {
      if (channel !== this.channel) return;
      if (message.endsWith(STOCK_SUFFIX)) {
        if (message !== `${this.origin}${STOCK_SUFFIX}`) this.stockChangedLocal();
      } else if (message !== this.origin) this.clearLocal();
    });
    // ioredis reconnects by itself; meanwhile the TTL keeps answers fresh enough, so log and go on.
    subscriber.on('error', (err) => logger.warn({ err }, 'public cache subscriber'));
    await subscriber.subscribe(this.channel);
    this.subscriber = subscriber;
  }

  async close(): Promise<void> {
    const subscriber = this.subscriber;
    this.subscriber = null;
    if (subscriber) {
      await subscriber.quit().catch(() => subscriber.disconnect());
    }
  }

  clearLocal(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  async invalidate(): Promise<void> {
    this.clearLocal();
    await this.publisher?.publish(this.channel, this.origin);
  }

  stockChangedLocal(): void {
    this.stockGeneration += 1;
  }

  /** Stock changed (an order took some): every answer is refreshed on its next request, in every process. */
  async stockChanged(): Promise<void> {
    this.stockChangedLocal();
    await this.publisher?.publish(this.channel, `${this.origin}${STOCK_SUFFIX}`);
  }

  /**
   * The answer kept for `key` if it has not expired, without computing anything: a stale one only
   * while its refresh runs (the first request after a stock change starts it, through get).
   */
  fresh(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (hit === undefined || hit.expiresAt <= Date.now()) return undefined;
    const current = hit.stockGeneration === null || hit.stockGeneration === this.stockGeneration;
    return current || this.pending.has(key) ? hit : undefined;
  }

  /**
   * The cached answer for `key`, computing it once however many requests ask at the same moment.
   * `followsStock`: the answer shows stock, so an order makes it refresh (stockChanged); the rest
   * (banners, news, settings) stand until staff change them or the TTL ends.
   */
  get(
    key: string,
    compute: () => Promise<Buffer>,
    { followsStock }: { followsStock: boolean },
  ): CachedAnswer | Promise<CachedAnswer> {
    const hit = this.fresh(key);
    if (hit) return hit;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const kept = this.entries.get(key);
    const generation = this.generation;
    const stockGeneration = followsStock ? this.stockGeneration : null;
    const promise = compute()
      .then((body) => {
        const answer = answerOf(body, Date.now() + this.ttlMs, stockGeneration);
        if (generation === this.generation) {
          if (this.entries.size >= MAX_ENTRIES) this.evictOldest();
          this.entries.delete(key);
          this.entries.set(key, answer);
        }
        return answer;
      })
      .finally(() => {
        if (this.pending.get(key) === promise) this.pending.delete(key);
      });
    this.pending.set(key, promise);
    // Stale after a stock change but not expired: served at once while the refresh runs.
    if (kept !== undefined && kept.expiresAt > Date.now()) {
      promise.catch(() => {
        // The next request tries again; this one was answered from what was kept.
      });
      return kept;
    }
    return promise;
  }

  private evictOldest(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt <= now) this.entries.delete(key);
    }
    // Maps iterate in insertion order: what is left first is the oldest.
    while (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Does an If-None-Match header name this ETag (or `*`)? Weak and strong forms compare equal (RFC 9110 13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === wanted;
  });
}

const caches = new WeakMap<object, PublicCache>();

/** Where invalidations are published: every API process of this shop listens there. */
function invalidationChannel(config: Pick<Deps['config'], 'REDIS_PREFIX'>): string {
  return `${config.REDIS_PREFIX}:public-cache:invalidate`;
}

/** The cache of this app instance (one per `Deps`, so each test app has its own). */
export function publicCache(deps: Pick<Deps, 'redis' | 'config'>): PublicCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new PublicCache(invalidationChannel(deps.config), deps.redis);
    caches.set(deps, cache);
  }
  return cache;
}

/**
 * An order took stock (modules/catalog/stock-freshness.ts): every process refreshes its answers on
 * their next request, serving the kept ones meanwhile, where invalidatePublicCache drops them. Only
 * stock moves this way; an edit by staff must show at once, and drops them.
 */
export function publicStockChanged(deps: Partial<Pick<Deps, 'redis' | 'config'>>): Promise<void> {
  return tellEveryProcess(deps, 'stock');
}

/**
 * The hook every writer of catalogue or content data calls after its write. Writers without a
 * running app (the seed) pass what they have: with Redis they still reach the running servers.
 */
export function invalidatePublicCache(deps: Partial<Pick<Deps, 'redis' | 'config'>>): Promise<void> {
  return tellEveryProcess(deps, 'drop');
}

async function tellEveryProcess(
  deps: Partial<Pick<Deps, 'redis' | 'config'>>,
  change: 'drop' | 'stock',
): Promise<void> {
  const cache = caches.get(deps);
  if (cache) {
    await (change === 'drop' ? cache.invalidate() : cache.stockChanged());
    return;
  }
  if (deps.redis && deps.config) {
    await deps.redis.publish(
      invalidationChannel(deps.config),
      change === 'drop' ? 'external' : `external${STOCK_SUFFIX}`,
    );
  }
}
