import { chainTransferDesk } from '@hashforge/contract/admin/chain-transfers';
import {
  ORDERS_EXPORT_PATH,
  ORDERS_EXPORT_PERMISSION,
  orderDesk,
  orderFilters,
  orderFiltersQuery,
} from '@hashforge/contract/admin/orders';
import { paymentDesk } from '@hashforge/contract/admin/payments';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { registerAdminCall } from '../../http/register-admin-call.ts';
import { addShipment } from './add-shipment.ts';
import { getChainPaymentForStaff, listChainPaymentsForStaff } from './chain-payments/chain-payment.service.ts';
import { creditKeptTransfer } from './chain-payments/credit-kept-transfer.ts';
import { failChainPayment } from './chain-payments/fail-chain-payment.ts';
import { returnKeptTransfer } from './chain-payments/return-kept-transfer.ts';
import { listUnmatchedTransfers } from './chain-payments/unmatched-transfer.service.ts';
import { approvePaymentProof, failPaymentProof } from './payment-proofs/review-payment-proof.ts';
import { cancelOrderByStaff, recordRefund } from './staff/cancel-order.ts';
import { confirmCoveredOrder } from './staff/confirm-covered-order.ts';
import { downloadDocumentForStaff } from './staff/download-document.ts';
import { exportOrdersCsv } from './staff/export-orders.ts';
import { getOrderForStaff } from './staff/get-order.ts';
import { issueMissingShipmentDocuments } from './staff/issue-shipment-documents.ts';
import { listCoveredOrdersForStaff } from './staff/list-covered-orders.ts';
import { listOrdersForStaff } from './staff/list-orders.ts';
import { listPaymentsForStaff } from './staff/list-payments.ts';
import { findOrderRef } from './staff/order-ref.ts';
import { reissueDocument } from './staff/reissue-document.ts';
import { authorizeStaffDownload, downloadUrl } from './staff/staff-download.ts';

/** The orders desk and payment-proof review (docs/backoffice.md sections 5 and 8). */
export function orderAdminRoutes(app: FastifyInstance, deps: Deps): void {
  registerAdminCall(app, deps, orderDesk.list, (input) => listOrdersForStaff(deps, input));
  registerAdminCall(app, deps, orderDesk.get, (input, ctx) => getOrderForStaff(deps, input.orderNo, ctx.staff.role));
  registerAdminCall(app, deps, orderDesk.ship, async (input, ctx) => {
    const ref = await findOrderRef(deps, input.orderNo);
    const shipped = await addShipment(
      deps,
      ref.id,
      {
        logisticsName: input.carrier,
        logisticsNo: input.trackingNo,
        lines: input.lines.map((l) => ({ orderLineId: l.orderLineId, productNum: l.quantity, serials: l.serials })),
      },
      ctx.actor,
    );
    return { orderNo: shipped.orderNo, orderStatus: shipped.orderStatus };
  });
  registerAdminCall(app, deps, orderDesk.cancel, (input, ctx) => cancelOrderByStaff(deps, ctx.actor, input));
  registerAdminCall(app, deps, orderDesk.recordRefund, (input, ctx) => recordRefund(deps, ctx.actor, input));
  registerAdminCall(app, deps, orderDesk.downloadDocument, (input, ctx) =>
    downloadDocumentForStaff(deps, ctx.actor, input.id),
  );
  registerAdminCall(app, deps, orderDesk.issueShipmentDocuments, (input, ctx) =>
    issueMissingShipmentDocuments(deps, ctx.actor, input),
  );
  registerAdminCall(app, deps, orderDesk.reissueDocument, (input, ctx) => reissueDocument(deps, ctx.actor, input));
  registerAdminCall(app, deps, paymentDesk.list, (input) => listPaymentsForStaff(deps, input));
  registerAdminCall(app, deps, paymentDesk.approve, (input, ctx) =>
    approvePaymentProof(deps, ctx.actor, input.proofId, input.receivedAmount),
  );
  registerAdminCall(app, deps, paymentDesk.fail, (input, ctx) =>
    failPaymentProof(deps, ctx.actor, input.proofId, input.reason),
  );
  registerAdminCall(app, deps, paymentDesk.listCovered, (input) => listCoveredOrdersForStaff(deps, input));
  registerAdminCall(app, deps, paymentDesk.confirmCovered, (input, ctx) =>
    confirmCoveredOrder(deps, ctx.actor, input.orderNo),
  );
  registerAdminCall(app, deps, paymentDesk.listChain, (input) => listChainPaymentsForStaff(deps, input));
  registerAdminCall(app, deps, paymentDesk.getChain, (input) => getChainPaymentForStaff(deps, input.id));
  registerAdminCall(app, deps, paymentDesk.failChain, (input, ctx) => failChainPayment(deps, ctx.actor, input));
  registerAdminCall(app, deps, chainTransferDesk.listUnmatched, (input) => listUnmatchedTransfers(deps, input));
  registerAdminCall(app, deps, chainTransferDesk.creditUnmatched, (input, ctx) =>
    creditKeptTransfer(deps, ctx.actor, input),
  );
  registerAdminCall(app, deps, chainTransferDesk.returnUnmatched, (input, ctx) =>
    returnKeptTransfer(deps, ctx.actor, input),
  );

  // The CSV export: a plain route beside the calls (a file, not an envelope), with their session and
  // permission checks; the filters come as query parameters (GET, a link) or a JSON body (POST).
  app.route({
    method: ['GET', 'POST'],
    url: downloadUrl(ORDERS_EXPORT_PATH),
    config: { rateLimit: false },
    schema: { hide: true },
    handler: async (request, reply) => {
      await authorizeStaffDownload(deps, request, ORDERS_EXPORT_PATH, ORDERS_EXPORT_PERMISSION);
      const parsed =
        request.method === 'GET'
          ? orderFiltersQuery.safeParse(request.query)
          : orderFilters.safeParse(request.body ?? {});
      if (!parsed.success) {
        throw AppError.invalid(
          parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
        );
      }
      const day = deps.clock.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(exportOrdersCsv(deps, parsed.data));
    },
  });
}
