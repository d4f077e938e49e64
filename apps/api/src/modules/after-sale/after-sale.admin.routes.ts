import { afterSaleDesk, QUOTATION_MAX_BYTES, REPLY_IMAGE_MAX_BYTES } from '@hashforge/contract/admin/after-sales';
import { paymentDesk } from '@hashforge/contract/admin/payments';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { uploadedFile } from '../../http/multipart.ts';
import { registerAdminCall } from '../../http/register-admin-call.ts';
import { staffImageTooLarge } from '../files/upload-image.ts';
import { completeAfterSale } from './staff/complete-after-sale.ts';
import { afterSaleStep, getAfterSaleForStaff } from './staff/get-after-sale.ts';
import { getAfterSaleBoard } from './staff/get-after-sale-board.ts';
import { listAfterSalesForStaff } from './staff/list-after-sales.ts';
import { listRepairProofsForStaff } from './staff/list-repair-proofs.ts';
import { quoteRepair, startFreeRepair } from './staff/quote-repair.ts';
import { markDevicesReceived } from './staff/receive-devices.ts';
import { replyToBuyer } from './staff/reply-to-buyer.ts';
import { approveAfterSale, rejectAfterSale } from './staff/review-application.ts';
import { approveRepairProof, failRepairProof } from './staff/review-repair-proof.ts';
import { shipRepairedDevices, startMaintenance } from './staff/ship-repaired-devices.ts';
import { QUOTATION_TOO_LARGE, uploadQuotation } from './staff/upload-quotation.ts';
import { uploadReplyImage } from './staff/upload-reply-image.ts';

/** The after-sales desk (docs/backoffice.md sections 5 and 8): each step calls the state machine's own function. */
export function afterSaleAdminRoutes(app: FastifyInstance, deps: Deps): void {
  registerAdminCall(app, deps, afterSaleDesk.list, (input) => listAfterSalesForStaff(deps, input));
  registerAdminCall(app, deps, afterSaleDesk.board, () => getAfterSaleBoard(deps));
  registerAdminCall(app, deps, afterSaleDesk.get, (input, ctx) => getAfterSaleForStaff(deps, input.id, ctx.staff.role));
  // Finance's side of the repair payment, on the Payment proofs desk (payments.review).
  registerAdminCall(app, deps, paymentDesk.listRepairProofs, (input) => listRepairProofsForStaff(deps, input));
  registerAdminCall(app, deps, afterSaleDesk.reply, (input, ctx) =>
    replyToBuyer(deps, input.id, input.content, ctx.actor),
  );
  registerAdminCall(app, deps, afterSaleDesk.uploadReplyImage, async (_input, ctx) => {
    if (!ctx.request.isMultipart())
      throw AppError.field('file', 'Send the picture as multipart/form-data in the field file');
    const part = await uploadedFile(ctx.request, { fileSize: REPLY_IMAGE_MAX_BYTES + 1, files: 1 });
    const file = part && part.fieldname === 'file' ? { stream: part.file, fileName: part.filename } : null;
    try {
      return await uploadReplyImage(deps, ctx.actor, file);
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw AppError.field('file', staffImageTooLarge('picture'));
      throw error;
    }
  });

  const stepThen = async (id: number, step: Promise<void>) => {
    await step;
    return afterSaleStep(deps, id);
  };
  registerAdminCall(app, deps, afterSaleDesk.approve, ({ id, note, ...centre }, ctx) =>
    stepThen(id, approveAfterSale(deps, id, centre, note, ctx.actor)),
  );
  registerAdminCall(app, deps, afterSaleDesk.reject, ({ id, reason }, ctx) =>
    stepThen(id, rejectAfterSale(deps, id, reason, ctx.actor)),
  );
  registerAdminCall(app, deps, afterSaleDesk.receive, ({ id, discrepancy }, ctx) =>
    stepThen(id, markDevicesReceived(deps, id, discrepancy, ctx.actor)),
  );
  registerAdminCall(app, deps, afterSaleDesk.uploadQuotation, async (_input, ctx) => {
    if (!ctx.request.isMultipart())
      throw AppError.field('file', 'Send the quotation as multipart/form-data in the field file');
    // One byte past the bound, so a file of exactly the bound is read whole and a bigger one is caught.
    const part = await uploadedFile(ctx.request, { fileSize: QUOTATION_MAX_BYTES + 1, files: 1 });
    const file = part && part.fieldname === 'file' ? { stream: part.file, fileName: part.filename } : null;
    try {
      return await uploadQuotation(deps, ctx.actor, file);
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw AppError.field('file', QUOTATION_TOO_LARGE);
      throw error;
    }
  });
  registerAdminCall(app, deps, afterSaleDesk.quote, ({ id, ...quote }, ctx) =>
    stepThen(id, quoteRepair(deps, id, quote, ctx.actor)),
  );
  registerAdminCall(app, deps, afterSaleDesk.freeRepair, ({ id }, ctx) =>
    stepThen(id, startFreeRepair(deps, id, ctx.actor)),
  );
  registerAdminCall(app, deps, afterSaleDesk.approveRepairProof, ({ id, receivedAmount, expectedSubmitTime }, ctx) =>
    stepThen(id, approveRepairProof(deps, id, receivedAmount, ctx.actor, expectedSubmitTime)),
  );
  registerAdminCall(app, deps, afterSaleDesk.failRepairProof, ({ id, reason, expectedSubmitTime }, ctx) =>
    stepThen(id, failRepairProof(deps, id, reason, ctx.actor, expectedSubmitTime)),
  );
  registerAdminCall(app, deps, afterSaleDesk.startMaintenance, ({ id }, ctx) =>
    stepThen(id, startMaintenance(deps, id, ctx.actor)),
  );
  registerAdminCall(app, deps, afterSaleDesk.ship, ({ id, ...logistics }, ctx) =>
    stepThen(id, shipRepairedDevices(deps, id, logistics, ctx.actor)),
  );
  registerAdminCall(app, deps, afterSaleDesk.complete, ({ id }, ctx) =>
    stepThen(id, completeAfterSale(deps, id, ctx.actor)),
  );
}
