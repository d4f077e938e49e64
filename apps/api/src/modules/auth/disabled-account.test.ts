import { getUserInfo, msg } from '@hashforge/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/support/call.ts';
import { createBuyer } from '../../../test/support/factories/buyer.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import type { CallContext } from '../../http/register-call.ts';
import { createSession, TOKEN_TTL_MS } from './sessions.ts';
import { signIn } from './sign-in.ts';

const ctx = useTestContext();

const LOGIN_EXPIRED = { result: -9999, msg: 'Login expired. Please log in again' };

/** What a login call hands signIn once the password (or the phone code) checked out. */
function loginContext(): CallContext {
  return {
    ip: '198.51.100.7',
    userAgent: 'test',
    identity: null,
    optionalIdentity: async () => null,
    issueToken: (identity) =>
      ctx.app.jwt.sign({ sub: String(identity.userId), sid: identity.sessionId }, { expiresIn: TOKEN_TTL_MS / 1000 }),
  };
}

/** Staff disable the buyer the way customers/disable leaves the user row (its sessions aside). */
async function disableInDatabase(userId: number) {
  await ctx.deps.prisma.user.update({ where: { id: userId }, data: { disabledAt: ctx.deps.clock.now() } });
}

describe('a buyer disabled while signing in', () => {
  it('gets no session when staff disabled the account after the password check passed', async () => {
    const buyer = await createBuyer(ctx);
    const sessionsBefore = await ctx.deps.prisma.session.count({ where: { userId: buyer.id } });
    // The login call read the user (not disabled) and verified the password; staff disable the account now,
    // before the session is made.
    await disableInDatabase(buyer.id);

    await expect(signIn(ctx.deps, buyer.id, loginContext())).rejects.toMatchObject({
      code: 'refused',
      message: msg.accountDisabled,
    });
    expect(await ctx.deps.prisma.session.count({ where: { userId: buyer.id } })).toBe(sessionsBefore);
  });

  it('cannot use a session that was made at the moment staff disabled the account', async () => {
    const buyer = await createBuyer(ctx);
    // The session row went in beside the disable's revocation, so that revocation did not see it.
    await disableInDatabase(buyer.id);
    const slipped = await ctx.deps.prisma.session.create({
      data: {
        id: `slipped-${buyer.id}`,
        userId: buyer.id,
        expiresAt: new Date(ctx.deps.clock.now().getTime() + TOKEN_TTL_MS),
      },
    });
    const token = loginContext().issueToken({ userId: buyer.id, sessionId: slipped.id });

    expect((await call(ctx, getUserInfo, {}, token)).body).toMatchObject(LOGIN_EXPIRED);
    expect((await call(ctx, getUserInfo, {}, buyer.token)).body).toMatchObject(LOGIN_EXPIRED);
  });

  it('signs in again once staff enable the account', async () => {
    const buyer = await createBuyer(ctx);
    await disableInDatabase(buyer.id);
    await ctx.deps.prisma.user.update({ where: { id: buyer.id }, data: { disabledAt: null } });
    const session = await createSession(ctx.deps, buyer.id);
    const token = loginContext().issueToken(session);
    expect((await call(ctx, getUserInfo, {}, token)).body).toMatchObject({ result: 1 });
  });
});
