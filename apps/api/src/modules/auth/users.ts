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
  /** Set by staff (customers/disable): no sign-in until enabled again. */
  disabledAt: Date | null;
  /** The demo seed's buyer: no sign-in in production. */
  isDemo: boolean;
}

const columns = {
  id: true,
  email: true,
  passwordHash: true,
  nickName: true,
  mobile: true,
  mobileCode: true,
  disabledAt: true,
  isDemo: true,
} as const;

export function isUniqueViolation(err: unknown): boolean {
  return err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002';
}

export function findUserByEmail(deps: Pick<Deps, 'prisma'>, email: string): Promise<UserRow | null> {
  return deps.prisma.user.findUnique({ where: { email }, select: columns });
}

export function findUserByPhone(deps: Pick<Deps, 'prisma'>, phone: Phone): Promise<UserRow | null> {
  return deps.prisma.user.findFirst({ where: { mobileCode: phone.code, mobile: phone.national }, select: columns });
}

/** Buyers' ids by email (lower-cased), for staff issuing to a pasted list. */
export async function findUserIdsByEmails(
  deps: Pick<Deps, 'prisma'>,
  emails: readonly string[],
): Promise<Map<string, number>> {
  const rows = await deps.prisma.user.findMany({
    where: { email: { in: emails.map((e) => e.toLowerCase()), mode: 'insensitive' } },
    select: { id: true, email: true },
  });
  return new Map(rows.map((r) => [r.email.toLowerCase(), r.id]));
}

export function findUserById(deps: Pick<Deps, 'prisma'>, id: number): Promise<UserRow | null> {
  return deps.prisma.user.findUnique({ where: { id }, select: columns });
}

/** The buyer's email as a scalar subquery, for a statement that asks it with other things (checkout, decision 017). */
export function userEmailSql(userId: number): Prisma.Sql {
  return Prisma.sql`SELECT email FROM "user" WHERE id = ${userId}`;
}

/** Who a buyer is, for other modules (notifications, after-sales forms). */
export async function getUserContact(
  deps: Pick<Deps, 'prisma'>,
  userId: number,
): Promise<{ email: string; nickName: string; mobile: string | null; mobileCode: string | null } | null> {
  const user = await findUserById(deps, userId);
  return user ? { email: user.email, nickName: user.nickName, mobile: user.mobile, mobileCode: user.mobileCode } : null;
}

/**
 * Staff disable (or enable again) a buyer: disabling also revokes every session in the same
 * transaction, so an open tab's next call answers -9999. Conditional on the current state, so a
 * repeat changes nothing; answers whether this call changed it.
 */
export async function setUserDisabled(
  tx: Pick<Deps['prisma'], 'user' | 'session'>,
  userId: number,
  disabled: boolean,
  now: Date,
): Promise<boolean> {
  const changed = await tx.user.updateMany({
    where: { id: userId, disabledAt: disabled ? null : { not: null } },
    data: { disabledAt: disabled ? now : null },
  });
  if (disabled) await tx.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
  return changed.count === 1;
}
