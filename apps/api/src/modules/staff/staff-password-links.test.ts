import { authDesk } from '@hashforge/contract/admin/auth';
import {
  LOGIN_WRONG,
  ONE_TIME_PASSWORD_SPENT,
  PASSWORD_LINK_INVALID,
  STAFF_TOO_MANY_ATTEMPTS,
} from '@hashforge/contract/admin/messages';
import { staffDesk } from '@hashforge/contract/admin/staff';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminCall,
  createTestStaff,
  type StaffSession,
  sessionCookieOf,
  sessionOf,
  signInStaff,
  type TestStaff,
} from '../../../test/support/admin.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { revealCode } from '../notify/sealed-code.ts';
import { PASSWORD_LINK_HOURS } from './password-links.ts';

// Decision 013, invitations: an invitation mailed its one-time password in clear, and that password never
// expired: whoever read the mail first could set the password and enrol their own authenticator.
// The mail now carries a single-use set-password link (72 hours); the one-time password, shown once
// to the owner (or printed by the CLI), works once and within 72 hours too.

const ctx = useTestContext();
let ownerStaff: TestStaff;
beforeAll(async () => {
  ownerStaff = await createTestStaff(ctx, 'owner');
});

let ipCounter = 1;
const nextIp = () => `10.10.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
/** The owner signed in now (tests move the clock by days, past any session). */
const owner = (): Promise<StaffSession> => signInStaff(ctx, ownerStaff, nextIp());
const HOURS = 60 * 60 * 1000;

/** auth/set-password: someone following a mailed link chooses a password, from an address of their own. */
const setPasswordByLink = (token: string, newPassword: string) =>
  adminCall(ctx, authDesk.setPassword, { token, newPassword }, { ip: nextIp() });

/** The mails queued for `to` with this purpose, as the worker will send them (their sealed part opened). */
async function mailsTo(to: string, purpose: string) {
  const jobs = await ctx.deps.queues.notify.getJobs(['waiting', 'delayed', 'active', 'completed']);
  return jobs
    .filter((j) => j.data.to === to && j.data.purpose === purpose)
    .map((j) => ({ queued: j.data, sent: revealCode(j.data, ctx.deps.keys.jobSealKey) }));
}

async function mailTo(to: string, purpose: string) {
  const [mail, ...more] = await mailsTo(to, purpose);
  if (!mail || more.length > 0) throw new Error(`not one ${purpose} mail to ${to}`);
  return mail;
}

function linkToken(text: string): string {
  const token = /\/admin\/set-password#token=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no set-password link in: ${text}`);
  return token;
}

async function invite(email: string) {
  const created = await adminCall(
    ctx,
    staffDesk.create,
    { email, name: 'New Clerk', role: 'support' },
    { session: await owner() },
  );
  expect(created.body.result).toBe(1);
  return created.body.data;
}

const signIn = (email: string, password: string) =>
  adminCall(ctx, authDesk.login, { email, password }, { ip: nextIp() });

describe('staff invitations', () => {
  it('mail a single-use link to choose a password, never a password', async () => {
    const email = 'linked.clerk@shop.test';
    const { id, oneTimePassword } = await invite(email);
    expect(oneTimePassword).toMatch(/^[A-Za-z0-9]{16}$/);

    const mail = await mailTo(email, 'staff-invite');
    expect(JSON.stringify(mail.queued)).not.toContain(oneTimePassword);
    expect(mail.sent.text).not.toContain(oneTimePassword);
    expect(mail.sent.text).toContain(`${PASSWORD_LINK_HOURS} hours`);
    const token = linkToken(mail.sent.text);
    // The token waits sealed in Redis like a code, and only its digest is stored.
    expect(JSON.stringify(mail.queued)).not.toContain(token);
    const stored = await ctx.deps.prisma.staffPasswordLink.findFirstOrThrow({ where: { staffId: id } });
    expect(stored.tokenHash).not.toContain(token);

    const set = await setPasswordByLink(token, 'my own passphrase');
    expect(set.body).toEqual({ result: 1, msg: 'success', data: { email } });
    expect(sessionCookieOf(set.headers)).toBeNull();
    const again = await setPasswordByLink(token, 'a second choice');
    expect(again.body).toMatchObject({ result: 0, msg: PASSWORD_LINK_INVALID });

    expect((await signIn(email, oneTimePassword)).body.msg).toBe(LOGIN_WRONG);
    const fresh = await signIn(email, 'my own passphrase');
    expect(fresh.body.result).toBe(1);
    expect(fresh.body.data.mustChangePassword).toBe(false);
    const audit = await ctx.deps.prisma.auditEvent.findMany({ where: { entityType: 'staff', entityId: String(id) } });
    expect(audit.map((a) => a.action)).toEqual([
      'staff.create',
      'staff.password_set',
      'auth.login_failed',
      'auth.login',
    ]);
    expect(audit[1]).toMatchObject({ staffId: id, after: { mustChangePassword: false, via: 'link' } });
  });

  it('refuse a link after 72 hours, and one of two tabs using the same link at once', async () => {
    await invite('late.clerk@shop.test');
    const late = linkToken((await mailTo('late.clerk@shop.test', 'staff-invite')).sent.text);
    await invite('twice.clerk@shop.test');
    const twice = linkToken((await mailTo('twice.clerk@shop.test', 'staff-invite')).sent.text);

    const both = await Promise.all(
      ['first choice!', 'second choice'].map((newPassword) => setPasswordByLink(twice, newPassword)),
    );
    expect(both.map((r) => r.body.result).sort()).toEqual([0, 1]);

    ctx.clock.advance(PASSWORD_LINK_HOURS * HOURS + 60_000);
    const expired = await setPasswordByLink(late, 'too late now');
    expect(expired.body).toMatchObject({ result: 0, msg: PASSWORD_LINK_INVALID });
    const made = 'made-up-token-of-forty-three-characters-xyz';
    const unknown = await setPasswordByLink(made, 'guessing');
    expect(unknown.body).toMatchObject({ result: 0, msg: PASSWORD_LINK_INVALID });
    const row = await ctx.deps.prisma.staff.findUniqueOrThrow({ where: { email: 'late.clerk@shop.test' } });
    expect(row.mustChangePassword).toBe(true);
  });
});

