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
 * Answers that show stock are held to more (decision 018): see PublicCache.
 */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
  expiresAt: number;
  /**
   * The cache's stock generation when it was computed, for an answer that shows stock: older than
   * the current one, it may stand in while a refresh runs. Null for an answer no order changes.
   */
  stockGeneration: number | null;
  /** When its computation began: it shows no change committed after this. */
  readAt: number;
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

function answerOf(body: Buffer, expiresAt: number, stockGeneration: number | null, readAt: number): CachedAnswer {
  const etag = etagOf(body);
  const notModifiedHeaders = { ...ANSWER_HEADERS, etag };
  const headers = { ...notModifiedHeaders, 'content-type': 'application/json; charset=utf-8' };
  return { body, etag, expiresAt, stockGeneration, readAt, headers, notModifiedHeaders };
}

/** What a change tells the other processes: its answers are dropped, or refreshed (stock). */
type Change = 'drop' | 'stock';

const TTL_MS = 15_000;
/** Distinct inputs kept at most (page numbers, product codes): bounded so odd inputs cannot grow it without end. */
const MAX_ENTRIES = 2000;

/**
 * docs/domain.md D7 and decision 018: once a stock change has committed, no process serves an
 * answer showing the stock from before it for longer than this.
 */
export const STOCK_STALE_MAX_MS = 1_000;
/**
 * An answer read less than this ago may be served whatever has happened since: a change it does not
 * show committed after it was read, so less than this ago. Under STOCK_STALE_MAX_MS by the time
 * the bytes take to leave.
 */
const READ_TRUST_MS = 900;
/**
 * An answer of the current stock generation may be served this long after this process's last good
 * check: a change it has not heard of was announced after that check, and its mark reaches Redis
 * within stock-freshness.ts's window (100 ms) of its commit, so it committed less than this plus
 * that window ago.
 */
const CHECK_TRUST_MS = 700;
/** How often each process reads the shop's stock generation from Redis: well inside CHECK_TRUST_MS. */
const CHECK_MS = 200;

/**
 * Increments the shop's stock generation and announces the new value with the change, in one step,
 * so a process that misses the message still finds the value moved when it next checks.
 */
const SIGNAL_SCRIPT = `local n = redis.call('INCR', KEYS[1])
redis.call('PUBLISH', ARGV[1], ARGV[2] .. ' ' .. n)
return n`;

/** A refresh of one answer under way: the stock generation it began in, and when it began to read. */
interface Refresh {
  promise: Promise<CachedAnswer>;
  stockGeneration: number | null;
  readAt: number;
}

/**
 * The cache of one API process. An answer that shows stock (`followsStock`) is served only while
 * this process can vouch that it is at most STOCK_STALE_MAX_MS behind every committed change:
 * - Every stock change (an order, a cancel, an expiry, a staff edit) increments a generation in
 *   Redis and announces it (SIGNAL_SCRIPT). A process acts on the announcement at once, and reads
 *   the generation every CHECK_MS as well, so a lost message (a reconnect, a Redis restart) costs at
 *   most one check.
 * - An answer of the current generation is served while Redis answered a check less than
 *   CHECK_TRUST_MS ago, or it was read less than READ_TRUST_MS ago. While Redis does not answer,
 *   answers are therefore read again from Postgres once they are READ_TRUST_MS old: the catalogue
 *   stays up and true, at the price of a database read per answer and process every 0.9 s or so.
 *   When Redis answers again, every answer is refreshed once, since a change committed meanwhile
 *   could not be announced.
 * - After a change, an answer read less than READ_TRUST_MS ago stands in while one refresh runs
 *   (decision 018: in a flash sale visitors never wait for the database the buyers queue on); an older
 *   one does not, so the first visitor after a quiet spell waits for the refresh.
 */
