import type { Tx } from '../../db/client.ts';
import { Prisma } from '../../db/generated/client.ts';
import type { Deps } from '../../deps.ts';
import type { Correction, DocumentContent, DocumentKind } from './document-content.ts';
import { nextNumberSql, numberFromLastSql } from './document-number.ts';
import { queueRender } from './render-document.worker.ts';

export interface NewDocument {
  kind: DocumentKind;
  orderId: number;
  logisticsId?: number | null;
  /** The document this one corrects (its number is printed on this one). */
  replaces?: { id: number; correction: Correction } | null;
  content: DocumentContent;
  issuedAt: Date;
  staffId?: number | null;
}

export interface IssuedDocument {
  id: number;
  number: string;
}

function documentValues(d: NewDocument): Prisma.Sql {
  const content = d.replaces ? { ...d.content, correction: d.replaces.correction } : d.content;
  return Prisma.sql`${d.kind}, ${d.orderId}::int, ${d.logisticsId ?? null}::int, ${d.replaces?.id ?? null}::int,
    ${JSON.stringify(content)}::jsonb, ${d.staffId ?? null}::int, ${d.issuedAt}::timestamp`;
}

/**
 * Issues a document inside the caller's transaction (the event that issues it): takes the next
 * number of its kind and year and records what it says. Its PDF is rendered after the commit
 * (`queueRender`), off the request.
 */
export async function issueDocument(tx: Pick<Tx, '$queryRaw'>, d: NewDocument): Promise<IssuedDocument> {
  const year = d.issuedAt.getUTCFullYear();
  const [row] = await tx.$queryRaw<IssuedDocument[]>`
    WITH n AS (${nextNumberSql(d.kind, year)})
    INSERT INTO trade_document (kind, "orderId", "logisticsId", "replacesId", content, "issuedByStaffId", "issuedAt", number)
    SELECT ${documentValues(d)}, ${numberFromLastSql(d.kind, year, Prisma.sql`n.last`)} FROM n
    RETURNING id, number`;
  if (!row) throw new Error('the document insert answered no row');
  return row;
}

/**
 * The same as two CTEs of checkout's one statement (decision 017): `<name>_no` takes the number,
 * `<name>` inserts the row for the order the statement's `orderIdSql` selects. `after` names the CTE
 * that takes the statement's contended locks (checkout's stock): the number is taken only once it has
 * run, so the counter row, which every checkout of the shop queues on, is held from there to the
 * commit and never while this checkout waits for a hot product's stock row. Postgres runs a CTE when
 * the statement first reads it, so without that dependency the order of the final SELECT's columns
 * would decide.
 */
export function issueDocumentCtes(
  name: string,
  d: Omit<NewDocument, 'orderId'>,
  orderIdSql: Prisma.Sql,
  after: Prisma.Sql,
): Prisma.Sql {
  const year = d.issuedAt.getUTCFullYear();
  const numbered = Prisma.raw(`${name}_no`);
  const self = Prisma.raw(name);
  const content = JSON.stringify(d.content);
  return Prisma.sql`${numbered} AS (${nextNumberSql(d.kind, year, after)}),
    ${self} AS (
      INSERT INTO trade_document (kind, "orderId", content, "issuedAt", number)
      SELECT ${d.kind}, (${orderIdSql}), ${content}::jsonb, ${d.issuedAt}::timestamp,
        ${numberFromLastSql(d.kind, year, Prisma.sql`${numbered}.last`)}
      FROM ${numbered}
      RETURNING id, number
    )`;
}

/** After the commit: the documents' PDFs are queued; a document whose job is lost is found by the sweep. */
export async function afterIssue(deps: Pick<Deps, 'queues' | 'logger'>, ids: readonly number[]): Promise<void> {
  await queueRender(deps, ids);
}
