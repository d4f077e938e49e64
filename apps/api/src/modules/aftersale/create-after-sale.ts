import { AfterSalePayStatus, AfterSaleStatus, type CreateAfterSaleInput } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { resolveOwnedFiles } from '../files/files.service.ts';
import { lookupWarranty } from '../support/warranty.ts';
import { FileKind } from './after-sale.repository.ts';
import { emailAfterSaleChange } from './after-sale-emails.ts';

/**
 * A buyer applies for a repair (issue 5). The form was checked by the contract's schema in the
 * spec's order; here the photos must be the buyer's own uploads and each serial's warranty is
 * looked up and kept with the request (1 under, 0 over, -1 unknown).
 */
export async function createAfterSale(
  deps: Deps,
  userId: number,
  input: CreateAfterSaleInput,
): Promise<{ id: number }> {
  const photos = await resolveOwnedFiles(
    deps,
    userId,
    input.productFileModels.map((f) => f.id),
  );
  const devices = await Promise.all(input.machineCodeList.map((code) => lookupWarranty(deps, code)));
  const now = deps.clock.now();
  const row = await deps.prisma.afterSale.create({
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
  await emailAfterSaleChange(deps, { ...row, payAmount: null }, now);
  return { id: row.id };
}
