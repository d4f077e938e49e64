import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { staffSessionAnswer } from '@hashforge/contract/admin/auth';
import { isStaffRole, ROLE_PERMISSIONS, type StaffRole } from '@hashforge/contract/admin/permissions';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { mustEnrolTwoFactor, requiredRoles, TWO_FACTOR_ROLES_SETTING } from './two-factor-policy.ts';

/** docs/backoffice.md section 2: a staff session ends after 12 hours without a call, and 7 days after sign-in. */
export const STAFF_SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const STAFF_SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most once a minute per session: a busy screen does not write on every call. */
const TOUCH_EVERY_MS = 60 * 1000;

export const STAFF_COOKIE = 'hf_staff';

/** The row's id is the token's hash, so the table alone opens no session. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewStaffSession {
  token: string;
  id: string;
  csrfToken: string;
  expiresAt: Date;
}

export async function createStaffSession(
  deps: Pick<Deps, 'clock'>,
  tx: Tx,
  staffId: number,
  meta: { ip: string; userAgent?: string },
): Promise<NewStaffSession> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_ABSOLUTE_MS);
  const id = sessionIdOf(token);
  await tx.staffSession.create({
    data: {
      id,
      staffId,
      csrfToken,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300),
    },
  });
  return { token, id, csrfToken, expiresAt };
}

/** A session's row joined with its staff member's, as the lookup below reads it. */
interface SessionRow extends Omit<SessionStaff, 'id'> {
  id: string;
  csrfToken: string;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  staffId: number;
  disabledAt: Date | null;
  twoFactorRoles: unknown;
}

export interface ActiveStaffSession {
  id: string;
  csrfToken: string;
  /** The roles that must use a second factor, as the settings say at this call. */
  twoFactorRoles: Set<StaffRole>;
  staff: SessionStaff;
}

/** The staff member a session belongs to, as every staff call sees them. */
export interface SessionStaff {
  id: number;
  email: string;
  name: string;
  role: string;
  isDemo: boolean;
  totpEnabledAt: Date | null;
  mustChangePassword: boolean;
  passkeys: number;
}

/** What auth/login, auth/recovery and auth/me answer about the signed-in staff member. */
export async function sessionAnswer(
  deps: Pick<Deps, 'prisma'>,
  staff: SessionStaff,
  csrfToken: string,
): Promise<z.output<typeof staffSessionAnswer>> {
  const role = staff.role as StaffRole;
  return {
    staff: { id: staff.id, email: staff.email, name: staff.name, role },
    csrfToken,
    permissions: isStaffRole(role) ? [...ROLE_PERMISSIONS[role]] : [],
    mustChangePassword: staff.mustChangePassword,
    mustEnrolTwoFactor: await mustEnrolTwoFactor(deps, staff),
    twoFactorEnabled: staff.totpEnabledAt !== null || staff.passkeys > 0,
    passkeys: staff.passkeys,
  };
}

/**
 * The session a cookie's token opens, or null: unknown, revoked, past its 7 days, idle 12 hours, or
 * its staff member disabled. A live session's lastSeenAt moves forward (at most once a minute).
 */
export async function resolveStaffSession(
  deps: Pick<Deps, 'prisma' | 'clock'>,
  token: string | undefined,
): Promise<ActiveStaffSession | null> {
  if (!token || token.length > 200) return null;
  const now = deps.clock.now();
  // One round trip on every staff call: the session, its staff member, their passkey count and the
  // 2FA roles setting (the order list must stay fast with ten staff at once).
  const [session] = await deps.prisma.$queryRaw<SessionRow[]>`
    SELECT s.id, s."csrfToken", s."lastSeenAt", s."expiresAt", s."revokedAt",
           st.id AS "staffId", st.email, st.name, st.role, st."isDemo", st."totpEnabledAt",
           st."mustChangePassword", st."disabledAt",
           (SELECT count(*)::int FROM "staff_passkey" p WHERE p."staffId" = st.id) AS passkeys,
           (SELECT value FROM "shop_setting" WHERE key = ${TWO_FACTOR_ROLES_SETTING}) AS "twoFactorRoles"
      FROM "staff_session" s JOIN "staff" st ON st.id = s."staffId"
     WHERE s.id = ${sessionIdOf(token)}`;
  if (!session || session.revokedAt || session.disabledAt) return null;
  if (session.expiresAt <= now || session.lastSeenAt.getTime() + STAFF_SESSION_IDLE_MS <= now.getTime()) return null;
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await deps.prisma.staffSession.updateMany({
      where: { id: session.id, revokedAt: null },
      data: { lastSeenAt: now },
    });
  }
  return {
    id: session.id,
    csrfToken: session.csrfToken,
    twoFactorRoles: requiredRoles(session.twoFactorRoles),
    staff: {
      id: session.staffId,
      email: session.email,
      name: session.name,
      role: session.role,
      isDemo: session.isDemo,
      totpEnabledAt: session.totpEnabledAt,
      mustChangePassword: session.mustChangePassword,
      passkeys: session.passkeys,
    },
  };
}

/** Constant-time comparison of the X-CSRF-Token header with the session's token. */
export function csrfMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Signs a staff member out everywhere (disable, role change, 2FA or password reset), except `keep`. */
export async function revokeStaffSessions(
  deps: Pick<Deps, 'clock'>,
  tx: Pick<Tx, 'staffSession'>,
  staffId: number,
  keep?: string,
): Promise<number> {
  const revoked = await tx.staffSession.updateMany({
    where: { staffId, revokedAt: null, ...(keep ? { id: { not: keep } } : {}) },
    data: { revokedAt: deps.clock.now() },
  });
  return revoked.count;
}
