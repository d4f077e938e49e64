import type { Prisma } from '../../db/generated/client.ts';
import { pageTotal } from '../../db/list-totals.ts';
import { pageWindow } from '../../db/page-window.ts';
import type { Deps } from '../../deps.ts';

export const customerSelect = {
  id: true,
  email: true,
  nickName: true,
  mobileCode: true,
  mobile: true,
  disabledAt: true,
  createdAt: true,
} satisfies Prisma.UserSelect;

type CustomerUser = Prisma.UserGetPayload<{ select: typeof customerSelect }>;

export function toCustomerRow(u: CustomerUser, kycStatus: number) {
  return {
    userId: u.id,
    email: u.email,
    nickName: u.nickName,
    mobileCode: u.mobileCode,
    mobile: u.mobile,
    kycStatus,
    disabled: u.disabledAt !== null,
    createTime: u.createdAt.toISOString(),
  };
}

/**
 * `customers/list` (customers.read): buyers, newest first. The keyword matches part of the email,
 * the name (nickname, or the KYC's names), or the phone number (digits, with or without the code).
 */
export async function listCustomers(
  deps: Pick<Deps, 'prisma' | 'clock' | 'logger'>,
  input: { page: number; limit: number; keyword?: string | undefined },
) {
  const keyword = input.keyword?.trim() ?? '';
  let where: Prisma.UserWhereInput = {};
  if (keyword) {
    const digits = keyword.replace(/[^\d]/g, '');
    const byKyc = await deps.prisma.kyc.findMany({
      where: {
        OR: [
          { firstName: { contains: keyword, mode: 'insensitive' } },
          { lastName: { contains: keyword, mode: 'insensitive' } },
        ],
      },
      select: { userId: true },
      take: 500,
    });
    where = {
      OR: [
        { email: { contains: keyword.toLowerCase() } },
        { nickName: { contains: keyword, mode: 'insensitive' } },
        ...(digits.length >= 3 ? [{ mobile: { contains: digits } }] : []),
        ...(byKyc.length > 0 ? [{ id: { in: byKyc.map((k) => k.userId) } }] : []),
      ],
    };
  }
  const users = await deps.prisma.user.findMany({
    where,
    select: customerSelect,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    ...pageWindow(input),
  });
  const total = await pageTotal(deps, `user:${JSON.stringify(where)}`, input, users.length, () =>
    deps.prisma.user.count({ where }),
  );
  const kycs = await deps.prisma.kyc.findMany({
    where: { userId: { in: users.map((u) => u.id) } },
    select: { userId: true, status: true },
  });
  const status = new Map(kycs.map((k) => [k.userId, k.status]));
  return { total, list: users.map((u) => toCustomerRow(u, status.get(u.id) ?? 0)) };
}