export class PublicCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly pending = new Map<string, Refresh>();
  /** Bumped by each invalidation, so an answer computed from data read before it is not stored after it. */
  private generation = 0;
  /** Bumped each time this process hears of a stock change: answers computed before it are stale. */
  private stockGeneration = 0;
  /** The highest value of Redis's stock generation this process has acted on; -1 before any. */
  private heard = -1;
  private heardAt = Number.NEGATIVE_INFINITY;
  /** When the last good check was sent: every change announced before then has been acted on. */
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking = false;
  private checkFailed = false;
  /** A change of this process whose announcement failed: sent again with the next check. */
  private owed: Change | null = null;
  private checks: NodeJS.Timeout | null = null;
  private subscriber: Redis | null = null;
  private logger: Logger | null = null;
  /** Names this process's own messages, which it has acted on already when it sent them. */
  private readonly origin = randomUUID();

  constructor(
    private readonly channel: string,
    private readonly generationKey: string,
    private readonly publisher: Redis | null,
    private readonly ttlMs = TTL_MS,
  ) {}

  async listen(redis: Redis, logger: Logger): Promise<void> {
    this.logger = logger;
    // A subscriber waits for messages: the command connection's timeouts would cut it off.
    const subscriber = redis.duplicate(waitingRedisOptions(redis));
    subscriber.on('message', (channel, message) => {
      if (channel === this.channel) this.onMessage(message);
    });
    // ioredis reconnects by itself; meanwhile the checks find what the messages missed.
    subscriber.on('error', (err) => logger.warn({ err }, 'public cache subscriber'));
    await subscriber.subscribe(this.channel);
    this.subscriber = subscriber;
    this.checks = setInterval(() => void this.check(), CHECK_MS);
    this.checks.unref();
    await this.check();
  }

  async close(): Promise<void> {
    if (this.checks) clearInterval(this.checks);
    this.checks = null;
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

  /** Staff changed something: every process drops its answers. */
  async invalidate(): Promise<void> {
    this.clearLocal();
    await this.announce('drop');
  }

  stockChangedLocal(): void {
    this.stockGeneration += 1;
  }

  /** Stock changed: every answer that shows it is refreshed on its next request, in every process. */
  async stockChanged(): Promise<void> {
    this.stockChangedLocal();
    await this.announce('stock');
  }

  /**
   * The answer kept for `key` if it may be served as it is, without computing anything: not
   * expired, and for an answer that shows stock, current and vouched for (see the class).
   */
  fresh(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (hit === undefined) return undefined;
    const now = Date.now();
    if (hit.expiresAt <= now) return undefined;
    if (hit.stockGeneration === null) return hit;
    if (now < hit.readAt + READ_TRUST_MS) return hit.stockGeneration === this.stockGeneration ? hit : undefined;
    return hit.stockGeneration === this.stockGeneration && now < this.checkedAt + CHECK_TRUST_MS ? hit : undefined;
  }

  /**
   * The cached answer for `key`, computing it once however many requests ask at the same moment.
   * `followsStock`: the answer shows stock, so a stock change makes it refresh (stockChanged); the
   * rest (banners, news, settings) stand until staff change them or the TTL ends.
   */
  get(
    key: string,
    compute: () => Promise<Buffer>,
    { followsStock }: { followsStock: boolean },
  ): CachedAnswer | Promise<CachedAnswer> {
    const hit = this.fresh(key);
    if (hit) return hit;
    const now = Date.now();
    let refresh = this.pending.get(key);
    // One begun before a stock change this process has heard of shows the stock before it: joined
    // only while what it reads is recent enough to serve (which also keeps a flash sale's ten marks
    // a second from starting ten refreshes of one answer while the database is slow).
    if (
      refresh?.stockGeneration != null &&
      refresh.stockGeneration !== this.stockGeneration &&
      now >= refresh.readAt + READ_TRUST_MS
    ) {
      refresh = undefined;
    }
    refresh ??= this.refresh(key, compute, followsStock);
    const kept = this.entries.get(key);
    if (
      kept !== undefined &&
      kept.stockGeneration !== null &&
      kept.expiresAt > now &&
      now < kept.readAt + READ_TRUST_MS
    ) {
      refresh.promise.catch(() => {
        // The next request tries again; this one was answered from what was kept.
      });
      return kept;
    }
    return refresh.promise;
  }

  private refresh(key: string, compute: () => Promise<Buffer>, followsStock: boolean): Refresh {
    const generation = this.generation;
    const stockGeneration = followsStock ? this.stockGeneration : null;
    const readAt = Date.now();
    const promise = compute()
      .then((body) => {
        const answer = answerOf(body, Date.now() + this.ttlMs, stockGeneration, readAt);
        const stored = this.entries.get(key);
        // Not after an invalidation, nor over an answer a later refresh has read.
        if (generation === this.generation && !(stored && stored.readAt > readAt)) {
          if (this.entries.size >= MAX_ENTRIES) this.evictOldest();
          this.entries.delete(key);
          this.entries.set(key, answer);
        }
        return answer;
      })
      .finally(() => {
        if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
      });
    const refresh = { promise, stockGeneration, readAt };
    this.pending.set(key, refresh);
    return refresh;
  }

  private onMessage(message: string): void {
    const [origin, change, value] = message.split(' ');
    if (origin === this.origin) return; // acted on when it was sent
    if (change === 'drop') this.clearLocal();
    const generation = Number(value);
    if (Number.isInteger(generation)) this.heardGeneration(generation, Number.NEGATIVE_INFINITY);
    else this.stockChangedLocal();
  }

  /**
   * Redis's stock generation, from a message or a check sent at `sentAt`. A higher value than heard
   * is a change this process has not acted on. A lower one from a check is a Redis that lost its
   * data (restarted empty), unless a message raised what was heard after the check went out.
   */
  private heardGeneration(value: number, sentAt: number): void {
    if (value > this.heard || (value < this.heard && this.heardAt < sentAt)) {
      this.heard = value;
      this.heardAt = Date.now();
      this.stockChangedLocal();
    }
  }

  /** Announces a change of this process (already acted on here); owed until Redis takes it. */
  private async announce(change: Change): Promise<void> {
    if (!this.publisher) return;
    let value: number;
    try {
      value = Number(
        await this.publisher.eval(SIGNAL_SCRIPT, 1, this.generationKey, this.channel, `${this.origin} ${change}`),
      );
    } catch (err) {
      this.owed = this.owed === 'drop' ? 'drop' : change;
      throw err;
    }
    if (this.owed === change || change === 'drop') this.owed = null;
    // Another process's change between the last one heard and this one may have committed after
    // this process marked its answers stale for its own: mark them again.
    if (value !== this.heard + 1) this.stockChangedLocal();
    this.heard = value;
    this.heardAt = Date.now();
  }

  /** The check of every CHECK_MS: an owed announcement first, then the generation. */
  private async check(): Promise<void> {
    if (this.checking || !this.publisher) return;
    this.checking = true;
    const sentAt = Date.now();
    try {
      if (this.owed) await this.announce(this.owed);
      const value = Number((await this.publisher.get(this.generationKey)) ?? 0);
      if (this.checkFailed) {
        // While Redis was away, changes committed here or elsewhere could not be announced.
        this.checkFailed = false;
        this.stockChangedLocal();
      }
      this.heardGeneration(value, sentAt);
      this.checkedAt = sentAt;
    } catch (err) {
      if (!this.checkFailed)
        this.logger?.warn({ err }, 'public cache: Redis does not answer; stock answers are read again');
      this.checkFailed = true;
    } finally {
      this.checking = false;
    }
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

/** Where changes are announced: every API process of this shop listens there. */
function invalidationChannel(config: Pick<Deps['config'], 'REDIS_PREFIX'>): string {
  return `${config.REDIS_PREFIX}:public-cache:invalidate`;
}

/** The shop's stock generation (SIGNAL_SCRIPT), which every process checks. */
function generationKey(config: Pick<Deps['config'], 'REDIS_PREFIX'>): string {
  return `${config.REDIS_PREFIX}:public-cache:generation`;
}

/** The cache of this app instance (one per `Deps`, so each test app has its own). */
export function publicCache(deps: Pick<Deps, 'redis' | 'config'>): PublicCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new PublicCache(invalidationChannel(deps.config), generationKey(deps.config), deps.redis);
    caches.set(deps, cache);
  }
  return cache;
}

