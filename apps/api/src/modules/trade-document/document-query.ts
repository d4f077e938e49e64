import type { TradeDocumentModel } from '@hashforge/contract';
import type { Tx } from '../../db/client.ts';
import type { DocumentKind } from './document-content.ts';
import { DocumentStatus } from './render-document.ts';

/** A document as the buyer's and the staff's lists show it. */
export interface DocumentSummary {
  id: number;
  kind: DocumentKind;
  number: string;
  logisticsId: number | null;
  issuedAt: Date;
  ready: boolean;
  /** The number of the document that replaced this one; null while it stands. */
  replacedBy: string | null;
  replaces: string | null;
}

/** Every document of an order, oldest first, each with what replaced it. */
export async function documentsOfOrder(db: Pick<Tx, 'tradeDocument'>, orderId: number): Promise<DocumentSummary[]> {
  const rows = await db.tradeDocument.findMany({
    where: { orderId },
    select: { id: true, kind: true, number: true, logisticsId: true, issuedAt: true, status: true, replacesId: true },
    orderBy: { id: 'asc' },
  });
  const numberOf = new Map(rows.map((r) => [r.id, r.number]));
  const replacedBy = new Map(rows.flatMap((r) => (r.replacesId ? [[r.replacesId, r.number] as const] : [])));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as DocumentKind,
    number: r.number,
    logisticsId: r.logisticsId,
    issuedAt: r.issuedAt,
    ready: r.status === DocumentStatus.stored,
    replacedBy: replacedBy.get(r.id) ?? null,
    replaces: r.replacesId ? (numberOf.get(r.replacesId) ?? null) : null,
  }));
}

/** The documents of an order that stand (none replaced them). */
export async function standingDocuments(db: Pick<Tx, 'tradeDocument'>, orderId: number): Promise<DocumentSummary[]> {
  return (await documentsOfOrder(db, orderId)).filter((d) => d.replacedBy === null);
}

/** A document as the wire carries it (docs/contract.md section 9). */
export function toDocumentModel(d: DocumentSummary): TradeDocumentModel {
  return {
    id: d.id,
    kind: d.kind,
    number: d.number,
    shipmentId: d.logisticsId,
    issueTime: d.issuedAt.toISOString(),
    ready: d.ready,
    replacedBy: d.replacedBy,
    replaces: d.replaces,
  };
}

/** Whether a shipment's commercial invoice was issued (its packing list is issued with it). */
export async function shipmentInvoiced(db: Pick<Tx, 'tradeDocument'>, logisticsId: number): Promise<boolean> {
  return (await db.tradeDocument.count({ where: { logisticsId, kind: 'INV' } })) > 0;
}

/** A document of the order by its number, with what it says and the number of its correction, if any. */
export async function documentOfOrder(db: Pick<Tx, 'tradeDocument'>, orderId: number, number: string) {
  const doc = await db.tradeDocument.findFirst({
    where: { number, orderId },
    select: { id: true, kind: true, number: true, logisticsId: true, content: true },
  });
  if (!doc) return null;
  const replacement = await db.tradeDocument.findUnique({ where: { replacesId: doc.id }, select: { number: true } });
  return { ...doc, kind: doc.kind as DocumentKind, replacedBy: replacement?.number ?? null };
}
