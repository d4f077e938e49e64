import { authDesk } from '@hashforge/contract/admin/auth';
import { LOGIN_WRONG, OTP_REQUIRED, OTP_WRONG, STAFF_TOO_MANY_ATTEMPTS } from '@hashforge/contract/admin/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCall,
  createTestStaff,
  loginWithCode,
  loginWithPassword,
  sessionCookieOf,
  type TestStaff,
  totpCode,
} from '../../../test/support/admin.ts';
import { type PrivateRedis, startPrivateRedis } from '../../../test/support/private-redis.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { STAFF_ACCOUNT_MAX_FAILURES, STAFF_SIGN_IN_PER_IP_PER_MINUTE } from './staff-guard.ts';

// Decision 013, rate limits: the staff sign-in reserves each attempt in Redis before it checks anything, so
// parallel guesses cannot all slip past the limit, and it locks an account per address, so a
// stranger's wrong passwords do not keep the owner out.

const ctx = useTestContext();

let ipCounter = 0;
const freshIp = () => `10.27.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** Authenticator codes checked against a secret so far, as /metrics counts them (second-factor-checks.ts). */
async function totpChecks(): Promise<number> {
  const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
  let total = 0;
  for (const line of res.body.split('\n')) {
    if (line.startsWith('hashforge_staff_second_factor_checks_total{') && line.includes('kind="totp"'))
      total += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return total;
}

/** A code the authenticator does not show now, nor a step before or after. */
function wrongCode(staff: TestStaff): string {
  const near = [-30_000, 0, 30_000].map((shift) => {
    ctx.clock.advance(shift);
    const code = totpCode(ctx, staff.totpSecret!);
    ctx.clock.advance(-shift);
    return code;
  });
  let guess = Number(near[1]);
  do guess = (guess + 1) % 1_000_000;
  while (near.includes(String(guess).padStart(6, '0')));
  return String(guess).padStart(6, '0');
}

describe('POST /admin/api/auth/login under attack', () => {
  it('checks at most 5 authenticator codes when 200 sign-ins with the right password and wrong codes arrive at once', async () => {
    const owner = await createTestStaff(ctx, 'owner');
    const otp = wrongCode(owner);
    const before = await totpChecks();
    // From 200 addresses, so neither the per-address lock nor the per-IP ceiling does the work.
    const answers = await Promise.all(Array.from({ length: 200 }, () => loginWithCode(ctx, owner, otp, freshIp())));
    const checked = (await totpChecks()) - before;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(answers.every((a) => a.body.result === 0 && sessionCookieOf(a.headers) === null)).toBe(true);
    expect(new Set(answers.map((a) => a.body.msg))).toEqual(new Set([OTP_WRONG, STAFF_TOO_MANY_ATTEMPTS]));
    expect(await ctx.deps.prisma.staffSession.count({ where: { staffId: owner.id } })).toBe(0);

    // The same from one address: the same ceiling of checks, and the owner's right code still waits out the lock.
    const ip = freshIp();
    ctx.clock.advance(16 * 60 * 1000);
    const again = await totpChecks();
    await Promise.all(Array.from({ length: 200 }, () => loginWithCode(ctx, owner, wrongCode(owner), ip)));
    expect((await totpChecks()) - again).toBeLessThanOrEqual(5);
  }, 60_000);

  it('lets the owner sign in from their own address while wrong passwords from another keep failing', async () => {
    const owner = await createTestStaff(ctx, 'owner');
    const stranger = freshIp();
    const refusals: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await adminCall(
        ctx,
        authDesk.login,
        { email: owner.email, password: `guess-${i}-pass` },
        { ip: stranger },
      );
      refusals.push(res.status);
      if (res.status === 200) expect(res.body.msg).toBe(LOGIN_WRONG);
    }
    // Five tries, then that address waits 15 minutes for this account.
    expect(refusals.filter((s) => s === 200)).toHaveLength(4);
    expect(refusals.slice(4).every((s) => s === 429)).toBe(true);
    const blocked = await loginWithPassword(ctx, owner, stranger);
    expect(blocked.status).toBe(429);

    ctx.clock.advance(30_000);
    const home = freshIp();
    const password = await loginWithPassword(ctx, owner, home);
    expect(password.body.msg).toBe(OTP_REQUIRED);
    const signedIn = await loginWithCode(ctx, owner, totpCode(ctx, owner.totpSecret!), home);
    expect(signedIn.body.result).toBe(1);
    expect(sessionCookieOf(signedIn.headers)).not.toBeNull();
  });

  it('locks the account at every address once wrong passwords from many addresses reach the ceiling', async () => {
    const staff = await createTestStaff(ctx, 'support');
    for (let i = 0; i < STAFF_ACCOUNT_MAX_FAILURES; i++) {
      const res = await adminCall(
        ctx,
        authDesk.login,
        { email: staff.email, password: `spread-${i}-pass` },
        { ip: freshIp() },
      );
      expect(res.status, `attempt ${i + 1}`).toBe(i === STAFF_ACCOUNT_MAX_FAILURES - 1 ? 429 : 200);
    }
    const right = await loginWithPassword(ctx, staff, freshIp());
    expect(right.status).toBe(429);
    expect(right.body.msg).toBe(STAFF_TOO_MANY_ATTEMPTS);
    ctx.clock.advance(15 * 60 * 1000 + 1000);
    const later = await loginWithPassword(ctx, staff, freshIp());
    expect(later.body.result).toBe(1);
  }, 60_000);

  it('answers 429 to a sign-in call over the per-address ceiling within a minute, whatever it sends', async () => {
    const owner = await createTestStaff(ctx, 'owner');
    const ip = freshIp();
    // The right password and no code: no failure is counted, so only the per-IP ceiling can refuse.
    for (let i = 0; i < STAFF_SIGN_IN_PER_IP_PER_MINUTE; i++) {
      const res = await loginWithPassword(ctx, owner, ip);
      expect(res.body.msg, `call ${i + 1}`).toBe(OTP_REQUIRED);
    }
    const over = await loginWithPassword(ctx, owner, ip);
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    const elsewhere = await loginWithPassword(ctx, owner, freshIp());
    expect(elsewhere.body.msg).toBe(OTP_REQUIRED);
  });
});

describe('POST /admin/api/auth/login with Redis paused', () => {
  let redis: PrivateRedis;
  let paused: TestContext;
  beforeAll(async () => {
    redis = await startPrivateRedis();
    paused = await createTestContext({ REDIS_URL: redis.url, REDIS_PREFIX: `staffguard${process.pid}` });
  });
  afterAll(async () => {
    redis.resume();
    await paused.close();
    await redis.stop();
  });

  it('answers 503 within a few seconds and opens no session: the attempt cannot be counted, so it is not made', async () => {
    const staff = await createTestStaff(paused, 'support');
    redis.pause();
    const started = performance.now();
    const res = await adminCall(
      paused,
      authDesk.login,
      { email: staff.email, password: staff.password },
      { ip: freshIp() },
    );
    redis.resume();
    expect(performance.now() - started).toBeLessThan(6_000);
    expect(res.status).toBe(503);
    expect(sessionCookieOf(res.headers)).toBeNull();
    expect(await paused.deps.prisma.staffSession.count({ where: { staffId: staff.id } })).toBe(0);
  }, 30_000);
});