describe('one-time passwords', () => {
  it('sign in once: a second sign-in with the same one is refused, and the first session still chooses the password', async () => {
    const email = 'once.clerk@shop.test';
    const { oneTimePassword } = await invite(email);
    const first = await signIn(email, oneTimePassword);
    expect(first.body.data.mustChangePassword).toBe(true);
    const session = sessionOf(first);

    const second = await signIn(email, oneTimePassword);
    expect(second.body).toMatchObject({ result: 0, msg: ONE_TIME_PASSWORD_SPENT });
    expect(sessionCookieOf(second.headers)).toBeNull();

    const changed = await adminCall(
      ctx,
      authDesk.changePassword,
      { currentPassword: oneTimePassword, newPassword: 'chosen at last' },
      { session },
    );
    expect(changed.body.result).toBe(1);
    // The invitation's link ends with it.
    const token = linkToken((await mailTo(email, 'staff-invite')).sent.text);
    const link = await setPasswordByLink(token, 'someone else');
    expect(link.body.msg).toBe(PASSWORD_LINK_INVALID);
    expect((await signIn(email, 'chosen at last')).body.result).toBe(1);
  });

  it('expire after 72 hours, as the CLI prints them too', async () => {
    const email = 'slow.clerk@shop.test';
    const { oneTimePassword } = await invite(email);
    ctx.clock.advance(PASSWORD_LINK_HOURS * HOURS + 60_000);
    const refused = await signIn(email, oneTimePassword);
    expect(refused.body).toMatchObject({ result: 0, msg: ONE_TIME_PASSWORD_SPENT });
    expect(refused.status).not.toBe(429);
    expect(refused.body.msg).not.toBe(STAFF_TOO_MANY_ATTEMPTS);
  });

  it('come with a new link when the owner resets a password: the old link, password and sessions end', async () => {
    const clerk = await createTestStaff(ctx, 'warehouse');
    const before = await signInStaff(ctx, clerk, nextIp());
    const reset = await adminCall(ctx, staffDesk.resetPassword, { staffId: clerk.id }, { session: await owner() });
    const { oneTimePassword } = reset.body.data;
    expect(oneTimePassword).toMatch(/^[A-Za-z0-9]{16}$/);
    const mail = await mailTo(clerk.email, 'staff-password-reset');
    expect(mail.sent.text).not.toContain(oneTimePassword);
    const token = linkToken(mail.sent.text);

    const again = await adminCall(ctx, staffDesk.resetPassword, { staffId: clerk.id }, { session: await owner() });
    const tokens = (await mailsTo(clerk.email, 'staff-password-reset')).map((m) => linkToken(m.sent.text));
    expect(tokens).toHaveLength(2);
    const second = tokens.find((t) => t !== token)!;
    const stale = await setPasswordByLink(token, 'from the first mail');
    expect(stale.body.msg).toBe(PASSWORD_LINK_INVALID);
    expect((await signIn(clerk.email, oneTimePassword)).body.msg).toBe(LOGIN_WRONG);
    expect((await signIn(clerk.email, clerk.password)).body.msg).toBe(LOGIN_WRONG);
    expect((await adminCall(ctx, authDesk.changePassword, {}, { session: before })).body.result).toBe(-9999);

    const set = await setPasswordByLink(second, 'from the new mail');
    expect(set.body.result).toBe(1);
    expect((await signIn(clerk.email, again.body.data.oneTimePassword)).body.msg).toBe(LOGIN_WRONG);
    expect((await signIn(clerk.email, 'from the new mail')).body.result).toBe(1);
  });
});
