import { auditDesk } from '@hashforge/contract/admin/audit';
import { authDesk } from '@hashforge/contract/admin/auth';
import {
  CSRF_REFUSED,
  LOGIN_WRONG,
  OTP_REQUIRED,
  OTP_WRONG,
  PASSWORD_CHANGE_REQUIRED,
  PERMISSION_DENIED,
  RECOVERY_CODE_WRONG,
  STAFF_TOO_MANY_ATTEMPTS,
  TWO_FACTOR_SETUP_REQUIRED,
} from '@hashforge/contract/admin/messages';
import { ROLE_PERMISSIONS } from '@hashforge/contract/admin/permissions';
import { staffDesk } from '@hashforge/contract/admin/staff';
import { describe, expect, it } from 'vitest';
import {
  adminCall,
  createTestStaff,
  loginWithCode,
  loginWithPassword,
  sessionCookieOf,
  sessionOf,
  signInStaff,
  totpCode,
} from '../../../test/support/admin.ts';
import { createBuyer } from '../../../test/support/factories/buyer.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { readBrand } from '../settings/brand.ts';
import { openSecret } from './secret-box.ts';
import { createStaffSession, STAFF_SESSION_ABSOLUTE_MS, STAFF_SESSION_IDLE_MS } from './staff-sessions.ts';
import { TWO_FACTOR_ROLES_SETTING } from './two-factor-policy.ts';

const ctx = useTestContext();

