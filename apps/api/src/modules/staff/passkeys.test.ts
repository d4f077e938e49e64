import { auditDesk } from '@hashforge/contract/admin/audit';
import { authDesk } from '@hashforge/contract/admin/auth';
import {
  LOGIN_WRONG,
  OTP_REQUIRED,
  PASSKEY_NOT_STARTED,
  PASSKEY_REQUIRED,
  PASSKEY_WRONG,
  ROLE_REQUIRES_TWO_FACTOR,
  TWO_FACTOR_SETUP_REQUIRED,
} from '@hashforge/contract/admin/messages';
import { describe, expect, it } from 'vitest';
import {
  adminCall,
  createTestStaff,
  loginWithPassword,
  type StaffSession,
  sessionCookieOf,
  sessionOf,
  signInStaff,
} from '../../../test/support/admin.ts';
import { TestAuthenticator } from '../../../test/support/passkey.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';

const ctx = useTestContext();

let ip = 0;
const nextIp = () => `10.8.0.${++ip}`;
const ORIGIN = 'http://shop.test'; // the test app's PUBLIC_URL
const RP_ID = 'shop.test';

/** Enrols a passkey for a signed-in staff member: the registration options, and the authenticator's answer registered. */
async function enrolPasskey(session: StaffSession, key: TestAuthenticator) {
  const options = await adminCall(ctx, authDesk.passkeyRegisterOptions, {}, { session });
  return adminCall(ctx, authDesk.passkeyRegister, { response: key.create(options.body.data.options) }, { session });
}

/** auth/passkey/login-options after the staff member's password, from `ip`: the request a passkey signs. */
function passkeyRequest(staff: { email: string; password: string }, ip: string) {
  return adminCall(ctx, authDesk.passkeyLoginOptions, { email: staff.email, password: staff.password }, { ip });
}

/** auth/passkey/login with the password and the authenticator's signed answer, from `ip`. */
function passkeySignIn(staff: { email: string; password: string }, response: Record<string, unknown>, ip: string) {
  return adminCall(ctx, authDesk.passkeyLogin, { email: staff.email, password: staff.password, response }, { ip });
}

