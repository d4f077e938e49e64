import { authCalls, CodeType } from '@hashforge/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { forgetPasswordService, modifyPasswordService } from './change-password.ts';
import { loginService, mobileLoginService } from './login.ts';
import { LOGIN_PER_IP_PER_MINUTE } from './login-guard.ts';
import { bindPhoneService, getUserInfoService, modifyNameCoverService } from './profile.ts';
import { sendEmailCodeService, sendMobilCodeService } from './send-code.ts';
import { revokeSession } from './sessions.ts';
import { createByEmailService } from './sign-up.ts';

const loginLimit = { max: LOGIN_PER_IP_PER_MINUTE, timeWindow: '1 minute' };
/** Calls that check a secret (a code or a password) get a per-IP ceiling on top of their own rules. */
const secretLimit = { max: 30, timeWindow: '1 minute' };

export function authRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, authCalls.getPublicKey, () => ({ publicKey: deps.keys.publicKeyPem }));
  registerCall(app, deps, authCalls.login, (input, ctx) => loginService(deps, input, ctx), { rateLimit: loginLimit });
  registerCall(app, deps, authCalls.mobileLogin, (input, ctx) => mobileLoginService(deps, input, ctx), {
    rateLimit: loginLimit,
  });
  registerCall(app, deps, authCalls.sendEmailCode, (input, ctx) => sendEmailCodeService(deps, input, ctx.ip));
  registerCall(app, deps, authCalls.sendMobilCode, async (input, ctx) =>
    sendMobilCodeService(deps, input, ctx.ip, input.type === CodeType.bindPhone ? await ctx.optionalIdentity() : null),
  );
  registerCall(app, deps, authCalls.createByEmail, (input, ctx) => createByEmailService(deps, input, ctx), {
    rateLimit: secretLimit,
  });
  registerCall(app, deps, authCalls.forgetPassword, (input) => forgetPasswordService(deps, input), {
    rateLimit: secretLimit,
  });
  registerCall(
    app,
    deps,
    authCalls.modifyPassword,
    (input, ctx) => modifyPasswordService(deps, ctx.identity.userId, input),
    { rateLimit: secretLimit },
  );
  registerCall(app, deps, authCalls.outLogin, (_input, ctx) => revokeSession(deps, ctx.identity.sessionId));
  registerCall(app, deps, authCalls.updateSms, (input, ctx) => bindPhoneService(deps, ctx.identity.userId, input), {
    rateLimit: secretLimit,
  });
  registerCall(app, deps, authCalls.modifyNameCover, (input, ctx) =>
    modifyNameCoverService(deps, ctx.identity.userId, input),
  );
  registerCall(app, deps, authCalls.getUserInfo, (_input, ctx) => getUserInfoService(deps, ctx.identity.userId));
}
