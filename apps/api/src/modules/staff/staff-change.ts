import { LAST_OWNER, NOT_YOURSELF, STAFF_NOT_FOUND } from '@hashforge/contract/admin/messages';
import type { StaffRole } from '@hashforge/contract/admin/permissions';
import type { Tx } from '../../db/client.ts';
import type { Staff } from '../../db/generated/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, type StaffActor } from '../audit/record-audit.ts';
import { hashPassword } from '../auth/passwords.ts';
import { newOneTimePassword } from './one-time-password.ts';
import { passwordLinkExpiry } from './password-links.ts';

/**
 * Who changes a staff account: a signed-in owner (actor) or the staff CLI (actor null, source named).
 * Every change to a staff account (create-staff.ts, disable-staff.ts, ...) runs in one transaction
 * with its audit row, written by auditStaffChange.
 */
export interface StaffChanger {
  actor: StaffActor | null;
  source?: string;
}

export type StaffChangeDeps = Pick<Deps, 'prisma' | 'clock' | 'config'>;

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

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'P2002';
}

/**
 * Locks the staff row, and every active owner's row when the change could leave the shop without
 * one, so two owners demoting each other at once cannot both succeed.
 */
export async function lockStaff(tx: Tx, staffId: number) {
  await tx.$queryRaw`SELECT id FROM "staff" WHERE role = 'owner' AND "disabledAt" IS NULL ORDER BY id FOR UPDATE`;
  const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "staff" WHERE id = ${staffId} FOR UPDATE`;
  if (rows.length === 0) throw AppError.refused(STAFF_NOT_FOUND);
  return tx.staff.findUniqueOrThrow({ where: { id: staffId } });
}

/** What one change did to a staff account: the row after it, and its audit row's action, before and after. */
export interface StaffAccountChange {
  updated: Staff;
  action: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * One change to a staff account, as every one is made: in one transaction the row is locked
 * (lockStaff), `change` makes the change, or answers null when the account already is as asked, and
 * the change is audited against the account. Answers the account's state after it.
 */
export function changeStaffAccount(
  deps: StaffChangeDeps,
  staffId: number,
  changer: StaffChanger,
  change: (tx: Tx, staff: Staff) => Promise<StaffAccountChange | null>,
): Promise<StaffState> {
  return deps.prisma.$transaction(async (tx) => {
    const staff = await lockStaff(tx, staffId);
    const done = await change(tx, staff);
    if (!done) return stateOf(staff);
    await auditStaffChange(tx, changer, {
      action: done.action,
      entityType: 'staff',
      entityId: String(staff.id),
      before: done.before,
      after: done.after,
    });
    return stateOf(done.updated);
  });
}

export async function assertOtherActiveOwner(tx: Tx, staffId: number): Promise<void> {
  const others = await tx.staff.count({ where: { role: 'owner', disabledAt: null, id: { not: staffId } } });
  if (others === 0) throw AppError.refused(LAST_OWNER);
}

export function assertNotSelf(changer: StaffChanger, staffId: number): void {
  if (changer.actor?.staffId === staffId) throw AppError.refused(NOT_YOURSELF);
}

export const auditStaffChange = (
  tx: Tx,
  changer: StaffChanger,
  entry: Omit<Parameters<typeof recordAudit>[2], 'source'>,
) => recordAudit(tx, changer.actor, { ...entry, source: changer.source });

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

export async function oneTimePasswordData(deps: Pick<Deps, 'clock'>) {
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
