import { type Deps, redisKey } from '../../../deps.ts';
import { MAX_BACKOFF_MS, networkBackoffMs } from './chain-payment-jobs.ts';
import type { ScanOutcome } from './scan-chain-transfers.ts';

type BackoffDeps = Pick<Deps, 'redis' | 'config' | 'clock' | 'logger'>;

/** A network that did not answer its last scans: how many in a row, since when, and when to try again. */
export interface ScanBackoff {
  failures: number;
  /** Epoch milliseconds, by the shop's clock. */
  since: number;
  nextAt: number;
}

/**
 * The state lives in Redis, not in a process: the tick's scan job runs in whichever worker process
 * takes it. It outlives the longest wait many times over, so it never lapses while the network stays
 * down, and a network taken out of the settings while down leaves nothing behind for long.
 */
const KEEP_MS = 10 * MAX_BACKOFF_MS;

const stateKey = (deps: Pick<Deps, 'config'>, network: string) => redisKey(deps, 'chain-scan-backoff', network);

/** The network's back-off, or null while it answers. */
export async function readScanBackoff(
  deps: Pick<Deps, 'redis' | 'config'>,
  network: string,
): Promise<ScanBackoff | null> {
  const [failures, since, nextAt] = await deps.redis.hmget(stateKey(deps, network), 'failures', 'since', 'nextAt');
  if (!failures || !since || !nextAt) return null;
  return { failures: Number(failures), since: Number(since), nextAt: Number(nextAt) };
}

/**
 * Runs a network's scan unless it is backing off: a scan the network did not answer puts the next one
 * off (networkBackoffMs, the rule a payment's check follows), and one it answers ends the back-off,
 * so scans go back to every tick. Logged once when the network goes down and once when it is back,
 * not at each failed scan: the first failure is the one whose count comes back 1, and the return the
 * one whose delete finds the state, whichever process runs them.
 */
export async function scanWhenDue(
  deps: BackoffDeps,
  network: string,
  scan: () => Promise<ScanOutcome>,
): Promise<ScanOutcome | { kind: 'skipped'; until: string }> {
  const backoff = await readScanBackoff(deps, network);
  if (backoff && backoff.nextAt > deps.clock.now().getTime())
    return { kind: 'skipped', until: new Date(backoff.nextAt).toISOString() };
  const outcome = await scan();
  if (outcome.kind === 'wait' && outcome.network) await recordFailure(deps, network, outcome.causes);
  else if (outcome.kind === 'scanned') await recordAnswer(deps, network);
  return outcome;
}

async function recordFailure(deps: BackoffDeps, network: string, causes: string[]): Promise<void> {
  const key = stateKey(deps, network);
  const now = deps.clock.now().getTime();
  const failures = await deps.redis.hincrby(key, 'failures', 1);
  const nextAt = now + networkBackoffMs(deps.config.CHAIN_POLL_MS, failures);
  await deps.redis.multi().hsetnx(key, 'since', now).hset(key, 'nextAt', nextAt).pexpire(key, KEEP_MS).exec();
  if (failures === 1)
    deps.logger.warn(
      { network, causes, retryAt: new Date(nextAt).toISOString() },
      'chain watcher: network down, its scans back off until it answers',
    );
}

async function recordAnswer(deps: BackoffDeps, network: string): Promise<void> {
  const key = stateKey(deps, network);
  const [[, since], [, deleted]] = (await deps.redis.multi().hget(key, 'since').del(key).exec()) as [
    [Error | null, string | null],
    [Error | null, number],
  ];
  if (deleted !== 1) return;
  const downMs = since ? deps.clock.now().getTime() - Number(since) : null;
  deps.logger.info({ network, downMs }, 'chain watcher: network back up, scanned at every tick again');
}
