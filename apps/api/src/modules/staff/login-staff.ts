import type { authDesk } from '@hashforge/contract/admin/auth';
import type { AdminInput, AdminResponse } from '@hashforge/contract/admin/call';
import {
  DEMO_ACCOUNT_REFUSED,
  LOGIN_WRONG,
  ONE_TIME_PASSWORD_SPENT,
  OTP_REQUIRED,
  OTP_WRONG,
  PASSKEY_REQUIRED,
  RECOVERY_CODE_WRONG,
  STAFF_TOO_MANY_ATTEMPTS,
} from '@hashforge/contract/admin/messages';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { PublicAdminContext } from '../../http/register-admin-call.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { consumeRecoveryCode } from './recovery-codes.ts';
import { STAFF_LOCK_MS, type StaffAttempt, withStaffAttempt } from './staff-guard.ts';
import { createStaffSession, sessionAnswer } from './staff-sessions.ts';
import { verifyTotp } from './totp.ts';

export type LoginDeps = Pick<Deps, 'prisma' | 'redis' | 'config' | 'clock' | 'keys'>;

/** A failed attempt: counted (staff-guard.ts), audited, refused with `message`. */
export async function fail(
  deps: LoginDeps,
  ctx: PublicAdminContext,
  attempt: StaffAttempt,
  email: string,
  staffId: number | null,
  reason: string,
  message: string,
): Promise<never> {
  const locked = await attempt.fail();
  await recordAudit(
    deps.prisma,
    { staffId, ip: ctx.ip, userAgent: ctx.userAgent },
    {
      action: 'auth.login_failed',
      entityType: 'staff',
      entityId: staffId ? String(staffId) : email,
      after: { reason, ...(locked ? { locked: true } : {}) },
    },
  );
  throw locked ? AppError.rateLimited(STAFF_TOO_MANY_ATTEMPTS, STAFF_LOCK_MS / 1000) : AppError.refused(message);
}

/**
 * Email and password checked within a reserved attempt (withStaffAttempt); the staff row, or a
 * counted and audited refusal.
 */
async function checkPassword(
  deps: LoginDeps,
  ctx: PublicAdminContext,
  attempt: StaffAttempt,
  email: string,
  password: string,
) {
  const found = await deps.prisma.staff.findUnique({
    where: { email },
    include: { _count: { select: { passkeys: true } } },
  });
  const staff = found ? { ...found, passkeys: found._count.passkeys } : null;
  const ok = await verifyPassword(staff?.passwordHash ?? null, password);
  if (!staff || !ok) return fail(deps, ctx, attempt, email, staff?.id ?? null, 'password', LOGIN_WRONG);
  // A disabled account answers like a wrong password: the login form tells nobody who works here.
  if (staff.disabledAt) return fail(deps, ctx, attempt, email, staff.id, 'disabled', LOGIN_WRONG);
  // Checked at each sign-in, not only at start-up: a demo account enabled again later is still one.
  if (staff.isDemo && deps.config.isProduction) {
    return fail(deps, ctx, attempt, email, staff.id, 'demo', DEMO_ACCOUNT_REFUSED);
  }
  // A one-time password signs in once and within its 72 hours (decision 013).
  if (
    staff.mustChangePassword &&
    !(staff.oneTimePasswordExpiresAt && staff.oneTimePasswordExpiresAt > deps.clock.now())
  ) {
    return fail(deps, ctx, attempt, email, staff.id, 'one_time_password_spent', ONE_TIME_PASSWORD_SPENT);
  }
  return staff;
}

type Staff = Awaited<ReturnType<typeof checkPassword>>;

/**
 * The sign-in that uses a one-time password spends it, in the session's transaction: conditional on
 * its being unspent, so of two sign-ins with it at once one gets a session.
 */
async function spendOneTimePassword(tx: Tx, staffId: number, now: Date): Promise<void> {
  const spent = await tx.staff.updateMany({
    where: { id: staffId, mustChangePassword: true, oneTimePasswordExpiresAt: { gt: now } },
    data: { oneTimePasswordExpiresAt: now },
  });
  if (spent.count === 0) throw AppError.refused(ONE_TIME_PASSWORD_SPENT);
}

