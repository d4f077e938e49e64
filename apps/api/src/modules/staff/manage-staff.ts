import { randomBytes } from 'node:crypto';
import type { AdminInput, AdminResponse } from '@hashforge/contract/admin/call';
import {
  DEMO_ACCOUNT_NOT_ENABLED,
  LAST_OWNER,
  NOT_YOURSELF,
  STAFF_EMAIL_TAKEN,
  STAFF_NOT_FOUND,
} from '@hashforge/contract/admin/messages';
import type { StaffRole } from '@hashforge/contract/admin/permissions';
import type { staffDesk } from '@hashforge/contract/admin/staff';
import type { Tx } from '../../db/client.ts';
import { pageWindow } from '../../db/page-window.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, type StaffActor } from '../audit/record-audit.ts';
import { hashPassword } from '../auth/passwords.ts';
import { newOneTimePassword } from './one-time-password.ts';
import { endPasswordLinks, issuePasswordLink, passwordLinkExpiry } from './password-links.ts';
import { revokeStaffSessions } from './staff-sessions.ts';

/**
 * Who changes a staff account: a signed-in owner (actor) or the staff CLI (actor null, source named).
 * Every change below runs in one transaction with its audit row.
 */
export interface StaffChanger {
  actor: StaffActor | null;
  source?: string;
}

type ManageDeps = Pick<Deps, 'prisma' | 'clock' | 'config'>;

export interface StaffState {
  id: number;
  role: StaffRole;
  disabled: boolean;
  twoFactorEnabled: boolean;
}

function stateOf(staff: { id: number; role: string; disabledAt: Date | null; totpEnabledAt: Date | null }): StaffState {
  return {
    id: staff.id,
    role: staff.role as StaffRole,
    disabled: staff.disabledAt !== null,
    twoFactorEnabled: staff.totpEnabledAt !== null,
  };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'P2002';
}

/**
 * Locks the staff row, and every active owner's row when the change could leave the shop without
 * one, so two owners demoting each other at once cannot both succeed.
 */
