import { createHash } from 'node:crypto';
import { documentMessages, type TradeDocumentLink } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { isSafeKey } from '../../storage.ts';
import { DOCUMENT_PREFIX, DocumentStatus } from './render-document.ts';

/**
 * How a document's PDF reaches a browser (decision 026): the buyer's call or the staff's call checks
 * who asks and answers a link signed for one minute; the browser fetches it with a plain GET,
 * which carries no token, and saves it under the document's number.
 */
export const DOCUMENT_ROUTE = '/files/documents/';
const LINK_SECONDS = 60;

/** A download waits this long for a PDF still being rendered, reading the row again at each step. */
export const READY_WAIT_MS = 5_000;
const READY_POLL_MS = 250;

/** An issued document whose PDF is stored. */
export interface StoredDocumentRow {
  id: number;
  number: string;
  orderId: number;
  storageKey: string;
  sha256: string;
  byteSize: number;
}

/** The document's order, for the caller to check who may read it; null when there is no such document. */
export async function documentOrderId(deps: Pick<Deps, 'prisma'>, id: number): Promise<number | null> {
  const row = await deps.prisma.tradeDocument.findUnique({ where: { id }, select: { orderId: true } });
  return row?.orderId ?? null;
}

/**
 * The document once its PDF is stored: a document issued a moment ago is rendered within a second
 * or two by the worker, so the download reads the row again every quarter second for up to five
 * seconds (the row, never the process's memory: the worker is another process) and then refuses
 * with a message that says to try again.
 */
export async function waitForStoredDocument(
  deps: Pick<Deps, 'prisma'>,
  id: number,
  waitMs = READY_WAIT_MS,
): Promise<StoredDocumentRow> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const row = await deps.prisma.tradeDocument.findUnique({
      where: { id },
      select: { id: true, number: true, orderId: true, status: true, storageKey: true, sha256: true, byteSize: true },
    });
    if (!row) throw AppError.notFound('Document');
    if (row.status === DocumentStatus.stored && row.storageKey && row.sha256 && row.byteSize !== null) {
      return { ...row, storageKey: row.storageKey, sha256: row.sha256, byteSize: row.byteSize };
    }
    if (Date.now() + READY_POLL_MS > deadline) throw AppError.refused(documentMessages.beingPrepared);
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
}

export const documentFileName = (number: string) => `${number}.pdf`;

/** The signed link to a stored document's bytes, good for a minute. */
export function documentLink(deps: Pick<Deps, 'storage' | 'clock'>, doc: StoredDocumentRow): TradeDocumentLink {
  const name = doc.storageKey.slice(DOCUMENT_PREFIX.length);
  const expires = Math.floor(deps.clock.now().getTime() / 1000) + LINK_SECONDS;
  return {
    number: doc.number,
    fileName: documentFileName(doc.number),
    fileUrl: deps.storage.signedPath(DOCUMENT_ROUTE, name, doc.storageKey, expires),
    fileSize: doc.byteSize,
    sha256: doc.sha256,
  };
}

/** A document's bytes as the signed route answers them. */
export interface DocumentFile {
  number: string;
  bytes: Buffer;
  sha256: string;
  /** What is left of the link's life, in seconds. */
  maxAge: number;
}

/**
 * `GET /files/documents/<name>`: the stored PDF, null when the signature does not check out, has
 * expired or names no document. The bytes are read whole and hashed before one is sent: bytes that
 * no longer hash to what was recorded at rendering are a fault, never an answer.
 */
export async function readDocumentFile(
  deps: Pick<Deps, 'prisma' | 'storage' | 'clock'>,
  name: string,
  signature: { expires?: number | undefined; sig?: string | undefined },
): Promise<DocumentFile | null> {
  const key = `${DOCUMENT_PREFIX}${name}`;
  const { expires, sig } = signature;
  const nowMs = deps.clock.now().getTime();
  if (!isSafeKey(key) || name.includes('/') || expires === undefined || !sig) return null;
  if (!deps.storage.verifyPrivate(key, expires, sig, nowMs)) return null;
  const doc = await deps.prisma.tradeDocument.findUnique({
    where: { storageKey: key },
    select: { number: true, sha256: true, status: true },
  });
  if (!doc?.sha256 || doc.status !== DocumentStatus.stored) return null;
  const bytes = await deps.storage.get(key);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (sha256 !== doc.sha256) {
    throw new Error(`trade document ${doc.number}: the stored bytes hash to ${sha256}, not ${doc.sha256}`);
  }
  return { number: doc.number, bytes, sha256, maxAge: Math.max(0, Math.floor(expires - nowMs / 1000)) };
}
