import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CodeType, msg } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { redisKey } from '../../deps.ts';
import { AppError } from '../../errors.ts';

/** Verification codes, exactly as docs/contract.md section 5 has them. */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_WRONG = 5;
export const RESEND_WAIT_MS = 60 * 1000;
export const DAILY_SENDS_PER_ADDRESS = 10;
export const DAILY_SENDS_PER_IP = 30;

export type CodePurpose = (typeof CodeType)[keyof typeof CodeType];

/** The name of a purpose in job ids, outbox lines and templates. */
export const purposeName: Record<CodePurpose, string> = {
  [CodeType.signUp]: 'code-sign-up',
  [CodeType.login]: 'code-login',
  [CodeType.reset]: 'code-reset',
  [CodeType.bindPhone]: 'code-bind-phone',
};

type CodeDeps = Pick<Deps, 'prisma' | 'clock' | 'keys'>;

/**
 * Codes are kept as an HMAC under the server's secret, not in clear: a copy of the table alone
 * does not give live codes. A slow hash would add nothing to six digits; the try limit guards them.
 */
function digest(deps: Pick<Deps, 'keys'>, purpose: CodePurpose, address: string, code: string): string {
  return createHmac('sha256', deps.keys.codeHashKey).update(`code\n${purpose}\n${address}\n${code}`).digest('hex');
}

/**
 * The send throttle, checked and counted in one step so two sends at once cannot both slip
 * through: at most one send per address per 60 s, 10 per address and 30 per IP per day. Times come
 * from the shop's clock (tests move it); Redis expiry only tidies the keys up.
 * Answers {0} when the send may go, {1, ms left} while the address must wait, {2} over a daily cap.
 */
const THROTTLE_SCRIPT = `
local now = tonumber(ARGV[1])
local wait = tonumber(ARGV[2])
local last = tonumber(redis.call('GET', KEYS[1]) or '')
if last and now >= last and now - last < wait then
  return {1, wait - (now - last)}
end
local perAddress = tonumber(redis.call('GET', KEYS[2]) or '0')
local perIp = tonumber(redis.call('GET', KEYS[3]) or '0')
if perAddress >= tonumber(ARGV[3]) or perIp >= tonumber(ARGV[4]) then
  return {2, 0}
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[5])
redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[2], ARGV[6])
redis.call('INCR', KEYS[3])
redis.call('PEXPIRE', KEYS[3], ARGV[6])
return {0, 0}
`;

/**
 * The key a sender's address is counted under: an IPv4 address as it is, an IPv6 address by its
 * /64 network (one subscriber's line holds a whole /64, so counting single addresses limits nothing).
 */
export function ipBucket(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('%')[0]!.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export async function reserveSend(
  deps: Pick<Deps, 'redis' | 'config' | 'clock'>,
  address: string,
  ip: string,
): Promise<void> {
  const now = deps.clock.now();
  const day = now.toISOString().slice(0, 10);
  const [outcome, waitMs] = (await deps.redis.eval(
    THROTTLE_SCRIPT,
    3,
    redisKey(deps, 'code', 'last', address),
    redisKey(deps, 'code', 'day', day, 'address', address),
    redisKey(deps, 'code', 'day', day, 'ip', ipBucket(ip)),
    now.getTime(),
    RESEND_WAIT_MS,
    DAILY_SENDS_PER_ADDRESS,
    DAILY_SENDS_PER_IP,
    RESEND_WAIT_MS,
    2 * 24 * 3600 * 1000,
  )) as [number, number];
  if (outcome === 1) throw AppError.refused(msg.codeWait(Math.max(1, Math.ceil(waitMs / 1000))));
  if (outcome === 2) throw AppError.refused(msg.codeDailyLimit);
}

/**
 * The shop-wide SMS budget (SMS_HOURLY_BUDGET per clock hour): counted in one step, refused once
 * spent, so a flood of code requests from many addresses costs at most the budget.
 */
export async function reserveSmsBudget(deps: Pick<Deps, 'redis' | 'config' | 'clock'>): Promise<void> {
  const hour = deps.clock.now().toISOString().slice(0, 13);
  const key = redisKey(deps, 'sms-budget', hour);
  const [[, spent]] = (await deps.redis
    .multi()
    .incr(key)
    .expire(key, 2 * 3600)
    .exec()) as [[Error | null, number]];
  if (spent > deps.config.SMS_HOURLY_BUDGET) throw AppError.refused(msg.smsBudgetExhausted);
}

/** Draws a fresh code for (purpose, address), replacing any live one; answers it in clear to send. */
export async function issueCode(deps: CodeDeps, purpose: CodePurpose, address: string): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = deps.clock.now();
  const fields = {
    codeHash: digest(deps, purpose, address, code),
    attempts: 0,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    usedAt: null,
  };
  await deps.prisma.verificationCode.upsert({
    where: { purpose_address: { purpose, address } },
    create: { purpose, address, ...fields },
    update: fields,
  });
  return code;
}

/**
 * Uses up the live code for (purpose, address), or refuses with one message for every failure
 * (wrong, expired, used, never sent), so the answer tells nothing about the address. A wrong try
 * counts even though the call fails; the fifth kills the code. Not run inside the caller's
 * transaction: a rolled-back refusal must still count its try.
 */
export async function consumeCode(deps: CodeDeps, purpose: CodePurpose, address: string, code: string): Promise<void> {
  const now = deps.clock.now();
  const row = await deps.prisma.verificationCode.findUnique({ where: { purpose_address: { purpose, address } } });
  const invalid = AppError.field('code', msg.codeInvalid);
  if (!row || row.usedAt || row.expiresAt <= now || row.attempts >= CODE_MAX_WRONG) throw invalid;
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(digest(deps, purpose, address, code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    await deps.prisma.verificationCode.updateMany({
      where: { id: row.id, codeHash: row.codeHash, attempts: { lt: CODE_MAX_WRONG } },
      data: { attempts: { increment: 1 } },
    });
    throw invalid;
  }
  // Conditional on the row as read: of two uses at once, or a use racing a new send, one wins.
  const used = await deps.prisma.verificationCode.updateMany({
    where: {
      id: row.id,
      codeHash: row.codeHash,
      usedAt: null,
      attempts: { lt: CODE_MAX_WRONG },
      expiresAt: { gt: now },
    },
    data: { usedAt: now },
  });
  if (used.count !== 1) throw invalid;
}
