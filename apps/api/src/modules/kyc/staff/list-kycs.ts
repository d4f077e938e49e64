import { KycStatus } from '@hashforge/contract';
import type { Prisma } from '../../../db/generated/client.ts';
import { pageTotal } from '../../../db/list-totals.ts';
import { pageWindow } from '../../../db/page-window.ts';
import type { Deps } from '../../../deps.ts';

/**
 * `kyc/list` (kyc.review): verifications, the oldest submission first when filtered to those
 * awaiting review (a queue), the newest first otherwise.
 */
export async function listKycs(
  deps: Pick<Deps, 'prisma' | 'clock' | 'logger'>,
  input: { page: number; limit: number; status?: number | undefined },
): Promise<{ total: number; list: { userId: number; email: string; status: number; submitTime: string }[] }> {
  const where: Prisma.KycWhereInput = input.status === undefined ? {} : { status: input.status };
  const queue = input.status === KycStatus.submitted;
  const rows = await deps.prisma.kyc.findMany({
    where,
    orderBy: [{ submittedAt: queue ? 'asc' : 'desc' }, { id: 'asc' }],
    ...pageWindow(input),
    select: { userId: true, status: true, submittedAt: true },
  });
  const total = await pageTotal(deps, `kyc:${JSON.stringify(where)}`, input, rows.length, () =>
    deps.prisma.kyc.count({ where }),
  );
  const users = await deps.prisma.user.findMany({
    where: { id: { in: rows.map((r) => r.userId) } },
    select: { id: true, email: true },
  });
  const emails = new Map(users.map((u) => [u.id, u.email]));
  return {
    total,
    list: rows.map((r) => ({
      userId: r.userId,
      email: emails.get(r.userId) ?? '',
      status: r.status,
      submitTime: r.submittedAt.toISOString(),
    })),
  };
}
