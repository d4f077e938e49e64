import { randomUUID } from 'node:crypto';
import { msg } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { redisKey } from '../../deps.ts';
import { AppError } from '../../errors.ts';

/** docs/domain.md D5: 10 failed logins of one account within 15 minutes lock it for 15 minutes. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LOCK_MS = 15 * 60 * 1000;
/** Login attempts per IP per minute, per login call (@fastify/rate-limit on Redis). */
export const LOGIN_PER_IP_PER_MINUTE = 30;

type GuardDeps = Pick<Deps, 'redis' | 'config' | 'clock'>;

/** Keyed by the email asked for, known or not, so locking works the same for every address. */
const failuresKey = (deps: GuardDeps, account: string) => redisKey(deps, 'login', 'failures', account);
const lockKey = (deps: GuardDeps, account: string) => redisKey(deps, 'login', 'lock', account);

export async function assertNotLocked(deps: GuardDeps, account: string): Promise<void> {
  const until = Number(await deps.redis.get(lockKey(deps, account)));
  if (until > deps.clock.now().getTime()) throw AppError.refused(msg.accountLocked);
}

/**
 * Counts a failure in a sliding 15-minute window (times from the shop's clock; Redis expiry only
 * tidies up). Answers true when this failure locked the account.
 */
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

export async function recordLoginFailure(deps: GuardDeps, account: string): Promise<boolean> {
  const locked = await deps.redis.eval(
    FAILURE_SCRIPT,
    2,
    failuresKey(deps, account),
    lockKey(deps, account),
    deps.clock.now().getTime(),
    LOGIN_FAILURE_WINDOW_MS,
    randomUUID(),
    LOGIN_MAX_FAILURES,
    LOGIN_LOCK_MS,
  );
  return locked === 1;
}

/** A successful login, or a password reset, starts the count again. */
export async function clearLoginFailures(deps: GuardDeps, account: string): Promise<void> {
  await deps.redis.del(failuresKey(deps, account), lockKey(deps, account));
}