describe('passkeys', () => {
  it('enrol a finance member without an authenticator app, then sign them in after the password', async () => {
    const staff = await createTestStaff(ctx, 'finance', { totp: false });
    const first = await loginWithPassword(ctx, staff, nextIp());
    expect(first.body.data.mustEnrolTwoFactor).toBe(true);
    const session = sessionOf(first);
    expect((await adminCall(ctx, auditDesk.list, {}, { session })).body.msg).toBe(TWO_FACTOR_SETUP_REQUIRED);

    const key = new TestAuthenticator(ORIGIN);
    const options = await adminCall(ctx, authDesk.passkeyRegisterOptions, {}, { session });
    expect(options.body.data.options).toMatchObject({ rp: { id: RP_ID }, user: { name: staff.email } });
    const registered = await adminCall(
      ctx,
      authDesk.passkeyRegister,
      { response: key.create(options.body.data.options) },
      { session },
    );
    expect(registered.body.result).toBe(1);
    // Each registration challenge serves once.
    const again = await adminCall(
      ctx,
      authDesk.passkeyRegister,
      { response: key.create(options.body.data.options) },
      { session },
    );
    expect(again.body.msg).toBe(PASSKEY_NOT_STARTED);

    const me = await adminCall(ctx, authDesk.me, {}, { session });
    expect(me.body.data).toMatchObject({ mustEnrolTwoFactor: false, twoFactorEnabled: true, passkeys: 1 });
    const listed = await adminCall(ctx, authDesk.listPasskeys, {}, { session });
    expect(listed.body.data.list).toEqual([
      { id: registered.body.data.id, createTime: expect.any(String), transports: ['internal'] },
    ]);

    // The password alone no longer signs in: the passkey is due.
    const ipNow = nextIp();
    const plain = await loginWithPassword(ctx, staff, ipNow);
    expect(plain.body.msg).toBe(PASSKEY_REQUIRED);
    const wrongPassword = await passkeyRequest({ ...staff, password: 'not-it-1' }, ipNow);
    expect(wrongPassword.body.msg).toBe(LOGIN_WRONG);
    const request = await passkeyRequest(staff, ipNow);
    expect(request.body.data.options).toMatchObject({ rpId: RP_ID, allowCredentials: [{ id: key.id }] });
    const answer = key.get(request.body.data.options, RP_ID);
    const login = await passkeySignIn(staff, answer, ipNow);
    expect(login.body.result).toBe(1);
    expect(sessionCookieOf(login.headers)).not.toBeNull();
    // The same signed answer again (a replay) finds no challenge.
    const replay = await passkeySignIn(staff, answer, ipNow);
    expect(replay.body.msg).toBe(PASSKEY_NOT_STARTED);

    const actions = (
      await ctx.deps.prisma.auditEvent.findMany({ where: { entityId: String(staff.id) }, orderBy: { id: 'asc' } })
    ).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['auth.passkey_add', 'auth.passkey_login']));
    expect((await ctx.deps.prisma.staffPasskey.findFirstOrThrow({ where: { staffId: staff.id } })).counter).toBe(1n);
  });

  it('refuses a signature from another key and counts it as a failed sign-in', async () => {
    const staff = await createTestStaff(ctx, 'support', { totp: false });
    const session = await signInStaff(ctx, staff, nextIp());
    const key = new TestAuthenticator(ORIGIN);
    await enrolPasskey(session, key);

    const impostor = new TestAuthenticator(ORIGIN);
    (impostor as unknown as { credentialId: Buffer }).credentialId = key.credentialId;
    const request = await passkeyRequest(staff, nextIp());
    const forged = impostor.get(request.body.data.options, RP_ID);
    const refused = await passkeySignIn(staff, forged, nextIp());
    expect(refused.body.msg).toBe(PASSKEY_WRONG);
    const failed = await ctx.deps.prisma.auditEvent.findFirstOrThrow({
      where: { entityId: String(staff.id), action: 'auth.login_failed' },
    });
    expect(failed.after).toEqual({ reason: 'passkey' });
    // A passkey made for another site does not register either.
    const other = new TestAuthenticator('https://evil.test');
    const wrongSite = await enrolPasskey(session, other);
    expect(wrongSite.body.msg).toBe(PASSKEY_WRONG);
  });

  it('keeps the last second factor of a role that requires one', async () => {
    const owner = await createTestStaff(ctx, 'owner', { totp: false });
    const first = await loginWithPassword(ctx, owner, nextIp());
    const session = sessionOf(first);
    const key = new TestAuthenticator(ORIGIN);
    const registered = await enrolPasskey(session, key);
    const removed = await adminCall(ctx, authDesk.deletePasskey, { id: registered.body.data.id }, { session });
    expect(removed.body.msg).toBe(ROLE_REQUIRES_TWO_FACTOR);
    expect(await ctx.deps.prisma.staffPasskey.count({ where: { staffId: owner.id } })).toBe(1);

    const clerk = await createTestStaff(ctx, 'warehouse', { totp: false });
    const clerkSession = await signInStaff(ctx, clerk, nextIp());
    const clerkKey = new TestAuthenticator(ORIGIN);
    const clerkPasskey = await enrolPasskey(clerkSession, clerkKey);
    expect(
      (await adminCall(ctx, authDesk.deletePasskey, { id: clerkPasskey.body.data.id }, { session: clerkSession })).body
        .result,
    ).toBe(1);
    // Someone else's passkey is nobody's business: not found.
    expect(
      (await adminCall(ctx, authDesk.deletePasskey, { id: registered.body.data.id }, { session: clerkSession })).body
        .result,
    ).toBe(0);
  });

  it('leaves the authenticator code as the default when both are set up', async () => {
    const staff = await createTestStaff(ctx, 'finance');
    const session = await signInStaff(ctx, staff, nextIp());
    const key = new TestAuthenticator(ORIGIN);
    await enrolPasskey(session, key);
    const plain = await loginWithPassword(ctx, staff, nextIp());
    expect(plain.body.msg).toBe(OTP_REQUIRED);
  });
});
