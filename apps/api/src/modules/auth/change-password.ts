import { type CallInput, CodeType, type forgetPassword, type modifyPassword, msg } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { consumeCode } from './codes.ts';
import { clearLoginFailures } from './login-guard.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { revokeAllSessions } from './sessions.ts';
import { findUserByEmail, findUserById } from './users.ts';

type PasswordDeps = Pick<Deps, 'prisma' | 'redis' | 'config' | 'clock' | 'keys'>;

/** A new password ends every session: whoever knew the old one is logged out everywhere (docs/contract.md section 4). */
async function setPassword(deps: PasswordDeps, userId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await deps.prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    await revokeAllSessions({ prisma: tx, clock: deps.clock }, userId);
  });
}

/** `user/forgetPassword`: a type-3 code sent to the address proves it; an unknown address never got one. */
export async function forgetPasswordService(
  deps: PasswordDeps,
  input: CallInput<typeof forgetPassword>,
): Promise<null> {
  await consumeCode(deps, CodeType.reset, input.email, input.code);
  const user = await findUserByEmail(deps, input.email);
  if (!user) throw AppError.field('code', msg.codeInvalid);
  await setPassword(deps, user.id, input.password);
  await clearLoginFailures(deps, input.email);
  return null;
}

/** `user/modifyPassword`: needs the old password; this session ends with the others. */
export async function modifyPasswordService(
  deps: PasswordDeps,
  userId: number,
  input: CallInput<typeof modifyPassword>,
): Promise<null> {
  const user = await findUserById(deps, userId);
  if (!user) throw AppError.unauthorized();
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw AppError.field('oldPassword', msg.oldPasswordWrong);
  }
  await setPassword(deps, user.id, input.newPassword);
  return null;
}