const LOGIN_EXPIRED = { result: -9999, msg: 'Login expired. Please log in again', data: null };
let ipCounter = 0;
/** Each test signs in from its own address, so the per-IP limit of one test does not spill into another. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function auditActions(staffId: number): Promise<string[]> {
  const rows = await ctx.deps.prisma.auditEvent.findMany({
    where: { entityType: 'staff', entityId: String(staffId) },
    orderBy: { id: 'asc' },
  });
  return rows.map((r) => r.action);
}

describe('POST /admin/api/auth/login', () => {
  it('signs a staff member without 2FA in: HttpOnly SameSite=Strict cookie on /admin, CSRF token, audited', async () => {
    const staff = await createTestStaff(ctx, 'warehouse');
    const ip = freshIp();
    const res = await adminCall(
      ctx,
      authDesk.login,
      { email: staff.email.toUpperCase(), password: staff.password },
      { ip },
    );
    expect(res.body.result).toBe(1);
    expect(res.body.data.staff).toEqual({
      id: staff.id,
      email: staff.email,
      name: expect.any(String),
      role: 'warehouse',
    });
    expect(res.body.data.permissions).toEqual([...ROLE_PERMISSIONS.warehouse]);
    expect(res.body.data.csrfToken.length).toBeGreaterThan(20);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^hf_staff=[\w-]{40,};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/admin/);
    const token = sessionCookieOf(res.headers)!.split('=')[1]!;
    const row = await ctx.deps.prisma.staffSession.findFirstOrThrow({ where: { staffId: staff.id } });
    expect(row.id).not.toBe(token);
    expect(row.id).toMatch(/^[0-9a-f]{64}$/);
    expect(row.ip).toBe(ip);

    const me = await adminCall(
      ctx,
      authDesk.me,
      {},
      { session: { cookie: sessionCookieOf(res.headers)!, csrfToken: '' }, csrf: false },
    );
    expect(me.body.data.csrfToken).toBe(res.body.data.csrfToken);
    expect(await auditActions(staff.id)).toEqual(['auth.login']);
  });

  it('refuses a wrong password and an unknown email alike, and audits both', async () => {
    const staff = await createTestStaff(ctx, 'support');
    const ip = freshIp();
    const wrong = await adminCall(ctx, authDesk.login, { email: staff.email, password: 'not-the-password' }, { ip });
    const unknown = await adminCall(ctx, authDesk.login, { email: 'nobody@staff.test', password: 'whatever1' }, { ip });
    expect(wrong.body).toMatchObject({ result: 0, msg: LOGIN_WRONG });
    expect(unknown.body).toMatchObject({ result: 0, msg: LOGIN_WRONG });
    expect(sessionCookieOf(wrong.headers)).toBeNull();
    expect(await auditActions(staff.id)).toEqual(['auth.login_failed']);
    const anonymous = await ctx.deps.prisma.auditEvent.findFirstOrThrow({ where: { entityId: 'nobody@staff.test' } });
    expect(anonymous).toMatchObject({ action: 'auth.login_failed', staffId: null, ip });
  });

  it('asks for the authenticator code, refuses a wrong one, accepts the right one once', async () => {
    const staff = await createTestStaff(ctx, 'finance');
    const ip = freshIp();
    const noCode = await loginWithPassword(ctx, staff, ip);
    expect(noCode.body).toMatchObject({ result: 0, msg: OTP_REQUIRED });
    expect(sessionCookieOf(noCode.headers)).toBeNull();

    const code = totpCode(ctx, staff.totpSecret!);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await loginWithCode(ctx, staff, wrongCode, ip);
    expect(wrong.body).toMatchObject({ result: 0, msg: OTP_WRONG });

    const ok = await loginWithCode(ctx, staff, code, ip);
    expect(ok.body.result).toBe(1);
    expect(ok.body.data.twoFactorEnabled).toBe(true);
    // The same code a second time (a replay within its 30 seconds) is refused.
    const replay = await loginWithCode(ctx, staff, code, ip);
    expect(replay.body).toMatchObject({ result: 0, msg: OTP_WRONG });
  });

  it('locks an account at one address after 5 failures in 15 minutes, answering 429 with Retry-After, even for the right password', async () => {
    const staff = await createTestStaff(ctx, 'compliance');
    const ip = freshIp();
    for (let i = 0; i < 4; i++) {
      const res = await adminCall(ctx, authDesk.login, { email: staff.email, password: `wrong-${i}-pass` }, { ip });
      expect(res.body.msg).toBe(LOGIN_WRONG);
    }
    const fifth = await adminCall(ctx, authDesk.login, { email: staff.email, password: 'wrong-5-pass' }, { ip });
    expect(fifth.status).toBe(429);
    expect(fifth.body.msg).toBe(STAFF_TOO_MANY_ATTEMPTS);
    const right = await loginWithPassword(ctx, staff, ip);
    expect(right.status).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(800);
    ctx.clock.advance(15 * 60 * 1000 + 1000);
    const later = await loginWithPassword(ctx, staff, ip);
    expect(later.body.result).toBe(1);
  });

  it('locks an IP after 20 failures across accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 19; i++) {
      const res = await adminCall(
        ctx,
        authDesk.login,
        { email: `spray${i}@staff.test`, password: 'password1' },
        { ip },
      );
      expect(res.status).toBe(200);
    }
    const last = await adminCall(ctx, authDesk.login, { email: 'spray19@staff.test', password: 'password1' }, { ip });
    expect(last.status).toBe(429);
    const staff = await createTestStaff(ctx, 'support');
    const blocked = await loginWithPassword(ctx, staff, ip);
    expect(blocked.status).toBe(429);
    const elsewhere = await loginWithPassword(ctx, staff, freshIp());
    expect(elsewhere.body.result).toBe(1);
  });

  it('refuses a disabled account like a wrong password', async () => {
    const staff = await createTestStaff(ctx, 'support');
    await ctx.deps.prisma.staff.update({ where: { id: staff.id }, data: { disabledAt: new Date() } });
    const res = await loginWithPassword(ctx, staff, freshIp());
    expect(res.body).toMatchObject({ result: 0, msg: LOGIN_WRONG });
  });
});

describe('staff sessions', () => {
  it('answer -9999 without a cookie, with a buyer token, or with a made-up cookie', async () => {
    const buyer = await createBuyer(ctx);
    expect((await adminCall(ctx, authDesk.me, {})).body).toEqual(LOGIN_EXPIRED);
    expect((await adminCall(ctx, authDesk.me, {}, { bearer: buyer.token })).body).toEqual(LOGIN_EXPIRED);
    expect(
      (await adminCall(ctx, authDesk.me, {}, { session: { cookie: 'hf_staff=made-up', csrfToken: 'x' } })).body,
    ).toEqual(LOGIN_EXPIRED);
  });

  it('end after 12 hours idle, and after 7 days however busy', async () => {
    const staff = await createTestStaff(ctx, 'support');
    const session = await signInStaff(ctx, staff, freshIp());
    ctx.clock.advance(STAFF_SESSION_IDLE_MS - 60_000);
    expect((await adminCall(ctx, authDesk.me, {}, { session })).body.result).toBe(1);
    ctx.clock.advance(STAFF_SESSION_IDLE_MS - 60_000);
    expect((await adminCall(ctx, authDesk.me, {}, { session })).body.result).toBe(1);
    ctx.clock.advance(STAFF_SESSION_IDLE_MS + 1000);
    expect((await adminCall(ctx, authDesk.me, {}, { session })).body).toEqual(LOGIN_EXPIRED);

    const busy = await signInStaff(ctx, staff, freshIp());
    for (let elapsed = 0; elapsed < STAFF_SESSION_ABSOLUTE_MS; elapsed += 10 * 60 * 60 * 1000) {
      expect((await adminCall(ctx, authDesk.me, {}, { session: busy })).body.result).toBe(1);
      ctx.clock.advance(10 * 60 * 60 * 1000);
    }
    expect((await adminCall(ctx, authDesk.me, {}, { session: busy })).body).toEqual(LOGIN_EXPIRED);
  });

  it('end at auth/logout: the cookie is cleared and the session refused afterwards', async () => {
    const staff = await createTestStaff(ctx, 'support');
    const session = await signInStaff(ctx, staff, freshIp());
    const out = await adminCall(ctx, authDesk.logout, {}, { session });
    expect(out.body).toEqual({ result: 1, msg: 'success', data: {} });
    expect(String(out.headers['set-cookie'])).toMatch(/hf_staff=;.*Expires=Thu, 01 Jan 1970/);
    expect((await adminCall(ctx, authDesk.me, {}, { session })).body).toEqual(LOGIN_EXPIRED);
    expect(await auditActions(staff.id)).toEqual(['auth.login', 'auth.logout']);
  });

  it('end when the owner disables the staff member or changes their role', async () => {
    const owner = await createTestStaff(ctx, 'owner');
    const ownerSession = await signInStaff(ctx, owner, freshIp());
    const clerk = await createTestStaff(ctx, 'support');
    const first = await signInStaff(ctx, clerk, freshIp());
    const second = await signInStaff(ctx, clerk, freshIp());

    const promoted = await adminCall(
      ctx,
      staffDesk.updateRole,
      { staffId: clerk.id, role: 'warehouse' },
      { session: ownerSession },
    );
    expect(promoted.body.data).toEqual({ id: clerk.id, role: 'warehouse', disabled: false, twoFactorEnabled: false });
    expect((await adminCall(ctx, authDesk.me, {}, { session: first })).body).toEqual(LOGIN_EXPIRED);
    expect((await adminCall(ctx, authDesk.me, {}, { session: second })).body).toEqual(LOGIN_EXPIRED);

    const third = await signInStaff(ctx, clerk, freshIp());
    expect((await adminCall(ctx, authDesk.me, {}, { session: third })).body.data.staff.role).toBe('warehouse');
    const disabled = await adminCall(ctx, staffDesk.disable, { staffId: clerk.id }, { session: ownerSession });
    expect(disabled.body.data.disabled).toBe(true);
    expect((await adminCall(ctx, authDesk.me, {}, { session: third })).body).toEqual(LOGIN_EXPIRED);
    const audit = await adminCall(
      ctx,
      auditDesk.list,
      { entityType: 'staff', entityId: String(clerk.id), limit: 50 },
      { session: ownerSession },
    );
    expect(audit.body.data.list.map((e) => e.action)).toEqual(
      expect.arrayContaining(['staff.update_role', 'staff.disable']),
    );
    const roleChange = audit.body.data.list.find((e) => e.action === 'staff.update_role')!;
    expect(roleChange).toMatchObject({
      staffEmail: owner.email,
      before: { role: 'support' },
      after: { role: 'warehouse', sessionsSignedOut: 2 },
    });
  });
});

describe('CSRF', () => {
  it('refuses a state-changing call without the X-CSRF-Token header or with a wrong one: HTTP 403, nothing changed', async () => {
    const staff = await createTestStaff(ctx, 'support');
    const session = await signInStaff(ctx, staff, freshIp());
    const none = await adminCall(ctx, authDesk.logout, {}, { session, csrf: false });
    expect(none.status).toBe(403);
    expect(none.body).toEqual({ result: 0, msg: CSRF_REFUSED, data: null });
    const wrong = await adminCall(ctx, authDesk.logout, {}, { session, csrf: `${session.csrfToken}x` });
    expect(wrong.status).toBe(403);
    expect((await adminCall(ctx, authDesk.me, {}, { session, csrf: false })).body.result).toBe(1);
  });
});

/** An owner without 2FA who signs in from a fresh address and turns an authenticator on: their ten recovery codes. */
async function ownerWithRecoveryCodes() {
  const owner = await createTestStaff(ctx, 'owner', { totp: false });
  const ip = freshIp();
  const session = sessionOf(await loginWithPassword(ctx, owner, ip));
  const enrol = await adminCall(ctx, authDesk.enrolTwoFactor, {}, { session });
  const otp = totpCode(ctx, enrol.body.data.secret);
  const confirm = await adminCall(ctx, authDesk.confirmTwoFactor, { otp }, { session });
  return { owner, ip, recoveryCodes: confirm.body.data.recoveryCodes };
}

