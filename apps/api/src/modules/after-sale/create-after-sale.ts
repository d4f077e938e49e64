import { AfterSalePayStatus, AfterSaleStatus, type CreateAfterSaleInput, msg } from '@hashforge/contract';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { attachFiles } from '../files/attach-files.ts';
import { lookupWarranty } from '../support/warranty.ts';
import { FileKind } from './after-sale.repository.ts';
import { emailAfterSaleChange } from './after-sale-emails.ts';

/**
 * A buyer applies for a repair (docs/domain.md S2, After-sale, and D3). The form was checked by the
 * contract's schema in the spec's order; here the photos must be the buyer's own uploads, named
 * nowhere else, and each serial's warranty is looked up and kept with the request (1 under, 0 over,
 * -1 unknown). A serial number with an open request (any status before 50; a rejected request is
 * closed at 50) cannot get a second one.
 */
export async function createAfterSale(
  deps: Deps,
  userId: number,
  input: CreateAfterSaleInput,
): Promise<{ id: number }> {
  const devices = await Promise.all(input.machineCodeList.map((code) => lookupWarranty(deps, code)));
  const now = deps.clock.now();
  const row = await deps.prisma.$transaction(async (tx) => {
    const photos = await attachFiles(
      tx,
      { purpose: 'afterSalePhoto', buyerId: userId },
      input.productFileModels.map((f) => f.id),
      (i) => `productFileModels.${i}`,
    );
    await assertNoOpenRequest(
      tx,
      devices.map((d) => d.machineCode),
    );
    return tx.afterSale.create({
      data: {
        userId,
        userName: input.userName,
        email: input.email,
        mobile: input.mobile,
        mobileCode: input.mobileCode,
        describes: input.describes,
        payIntention: input.payIntention,
        status: AfterSaleStatus.pending,
        payStatus: AfterSalePayStatus.pending,
        createdAt: now,
        updatedAt: now,
        statusChangedAt: now,
        codes: {
          create: devices.map((d) => ({
            machineCode: d.machineCode,
            status: d.machineWarranty,
            productCategoryName: d.productCategoryName,
          })),
        },
        files: { create: photos.map((f) => ({ kind: FileKind.problemPhoto, fileId: f.id, createdAt: now })) },
      },
      select: { id: true, email: true, userName: true, status: true, payStatus: true },
    });
  });
  await emailAfterSaleChange(deps, { ...row, payAmount: null }, now);
  return { id: row.id };
}

/**
 * Refuses serial numbers that already have an open request, whoever opened it. Each serial's
 * transaction-scoped lock, taken in one order, makes two simultaneous requests for one machine wait
 * for each other, so the second sees the first.
 */
async function assertNoOpenRequest(tx: Tx, machineCodes: string[]): Promise<void> {
  for (const code of [...new Set(machineCodes.map((c) => c.toUpperCase()))].sort()) {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('after_sale_serial'), hashtext(${code}))`;
  }
  const open = await tx.afterSaleCode.findFirst({
    where: {
      OR: machineCodes.map((machineCode) => ({ machineCode: { equals: machineCode, mode: 'insensitive' as const } })),
      afterSale: { status: { not: AfterSaleStatus.completed } },
    },
    select: { id: true },
  });
  if (open) throw AppError.refused(msg.serialOpenRequest);
}
