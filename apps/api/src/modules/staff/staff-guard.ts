import { randomUUID } from 'node:crypto';
import { STAFF_TOO_MANY_ATTEMPTS } from '@hashforge/contract/admin/messages';
import type { Deps } from '../../deps.ts';
import { redisKey } from '../../deps.ts';
import { AppError } from '../../errors.ts';

/**
 * Rate limits of the staff sign-in (BACKOFFICE.md section 2): failed passwords, authenticator codes
 * and recovery codes count against the account and against the IP, in a sliding window kept in
 * Redis; past the limit, that account or IP waits out the lock. The staff sign-in guards more than a
 * buyer's, so the account's limit is lower than the shop's (login-guard.ts).
 */
export const STAFF_ACCOUNT_MAX_FAILURES = 5;
export const STAFF_IP_MAX_FAILURES = 20;
export const STAFF_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const STAFF_LOCK_MS = 15 * 60 * 1000;

type GuardDeps = Pick<Deps, 'redis' | 'config' | 'clock'>;

export interface GuardSubject {
  /** The email asked for, known or not, so an unknown address locks like a real one. */
  account: string;
  ip: string;
}

const keys = (deps: GuardDeps, kind: 'account' | 'ip', value: string) => ({
  failures: redisKey(deps, 'staff-login', kind, 'failures', value),
  lock: redisKey(deps, 'staff-login', kind, 'lock', value),
});

/** Refuses (HTTP 429 with Retry-After) while the account or the IP is locked. */
export async function assertStaffNotLocked(deps: GuardDeps, subject: GuardSubject): Promise<void> {
  const now = deps.clock.now().getTime();
  const [account, ip] = await deps.redis.mget(
    keys(deps, 'account', subject.account).lock,
    keys(deps, 'ip', subject.ip).lock,
  );
  const until = Math.max(Number(account ?? 0), Number(ip ?? 0));
  if (until > now) throw AppError.rateLimited(STAFF_TOO_MANY_ATTEMPTS, Math.ceil((until - now) / 1000));
}

const FAILURE_SCRIPT = `
local now = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[2]))
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then
  redis.call('SET', KEYS[2], now + tonumber(ARGV[5]), 'PX', ARGV[5])
  redis.call('DEL', KEYS[1])
  return 1
end
return 0
`;

async function countFailure(deps: GuardDeps, k: { failures: string; lock: string }, max: number): Promise<boolean> {
  const now = deps.clock.now().getTime();
  const locked = await deps.redis.eval(
    FAILURE_SCRIPT,
    2,
    k.failures,
    k.lock,
    now,
    STAFF_FAILURE_WINDOW_MS,
    randomUUID(),
    max,
    STAFF_LOCK_MS,
  );
  return locked === 1;
}

/** Counts one failure against the account and the IP; answers true when it locked either. */
export async function recordStaffFailure(deps: GuardDeps, subject: GuardSubject): Promise<boolean> {
  const [account, ip] = await Promise.all([
    countFailure(deps, keys(deps, 'account', subject.account), STAFF_ACCOUNT_MAX_FAILURES),
    countFailure(deps, keys(deps, 'ip', subject.ip), STAFF_IP_MAX_FAILURES),
  ]);
  return account || ip;
}

/** A successful sign-in starts the account's count again (the IP's keeps counting). */
export async function clearStaffFailures(deps: GuardDeps, account: string): Promise<void> {
  const k = keys(deps, 'account', account);
  await deps.redis.del(k.failures, k.lock);
}
