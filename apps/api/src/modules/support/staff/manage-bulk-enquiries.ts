import type { BulkStatus } from '@hashforge/contract/admin/bulk';
import type { Prisma } from '../../../db/generated/client.ts';
import { pageWindow } from '../../../db/page-window.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';

type PlanRow = Prisma.PurchasePlanGetPayload<object>;

export function toRow(p: PlanRow) {
  return {
    id: p.id,
    name: p.name,
    email: p.email,
    country: p.country,
    mobileCode: p.mobileCode,
    mobile: p.mobile,
    companyName: p.companyName,
    productId: p.productId,
    productName: p.productName,
    productNum: p.productNum,
    status: p.status as BulkStatus,
    staffNote: p.staffNote,
    createTime: p.createdAt.toISOString(),
  };
}

export function bulkWhere(filters: {
  status?: string | undefined;
  keyword?: string | undefined;
}): Prisma.PurchasePlanWhereInput {
  const keyword = filters.keyword?.trim();
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(keyword
      ? {
          OR: [
            { email: { contains: keyword, mode: 'insensitive' } },
            { name: { contains: keyword, mode: 'insensitive' } },
            { companyName: { contains: keyword, mode: 'insensitive' } },
          ],
        }
      : {}),
  };
}

/** `bulk/list` (bulk.read): newest first. */
export async function listBulkEnquiries(
  deps: Pick<Deps, 'prisma'>,
  input: { page: number; limit: number; status?: string | undefined; keyword?: string | undefined },
) {
  const where = bulkWhere(input);
  const [total, rows] = await Promise.all([
    deps.prisma.purchasePlan.count({ where }),
    deps.prisma.purchasePlan.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...pageWindow(input),
    }),
  ]);
  return { total, list: rows.map(toRow) };
}

/** `bulk/get` (bulk.read). */
export async function getBulkEnquiry(deps: Pick<Deps, 'prisma'>, id: number) {
  const p = await deps.prisma.purchasePlan.findUnique({ where: { id } });
  if (!p) throw AppError.notFound('Enquiry');
  const contacts: Record<string, string> = {};
  for (const key of ['telegram', 'facebook', 'weChat', 'whatsApp', 'instagram'] as const) {
    if (p[key]) contacts[key] = p[key];
  }
  if (p.otherContactKey) contacts[p.otherContactKey] = p.otherContactValue;
  return {
    ...toRow(p),
    address: p.address,
    currentCapacity: p.currentCapacity,
    futurePlannedCapacity: p.futurePlannedCapacity,
    hashforgeUsage: p.hashforgeUsage,
    contacts,
  };
}

/** `bulk/update` (bulk.update): status and notes, audited with what changed. */
export async function updateBulkEnquiry(
  deps: Pick<Deps, 'prisma' | 'clock'>,
  actor: StaffActor | null,
  id: number,
  change: { status?: BulkStatus | undefined; staffNote?: string | undefined },
) {
  return deps.prisma.$transaction(async (tx) => {
    const current = await tx.purchasePlan.findUnique({ where: { id } });
    if (!current) throw AppError.notFound('Enquiry');
    const data: Prisma.PurchasePlanUpdateInput = { updatedAt: deps.clock.now() };
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    if (change.status !== undefined && change.status !== current.status) {
      data.status = change.status;
      before.status = current.status;
      after.status = change.status;
    }
    if (change.staffNote !== undefined && change.staffNote !== current.staffNote) {
      data.staffNote = change.staffNote;
      after.staffNote = change.staffNote;
    }
    const row = await tx.purchasePlan.update({ where: { id }, data });
    if (Object.keys(after).length > 0) {
      await recordAudit(tx, actor, {
        action: 'bulk.update',
        entityType: 'bulk_enquiry',
        entityId: String(id),
        before,
        after,
      });
    }
    return toRow(row);
  });
}