export async function openSession(
  deps: LoginDeps,
  ctx: PublicAdminContext,
  attempt: StaffAttempt,
  staff: Staff,
  action: string,
  extra: (tx: Tx) => Promise<Record<string, unknown>>,
) {
  const now = deps.clock.now();
  const session = await deps.prisma.$transaction(async (tx) => {
    if (staff.mustChangePassword) await spendOneTimePassword(tx, staff.id, now);
    const after = await extra(tx);
    const created = await createStaffSession(deps, tx, staff.id, { ip: ctx.ip, userAgent: ctx.userAgent });
    await tx.staff.update({ where: { id: staff.id }, data: { lastLoginAt: now } });
    await recordAudit(
      tx,
      { staffId: staff.id, ip: ctx.ip, userAgent: ctx.userAgent },
      {
        action,
        entityType: 'staff',
        entityId: String(staff.id),
        after,
      },
    );
    return created;
  });
  await attempt.succeed();
  ctx.cookie.set(session.token, session.expiresAt);
  return sessionAnswer(deps, staff, session.csrfToken);
}

/**
 * One sign-in call: its attempt reserved against the email asked for and the caller's address, and
 * its first step, the password (checkPassword). `run` takes the second factor from there, given the
 * attempt and the staff member the password is right for.
 */
export function signInWithPassword<T>(
  deps: LoginDeps,
  ctx: PublicAdminContext,
  input: { email: string; password: string },
  run: (attempt: StaffAttempt, staff: Staff) => Promise<T>,
): Promise<T> {
  return withStaffAttempt(deps, { account: input.email, ip: ctx.ip }, async (attempt) =>
    run(attempt, await checkPassword(deps, ctx, attempt, input.email, input.password)),
  );
}

/**
 * auth/login: email and password, then the authenticator code when the staff member has one
 * (`result` 0 OTP_REQUIRED until it is sent). A staff member whose role requires a second factor
 * and who has none yet signs in with a session that can only enrol one (register-admin-call.ts).
 */
export function loginStaff(
  deps: LoginDeps,
  input: AdminInput<typeof authDesk.login>,
  ctx: PublicAdminContext,
): Promise<AdminResponse<typeof authDesk.login>> {
  return signInWithPassword(deps, ctx, input, async (attempt, staff) => {
    if (staff.totpEnabledAt && staff.totpSecretSealed) {
      // With both set up, the sign-in form may also offer the passkey (auth/passkey/login-options).
      if (!input.otp) throw AppError.refused(OTP_REQUIRED);
      await attempt.reserveCode();
      if (!(await verifyTotp(deps, staff.id, staff.totpSecretSealed, input.otp))) {
        return fail(deps, ctx, attempt, input.email, staff.id, 'otp', OTP_WRONG);
      }
    } else if (staff.passkeys > 0) throw AppError.refused(PASSKEY_REQUIRED);
    return openSession(deps, ctx, attempt, staff, 'auth.login', async () => ({
      secondFactor: staff.totpEnabledAt ? 'totp' : 'none',
    }));
  });
}

/** auth/recovery: email, password and one unused recovery code, in place of the authenticator code. */
export function loginWithRecoveryCode(
  deps: LoginDeps,
  input: AdminInput<typeof authDesk.recoveryLogin>,
  ctx: PublicAdminContext,
): Promise<AdminResponse<typeof authDesk.recoveryLogin>> {
  return signInWithPassword(deps, ctx, input, async (attempt, staff) => {
    if (!staff.totpEnabledAt) return fail(deps, ctx, attempt, input.email, staff.id, 'recovery', RECOVERY_CODE_WRONG);
    await attempt.reserveCode();
    let left = 0;
    let used = true;
    const answer = await openSession(deps, ctx, attempt, staff, 'auth.recovery_login', async (tx) => {
      used = await consumeRecoveryCode(deps, tx, staff.id, input.recoveryCode);
      // Nothing of the transaction may commit without the code: roll it back by throwing.
      if (!used) throw AppError.refused(RECOVERY_CODE_WRONG);
      left = await tx.staffRecoveryCode.count({ where: { staffId: staff.id, usedAt: null } });
      return { recoveryCodesLeft: left };
    }).catch((error: unknown) => {
      if (!used) return null;
      throw error;
    });
    if (!answer) return fail(deps, ctx, attempt, input.email, staff.id, 'recovery', RECOVERY_CODE_WRONG);
    return { ...answer, recoveryCodesLeft: left };
  });
}
