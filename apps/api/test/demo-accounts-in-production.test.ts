import { login, msg } from '@hashforge/contract';
import { authDesk } from '@hashforge/contract/admin/auth';
import { DEMO_ACCOUNT_NOT_ENABLED, DEMO_ACCOUNT_REFUSED } from '@hashforge/contract/admin/messages';
import { describe, expect, it } from 'vitest';
import { buyingStep, DEMO_BUYER } from '../../../prisma/seed/buying.ts';
import { catalogStep } from '../../../prisma/seed/catalog.ts';
import { countriesStep } from '../../../prisma/seed/countries.ts';
import { verifyPassword } from '../src/modules/auth/passwords.ts';
import { DEMO_STAFF_PASSWORD, demoStaffEmail } from '../src/modules/staff/demo-staff.ts';
import { runStaffCli } from '../src/modules/staff/staff-cli.ts';
import { createStaffSession } from '../src/modules/staff/staff-sessions.ts';
import { adminCall, createTestStaff, sessionCookieOf } from './support/admin.ts';
import { call } from './support/call.ts';
import { productionEnv } from './support/production-env.ts';
import { seedContext } from './support/test-app.ts';
import { useTestContext } from './support/use-test-context.ts';

// Decision 013, operators: the start-up refusal is not enough, since a demo account can be enabled again
// (or a demo buyer seeded with SEED_DEMO=1) while the shop runs. NODE_ENV=production refuses every
// demo sign-in and every demo session at the moment it is tried.

const ctx = useTestContext(productionEnv());

const LOGIN_EXPIRED = { result: -9999, msg: 'Login expired. Please log in again', data: null };

describe('demo accounts in production', () => {
  it('refuses the demo owner enabled again after start-up: no session, the attempt audited', async () => {
    const owner = await createTestStaff(ctx, 'owner', {
      email: demoStaffEmail('owner'),
      password: DEMO_STAFF_PASSWORD,
      totp: false,
      isDemo: true,
    });
    const res = await adminCall(
      ctx,
      authDesk.login,
      { email: owner.email, password: DEMO_STAFF_PASSWORD },
      { ip: '10.11.0.1' },
    );
    expect(res.body).toMatchObject({ result: 0, msg: DEMO_ACCOUNT_REFUSED });
    expect(sessionCookieOf(res.headers)).toBeNull();
    expect(await ctx.deps.prisma.staffSession.count({ where: { staffId: owner.id } })).toBe(0);
    const audit = await ctx.deps.prisma.auditEvent.findFirstOrThrow({
      where: { action: 'auth.login_failed', entityId: String(owner.id) },
    });
    expect(audit.after).toMatchObject({ reason: 'demo' });
  });

  it('ends a demo staff session made before the shop went live', async () => {
    const demo = await createTestStaff(ctx, 'warehouse', { isDemo: true, password: DEMO_STAFF_PASSWORD });
    const session = await ctx.deps.prisma.$transaction((tx) =>
      createStaffSession(ctx.deps, tx, demo.id, { ip: '10.11.0.2', userAgent: 'test' }),
    );
    const me = await adminCall(
      ctx,
      authDesk.me,
      {},
      { session: { cookie: `hf_staff=${session.token}`, csrfToken: '' } },
    );
    expect(me.body).toEqual(LOGIN_EXPIRED);
  });

  it('refuses the demo buyer that SEED_DEMO=1 seeds, with its published password', async () => {
    const seed = seedContext(ctx);
    for (const step of [countriesStep, catalogStep, buyingStep]) await step.run(seed);
    const buyer = await ctx.deps.prisma.user.findUniqueOrThrow({ where: { email: DEMO_BUYER.email } });
    expect(buyer.isDemo).toBe(true);
    const res = await call(ctx, login, { username: DEMO_BUYER.email, password: DEMO_BUYER.password });
    expect(res.body).toMatchObject({ result: 0, msg: msg.demoAccountRefused });
    expect(await ctx.deps.prisma.session.count({ where: { userId: buyer.id } })).toBe(0);
  }, 60_000);

  it('deletes the demo staff with `npm run staff -- delete-demo`, keeping a row the audit log names, never able to sign in', async () => {
    // Another owner exists, so no account here is the shop's last.
    await createTestStaff(ctx, 'owner');
    const clerk = await createTestStaff(ctx, 'support', {
      email: demoStaffEmail('support'),
      password: DEMO_STAFF_PASSWORD,
      isDemo: true,
    });
    const lines = await runStaffCli(['delete-demo'], ctx.deps);
    expect(lines.join('\n')).toMatch(/Deleted 2 demo staff accounts/);
    expect(await ctx.deps.prisma.staff.findUnique({ where: { id: clerk.id } })).toBeNull();
    // The demo owner tried to sign in above: the audit log names it, so its row stays, with nothing to sign in with.
    const kept = await ctx.deps.prisma.staff.findUniqueOrThrow({ where: { email: demoStaffEmail('owner') } });
    expect(kept.disabledAt).not.toBeNull();
    expect(await verifyPassword(kept.passwordHash, DEMO_STAFF_PASSWORD)).toBe(false);
    expect(lines.join('\n')).toMatch(/Kept 1 .*owner@hashforge\.example/);
    await expect(runStaffCli(['enable', '--email', demoStaffEmail('owner')], ctx.deps)).rejects.toThrow(
      DEMO_ACCOUNT_NOT_ENABLED,
    );
    expect((await ctx.deps.prisma.staff.findUniqueOrThrow({ where: { id: kept.id } })).disabledAt).not.toBeNull();
  });
});
