import { Prisma } from '../../db/generated/client.ts';
import type { Deps } from '../../deps.ts';
import type { Phone } from './phone.ts';

/** The user table is this module's; other modules ask through the functions exported here. */
export interface UserRow {
  id: number;
  email: string;
  passwordHash: string;
  nickName: string;
  mobile: string | null;
  mobileCode: string | null;
}

const columns = { id: true, email: true, passwordHash: true, nickName: true, mobile: true, mobileCode: true } as const;

export function isUniqueViolation(err: unknown): boolean {
  return err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002';
}

export function findUserByEmail(deps: Pick<Deps, 'prisma'>, email: string): Promise<UserRow | null> {
  return deps.prisma.user.findUnique({ where: { email }, select: columns });
}

export function findUserByPhone(deps: Pick<Deps, 'prisma'>, phone: Phone): Promise<UserRow | null> {
  return deps.prisma.user.findFirst({ where: { mobileCode: phone.code, mobile: phone.national }, select: columns });
}

export function findUserById(deps: Pick<Deps, 'prisma'>, id: number): Promise<UserRow | null> {
  return deps.prisma.user.findUnique({ where: { id }, select: columns });
}

/** Who a buyer is, for other modules (notifications, after-sales forms). */
export async function getUserContact(
  deps: Pick<Deps, 'prisma'>,
  userId: number,
): Promise<{ email: string; nickName: string; mobile: string | null; mobileCode: string | null } | null> {
  const user = await findUserById(deps, userId);
  return user ? { email: user.email, nickName: user.nickName, mobile: user.mobile, mobileCode: user.mobileCode } : null;
}
