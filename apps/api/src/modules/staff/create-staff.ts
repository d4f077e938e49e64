import type { AdminInput } from '@hashforge/contract/admin/call';
import { STAFF_EMAIL_TAKEN } from '@hashforge/contract/admin/messages';
import type { staffDesk } from '@hashforge/contract/admin/staff';
import { AppError } from '../../errors.ts';
import { issuePasswordLink } from './password-links.ts';
import {
  auditStaffChange,
  isUniqueViolation,
  type NewPassword,
  oneTimePasswordData,
  type StaffChangeDeps,
  type StaffChanger,
} from './staff-change.ts';

/** staff/create: a new account with a one-time password, to be changed at first login. */
export async function createStaff(
  deps: StaffChangeDeps,
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
      await auditStaffChange(tx, changer, {
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
