import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { authDesk } from '@hashforge/contract/admin/auth';
import { LOGIN_WRONG, TWO_FACTOR_SETUP_REQUIRED } from '@hashforge/contract/admin/messages';
import { staffDesk } from '@hashforge/contract/admin/staff';
import { describe, expect, it } from 'vitest';
import { staffStep } from '../../../../../prisma/seed/staff.ts';
import { adminCall, createTestStaff, loginWithPassword, sessionOf, signInStaff } from '../../../test/support/admin.ts';
import { seedContext } from '../../../test/support/test-app.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { assertNoDemoStaffInProduction, DEMO_STAFF, seedDemoStaff } from './demo-staff.ts';
import { CliError, runStaffCli } from './staff-cli.ts';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../../../..');

const ctx = useTestContext();

const LOGIN_EXPIRED = { result: -9999, msg: 'Login expired. Please log in again', data: null };

describe('npm run staff', () => {
  it('creates the first owner from the command line: a one-time password, then the 2FA enrolment step', async () => {
    const { stdout } = await run(
      'npm',
      ['run', '--silent', 'staff', '--', 'create', '--email', 'First.Owner@Shop.test', '--role', 'owner'],
      {
        cwd: repoRoot,
        env: { ...process.env, NODE_ENV: 'development' },
      },
    );
    const password = /One-time password: (\S+)/.exec(stdout)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
    const staff = await ctx.deps.prisma.staff.findUniqueOrThrow({ where: { email: 'first.owner@shop.test' } });
    expect(staff).toMatchObject({ role: 'owner', mustChangePassword: true, isDemo: false, totpEnabledAt: null });
    const audit = await ctx.deps.prisma.auditEvent.findFirstOrThrow({
      where: { action: 'staff.create', entityId: String(staff.id) },
    });
    expect(audit).toMatchObject({
      staffId: null,
      userAgent: 'staff CLI',
      after: { email: 'first.owner@shop.test', role: 'owner' },
    });

    const login = await adminCall(
      ctx,
      authDesk.login,
      { email: 'first.owner@shop.test', password: password! },
      { ip: '10.9.0.1' },
    );
    expect(login.body.data).toMatchObject({ mustChangePassword: true, mustEnrolTwoFactor: true });
    const session = sessionOf(login);
    expect((await adminCall(ctx, staffDesk.list, {}, { session })).body.result).toBe(0);
  }, 60_000);

  it('refuses a bad role, a bad email and a taken email without writing anything', async () => {
    await expect(runStaffCli(['create', '--email', 'x@shop.test', '--role', 'boss'], ctx.deps)).rejects.toThrow(
      /--role must be one of/,
    );
    await expect(runStaffCli(['create', '--email', 'not-an-email', '--role', 'owner'], ctx.deps)).rejects.toThrow(
      CliError,
    );
    await runStaffCli(['create', '--email', 'twice@shop.test', '--role', 'support'], ctx.deps);
    await expect(runStaffCli(['create', '--email', 'twice@shop.test', '--role', 'support'], ctx.deps)).rejects.toThrow(
      /--email: A staff member with this email already exists/,
    );
    expect(await ctx.deps.prisma.staff.count({ where: { email: { in: ['x@shop.test', 'not-an-email'] } } })).toBe(0);
    await expect(runStaffCli(['disable', '--email', 'ghost@shop.test'], ctx.deps)).rejects.toThrow(/no staff member/);
  });

  it('disables (ending every session) and enables a staff member', async () => {
    const staff = await createTestStaff(ctx, 'warehouse');
    const session = await signInStaff(ctx, staff, '10.9.0.2');
    expect(await runStaffCli(['disable', '--email', staff.email], ctx.deps)).toEqual([
      `Disabled ${staff.email}; every session of theirs has ended.`,
    ]);
    expect((await adminCall(ctx, authDesk.me, {}, { session })).body).toEqual(LOGIN_EXPIRED);
    const refused = await loginWithPassword(ctx, staff, '10.9.0.3');
    expect(refused.body.msg).toBe(LOGIN_WRONG);
    await runStaffCli(['enable', '--email', staff.email], ctx.deps);
    const back = await loginWithPassword(ctx, staff, '10.9.0.3');
    expect(back.body.result).toBe(1);
    const actions = await ctx.deps.prisma.auditEvent.findMany({ where: { entityId: String(staff.id) } });
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['staff.disable', 'staff.enable']));
  });

  it('resets a lost authenticator: the next sign-in needs no code but must enrol again', async () => {
    const staff = await createTestStaff(ctx, 'finance');
    const session = await signInStaff(ctx, staff, '10.9.0.4');
    await runStaffCli(['reset-2fa', '--email', staff.email], ctx.deps);
    expect((await adminCall(ctx, authDesk.me, {}, { session })).body).toEqual(LOGIN_EXPIRED);
    const row = await ctx.deps.prisma.staff.findUniqueOrThrow({ where: { id: staff.id } });
    expect(row).toMatchObject({ totpEnabledAt: null, totpSecretSealed: null });
    expect(await ctx.deps.prisma.staffRecoveryCode.count({ where: { staffId: staff.id } })).toBe(0);
    const login = await loginWithPassword(ctx, staff, '10.9.0.4');
    expect(login.body.data.mustEnrolTwoFactor).toBe(true);
    const session2 = sessionOf(login);
    const { auditDesk } = await import('@hashforge/contract/admin/audit');
    expect((await adminCall(ctx, auditDesk.list, {}, { session: session2 })).body.msg).toBe(TWO_FACTOR_SETUP_REQUIRED);
  });

  it('prints a new one-time password with reset-password', async () => {
    const staff = await createTestStaff(ctx, 'support');
    const [line] = await runStaffCli(['reset-password', '--email', staff.email], ctx.deps);
    const password = /: (\S+)$/.exec(line ?? '')?.[1] ?? '';
    const login = await adminCall(ctx, authDesk.login, { email: staff.email, password }, { ip: '10.9.0.5' });
    expect(login.body.data.mustChangePassword).toBe(true);
  });
});

