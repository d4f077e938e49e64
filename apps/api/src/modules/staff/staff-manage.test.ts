import { authDesk } from '@hashforge/contract/admin/auth';
import { LAST_OWNER, NOT_YOURSELF, STAFF_EMAIL_TAKEN } from '@hashforge/contract/admin/messages';
import { staffDesk } from '@hashforge/contract/admin/staff';
import { describe, expect, it } from 'vitest';
import { adminCall, createTestStaff, loginWithPassword, signInStaff } from '../../../test/support/admin.ts';
import { setTestBrand } from '../../../test/support/factories/brand.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';

const ctx = useTestContext();

const LOGIN_EXPIRED = { result: -9999, msg: 'Login expired. Please log in again', data: null };
let ip = 0;
const nextIp = () => `10.6.0.${++ip}`;

describe('POST /admin/api/staff/*', () => {
  it('creates a staff member with a one-time password, refuses a taken email by name of the field', async () => {
    await setTestBrand(ctx);
    const owner = await createTestStaff(ctx, 'owner');
    const session = await signInStaff(ctx, owner, nextIp());
    const created = await adminCall(
      ctx,
      staffDesk.create,
      { email: ' Clerk@Shop.Test ', name: ' Clerk ', role: 'support' },
      { session },
    );
    expect(created.body.result).toBe(1);
    expect(created.body.data.oneTimePassword).toMatch(/^[A-Za-z0-9]{16}$/);
    const row = await ctx.deps.prisma.staff.findUniqueOrThrow({ where: { id: created.body.data.id } });
    expect(row).toMatchObject({ email: 'clerk@shop.test', name: 'Clerk', role: 'support', mustChangePassword: true });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);

    const taken = await adminCall(
      ctx,
      staffDesk.create,
      { email: 'clerk@shop.test', name: 'Other', role: 'support' },
      { session },
    );
    expect(taken.body).toMatchObject({ result: 0, msg: STAFF_EMAIL_TAKEN, data: { errors: [{ path: 'email' }] } });
    const badRole = await adminCall(
      ctx,
      staffDesk.create,
      { email: 'x@shop.test', name: 'X', role: 'admin' },
      { session },
    );
    expect(badRole.body).toMatchObject({ result: 0, data: { errors: [{ path: 'role' }] } });

    const login = await adminCall(
      ctx,
      authDesk.login,
      { email: 'clerk@shop.test', password: created.body.data.oneTimePassword },
      { ip: nextIp() },
    );
    expect(login.body.data.mustChangePassword).toBe(true);

    // Invited by email with a set-password link (its token sealed while it waits in the queue), never
    // the one-time password (staff-password-links.test.ts follows the link).
    const jobs = await ctx.deps.queues.notify.getJobs(['waiting', 'delayed', 'active', 'completed']);
    const invite = jobs.find((j) => j.data.to === 'clerk@shop.test' && j.data.purpose === 'staff-invite');
    expect(invite?.data.subject).toBe('Your Northwind Mining back office account');
    expect(invite?.data.text).toContain('/admin/set-password#token=');
    expect(JSON.stringify(invite?.data)).not.toContain(created.body.data.oneTimePassword);
    expect(invite?.data.sealedCode).toMatch(/^[\w-]{30,}$/);

    const list = await adminCall(ctx, staffDesk.list, { keyword: 'clerk' }, { session });
    expect(list.body.data.list).toEqual([
      expect.objectContaining({
        email: 'clerk@shop.test',
        role: 'support',
        disabled: false,
        twoFactorEnabled: false,
        isDemo: false,
      }),
    ]);
  });

  it('keeps at least one active owner, and an owner cannot demote or disable themself', async () => {
    const owner = await createTestStaff(ctx, 'owner');
    const session = await signInStaff(ctx, owner, nextIp());
    expect((await adminCall(ctx, staffDesk.disable, { staffId: owner.id }, { session })).body.msg).toBe(NOT_YOURSELF);
    expect(
      (await adminCall(ctx, staffDesk.updateRole, { staffId: owner.id, role: 'support' }, { session })).body.msg,
    ).toBe(NOT_YOURSELF);
    // Every other owner disabled: demoting the last one through another path is refused too.
    await ctx.deps.prisma.staff.updateMany({
      where: { role: 'owner', id: { not: owner.id } },
      data: { disabledAt: new Date() },
    });
    const second = await createTestStaff(ctx, 'owner');
    const secondSession = await signInStaff(ctx, second, nextIp());
    expect(
      (await adminCall(ctx, staffDesk.disable, { staffId: owner.id }, { session: secondSession })).body.result,
    ).toBe(1);
    const last = await adminCall(
      ctx,
      staffDesk.updateRole,
      { staffId: second.id, role: 'finance' },
      { session: secondSession },
    );
    expect(last.body.msg).toBe(NOT_YOURSELF);
    const { runStaffCli } = await import('./staff-cli.ts');
    await expect(runStaffCli(['disable', '--email', second.email], ctx.deps)).rejects.toThrow(LAST_OWNER);
    await adminCall(ctx, staffDesk.enable, { staffId: owner.id }, { session: secondSession });
  });

  it('resets a password and a second factor, lists and revokes sessions', async () => {
    const owner = await createTestStaff(ctx, 'owner');
    const session = await signInStaff(ctx, owner, nextIp());
    const clerk = await createTestStaff(ctx, 'finance');
    const one = await signInStaff(ctx, clerk, nextIp());
    const two = await signInStaff(ctx, clerk, nextIp());

    const sessions = await adminCall(ctx, staffDesk.listSessions, { staffId: clerk.id }, { session });
    expect(sessions.body.data.list).toHaveLength(2);
    expect(sessions.body.data.list.every((s) => s.active)).toBe(true);
    const revoked = await adminCall(
      ctx,
      staffDesk.revokeSession,
      { staffId: clerk.id, sessionId: sessions.body.data.list[0]!.id },
      { session },
    );
    expect(revoked.body.data.revoked).toBe(true);
    const results = await Promise.all([one, two].map((s) => adminCall(ctx, staffDesk.list, {}, { session: s })));
    // A finance member may not list staff, but one session is signed out and the other is not.
    expect(results.map((r) => r.body.result).sort()).toEqual([-9999, 0]);

    const reset = await adminCall(ctx, staffDesk.resetTwoFactor, { staffId: clerk.id }, { session });
    expect(reset.body.data).toEqual({ id: clerk.id, role: 'finance', disabled: false, twoFactorEnabled: false });
    for (const s of [one, two])
      expect((await adminCall(ctx, staffDesk.list, {}, { session: s })).body).toEqual(LOGIN_EXPIRED);

    const newPassword = await adminCall(ctx, staffDesk.resetPassword, { staffId: clerk.id }, { session });
    const old = await loginWithPassword(ctx, clerk, nextIp());
    expect(old.body.result).toBe(0);
    const fresh = await adminCall(
      ctx,
      authDesk.login,
      { email: clerk.email, password: newPassword.body.data.oneTimePassword },
      { ip: nextIp() },
    );
    expect(fresh.body.data).toMatchObject({ mustChangePassword: true, mustEnrolTwoFactor: true });
  });

  it('refuses two owners demoting each other at once from leaving the shop without one', async () => {
    await ctx.deps.prisma.staff.updateMany({ where: { role: 'owner' }, data: { disabledAt: new Date() } });
    const a = await createTestStaff(ctx, 'owner');
    const b = await createTestStaff(ctx, 'owner');
    const [sa, sb] = [await signInStaff(ctx, a, nextIp()), await signInStaff(ctx, b, nextIp())];
    const both = await Promise.all([
      adminCall(ctx, staffDesk.updateRole, { staffId: b.id, role: 'support' }, { session: sa }),
      adminCall(ctx, staffDesk.updateRole, { staffId: a.id, role: 'support' }, { session: sb }),
    ]);
    const answers = both.map((r) => (r.body.result === 1 ? 'ok' : r.body.msg));
    expect(answers.filter((x) => x === 'ok')).toHaveLength(1);
    expect(await ctx.deps.prisma.staff.count({ where: { role: 'owner', disabledAt: null } })).toBe(1);
  });
});
