import {
  type AfterSaleListItem,
  type AfterSale as AfterSaleModel,
  AfterSalePayStatus,
  AfterSaleStatus,
  joinAddress,
  showsPaymentInfo,
} from '@hashforge/contract';
import type { Db, Tx } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { getAttachedFiles } from '../files/attach-files.ts';
import { toFileModels } from '../files/files.service.ts';

/** `after_sale_file.kind` (schema.prisma). */
export const FileKind = { problemPhoto: 1, proposal: 2, proof: 3, failedProof: 4 } as const;

export const afterSaleInclude = {
  codes: { orderBy: { id: 'asc' } },
  files: { orderBy: { id: 'asc' } },
  parts: { orderBy: { id: 'asc' } },
  records: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
  userLogistics: true,
  returnAddress: true,
  companyLogistics: true,
} satisfies Prisma.AfterSaleInclude;

export type AfterSaleRow = Prisma.AfterSaleGetPayload<{ include: typeof afterSaleInclude }>;

type Reader = Pick<Db, 'afterSale'> | Pick<Tx, 'afterSale'>;

/**
 * One of this buyer's requests: the buyer's id is part of the query, so another buyer's request
 * answers exactly like one that does not exist.
 */
export async function findOwnedAfterSale(db: Reader, userId: number, id: number): Promise<AfterSaleRow> {
  const row = await db.afterSale.findFirst({ where: { id, userId }, include: afterSaleInclude });
  if (!row) throw AppError.notFound('After-sale request');
  return row;
}

/** Any request, for the vendor's staff. */
export async function findAfterSale(db: Reader, id: number): Promise<AfterSaleRow> {
  const row = await db.afterSale.findFirst({ where: { id }, include: afterSaleInclude });
  if (!row) throw AppError.notFound('After-sale request');
  return row;
}

/** Any request, for a staff step: its row locked until the step's transaction ends. */
export async function lockAfterSale(tx: Tx, id: number): Promise<AfterSaleRow> {
  const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM after_sale WHERE id = ${id} FOR UPDATE`;
  if (locked.length === 0) throw AppError.notFound('After-sale request');
  return findAfterSale(tx, id);
}

/**
 * When the repair-payment proof under review was uploaded (33 with payStatus 3): the latest upload
 * still of kind proof (uploadRepairProof writes an upload's images at one moment; a failed review
 * re-kinds them). Null when no proof awaits review. The proof review's version.
 */
export function proofUnderReviewSince(row: AfterSaleRow): Date | null {
  if (row.status !== AfterSaleStatus.processing || row.payStatus !== AfterSalePayStatus.processingPayment) return null;
  const times = row.files.filter((f) => f.kind === FileKind.proof).map((f) => f.createdAt.getTime());
  return times.length === 0 ? null : new Date(Math.max(...times));
}

export function money(value: Prisma.Decimal | null): string | null {
  return value === null ? null : value.toFixed(2);
}

/** The request as the buyer sees it (spec section 3); payment details only from payStatus 2 on. */
export async function toAfterSaleModel(
  deps: Pick<Deps, 'prisma' | 'storage'>,
  row: AfterSaleRow,
): Promise<AfterSaleModel> {
  const paid = showsPaymentInfo(row.payStatus);
  const idsOf = (kind: number) => row.files.filter((f) => f.kind === kind).map((f) => f.fileId);
  const photoIds = idsOf(FileKind.problemPhoto);
  const proposalIds = paid ? idsOf(FileKind.proposal) : [];
  const proofIds = paid ? idsOf(FileKind.proof) : [];
  const stored = await getAttachedFiles(
    deps,
    [...photoIds, ...proposalIds, ...proofIds].map((fileId) => ({ fileId, ownerId: row.userId })),
  );
  const models = new Map((await toFileModels(deps, stored)).map((m) => [m.id, m]));
  const filesOf = (ids: number[]) => ids.flatMap((id) => models.get(id) ?? []);

  return {
    id: row.id,
    userName: row.userName,
    email: row.email,
    mobile: row.mobile,
    mobileCode: row.mobileCode,
    describes: row.describes,
    machineCodeList: row.codes.map((c) => c.machineCode),
    productFileModels: filesOf(photoIds),
    payIntention: row.payIntention,
    status: row.status,
    payStatus: row.payStatus,
    payAmount: paid ? money(row.payAmount) : null,
    paidAmount: paid ? row.paidAmount.toFixed(2) : '0.00',
    createTime: row.createdAt.toISOString(),
    proposalFileModels: filesOf(proposalIds),
    repairPartsModels: paid
      ? row.parts.map((p) => ({
          id: p.id,
          name: p.name,
          partsNum: p.partsNum,
          salePrice: p.salePrice.toFixed(2),
          repairPrice: p.repairPrice.toFixed(2),
        }))
      : [],
    proofFileModels: filesOf(proofIds),
    questionCodeModels: row.codes.map((c) => ({
      machineCode: c.machineCode,
      status: c.status,
      productCategoryName: c.productCategoryName,
    })),
    userAfterSaleLogisticsModel: row.userLogistics
      ? { logisticsName: row.userLogistics.logisticsName, logisticsNo: row.userLogistics.logisticsNo }
      : null,
    afterSaleAddressModel: row.returnAddress
      ? {
          receiverName: row.returnAddress.receiverName,
          mobileCode: row.returnAddress.mobileCode,
          mobile: row.returnAddress.mobile,
          address: joinAddress(row.returnAddress),
        }
      : null,
    companyAfterSaleLogisticsModel: row.companyLogistics
      ? {
          logisticsName: row.companyLogistics.logisticsName,
          logisticsNo: row.companyLogistics.logisticsNo,
          merchantsLogisticName: row.companyLogistics.merchantsLogisticName,
          merchantsLogisticPhone: row.companyLogistics.merchantsLogisticPhone,
          merchantsLogisticAddress: row.companyLogistics.merchantsLogisticAddress,
        }
      : null,
    afterSaleQuestionRecordModels: row.records.map((r) => ({
      id: r.id,
      userType: r.userType,
      createTime: r.createdAt.toISOString(),
      content: r.content,
    })),
  };
}

export function toListItem(row: {
  id: number;
  describes: string;
  status: number;
  payStatus: number;
  createdAt: Date;
  codes: { machineCode: string }[];
}): AfterSaleListItem {
  return {
    id: row.id,
    describes: row.describes,
    status: row.status,
    payStatus: row.payStatus,
    machineCodeList: row.codes.map((c) => c.machineCode),
    createTime: row.createdAt.toISOString(),
  };
}
