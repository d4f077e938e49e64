import type { AdminInput, AdminResponse } from '@hashforge/contract/admin/call';
import type { staffDesk } from '@hashforge/contract/admin/staff';
import type { Deps } from '../../deps.ts';
import { readBrand } from '../settings/brand.ts';
import { createStaff } from './create-staff.ts';
import { linkTokenDigest, mailPasswordLink } from './password-links.ts';
import { resetStaffPassword } from './reset-staff-password.ts';
import type { StaffChanger } from './staff-change.ts';

type InviteDeps = Pick<Deps, 'prisma' | 'clock' | 'queues' | 'keys' | 'config' | 'logger' | 'redis' | 'storage'>;

/**
 * staff/create from the owner's desk: the account, then an invitation by email with a single-use
 * link to choose a password (decision 013: a password in a mail opens the account to whoever
 * reads it first, for ever). The answer still carries the one-time password once (docs/backoffice.md
 * section 8), for an owner whose shop sends no mail yet; it too works once, within 72 hours. The
 * account stands whether or not the mail could be queued.
 */
export async function inviteStaff(
  deps: InviteDeps,
  input: AdminInput<typeof staffDesk.create>,
  changer: StaffChanger,
): Promise<AdminResponse<typeof staffDesk.create>> {
  const created = await createStaff(deps, input, changer, { link: true });
  await mailPasswordLink(deps, {
    to: input.email,
    name: input.name,
    subject: `Your ${(await readBrand(deps)).shopName} back office account`,
    opening: `An account with the role "${input.role}" was opened for you in the shop's back office.`,
    purpose: 'staff-invite',
    key: String(created.id),
    token: created.linkToken!,
  });
  return { id: created.id, oneTimePassword: created.oneTimePassword };
}

/**
 * staff/reset-password from the owner's desk: like an invitation, a new one-time password on the
 * owner's screen and a new link in the staff member's mail; the old password, links and sessions end.
 */
export async function reinviteStaff(
  deps: InviteDeps,
  input: AdminInput<typeof staffDesk.resetPassword>,
  changer: StaffChanger,
): Promise<AdminResponse<typeof staffDesk.resetPassword>> {
  const reset = await resetStaffPassword(deps, input.staffId, changer, { link: true });
  await mailPasswordLink(deps, {
    to: reset.email,
    name: reset.name,
    subject: `Choose a new password for the ${(await readBrand(deps)).shopName} back office`,
    opening: 'An owner reset your back office password: the old one no longer works.',
    purpose: 'staff-password-reset',
    // One mail per reset: each link is its own job (named by its stored digest, never the token).
    key: `${reset.id}-${linkTokenDigest(reset.linkToken!).slice(0, 16)}`,
    token: reset.linkToken!,
  });
  return { id: reset.id, oneTimePassword: reset.oneTimePassword };
}
