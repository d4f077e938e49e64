import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';
import { readDocumentIdentity } from '../../settings/document-identity.ts';
import { shipmentInvoiced } from '../../trade-document/document-query.ts';
import { afterIssue } from '../../trade-document/issue-document.ts';
import { lockOrder } from '../lock-order.ts';
import { issueShipmentDocuments } from '../trade-documents.ts';
import { findOrderRef } from './order-ref.ts';

export const SHIPMENT_DOCUMENTS_ISSUED = "This shipment's invoice and packing list were already issued";
export const shipmentDocumentsBlocked = (missing: readonly string[]) =>
  `The documents cannot be issued until the catalogue is filled in: ${missing.join('; ')}`;

/**
 * Staff (orders.ship; `orders/documents/issue`): the commercial invoice and packing list of a
 * shipment recorded while one of its products lacked an HS code or a country of origin, once the
 * catalogue desk has filled them in (decision 026). The order's row is locked, so two staff clicking
 * at once issue one set: the second finds the invoice and is refused. Audited with the numbers in the
 * same transaction; the PDFs are rendered after the commit.
 */
export async function issueMissingShipmentDocuments(
  deps: Pick<Deps, 'prisma' | 'redis' | 'config' | 'storage' | 'clock' | 'queues' | 'logger'>,
  actor: StaffActor,
  input: { orderNo: string; shipmentId: number },
): Promise<{ orderNo: string; documents: string[] }> {
  const ref = await findOrderRef(deps, input.orderNo);
  const identity = await readDocumentIdentity(deps);
  const issued = await deps.prisma.$transaction(async (tx) => {
    const order = await lockOrder(tx, { id: ref.id });
    if (!order) throw AppError.notFound('Order');
    const shipment = await tx.orderLogistics.findFirst({
      where: { id: input.shipmentId, orderId: order.id },
      select: { id: true },
    });
    if (!shipment) throw AppError.notFound('Shipment');
    if (await shipmentInvoiced(tx, shipment.id)) throw AppError.refused(SHIPMENT_DOCUMENTS_ISSUED);
    const documents = await issueShipmentDocuments(tx, identity, {
      orderId: order.id,
      logisticsId: shipment.id,
      issuedAt: deps.clock.now(),
      staffId: actor.staffId,
    });
    if (documents.blocked) throw AppError.refused(shipmentDocumentsBlocked(documents.blocked));
    await recordAudit(tx, actor, {
      action: 'orders.documents.issue',
      entityType: 'order',
      entityId: order.orderNo,
      after: { shipmentId: shipment.id, documents: documents.issued.map((d) => d.number) },
    });
    return documents.issued;
  });
  await afterIssue(
    deps,
    issued.map((d) => d.id),
  );
  return { orderNo: input.orderNo, documents: issued.map((d) => d.number) };
}