async function lockStaff(tx: Tx, staffId: number) {
  await tx.$queryRaw`SELECT id FROM "staff" WHERE role = 'owner' AND "disabledAt" IS NULL ORDER BY id FOR UPDATE`;
  const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "staff" WHERE id = ${staffId} FOR UPDATE`;
  if (rows.length === 0) throw AppError.refused(STAFF_NOT_FOUND);
  return tx.staff.findUniqueOrThrow({ where: { id: staffId } });
}

async function assertOtherActiveOwner(tx: Tx, staffId: number): Promise<void> {
  const others = await tx.staff.count({ where: { role: 'owner', disabledAt: null, id: { not: staffId } } });
  if (others === 0) throw AppError.refused(LAST_OWNER);
}

function assertNotSelf(changer: StaffChanger, staffId: number): void {
  if (changer.actor?.staffId === staffId) throw AppError.refused(NOT_YOURSELF);
}

const audit = (tx: Tx, changer: StaffChanger, entry: Omit<Parameters<typeof recordAudit>[2], 'source'>) =>
  recordAudit(tx, changer.actor, { ...entry, source: changer.source });

/**
 * A new one-time password: it signs in once, within PASSWORD_LINK_HOURS, and must then be replaced
 * (login-staff.ts). With `link`, a set-password link to mail as well (password-links.ts).
 */
export interface NewPassword {
  id: number;
  oneTimePassword: string;
  /** The set-password link's token, for the mail; null when none was asked for (the CLI). */
  linkToken: string | null;
}

async function oneTimePasswordData(deps: Pick<Deps, 'clock'>) {
  const oneTimePassword = newOneTimePassword();
  return {
    oneTimePassword,
    data: {
      passwordHash: await hashPassword(oneTimePassword),
      mustChangePassword: true,
      oneTimePasswordExpiresAt: passwordLinkExpiry(deps.clock.now()),
    },
  };
}

/** staff/create: a new account with a one-time password, to be changed at first login. */
export async function createStaff(
  deps: ManageDeps,
  input: AdminInput<typeof staffDesk.create>,
  changer: StaffChanger,
  options: { link?: boolean } = {},
): Promise<NewPassword> {
  const { oneTimePassword, data } = await oneTimePasswordData(deps);
  try {
    return await deps.prisma.$transaction(async (tx) => {
      const staff = await tx.staff.create({
        data: { email: input.email, name: input.name, role: input.role, ...data },
      });
      const linkToken = options.link ? await issuePasswordLink(deps, tx, staff.id) : null;
      await audit(tx, changer, {
        action: 'staff.create',
        entityType: 'staff',
        entityId: String(staff.id),
        after: { email: staff.email, name: staff.name, role: staff.role, passwordLink: linkToken !== null },
      });
      return { id: staff.id, oneTimePassword, linkToken };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.field('email', STAFF_EMAIL_TAKEN);
    throw error;
  }
}

/** staff/update-role: the new role takes effect at the next sign-in; every session ends now. */
export async function updateStaffRole(
  deps: ManageDeps,
  input: { staffId: number; role: StaffRole },
  changer: StaffChanger,
): Promise<StaffState> {
  assertNotSelf(changer, input.staffId);
  return deps.prisma.$transaction(async (tx) => {
    const staff = await lockStaff(tx, input.staffId);
    if (staff.role === input.role) return stateOf(staff);
    if (staff.role === 'owner' && !staff.disabledAt) await assertOtherActiveOwner(tx, staff.id);
    const updated = await tx.staff.update({ where: { id: staff.id }, data: { role: input.role } });
    const signedOut = await revokeStaffSessions(deps, tx, staff.id);
    await audit(tx, changer, {
      action: 'staff.update_role',
      entityType: 'staff',
      entityId: String(staff.id),
      before: { role: staff.role },
      after: { role: updated.role, sessionsSignedOut: signedOut },
    });
    return stateOf(updated);
  });
}

/** staff/disable: the account cannot sign in and every session ends now. */
export async function disableStaff(deps: ManageDeps, staffId: number, changer: StaffChanger): Promise<StaffState> {
  assertNotSelf(changer, staffId);
  return deps.prisma.$transaction(async (tx) => {
    const staff = await lockStaff(tx, staffId);
    if (staff.disabledAt) return stateOf(staff);
    if (staff.role === 'owner') await assertOtherActiveOwner(tx, staff.id);
    const updated = await tx.staff.update({ where: { id: staff.id }, data: { disabledAt: deps.clock.now() } });
    const signedOut = await revokeStaffSessions(deps, tx, staff.id);
    await audit(tx, changer, {
      action: 'staff.disable',
      entityType: 'staff',
      entityId: String(staff.id),
      before: { disabled: false },
      after: { disabled: true, sessionsSignedOut: signedOut },
    });
    return stateOf(updated);
  });
}

/** staff/enable: the account may sign in again. */
export async function enableStaff(deps: ManageDeps, staffId: number, changer: StaffChanger): Promise<StaffState> {
  return deps.prisma.$transaction(async (tx) => {
    const staff = await lockStaff(tx, staffId);
    if (!staff.disabledAt) return stateOf(staff);
    if (staff.isDemo && deps.config.isProduction) throw AppError.refused(DEMO_ACCOUNT_NOT_ENABLED);
    const updated = await tx.staff.update({ where: { id: staff.id }, data: { disabledAt: null } });
    await audit(tx, changer, {
      action: 'staff.enable',
      entityType: 'staff',
      entityId: String(staff.id),
      before: { disabled: true },
      after: { disabled: false },
    });
    return stateOf(updated);
  });
}

/**
 * staff/reset-2fa: for a lost phone. The authenticator, recovery codes and passkeys go, every
 * session ends, and a role that requires a second factor enrols again at the next sign-in.
 */
export async function resetStaffTwoFactor(
  deps: ManageDeps,
  staffId: number,
  changer: StaffChanger,
): Promise<StaffState> {
  return deps.prisma.$transaction(async (tx) => {
    const staff = await lockStaff(tx, staffId);
    const updated = await tx.staff.update({
      where: { id: staff.id },
      data: { totpEnabledAt: null, totpSecretSealed: null },
    });
    await tx.staffRecoveryCode.deleteMany({ where: { staffId: staff.id } });
    const passkeys = await tx.staffPasskey.deleteMany({ where: { staffId: staff.id } });
    const signedOut = await revokeStaffSessions(deps, tx, staff.id);
    await audit(tx, changer, {
      action: 'staff.reset_2fa',
      entityType: 'staff',
      entityId: String(staff.id),
      before: { twoFactorEnabled: staff.totpEnabledAt !== null },
      after: { twoFactorEnabled: false, passkeysRemoved: passkeys.count, sessionsSignedOut: signedOut },
    });
    return stateOf(updated);
  });
}

/**
 * staff/reset-password: a new one-time password (and, with `link`, a new set-password link); the old
 * password, every earlier link and every session end.
 */
export async function resetStaffPassword(
  deps: ManageDeps,
  staffId: number,
  changer: StaffChanger,
  options: { link?: boolean } = {},
): Promise<NewPassword & { email: string; name: string }> {
  const { oneTimePassword, data } = await oneTimePasswordData(deps);
  return deps.prisma.$transaction(async (tx) => {
    const staff = await lockStaff(tx, staffId);
    await tx.staff.update({ where: { id: staff.id }, data });
    const linkToken = options.link ? await issuePasswordLink(deps, tx, staff.id) : null;
    if (!linkToken) await endPasswordLinks(deps, tx, staff.id);
    const signedOut = await revokeStaffSessions(deps, tx, staff.id);
    await audit(tx, changer, {
      action: 'staff.reset_password',
      entityType: 'staff',
      entityId: String(staff.id),
      after: { mustChangePassword: true, passwordLink: linkToken !== null, sessionsSignedOut: signedOut },
    });
    return { id: staff.id, oneTimePassword, linkToken, email: staff.email, name: staff.name };
  });
}

export interface DeletedDemoStaff {
  deleted: string[];
  /** Named by the audit log, so their rows stay: disabled, with nothing left to sign in with. */
  kept: string[];
}

/**
 * `npm run staff -- delete-demo`: every demo staff account goes (decision 013). A disabled one
 * could be enabled again; a deleted one cannot. The audit log is append-only and refers to the staff
 * who acted, so an account it names keeps its row, but loses all it could sign in with: its password
 * (replaced by the hash of a random one nobody is told), authenticator, recovery codes, passkeys and
 * sessions; it stays disabled, and production never enables a demo account (enableStaff). Owners
 * among them are not counted as the shop's owners: a demo owner never signs in to a live shop.
 */
export async function deleteDemoStaff(deps: ManageDeps, changer: StaffChanger): Promise<DeletedDemoStaff> {
  const unknownPassword = await hashPassword(randomBytes(32).toString('hex'));
  return deps.prisma.$transaction(async (tx) => {
    const demo = await tx.staff.findMany({
      where: { isDemo: true },
      orderBy: { id: 'asc' },
      select: { id: true, email: true, role: true, disabledAt: true, _count: { select: { auditEvents: true } } },
    });
    const result: DeletedDemoStaff = { deleted: [], kept: [] };
    for (const staff of demo) {
      const named = staff._count.auditEvents > 0;
      if (named) {
        await tx.staff.update({
          where: { id: staff.id },
          data: {
            passwordHash: unknownPassword,
            totpSecretSealed: null,
            totpEnabledAt: null,
            disabledAt: staff.disabledAt ?? deps.clock.now(),
          },
        });
        await tx.staffRecoveryCode.deleteMany({ where: { staffId: staff.id } });
        await tx.staffPasskey.deleteMany({ where: { staffId: staff.id } });
        await revokeStaffSessions(deps, tx, staff.id);
      } else {
        await tx.staff.delete({ where: { id: staff.id } });
      }
      await audit(tx, changer, {
        action: 'staff.delete_demo',
        entityType: 'staff',
        entityId: String(staff.id),
        before: { email: staff.email, role: staff.role, isDemo: true },
        after: named ? { deleted: false, signInRemoved: true, disabled: true } : { deleted: true },
      });
      (named ? result.kept : result.deleted).push(staff.email);
    }
    return result;
  });
}

/** staff/list: newest first; `keyword` matches email or name. */
export async function listStaff(
  deps: Pick<Deps, 'prisma'>,
  input: AdminInput<typeof staffDesk.list>,
): Promise<AdminResponse<typeof staffDesk.list>> {
  const where = input.keyword
    ? {
        OR: [
          { email: { contains: input.keyword, mode: 'insensitive' as const } },
          { name: { contains: input.keyword, mode: 'insensitive' as const } },
        ],
      }
    : {};
  const [total, rows] = await Promise.all([
    deps.prisma.staff.count({ where }),
    deps.prisma.staff.findMany({ where, orderBy: { id: 'desc' }, ...pageWindow(input) }),
  ]);
  return {
    total,
    list: rows.map((s) => ({
      id: s.id,
      email: s.email,
      name: s.name,
      role: s.role as StaffRole,
      twoFactorEnabled: s.totpEnabledAt !== null,
      disabled: s.disabledAt !== null,
      isDemo: s.isDemo,
      lastLoginTime: s.lastLoginAt?.toISOString() ?? null,
      createTime: s.createdAt.toISOString(),
    })),
  };
}
