import { msg, AfterSalePayStatus as Pay, AfterSaleStatus as S } from '@hashforge/contract';
import { Prisma } from '../../../db/generated/client.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import type { StaffActor } from '../../audit/record-audit.ts';
import { attachFiles } from '../../files/attach-files.ts';
import { FileKind } from '../after-sale.repository.ts';
import { applyChange } from '../apply-change.ts';
import { staffAmount, staffStep } from './staff-change.ts';

export interface RepairPartInput {
  name: string;
  partsNum: number;
  /** Price of one part. */
  salePrice: string;
  /** Labour for this line. */
  repairPrice: string;
}

/** Received (30/31) and not priced yet: where both ways into processing, quoted or free, start. */
const diagnosed = (row: { status: number; payStatus: number }) =>
  (row.status === S.received || row.status === S.receivedWithNote) && row.payStatus === Pay.pending;

/**
 * Diagnosis done, the repair is paid: 30/31 -> 33 with payStatus 2, the parts list and the
 * quotation files. The amount is each line's parts (partsNum x salePrice) plus its labour
 * (repairPrice), unless staff state another total (a discount, shipping). The quotation files are
 * those staff uploaded for it (aftersales/upload-quotation), never a buyer's own or another quote's.
 */
export async function quoteRepair(
  deps: Deps,
  id: number,
  quote: { parts: RepairPartInput[]; proposalFileIds: number[]; payAmount?: string | undefined },
  actor: StaffActor | null = null,
): Promise<void> {
  if (quote.parts.length === 0) throw AppError.field('parts', msg.staffPartsRequired);
  const parts = quote.parts.map((p, i) => {
    const name = p.name.trim();
    if (!name || name.length > 200) throw AppError.field(`parts.${i}.name`, msg.staffPartNameRequired);
    if (!Number.isInteger(p.partsNum) || p.partsNum < 1 || p.partsNum > 9999) {
      throw AppError.field(`parts.${i}.partsNum`, msg.staffPartsNum);
    }
    return {
      name,
      partsNum: p.partsNum,
      salePrice: staffAmount(p.salePrice, `parts.${i}.salePrice`),
      repairPrice: staffAmount(p.repairPrice, `parts.${i}.repairPrice`),
    };
  });
  const computed = parts.reduce(
    (sum, p) => sum.add(p.salePrice.mul(p.partsNum)).add(p.repairPrice),
    new Prisma.Decimal(0),
  );
  const payAmount = quote.payAmount === undefined ? computed : staffAmount(quote.payAmount, 'payAmount');
  if (payAmount.lte(0)) throw AppError.field('payAmount', msg.staffAmountFormat);

  await staffStep(deps, id, { action: 'aftersales.quote', actor }, diagnosed, async (tx, row, now) => {
    // Quotations uploaded for a quote and sent to no one yet; each becomes this buyer's alone.
    const files = await attachFiles(
      tx,
      { purpose: 'quotation', buyerId: row.userId },
      quote.proposalFileIds,
      (i) => `proposalFileIds.${i}`,
    );
    await applyChange(
      tx,
      row.id,
      { status: row.status, payStatus: Pay.pending },
      { status: S.processing, payStatus: Pay.waitingPayment },
      now,
      { data: { payAmount, paidAmount: 0 } },
    );
    await tx.afterSalePart.createMany({ data: parts.map((p) => ({ afterSaleId: row.id, ...p })) });
    await tx.afterSaleFile.createMany({
      data: files.map((f) => ({ afterSaleId: row.id, kind: FileKind.proposal, fileId: f.id, createdAt: now })),
    });
    return { status: S.processing, payStatus: Pay.waitingPayment, payAmount: payAmount.toFixed(2) };
  });
}

/** Diagnosis done, the repair is free (under warranty, or a goodwill repair): 30/31 -> 33 with payStatus 1. */
export async function startFreeRepair(deps: Deps, id: number, actor: StaffActor | null = null): Promise<void> {
  await staffStep(deps, id, { action: 'aftersales.free-repair', actor }, diagnosed, async (tx, row, now) => {
    await applyChange(
      tx,
      row.id,
      { status: row.status, payStatus: Pay.pending },
      { status: S.processing, payStatus: Pay.free },
      now,
    );
    return { status: S.processing, payStatus: Pay.free };
  });
}
