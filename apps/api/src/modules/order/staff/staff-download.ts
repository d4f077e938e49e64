import { adminCallPath } from '@hashforge/contract/admin/call';
import {
  PASSWORD_CHANGE_REQUIRED,
  PERMISSION_DENIED,
  TWO_FACTOR_SETUP_REQUIRED,
} from '@hashforge/contract/admin/messages';
import { can, type Permission } from '@hashforge/contract/admin/permissions';
import { stringify } from 'csv-stringify';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';
import { resolveStaffSession, STAFF_COOKIE } from '../../staff/staff-sessions.ts';
import { mustEnrolTwoFactor } from '../../staff/two-factor-policy.ts';

/**
 * The checks of registerAdminCall for a read-only download route (a CSV is not an envelope, so it
 * cannot go through it): a live staff session (-9999 otherwise), the setup steps done, and the
 * permission (refused and audited as `denied.<path>`). A GET read needs no CSRF token: it changes
 * nothing, and the SameSite=Strict cookie keeps other sites from reading it.
 */
export async function authorizeStaffDownload(
  deps: Deps,
  request: FastifyRequest,
  path: string,
  permission: Permission,
): Promise<StaffActor> {
  const session = await resolveStaffSession(deps, request.cookies[STAFF_COOKIE]);
  if (!session) throw AppError.unauthorized();
  const { staff } = session;
  if (staff.mustChangePassword) throw AppError.refused(PASSWORD_CHANGE_REQUIRED);
  if (await mustEnrolTwoFactor(deps, staff)) throw AppError.refused(TWO_FACTOR_SETUP_REQUIRED);
  const actor: StaffActor = { staffId: staff.id, ip: request.ip, userAgent: request.headers['user-agent'] };
  if (!can(staff.role, permission)) {
    await recordAudit(deps.prisma, actor, {
      action: `denied.${path}`,
      entityType: 'admin_call',
      entityId: path,
      after: { permission, role: staff.role },
    });
    throw AppError.refused(PERMISSION_DENIED);
  }
  return actor;
}

export const downloadUrl = (path: string) => adminCallPath({ path });

/**
 * The CSV writer of every staff export: a header line, then one line per row. A cell that begins with
 * =, +, -, @, a tab or a carriage return is prefixed with ' (csv-stringify's escape_formulas), since
 * a spreadsheet runs such a cell as a formula (OWASP, CSV injection) and the cells carry what buyers
 * typed into public forms (`=HYPERLINK(...)` in a bulk enquiry's name). Number values are left as they are.
 */
export function staffCsv(columns: readonly string[]) {
  return stringify({ header: true, columns: [...columns], escape_formulas: true });
}
