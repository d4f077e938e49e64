import { Prisma } from '../../db/generated/client.ts';
import type { DocumentKind } from './document-content.ts';

/**
 * Document numbers (decision 026): per kind and year, in sequence, `INV-2026-000123`. The next one is
 * taken by moving the counter row of its kind and year inside the transaction of the event that
 * issues the document (the order placed, the shipment recorded, the refund recorded). The row stays
 * locked until that transaction ends, so concurrent issuers queue on it: each gets the next number,
 * and a transaction that rolls back gives its number back with it. No number is skipped or reused.
 * A new year starts at 1 (the row is created by the first document of the year).
 */
export function documentNumber(kind: DocumentKind, year: number, seq: number): string {
  return `${kind}-${year}-${String(seq).padStart(6, '0')}`;
}

/**
 * The statement that takes the next number of a kind and year: answers `last`, the number taken.
 * `after` names a CTE of the same statement that must have run to its end first: the counter row is
 * locked only once the rows that CTE waits on are had, not while it queues for them.
 */
export function nextNumberSql(kind: DocumentKind, year: number, after?: Prisma.Sql): Prisma.Sql {
  const row = after
    ? Prisma.sql`SELECT ${kind}, ${year}::int, 1 FROM (SELECT count(*) FROM ${after}) AS first`
    : Prisma.sql`VALUES (${kind}, ${year}::int, 1)`;
  return Prisma.sql`INSERT INTO document_counter (kind, year, last) ${row}
    ON CONFLICT (kind, year) DO UPDATE SET last = document_counter.last + 1
    RETURNING last`;
}

/** The number column of a document row built from a `last` taken by nextNumberSql. */
export function numberFromLastSql(kind: DocumentKind, year: number, last: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`${`${kind}-${year}-`}::text || lpad((${last})::text, 6, '0')`;
}
