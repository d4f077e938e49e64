import { createCipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { authDesk } from '@hashforge/contract/admin/auth';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  adminCall,
  createTestStaff,
  loginWithCode,
  sessionCookieOf,
  signInStaff,
  totpCode,
} from '../../../test/support/admin.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { resealSecondFactors } from './reseal-second-factors.ts';
import { runStaffCli } from './staff-cli.ts';

// Decision 013: authenticator secrets and recovery codes have a key of their own
// (SECOND_FACTOR_KEY), so JWT_SECRET can be rotated after a leak without locking out every owner.
// Installations from before sealed them under a key derived from JWT_SECRET: those are moved to the
// new key at start-up, or by `npm run staff -- reseal` once JWT_SECRET has already changed.

const secondFactorKey = randomBytes(32).toString('hex');
const firstJwt = randomBytes(48).toString('hex');
const rotatedJwt = randomBytes(48).toString('hex');

let open: TestContext[] = [];
/** The shop on this file's database, started with these secrets (as after a restart with a new .env). */
async function shopWith(env: Record<string, string>): Promise<TestContext> {
  const ctx = await createTestContext(env);
  open.push(ctx);
  return ctx;
}
afterEach(async () => {
  for (const ctx of open) await ctx.close();
  open = [];
});
afterAll(async () => {
  for (const ctx of open) await ctx.close();
});

/** How a secret was sealed before SECOND_FACTOR_KEY: AES-256-GCM under HKDF(JWT_SECRET), `v1.` prefix. */
function sealLikeBefore(jwtSecret: string, plain: string): string {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'hashforge-staff', 'staff-totp-secret-v1', 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** How a recovery code was stored before SECOND_FACTOR_KEY: HMAC-SHA256 under HKDF(JWT_SECRET). */
function recoveryDigestLikeBefore(jwtSecret: string, code: string): string {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'hashforge-staff', 'staff-recovery-code-v1', 32));
  return createHmac('sha256', key)
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');
}

/** An owner whose authenticator and recovery codes were sealed and stored the way the old release did. */
async function ownerFromBeforeTheUpgrade(ctx: TestContext, jwtSecret: string) {
  const owner = await createTestStaff(ctx, 'owner');
  const recoveryCode = 'abcde-fghjk';
  await ctx.deps.prisma.staff.update({
    where: { id: owner.id },
    data: { totpSecretSealed: sealLikeBefore(jwtSecret, owner.totpSecret!) },
  });
  await ctx.deps.prisma.staffRecoveryCode.create({
    data: { staffId: owner.id, codeHash: recoveryDigestLikeBefore(jwtSecret, recoveryCode) },
  });
  return { ...owner, recoveryCode };
}

async function signsInWithCode(
  ctx: TestContext,
  owner: { email: string; password: string; totpSecret: string | null },
) {
  ctx.clock.advance(30_000);
  const ip = `10.13.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const res = await loginWithCode(ctx, owner, totpCode(ctx, owner.totpSecret!), ip);
  return res.body.result === 1 && sessionCookieOf(res.headers) !== null;
}

describe('SECOND_FACTOR_KEY', () => {
  it('keeps the owner signing in with the same authenticator and recovery codes after JWT_SECRET is rotated', async () => {
    const before = await shopWith({ JWT_SECRET: firstJwt, SECOND_FACTOR_KEY: secondFactorKey });
    const owner = await createTestStaff(before, 'owner', { totp: false });
    const session = await signInStaff(before, owner, '10.13.0.1');
    const enrol = await adminCall(before, authDesk.enrolTwoFactor, {}, { session });
    const secret = enrol.body.data.secret;
    const confirm = await adminCall(before, authDesk.confirmTwoFactor, { otp: totpCode(before, secret) }, { session });
    const [recoveryCode] = confirm.body.data.recoveryCodes;
    await before.close();
    open = [];

    const after = await shopWith({ JWT_SECRET: rotatedJwt, SECOND_FACTOR_KEY: secondFactorKey });
    after.clock.set(new Date(before.clock.now().getTime() + 60_000));
    expect(await signsInWithCode(after, { ...owner, totpSecret: secret })).toBe(true);
    const recovered = await adminCall(
      after,
      authDesk.recoveryLogin,
      { email: owner.email, password: owner.password, recoveryCode: recoveryCode! },
      { ip: '10.13.0.2' },
    );
    expect(recovered.body.result).toBe(1);
  });

  it('moves secrets sealed under the JWT-derived key to the new key at start-up, so a later rotation keeps them', async () => {
    const upgraded = await shopWith({ JWT_SECRET: firstJwt, SECOND_FACTOR_KEY: secondFactorKey });
    const owner = await ownerFromBeforeTheUpgrade(upgraded, firstJwt);
    // Before the start-up step ran (a rolling upgrade): the old secret and recovery code still open.
    expect(await signsInWithCode(upgraded, owner)).toBe(true);

    const report = await resealSecondFactors(upgraded.deps);
    expect(report).toMatchObject({ resealed: 1, unopenable: [] });
    expect(report.legacyRecoveryCodes).toContain(owner.email);
    const row = await upgraded.deps.prisma.staff.findUniqueOrThrow({ where: { id: owner.id } });
    expect(row.totpSecretSealed).toMatch(/^v2\./);
    expect(await resealSecondFactors(upgraded.deps)).toMatchObject({ resealed: 0 });
    const recovered = await adminCall(
      upgraded,
      authDesk.recoveryLogin,
      { email: owner.email, password: owner.password, recoveryCode: owner.recoveryCode },
      { ip: '10.13.0.3' },
    );
    expect(recovered.body.result).toBe(1);
    await upgraded.close();
    open = [];

    const rotated = await shopWith({ JWT_SECRET: rotatedJwt, SECOND_FACTOR_KEY: secondFactorKey });
    expect(await signsInWithCode(rotated, owner)).toBe(true);
  });

  it('re-seals with `npm run staff -- reseal` and OLD_JWT_SECRET when JWT_SECRET changed before the upgrade', async () => {
    const rotated = await shopWith({ JWT_SECRET: rotatedJwt, SECOND_FACTOR_KEY: secondFactorKey });
    const owner = await ownerFromBeforeTheUpgrade(rotated, firstJwt);
    const startUp = await resealSecondFactors(rotated.deps);
    expect(startUp.unopenable).toEqual([owner.email]);

    await expect(runStaffCli(['reseal'], rotated.deps, {})).resolves.toEqual(
      expect.arrayContaining([expect.stringMatching(/1 authenticator secret .*cannot be opened/)]),
    );
    const lines = await runStaffCli(['reseal'], rotated.deps, { OLD_JWT_SECRET: firstJwt });
    expect(lines.join('\n')).toMatch(/Re-sealed 1 authenticator secret/);
    expect(await signsInWithCode(rotated, owner)).toBe(true);
    const audit = await rotated.deps.prisma.auditEvent.findFirst({
      where: { action: 'staff.reseal_2fa', entityId: String(owner.id) },
    });
    expect(audit).toMatchObject({ staffId: null, userAgent: 'staff CLI' });
  });
});
