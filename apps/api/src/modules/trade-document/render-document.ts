import { createHash, randomUUID } from 'node:crypto';
import type { Deps } from '../../deps.ts';
import type { Correction, DocumentContent } from './document-content.ts';
import { renderDocumentPdf } from './pdf/render-pdf.ts';

export const DOCUMENT_PREFIX = 'private/documents/';

export const DocumentStatus = { waiting: 0, stored: 1 } as const;

type RenderDeps = Pick<Deps, 'prisma' | 'storage' | 'clock' | 'logger'>;

/**
 * Renders an issued document's PDF once and stores it (decision 026): the bytes go under a key of
 * their own, then the row is marked stored with their hash only if it was still waiting. Two renders
 * of one document (its job and the sweep) may both draw it, but only the first to record its key
 * wins; the other's bytes are deleted, so every download of a document answers the same bytes.
 */
export async function renderStoredDocument(deps: RenderDeps, id: number): Promise<'stored' | 'already' | 'missing'> {
  const doc = await deps.prisma.tradeDocument.findUnique({ where: { id } });
  if (!doc) return 'missing';
  if (doc.status === DocumentStatus.stored) return 'already';
  const content = doc.content as unknown as DocumentContent & { correction?: Correction };
  const logo = content.brand.logo
    ? await deps.storage.get(content.brand.logo.storageKey).catch((err: unknown) => {
        // The vendor's logo went from storage: the document carries the shop's name instead.
        deps.logger.warn({ err, documentId: id }, 'document logo unreadable');
        return null;
      })
    : null;
  const bytes = await renderDocumentPdf({
    number: doc.number,
    content,
    logo,
    onLogoError: (err) => deps.logger.warn({ err, documentId: id }, 'document logo not drawn'),
  });
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const storageKey = `${DOCUMENT_PREFIX}${doc.number}-${randomUUID()}.pdf`;
  await deps.storage.put(storageKey, bytes, 'application/pdf');
  const recorded = await deps.prisma.tradeDocument.updateMany({
    where: { id, status: DocumentStatus.waiting },
    data: {
      status: DocumentStatus.stored,
      storageKey,
      sha256,
      byteSize: bytes.length,
      renderedAt: deps.clock.now(),
    },
  });
  if (recorded.count === 0) {
    await deps.storage.delete(storageKey);
    return 'already';
  }
  return 'stored';
}
