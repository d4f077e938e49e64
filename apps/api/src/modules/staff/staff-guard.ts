import { randomUUID } from 'node:crypto';
import { STAFF_TOO_MANY_ATTEMPTS } from '@hashforge/contract/admin/messages';
import type { Deps } from '../../deps.ts';
import { redisKey } from '../../deps.ts';
import { AppError } from '../../errors.ts';

/**
 * Limits of the staff sign-in (docs/backoffice.md section 2, decision 013), counted in Redis so every
 * API process sees the same figures (docs/domain.md D2). Each attempt is reserved before anything is
 * checked, by one script that refuses or reserves in every counter at once: a reservation counts as a
 * failure until the secret proves right, so a hundred parallel guesses cannot all pass the limit
 * before the first failure is written. Past a limit, that counter is locked for 15 minutes.
 *
 * - per account and address (5): a stranger's wrong passwords lock the stranger's address out of that
 *   account, not the owner at home;
 * - per address (20), whatever the accounts: one address spraying many accounts;
 * - per account (50), whatever the addresses: a guesser spread over many addresses still stops;
 * - per account, authenticator and recovery codes only (5): only someone who knows the password
 *   reaches a code, so this one may be tight: at most 5 codes are checked in 15 minutes however many
 *   addresses send them.
 *
 * Redis away fails closed (decision 012): the reservation cannot be made, so the attempt is not made,
 * and the call answers 503.
 */
export const STAFF_ADDRESS_MAX_FAILURES = 5;
export const STAFF_IP_MAX_FAILURES = 20;
export const STAFF_ACCOUNT_MAX_FAILURES = 50;
export const STAFF_CODE_MAX_FAILURES = 5;
export const STAFF_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const STAFF_LOCK_MS = 15 * 60 * 1000;
/** Calls per minute and address of the auth/* calls that check a secret (@fastify/rate-limit), on top of the above. */
export const STAFF_SIGN_IN_PER_IP_PER_MINUTE = 30;

type GuardDeps = Pick<Deps, 'redis' | 'config' | 'clock'>;

export interface GuardSubject {
  /** The email asked for, known or not, so an unknown address locks like a real one. */
  account: string;
  ip: string;
}

interface Counter {
  attempts: string;
  lock: string;
  max: number;
}

function counter(deps: GuardDeps, kind: string, value: string, max: number): Counter {
  return {
    attempts: redisKey(deps, 'staff-login', kind, 'attempts', value),
    lock: redisKey(deps, 'staff-login', kind, 'lock', value),
    max,
  };
}

const signInCounters = (deps: GuardDeps, subject: GuardSubject) => ({
  address: counter(deps, 'address', `${subject.account} ${subject.ip}`, STAFF_ADDRESS_MAX_FAILURES),
  ip: counter(deps, 'ip', subject.ip, STAFF_IP_MAX_FAILURES),
  account: counter(deps, 'account', subject.account, STAFF_ACCOUNT_MAX_FAILURES),
});

const codeCounter = (deps: GuardDeps, subject: GuardSubject) =>
  counter(deps, 'code', subject.account, STAFF_CODE_MAX_FAILURES);

/**
 * Reserve-or-refuse, atomically. KEYS: each counter's attempts (a sorted set scored by time: `p:`
 * members are reserved, `f:` ones failed) and its lock; ARGV: now, window, the attempt's token, each
 * counter's limit. Answers 0 when the attempt was reserved in every counter, else the milliseconds to
 * wait (a lock's rest, or until the oldest attempt leaves the window). Times come from the shop's
 * clock; Redis expiry only tidies up.
 */
const RESERVE_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local wait = 0
for i = 1, #KEYS / 2 do
  local attempts, lock = KEYS[2 * i - 1], KEYS[2 * i]
  local locked = tonumber(redis.call('GET', lock) or '0')
  if locked > now then wait = math.max(wait, locked - now) end
  redis.call('ZREMRANGEBYSCORE', attempts, '-inf', now - window)
  if redis.call('ZCARD', attempts) >= tonumber(ARGV[3 + i]) then
    local oldest = redis.call('ZRANGE', attempts, 0, 0, 'WITHSCORES')
    wait = math.max(wait, tonumber(oldest[2]) + window - now, 1000)
  end
