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
