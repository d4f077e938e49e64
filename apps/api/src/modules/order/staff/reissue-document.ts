import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';
import { readDocumentIdentity } from '../../settings/document-identity.ts';
import type { DocumentContent } from '../../trade-document/document-content.ts';
import { documentOfOrder, standingDocuments } from '../../trade-document/document-query.ts';
import { afterIssue, issueDocument } from '../../trade-document/issue-document.ts';
import { lockOrder } from '../lock-order.ts';
import { creditNoteContent, proformaOfOrder, shipmentFacts } from '../trade-documents.ts';
import { shipmentDocumentsBlocked } from './issue-shipment-documents.ts';
import { findOrderRef } from './order-ref.ts';

export const documentAlreadyReplaced = (number: string, by: string) => `${number} was already replaced by ${by}`;

/**
 * Staff (documents.reissue; `orders/documents/reissue`): a correction of an issued document (decision
 * 026), e.g. after the buyer's address or the vendor's details were corrected. Documents are never
 * changed: the correction is a new document of the same kind, with the next number, drawn from the
 * order, the settings and the catalogue as they are now, that names the one it replaces and says
 * why. The old one stays downloadable, marked replaced. The order's row is locked and a document can
 * be replaced once (trade_document.replacesId is unique), so two staff correcting it at once make one
 * correction; the second is told which. The audit row names both documents.
 */
export async function reissueDocument(
  deps: Pick<Deps, 'prisma' | 'redis' | 'config' | 'storage' | 'clock' | 'queues' | 'logger'>,
  actor: StaffActor,
  input: { orderNo: string; number: string; reason: string },
): Promise<{ orderNo: string; documents: string[] }> {
  const ref = await findOrderRef(deps, input.orderNo);
  const identity = await readDocumentIdentity(deps);
  const now = deps.clock.now();
  const issued = await deps.prisma.$transaction(async (tx) => {
    const order = await lockOrder(tx, { id: ref.id });
    if (!order) throw AppError.notFound('Order');
    const old = await documentOfOrder(tx, order.id, input.number);
    if (!old) throw AppError.notFound('Document');
    if (old.replacedBy) throw AppError.refused(documentAlreadyReplaced(old.number, old.replacedBy));
    const kind = old.kind;
    let content: DocumentContent;
    if (kind === 'PI') {
      content = await proformaOfOrder(tx, identity, order.id, now);
    } else if (kind === 'CN') {
      const was = old.content as { refundAmount: string; reason: string };
      content = await creditNoteContent(tx, identity, {
        orderId: order.id,
        refundAmount: was.refundAmount,
        reason: was.reason,
        issuedAt: now,
      });
    } else {
      const built = await shipmentFacts(tx, identity, {
        orderId: order.id,
        logisticsId: old.logisticsId!,
        issuedAt: now,
      });
      if (built.blocked) throw AppError.refused(shipmentDocumentsBlocked(built.blocked));
      if (kind === 'INV') {
        content = { ...built.facts, kind, totalValue: built.totalValue };
      } else {
        // A packing list names the shipment's invoice that stands now (a corrected one, if any).
        const invoice = (await standingDocuments(tx, order.id)).find(
          (d) => d.kind === 'INV' && d.logisticsId === old.logisticsId,
        );
        content = { ...built.facts, kind: 'PL', invoiceNumber: invoice?.number ?? '' };
      }
    }
    const made = await issueDocument(tx, {
      kind,
      orderId: order.id,
      logisticsId: old.logisticsId,
      replaces: { id: old.id, correction: { replaces: old.number, reason: input.reason } },
      content,
      issuedAt: now,
      staffId: actor.staffId,
    });
    await recordAudit(tx, actor, {
      action: 'orders.documents.reissue',
      entityType: 'order',
      entityId: order.orderNo,
      before: { document: old.number },
      after: { document: made.number, replaces: old.number, reason: input.reason },
    });
    return made;
  });
  await afterIssue(deps, [issued.id]);
  return { orderNo: input.orderNo, documents: [issued.number] };
}
