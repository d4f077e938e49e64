import { type CallInput, CodeType, type login, type mobileLogin, msg } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { CallContext } from '../../http/register-call.ts';
import { consumeCode } from './codes.ts';
import { assertNotLocked, clearLoginFailures, recordLoginFailure } from './login-guard.ts';
import { verifyPassword } from './passwords.ts';
import { normalizePhone } from './phone.ts';
import { signIn } from './sign-in.ts';
import { findUserByEmail, findUserByPhone, type UserRow } from './users.ts';

type LoginDeps = Pick<Deps, 'prisma' | 'redis' | 'config' | 'clock' | 'keys'>;

/**
 * Refuses a disabled buyer, and in production the demo buyer (`SEED_DEMO=1` seeds it there too, with
 * the README's password), at each sign-in.
 */
function assertMaySignIn(deps: Pick<Deps, 'config'>, user: UserRow): void {
  if (user.disabledAt) throw AppError.refused(msg.accountDisabled);
  if (user.isDemo && deps.config.isProduction) throw AppError.refused(msg.demoAccountRefused);
}

/** `user/login`: email and password; one message for a wrong email or a wrong password. */
export async function loginService(
  deps: LoginDeps,
  input: CallInput<typeof login>,
  ctx: CallContext,
): Promise<{ token: string }> {
  await assertNotLocked(deps, input.username);
  const user = await findUserByEmail(deps, input.username);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) {
    const locked = await recordLoginFailure(deps, input.username);
    throw AppError.refused(locked ? msg.accountLocked : msg.wrongCredentials);
  }
  await clearLoginFailures(deps, input.username);
  // Told only after the right password, so the message reveals nothing to a guesser.
  assertMaySignIn(deps, user);
  return signIn(deps, user.id, ctx);
}

/**
 * `user/mobileLogin`: a type-2 code sent to the phone. A phone bound to no account never got a
 * code, so it fails like a wrong code.
 */
export async function mobileLoginService(
  deps: LoginDeps,
  input: CallInput<typeof mobileLogin>,
  ctx: CallContext,
): Promise<{ token: string }> {
  const phone = normalizePhone(input.phoneCountryCode, input.mobile);
  await consumeCode(deps, CodeType.login, phone.e164, input.code);
  const user = await findUserByPhone(deps, phone);
  // The phone was unbound between the send and now.
  if (!user) throw AppError.field('code', msg.codeInvalid);
  assertMaySignIn(deps, user);
  return signIn(deps, user.id, ctx);
}
