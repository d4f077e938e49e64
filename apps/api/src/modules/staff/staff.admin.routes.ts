import { authDesk } from '@hashforge/contract/admin/auth';
import { staffDesk } from '@hashforge/contract/admin/staff';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerAdminCall, registerPublicAdminCall, type StaffContext } from '../../http/register-admin-call.ts';
import { changeStaffPassword } from './change-staff-password.ts';
import { confirmTwoFactor } from './confirm-two-factor.ts';
import { disableStaff } from './disable-staff.ts';
import { disableTwoFactor } from './disable-two-factor.ts';
import { enableStaff } from './enable-staff.ts';
import { enrolTwoFactor } from './enrol-two-factor.ts';
import { inviteStaff, reinviteStaff } from './invite-staff.ts';
import { listStaff } from './list-staff.ts';
import { loginStaff, loginWithRecoveryCode } from './login-staff.ts';
import {
  deleteOwnPasskey,
  listOwnPasskeys,
  loginWithPasskey,
  passkeyLoginOptions,
  passkeyRegisterOptions,
  registerPasskey,
} from './passkeys.ts';
import { regenerateRecoveryCodes } from './regenerate-recovery-codes.ts';
import { resetStaffTwoFactor } from './reset-staff-two-factor.ts';
import { setPasswordWithLink } from './set-password-with-link.ts';
import { signOutStaff } from './sign-out-staff.ts';
import { STAFF_SIGN_IN_PER_IP_PER_MINUTE } from './staff-guard.ts';
import { listStaffSessions, revokeStaffSession } from './staff-session-list.ts';
import { sessionAnswer } from './staff-sessions.ts';
import { updateStaffRole } from './update-staff-role.ts';

const by = (ctx: StaffContext) => ({ actor: ctx.actor });

/**
 * Per-IP ceilings of the auth/* calls (decision 013), on top of the attempt limits of
 * staff-guard.ts: the calls that check a secret take STAFF_SIGN_IN_PER_IP_PER_MINUTE; the others a
 * ceiling an office of staff behind one address never meets.
 */
const checksSecret = { rateLimit: { max: STAFF_SIGN_IN_PER_IP_PER_MINUTE, timeWindow: '1 minute' } };
const ownAccount = { rateLimit: { max: 300, timeWindow: '1 minute' } };

/** The staff's own sign-in, 2FA and password (auth/*), and the owner's staff screen (staff/*). */
export function staffAdminRoutes(app: FastifyInstance, deps: Deps): void {
  registerPublicAdminCall(app, deps, authDesk.login, (input, ctx) => loginStaff(deps, input, ctx), checksSecret);
  registerPublicAdminCall(
    app,
    deps,
    authDesk.recoveryLogin,
    (input, ctx) => loginWithRecoveryCode(deps, input, ctx),
    checksSecret,
  );
  registerAdminCall(
    app,
    deps,
    authDesk.me,
    (_input, ctx) => sessionAnswer(deps, ctx.session.staff, ctx.session.csrfToken),
    ownAccount,
  );
  registerAdminCall(app, deps, authDesk.logout, (_input, ctx) => signOutStaff(deps, ctx), ownAccount);
  registerPublicAdminCall(
    app,
    deps,
    authDesk.setPassword,
    (input, ctx) => setPasswordWithLink(deps, input, ctx),
    checksSecret,
  );
  registerAdminCall(
    app,
    deps,
    authDesk.changePassword,
    (input, ctx) => changeStaffPassword(deps, input, ctx),
    checksSecret,
  );
  registerAdminCall(app, deps, authDesk.enrolTwoFactor, (_input, ctx) => enrolTwoFactor(deps, ctx), ownAccount);
  registerAdminCall(
    app,
    deps,
    authDesk.confirmTwoFactor,
    (input, ctx) => confirmTwoFactor(deps, input, ctx),
    checksSecret,
  );
  registerAdminCall(
    app,
    deps,
    authDesk.regenerateRecoveryCodes,
    (input, ctx) => regenerateRecoveryCodes(deps, input, ctx),
    checksSecret,
  );
  registerAdminCall(
    app,
    deps,
    authDesk.disableTwoFactor,
    (input, ctx) => disableTwoFactor(deps, input, ctx),
    checksSecret,
  );
  registerAdminCall(
    app,
    deps,
    authDesk.ownSessions,
    async (_input, ctx) => ({
      list: (await listStaffSessions(deps, ctx.staff.id, true)).map((s) => ({
        id: s.id,
        current: s.id === ctx.session.id,
        createTime: s.createTime,
        lastSeenTime: s.lastSeenTime,
        expireTime: s.expireTime,
        ip: s.ip,
        userAgent: s.userAgent,
      })),
    }),
    ownAccount,
  );

  registerPublicAdminCall(
    app,
    deps,
    authDesk.passkeyLoginOptions,
    (input, ctx) => passkeyLoginOptions(deps, input, ctx),
    checksSecret,
  );
  registerPublicAdminCall(
    app,
    deps,
    authDesk.passkeyLogin,
    (input, ctx) => loginWithPasskey(deps, input, ctx),
    checksSecret,
  );
  registerAdminCall(
    app,
    deps,
    authDesk.passkeyRegisterOptions,
    (_input, ctx) => passkeyRegisterOptions(deps, ctx),
    ownAccount,
  );
  registerAdminCall(app, deps, authDesk.passkeyRegister, (input, ctx) => registerPasskey(deps, input, ctx), ownAccount);
  registerAdminCall(app, deps, authDesk.listPasskeys, (_input, ctx) => listOwnPasskeys(deps, ctx), ownAccount);
  registerAdminCall(
    app,
    deps,
    authDesk.deletePasskey,
    (input, ctx) => deleteOwnPasskey(deps, input.id, ctx),
    ownAccount,
  );

  registerAdminCall(app, deps, staffDesk.create, (input, ctx) => inviteStaff(deps, input, by(ctx)));
  registerAdminCall(app, deps, staffDesk.list, (input) => listStaff(deps, input));
  registerAdminCall(app, deps, staffDesk.updateRole, (input, ctx) => updateStaffRole(deps, input, by(ctx)));
  registerAdminCall(app, deps, staffDesk.disable, (input, ctx) => disableStaff(deps, input.staffId, by(ctx)));
  registerAdminCall(app, deps, staffDesk.enable, (input, ctx) => enableStaff(deps, input.staffId, by(ctx)));
  registerAdminCall(app, deps, staffDesk.resetTwoFactor, (input, ctx) =>
    resetStaffTwoFactor(deps, input.staffId, by(ctx)),
  );
  registerAdminCall(app, deps, staffDesk.resetPassword, (input, ctx) => reinviteStaff(deps, input, by(ctx)));
  registerAdminCall(app, deps, staffDesk.listSessions, async (input) => ({
    list: await listStaffSessions(deps, input.staffId),
  }));
  registerAdminCall(app, deps, staffDesk.revokeSession, (input, ctx) => revokeStaffSession(deps, input, ctx.actor));
}
