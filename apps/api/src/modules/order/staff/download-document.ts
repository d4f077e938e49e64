import type { TradeDocumentLink } from '@hashforge/contract';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';
import { documentLink, documentOrderId, waitForStoredDocument } from '../../trade-document/document-download.ts';

/**
 * Staff (orders.read; `orders/documents/download`): a one-minute link to a document's PDF, waiting a
 * few seconds for one still being rendered. Each link handed out is a download in the audit log,
 * under the order (its timeline shows who took which document).
 */
export async function downloadDocumentForStaff(
  deps: Pick<Deps, 'prisma' | 'storage' | 'clock'>,
  actor: StaffActor,
  id: number,
): Promise<TradeDocumentLink> {
  const orderId = await documentOrderId(deps, id);
  if (orderId === null) throw AppError.notFound('Document');
  const doc = await waitForStoredDocument(deps, id);
  const order = await deps.prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { orderNo: true } });
  await recordAudit(deps.prisma, actor, {
    action: 'orders.documents.download',
    entityType: 'order',
    entityId: order.orderNo,
    after: { document: doc.number, sha256: doc.sha256 },
  });
  return documentLink(deps, doc);
}
