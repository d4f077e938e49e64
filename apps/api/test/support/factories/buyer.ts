import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { createSession, TOKEN_TTL_MS } from '../../../src/modules/auth/sessions.ts';
import type { TestContext } from '../test-app.ts';

export interface TestBuyer {
  id: number;
  email: string;
  password: string;
  token: string;
}

/** A registered buyer with a live session token, made directly in the database (the sign-up flow has its own tests). */
export async function createBuyer(
  ctx: Pick<TestContext, 'app' | 'deps'>,
  overrides: { email?: string; password?: string; nickName?: string; kycStatus?: number } = {},
): Promise<TestBuyer> {
  const email = overrides.email ?? `buyer-${randomBytes(5).toString('hex')}@example.com`;
  const password = overrides.password ?? 'secret123';
  const user = await ctx.deps.prisma.user.create({
    data: { email, passwordHash: await hash(password), nickName: overrides.nickName ?? email.split('@')[0]! },
  });
  if (overrides.kycStatus !== undefined && overrides.kycStatus !== 0) {
    await ctx.deps.prisma.kyc.create({
      data: {
        userId: user.id,
        status: overrides.kycStatus,
        country: 'Germany',
        idDocumentType: 1,
        firstName: 'Muster',
        lastName: 'Erika',
        birthday: new Date('1990-01-01'),
        gender: 2,
        idNumber: 'C01X00T47',
        expireDateType: 1,
        expireDate: new Date('2031-01-01'),
        address: 'Heidestrasse 17, Koeln',
        postal: '51147',
      },
    });
  }
  const session = await createSession(ctx.deps, user.id);
  const token = ctx.app.jwt.sign({ sub: String(user.id), sid: session.sessionId }, { expiresIn: TOKEN_TTL_MS / 1000 });
  return { id: user.id, email, password, token };
}