describe('demo staff', () => {
  it('are seeded one per role in development, and sign in with demo1234 without 2FA', async () => {
    await staffStep.run(seedContext(ctx));
    const demo = await ctx.deps.prisma.staff.findMany({ where: { isDemo: true }, orderBy: { id: 'asc' } });
    expect(demo.map((s) => s.email)).toEqual(DEMO_STAFF.map((s) => s.email));
    for (const { email, password, role } of DEMO_STAFF) {
      const login = await adminCall(ctx, authDesk.login, { email, password }, { ip: '10.9.1.1' });
      expect(login.body.data).toMatchObject({ staff: { role }, mustEnrolTwoFactor: false, mustChangePassword: false });
    }
    await staffStep.run(seedContext(ctx));
    expect(await ctx.deps.prisma.staff.count({ where: { isDemo: true } })).toBe(DEMO_STAFF.length);
  });

  it('stop NODE_ENV=production from starting the server', async () => {
    await seedDemoStaff(ctx.deps, false);
    const { generateKeyPairSync, randomBytes } = await import('node:crypto');
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const started = await run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'apps/api/src/main.ts'], {
      cwd: repoRoot,
      timeout: 30_000,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(40_000 + Math.floor(Math.random() * 20_000)),
        RUN_WORKERS: '0',
        PUBLIC_URL: 'https://shop.test',
        JWT_SECRET: randomBytes(32).toString('hex'),
        SECOND_FACTOR_KEY: randomBytes(32).toString('hex'),
        RSA_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      },
    }).then(
      () => ({ code: 0, output: '' }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        output: error.stdout + error.stderr,
      }),
    );
    expect(started.code).toBe(1);
    expect(started.output).toMatch(/refuses to start while demo staff accounts exist/);
  }, 60_000);

  it('are never seeded in production, and production refuses to start while one can sign in', async () => {
    const production = { ...ctx.deps, config: { ...ctx.deps.config, isProduction: true } };
    expect(await seedDemoStaff(production, true)).toBe(0);
    await seedDemoStaff(ctx.deps, false);
    await expect(assertNoDemoStaffInProduction(production)).rejects.toThrow(
      /refuses to start while demo staff accounts exist/,
    );
    await expect(assertNoDemoStaffInProduction(ctx.deps)).resolves.toBeUndefined();
    for (const { email } of DEMO_STAFF)
      await runStaffCli(['disable', '--email', email], ctx.deps).catch(() => undefined);
    // The last active owner cannot be disabled: the demo owner stays until another owner exists.
    const owner = await createTestStaff(ctx, 'owner');
    await runStaffCli(['disable', '--email', DEMO_STAFF[0]!.email], ctx.deps);
    expect(owner.id).toBeGreaterThan(0);
    await expect(assertNoDemoStaffInProduction(production)).resolves.toBeUndefined();
  });
});
