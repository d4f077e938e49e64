import type { Deps } from '../../deps.ts';
import type { CallContext } from '../../http/register-call.ts';
import { createSession } from './sessions.ts';

/** A new session for the caller, answered as its token (login, mobile login, sign-up). */
export async function signIn(
  deps: Pick<Deps, 'prisma' | 'clock'>,
  userId: number,
  ctx: CallContext,
): Promise<{ token: string }> {
  const session = await createSession(deps, userId, { ip: ctx.ip, userAgent: ctx.userAgent });
  return { token: ctx.issueToken(session) };
}
