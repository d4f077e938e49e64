import {
  AfterSaleStatus,
  type CreateAfterSaleAddressInput,
  canUploadReturnLogistics,
  isMainlandChina,
  msg,
} from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { getAddressForOrder, parcelAddress } from '../address/address.service.ts';
import { findOwnedAfterSale } from './after-sale.repository.ts';
import { emailAfterSaleChange } from './after-sale-emails.ts';
import { applyChange } from './apply-change.ts';

/**
 * At 20 the buyer tells us how the devices travel (company and tracking number) and where the
 * repaired devices go back to: a saved address (copied, so a later edit does not move a parcel in
 * transit) or a new one. 20 -> 25.
 */
export async function submitReturnLogistics(
  deps: Deps,
  userId: number,
  input: CreateAfterSaleAddressInput,
): Promise<void> {
  const request = await findOwnedAfterSale(deps.prisma, userId, input.afterSaleId);
  if (!canUploadReturnLogistics(request.status)) throw AppError.refused(msg.returnLogisticsNotAllowed);
  const address =
    input.kind === 'saved' ? await getAddressForOrder(deps.sql, userId, input.userShippingId) : { ...input, state: '' };
  if (isMainlandChina(address.country)) throw AppError.refused(msg.mainlandChina);

  const now = deps.clock.now();
  await deps.prisma.$transaction(async (tx) => {
    await applyChange(
      tx,
      request.id,
      { status: AfterSaleStatus.waitingShipment },
      { status: AfterSaleStatus.customerShipped },
      now,
      { refusal: msg.returnLogisticsNotAllowed },
    );
    await tx.afterSaleUserLogistics.create({
      data: {
        afterSaleId: request.id,
        logisticsName: input.logisticsCompany,
        logisticsNo: input.logisticsNo,
        createdAt: now,
      },
    });
    await tx.afterSaleAddress.create({
      data: { afterSaleId: request.id, ...parcelAddress(address) },
    });
  });
  await emailAfterSaleChange(deps, { ...request, status: AfterSaleStatus.customerShipped, payAmount: null }, now);
}
