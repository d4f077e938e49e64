import { createHash } from 'node:crypto';
import { type Deps, redisKey } from '../../../deps.ts';
import type { ChainNetworkConfig } from '../../settings/usdt-settings.ts';
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

/** The network a scan reads: its key, and the endpoints that did not answer. */
type ScannedNetwork = Pick<ChainNetworkConfig, 'key' | 'rpcUrls'>;

const stateKey = (deps: Pick<Deps, 'config'>, network: ScannedNetwork) =>
  redisKey(deps, 'chain-scan-backoff', network.key);

/**
 * Which endpoints a back-off is about, as a digest: an RPC address may carry the provider's key, which
 * has no business in Redis. The owner correcting the address in Settings is a new endpoint, tried at
 * the next tick rather than after the old one's wait.
 */
const endpointsOf = (network: ScannedNetwork) =>
  createHash('sha256').update(network.rpcUrls.join('\n')).digest('hex').slice(0, 16);

/** The stored back-off, whichever endpoints it is about; null while the network answers. */
async function readState(
  deps: Pick<Deps, 'redis' | 'config'>,
  network: ScannedNetwork,
): Promise<(ScanBackoff & { sameEndpoints: boolean }) | null> {
  const [failures, since, nextAt, endpoints] = await deps.redis.hmget(
    stateKey(deps, network),
    'failures',
    'since',
    'nextAt',
    'endpoints',
  );
  if (!failures || !since || !nextAt) return null;
  const sameEndpoints = endpoints === endpointsOf(network);
  return { failures: Number(failures), since: Number(since), nextAt: Number(nextAt), sameEndpoints };
}

/** The network's back-off, or null while it answers (or since its endpoints were changed). */
export async function readScanBackoff(
  deps: Pick<Deps, 'redis' | 'config'>,
  network: ScannedNetwork,
): Promise<ScanBackoff | null> {
  const state = await readState(deps, network);
  return state?.sameEndpoints ? { failures: state.failures, since: state.since, nextAt: state.nextAt } : null;
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
  network: ScannedNetwork,
  scan: () => Promise<ScanOutcome>,
): Promise<ScanOutcome | { kind: 'skipped'; until: string }> {
  const state = await readState(deps, network);
  if (state?.sameEndpoints && state.nextAt > deps.clock.now().getTime())
    return { kind: 'skipped', until: new Date(state.nextAt).toISOString() };
  const outcome = await scan();
  // Another address's failures say nothing of this one's: a corrected address that fails starts at one.
  if (outcome.kind === 'wait' && outcome.network)
    await recordFailure(deps, network, outcome.causes, state !== null && !state.sameEndpoints);
  else if (outcome.kind === 'scanned') await recordAnswer(deps, network);
  return outcome;
}

async function recordFailure(
  deps: BackoffDeps,
  network: ScannedNetwork,
  causes: string[],
  newEndpoints: boolean,
): Promise<void> {
  const key = stateKey(deps, network);
  const now = deps.clock.now().getTime();
  if (newEndpoints) await deps.redis.del(key);
  const failures = await deps.redis.hincrby(key, 'failures', 1);
  const nextAt = now + networkBackoffMs(deps.config.CHAIN_POLL_MS, failures);
  await deps.redis
    .multi()
    .hsetnx(key, 'since', now)
    .hset(key, 'nextAt', nextAt, 'endpoints', endpointsOf(network))
    .pexpire(key, KEEP_MS)
    .exec();
  if (failures === 1)
    deps.logger.warn(
      { network: network.key, causes, retryAt: new Date(nextAt).toISOString() },
      'chain watcher: network down, its scans back off until it answers',
    );
}

async function recordAnswer(deps: BackoffDeps, network: ScannedNetwork): Promise<void> {
  const key = stateKey(deps, network);
  const [[, since], [, deleted]] = (await deps.redis.multi().hget(key, 'since').del(key).exec()) as [
    [Error | null, string | null],
    [Error | null, number],
  ];
  if (deleted !== 1) return;
  const downMs = since ? deps.clock.now().getTime() - Number(since) : null;
  deps.logger.info({ network: network.key, downMs }, 'chain watcher: network back up, scanned at every tick again');
}