type ChangeDeps = Partial<Pick<Deps, 'redis' | 'config' | 'logger'>>;

/**
 * What a write to data the shop serves from this cache needs (the catalogue's, the content's and
 * support's `write-*.ts`): the database, and the cache to empty once it is written. The cache is
 * optional because the seed runs the same writes before any server, and has none to empty.
 */
export type PublicWriteDeps = Pick<Deps, 'prisma'> & ChangeDeps;

/**
 * Stock changed (modules/catalog/stock-freshness.ts: an order, a cancel, an expiry): every process
 * refreshes its answers that show stock on their next request, where invalidatePublicCache drops
 * every answer. Only stock moves this way; an edit by staff must show at once, and drops them.
 */
export function publicStockChanged(deps: ChangeDeps): Promise<void> {
  return tellEveryProcess(deps, 'stock');
}

/**
 * The hook every writer of catalogue or content data calls after its write. Writers without a
 * running app (the seed, a worker process) pass what they have: with Redis they still reach the
 * running servers.
 */
export function invalidatePublicCache(deps: ChangeDeps): Promise<void> {
  return tellEveryProcess(deps, 'drop');
}

/**
 * In a process with a cache, a change is acted on here at once and cannot fail: an announcement
 * Redis does not take is owed and sent with the next check, and meanwhile every process trusts its
 * answers only briefly (PublicCache). A writer without a cache announces it or throws.
 */
async function tellEveryProcess(deps: ChangeDeps, change: Change): Promise<void> {
  const cache = caches.get(deps);
  if (cache) {
    await (change === 'drop' ? cache.invalidate() : cache.stockChanged()).catch((err: unknown) =>
      deps.logger?.warn({ err }, 'public cache change not announced yet: it goes out when Redis answers'),
    );
    return;
  }
  if (deps.redis && deps.config) {
    await deps.redis.eval(
      SIGNAL_SCRIPT,
      1,
      generationKey(deps.config),
      invalidationChannel(deps.config),
      `external ${change}`,
    );
  }
}