end
if wait > 0 then return wait end
for i = 1, #KEYS / 2 do
  redis.call('ZADD', KEYS[2 * i - 1], now, 'p:' .. ARGV[3])
  redis.call('PEXPIRE', KEYS[2 * i - 1], window)
end
return 0
`;

/**
 * The reserved attempt failed: it stays counted, now as a failure, and a counter whose failures
 * reached its limit is locked (attempts still in flight do not lock anything). KEYS as above; ARGV:
 * now, lock length, the token, each counter's limit. Answers 1 when a counter was locked.
 */
const FAIL_SCRIPT = `
local now = tonumber(ARGV[1])
local lockMs = tonumber(ARGV[2])
local locked = 0
for i = 1, #KEYS / 2 do
  local attempts = KEYS[2 * i - 1]
  local score = redis.call('ZSCORE', attempts, 'p:' .. ARGV[3])
  if score then
    redis.call('ZREM', attempts, 'p:' .. ARGV[3])
    redis.call('ZADD', attempts, score, 'f:' .. ARGV[3])
  end
  local failures = 0
  for _, member in ipairs(redis.call('ZRANGE', attempts, 0, -1)) do
    if string.sub(member, 1, 2) == 'f:' then failures = failures + 1 end
  end
  if failures >= tonumber(ARGV[3 + i]) then
    redis.call('SET', KEYS[2 * i], now + lockMs, 'PX', lockMs)
    locked = 1
  end
end
return locked
`;

const keysOf = (counters: Counter[]) => counters.flatMap((c) => [c.attempts, c.lock]);
const limitsOf = (counters: Counter[]) => counters.map((c) => c.max);

async function reserve(deps: GuardDeps, counters: Counter[], token: string): Promise<void> {
  const wait = Number(
    await deps.redis.eval(
      RESERVE_SCRIPT,
      counters.length * 2,
      ...keysOf(counters),
      deps.clock.now().getTime(),
      STAFF_FAILURE_WINDOW_MS,
      token,
      ...limitsOf(counters),
    ),
  );
  if (wait > 0) throw AppError.rateLimited(STAFF_TOO_MANY_ATTEMPTS, Math.ceil(wait / 1000));
}

/** One sign-in (or one secret checked from a session), reserved in its counters until it settles. */
export interface StaffAttempt {
  /** Reserves an authenticator or recovery code check as well; refuses (429) at the account's code limit. */
  reserveCode(): Promise<void>;
  /** The secret was wrong: the attempt stays counted. Answers true when that locked a counter. */
  fail(): Promise<boolean>;
  /** The secret was right: the reservation goes, and this address's count for the account starts again. */
  succeed(): Promise<void>;
}

/**
 * Runs `check` with an attempt reserved against the subject; refuses (HTTP 429 with Retry-After)
 * before anything is checked when a limit is reached. An attempt that neither failed nor succeeded
 * (a code still to ask for, a refusal for another reason, an error) is released as if never made.
 */
export async function withStaffAttempt<T>(
  deps: GuardDeps,
  subject: GuardSubject,
  check: (attempt: StaffAttempt) => Promise<T>,
): Promise<T> {
  const token = randomUUID();
  const counters = signInCounters(deps, subject);
  const reserved: Counter[] = [counters.address, counters.ip, counters.account];
  await reserve(deps, reserved, token);
  let settled = false;
  const attempt: StaffAttempt = {
    async reserveCode() {
      const code = codeCounter(deps, subject);
      await reserve(deps, [code], token);
      reserved.push(code);
    },
    async fail() {
      settled = true;
      const locked = await deps.redis.eval(
        FAIL_SCRIPT,
        reserved.length * 2,
        ...keysOf(reserved),
        deps.clock.now().getTime(),
        STAFF_LOCK_MS,
        token,
        ...limitsOf(reserved),
      );
      return locked === 1;
    },
    async succeed() {
      settled = true;
      const tx = deps.redis.multi();
      for (const c of reserved) tx.zrem(c.attempts, `p:${token}`);
      tx.del(counters.address.attempts, counters.address.lock);
      await tx.exec();
    },
  };
  try {
    return await check(attempt);
  } finally {
    if (!settled) {
      const tx = deps.redis.multi();
      for (const c of reserved) tx.zrem(c.attempts, `p:${token}`);
      await tx.exec();
    }
  }
}
