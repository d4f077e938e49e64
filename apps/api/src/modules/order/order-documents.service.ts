import type { TradeDocumentLink, TradeDocumentModel } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { documentLink, documentOrderId, waitForStoredDocument } from '../trade-document/document-download.ts';
import { documentsOfOrder, toDocumentModel } from '../trade-document/document-query.ts';

type Reader = Pick<Deps, 'prisma'>;

/** `order/document/getList`: the documents of one of the buyer's orders; another's is not found. */
export async function listOrderDocuments(deps: Reader, userId: number, orderNo: string): Promise<TradeDocumentModel[]> {
  const order = await deps.prisma.order.findFirst({ where: { orderNo, userId }, select: { id: true } });
  if (!order) throw AppError.notFound('Order');
  return (await documentsOfOrder(deps.prisma, order.id)).map(toDocumentModel);
}

/**
 * `order/document/download`: a one-minute link to the PDF of a document of the buyer's own order
 * (the order queries' rule: another buyer's document is not found, before any wait), waiting a few
 * seconds for one still being rendered.
 */
export async function linkOrderDocument(
  deps: Pick<Deps, 'prisma' | 'storage' | 'clock'>,
  userId: number,
  id: number,
): Promise<TradeDocumentLink> {
  const orderId = await documentOrderId(deps, id);
  const mine = orderId !== null && (await deps.prisma.order.count({ where: { id: orderId, userId } })) === 1;
  if (!mine) throw AppError.notFound('Document');
  return documentLink(deps, await waitForStoredDocument(deps, id));
}
