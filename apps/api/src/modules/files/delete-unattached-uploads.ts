import { Prisma } from '../../db/generated/client.ts';
import type { Deps } from '../../deps.ts';

/** An upload not attached to anything after this long never will be: the forms attach within minutes. */
export const UNATTACHED_UPLOAD_GRACE_MS = 24 * 3600 * 1000;
const BATCH = 200;

/**
 * Deletes private uploads older than the grace period that nothing attaches: buyers' files and staff
 * quotations no quote named. No KYC, payment proof, repair request or product file names them (the
 * four tables that take files, each through `attachFiles`). Identity documents a buyer replaced go
 * too. The row goes first, in one statement that checks again that nothing names it, then the stored
 * bytes; bytes whose deletion fails are only orphaned, never a row without its file. Answers the count.
 *
 * Only files that can be without an attachment are read, through their index: an `upload` no form
 * claimed, and a `quotation` or `kyc` image that belongs to nobody (a quotation no quote named, a KYC
 * image a resubmission let go, attach-files.ts releaseKycFiles). A claimed file keeps its owner, and
 * every one of those is attached. At a million orders reading every stored file and every attachment
 * took 1.4 s each hour (docs/benchmarks.md); the checks that nothing names a file read the attachments by file id.
 */
export async function deleteUnattachedUploads(
  deps: Pick<Deps, 'prisma' | 'storage' | 'clock' | 'logger'>,
): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - UNATTACHED_UPLOAD_GRACE_MS);
  let deleted = 0;
  for (;;) {
    const rows = await deps.prisma.$queryRaw<{ storageKey: string }[]>(Prisma.sql`
      DELETE FROM stored_file f
      WHERE f.id IN (
        SELECT s.id FROM stored_file s
        WHERE s."isPrivate" AND s."createdAt" < ${before}
          AND (s.purpose = 'upload' OR (s.purpose IN ('quotation', 'kyc') AND s."ownerId" IS NULL))
          AND NOT EXISTS (SELECT 1 FROM kyc_file k WHERE k."fileId" = s.id)
          AND NOT EXISTS (SELECT 1 FROM order_aging_file o WHERE o."fileId" = s.id)
          AND NOT EXISTS (SELECT 1 FROM after_sale_file a WHERE a."fileId" = s.id)
          AND NOT EXISTS (SELECT 1 FROM product_file p WHERE p."fileId" = s.id)
        ORDER BY s.id
        LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING f."storageKey"`);
    for (const { storageKey } of rows) {
      await deps.storage.delete(storageKey).catch((err: unknown) => {
        deps.logger.warn({ err, storageKey }, 'an unattached upload could not be removed from storage');
      });
    }
    deleted += rows.length;
    if (rows.length < BATCH) return deleted;
  }
}
