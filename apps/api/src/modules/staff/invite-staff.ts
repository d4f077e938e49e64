import type { AdminInput, AdminResponse } from '@hashforge/contract/admin/call';
import type { createStaff as createStaffCall } from '@hashforge/contract/admin/staff';
import type { Deps } from '../../deps.ts';
import { enqueueEmail } from '../notify/notify.ts';
import { createStaff, type StaffChanger } from './manage-staff.ts';

type InviteDeps = Pick<Deps, 'prisma' | 'clock' | 'queues' | 'keys' | 'config' | 'logger'>;

/**
 * staff/create from the owner's desk: the account, then an invitation by email with its one-time
 * password (sealed in the queued job like every code, issue 13), so the new member need not be told
 * it by hand. The answer still carries the password once (BACKOFFICE.md section 8), for an owner
 * whose shop sends no mail yet. The account stands whether or not the mail could be queued.
 */
export async function inviteStaff(
  deps: InviteDeps,
  input: AdminInput<typeof createStaffCall>,
  changer: StaffChanger,
): Promise<AdminResponse<typeof createStaffCall>> {
  const created = await createStaff(deps, input, changer);
  const signIn = `${deps.config.publicUrl}/admin/`;
  await enqueueEmail(deps, {
    to: input.email,
    subject: 'Your HashForge back office account',
    text: [
      `Hello ${input.name},`,
      '',
      `An account with the role "${input.role}" was opened for you in the shop's back office.`,
      `Sign in at ${signIn} with this email address and the one-time password ${created.oneTimePassword}.`,
      'You will choose your own password at the first sign-in (and, for some roles, set up an authenticator app).',
    ].join('\n'),
    purpose: 'staff-invite',
    key: String(created.id),
    code: created.oneTimePassword,
  }).catch((err: unknown) => deps.logger.error({ err, staffId: created.id }, 'staff invitation not queued'));
  return created;
}
