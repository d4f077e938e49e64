import { type CallInput, CodeType, type createByEmail, msg } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { CallContext } from '../../http/register-call.ts';
import { consumeCode } from './codes.ts';
import { hashPassword } from './passwords.ts';
import { signIn } from './sign-in.ts';
import { findUserByEmail, isUniqueViolation } from './users.ts';

/** `register/createByEmail`: the type-1 code proves the address; the new buyer is signed in at once. */
export async function createByEmailService(
  deps: Pick<Deps, 'prisma' | 'clock' | 'keys'>,
  input: CallInput<typeof createByEmail>,
  ctx: CallContext,
): Promise<{ token: string }> {
  if (await findUserByEmail(deps, input.email)) throw AppError.field('email', msg.emailTaken);
  await consumeCode(deps, CodeType.signUp, input.email, input.code);
  const passwordHash = await hashPassword(input.password);
  let userId: number;
  try {
    const user = await deps.prisma.user.create({
      data: { email: input.email, passwordHash, nickName: input.email.split('@')[0]!.slice(0, 30) },
      select: { id: true },
    });
    userId = user.id;
  } catch (err) {
    // Two sign-ups of one address at once: the second finds it taken.
    if (isUniqueViolation(err)) throw AppError.field('email', msg.emailTaken);
    throw err;
  }
  return signIn(deps, userId, ctx);
}