describe('two-factor enrolment', () => {
  it('makes an owner without 2FA enrol right after the password, then signs in with the code', async () => {
    const owner = await createTestStaff(ctx, 'owner', { totp: false });
    const ip = freshIp();
    const login = await loginWithPassword(ctx, owner, ip);
    expect(login.body.result).toBe(1);
    expect(login.body.data).toMatchObject({ mustEnrolTwoFactor: true, twoFactorEnabled: false });
    const session = sessionOf(login);

    // Nothing but the setup works yet.
    const blocked = await adminCall(ctx, staffDesk.list, {}, { session });
    expect(blocked.body).toMatchObject({ result: 0, msg: TWO_FACTOR_SETUP_REQUIRED });

    const enrol = await adminCall(ctx, authDesk.enrolTwoFactor, {}, { session });
    expect(enrol.body.result).toBe(1);
    expect(enrol.body.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    // The authenticator app names the entry after the shop's brand.
    const { shopName } = await readBrand(ctx.deps);
    expect(new URL(enrol.body.data.otpauthUrl).searchParams.get('issuer')).toBe(`${shopName} admin`);
    expect(enrol.body.data.qrCode).toMatch(/^data:image\/png;base64,/);
    const stored = await ctx.deps.prisma.staff.findUniqueOrThrow({ where: { id: owner.id } });
    expect(stored.totpSecretSealed).not.toContain(enrol.body.data.secret);
    expect(openSecret(ctx.deps.keys, stored.totpSecretSealed!)).toBe(enrol.body.data.secret);

    const bad = await adminCall(ctx, authDesk.confirmTwoFactor, { otp: '000000' }, { session });
    expect(bad.body).toMatchObject({ result: 0, msg: OTP_WRONG });
    const confirm = await adminCall(
      ctx,
      authDesk.confirmTwoFactor,
      { otp: totpCode(ctx, enrol.body.data.secret) },
      { session },
    );
    expect(confirm.body.result).toBe(1);
    expect(confirm.body.data.recoveryCodes).toHaveLength(10);
    expect(new Set(confirm.body.data.recoveryCodes).size).toBe(10);
    const codes = await ctx.deps.prisma.staffRecoveryCode.findMany({ where: { staffId: owner.id } });
    expect(codes.map((c) => c.codeHash)).not.toContain(confirm.body.data.recoveryCodes[0]);

    expect((await adminCall(ctx, staffDesk.list, {}, { session })).body.result).toBe(1);
    ctx.clock.advance(30_000);
    const again = await loginWithPassword(ctx, owner, ip);
    expect(again.body.msg).toBe(OTP_REQUIRED);
    expect(await auditActions(owner.id)).toEqual(['auth.login', 'auth.2fa_enrol', 'auth.2fa_enable']);
  });

  it('signs in with a recovery code exactly once per code', async () => {
    const { owner, ip, recoveryCodes } = await ownerWithRecoveryCodes();
    const [code] = recoveryCodes;

    const used = await adminCall(
      ctx,
      authDesk.recoveryLogin,
      { email: owner.email, password: owner.password, recoveryCode: code!.toUpperCase() },
      { ip },
    );
    expect(used.body.result).toBe(1);
    expect(used.body.data.recoveryCodesLeft).toBe(9);
    expect(sessionCookieOf(used.headers)).not.toBeNull();
    const twice = await adminCall(
      ctx,
      authDesk.recoveryLogin,
      { email: owner.email, password: owner.password, recoveryCode: code! },
      { ip },
    );
    expect(twice.body).toMatchObject({ result: 0, msg: RECOVERY_CODE_WRONG });
    expect(sessionCookieOf(twice.headers)).toBeNull();
    const sessions = await ctx.deps.prisma.staffSession.count({ where: { staffId: owner.id } });
    expect(sessions).toBe(2);
  });

  it('lets one of two simultaneous uses of a recovery code win', async () => {
    const { owner, ip, recoveryCodes } = await ownerWithRecoveryCodes();
    const code = recoveryCodes[3]!;
    const body = { email: owner.email, password: owner.password, recoveryCode: code };
    const both = await Promise.all([
      adminCall(ctx, authDesk.recoveryLogin, body, { ip }),
      adminCall(ctx, authDesk.recoveryLogin, body, { ip }),
    ]);
    expect(both.map((r) => r.body.result).sort()).toEqual([0, 1]);
  });
  it('also asks the roles the owner listed in settings to enrol, at their next call', async () => {
    const staff = await createTestStaff(ctx, 'warehouse');
    const session = await signInStaff(ctx, staff, freshIp());
    expect((await adminCall(ctx, auditDesk.list, {}, { session })).body.msg).toBe(PERMISSION_DENIED);
    await ctx.deps.prisma.shopSetting.create({ data: { key: TWO_FACTOR_ROLES_SETTING, value: ['warehouse'] } });
    try {
      expect((await adminCall(ctx, auditDesk.list, {}, { session })).body.msg).toBe(TWO_FACTOR_SETUP_REQUIRED);
      expect((await adminCall(ctx, authDesk.me, {}, { session })).body.data.mustEnrolTwoFactor).toBe(true);
    } finally {
      await ctx.deps.prisma.shopSetting.delete({ where: { key: TWO_FACTOR_ROLES_SETTING } });
    }
  });
});

describe('POST /admin/api/auth/password', () => {
  it('makes a one-time password be changed first, then signs the other sessions out', async () => {
    const staff = await createTestStaff(ctx, 'support', { mustChangePassword: true });
    const session = await signInStaff(ctx, staff, freshIp());
    // A one-time password signs in once: the other session is one opened before it was given.
    const opened = await ctx.deps.prisma.$transaction((tx) =>
      createStaffSession(ctx.deps, tx, staff.id, { ip: freshIp(), userAgent: 'another browser' }),
    );
    const other = { cookie: `hf_staff=${opened.token}`, csrfToken: opened.csrfToken };
    expect((await adminCall(ctx, authDesk.me, {}, { session })).body.data.mustChangePassword).toBe(true);
    const blocked = await adminCall(ctx, auditDesk.list, {}, { session });
    expect(blocked.body).toMatchObject({ result: 0, msg: PASSWORD_CHANGE_REQUIRED });

    const changePassword = (currentPassword: string, newPassword: string) =>
      adminCall(ctx, authDesk.changePassword, { currentPassword, newPassword }, { session });
    const wrong = await changePassword('nope-nope', 'a-new-password');
    expect(wrong.body).toMatchObject({ result: 0, data: { errors: [{ path: 'currentPassword' }] } });
    const short = await changePassword(staff.password, 'short');
    expect(short.body).toMatchObject({ result: 0, data: { errors: [{ path: 'newPassword' }] } });
    const ok = await changePassword(staff.password, 'a-new-password');
    expect(ok.body.result).toBe(1);
    expect((await adminCall(ctx, authDesk.me, {}, { session })).body.data.mustChangePassword).toBe(false);
    expect((await adminCall(ctx, authDesk.me, {}, { session: other })).body).toEqual(LOGIN_EXPIRED);
    const old = await loginWithPassword(ctx, staff, freshIp());
    expect(old.body.msg).toBe(LOGIN_WRONG);
    const fresh = await adminCall(
      ctx,
      authDesk.login,
      { email: staff.email, password: 'a-new-password' },
      { ip: freshIp() },
    );
    expect(fresh.body.result).toBe(1);
  });
});

describe('GET /docs/json', () => {
  it("lists the admin calls under their desk's tag, with their permission", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    const doc = res.json() as { paths: Record<string, { post?: { tags?: string[]; description?: string } }> };
    expect(doc.paths['/admin/api/auth/login']?.post?.tags).toEqual(['admin.auth']);
    expect(doc.paths['/admin/api/staff/create']?.post?.tags).toEqual(['admin.staff']);
    expect(doc.paths['/admin/api/staff/create']?.post?.description).toMatch(/staff\.manage.*X-CSRF-Token/);
  });
});
