import type { auditDesk } from '@hashforge/contract/admin/audit';
import type { AdminInput, AdminResponse } from '@hashforge/contract/admin/call';
import type { Prisma } from '../../db/client.ts';
import { pageTotal } from '../../db/list-totals.ts';
import { pageWindow } from '../../db/page-window.ts';
import type { Deps } from '../../deps.ts';

type Input = AdminInput<typeof auditDesk.list>;
type Answer = AdminResponse<typeof auditDesk.list>;

const DAY_MS = 24 * 60 * 60 * 1000;
const isBareDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * The audit log, newest first, with the staff member's email; a bare `to` day includes that whole
 * day. The total of a large selection is kept a few seconds (db/list-totals.ts).
 */
export async function listAudit(deps: Pick<Deps, 'prisma' | 'clock' | 'logger'>, input: Input): Promise<Answer> {
  const createdAt: Prisma.DateTimeFilter = {};
  if (input.from) createdAt.gte = new Date(input.from);
  if (input.to) {
    const to = new Date(input.to);
    if (isBareDay(input.to)) createdAt.lt = new Date(to.getTime() + DAY_MS);
    else createdAt.lte = to;
  }
  const where: Prisma.AuditEventWhereInput = {
    ...(input.action ? { action: input.action } : {}),
    ...(input.entityType ? { entityType: input.entityType } : {}),
    ...(input.entityId ? { entityId: input.entityId } : {}),
    ...(input.staffId ? { staffId: input.staffId } : {}),
    ...(input.from || input.to ? { createdAt } : {}),
  };
  const rows = await deps.prisma.auditEvent.findMany({
    where,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    ...pageWindow(input),
    include: { staff: { select: { email: true } } },
  });
  const total = await pageTotal(deps, `audit_event:${JSON.stringify(where)}`, input, rows.length, () =>
    deps.prisma.auditEvent.count({ where }),
  );
  return {
    total,
    list: rows.map((row) => ({
      id: String(row.id),
      staffId: row.staffId,
      staffEmail: row.staff?.email ?? '',
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      time: row.createdAt.toISOString(),
      before: row.before ?? null,
      after: row.after ?? null,
      ip: row.ip,
      userAgent: row.userAgent,
    })),
  };
}
