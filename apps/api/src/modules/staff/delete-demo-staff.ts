import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/passwords.ts';
import { auditStaffChange, type StaffChangeDeps, type StaffChanger } from './staff-change.ts';
import { revokeStaffSessions } from './staff-sessions.ts';

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
export async function deleteDemoStaff(deps: StaffChangeDeps, changer: StaffChanger): Promise<DeletedDemoStaff> {
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
      await auditStaffChange(tx, changer, {
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
