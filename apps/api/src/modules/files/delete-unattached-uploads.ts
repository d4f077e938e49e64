import { Prisma } from '../../db/generated/client.ts';
import type { Deps } from '../../deps.ts';

/** An upload not attached to anything after this long never will be: the forms attach within minutes. */
export const UNATTACHED_UPLOAD_GRACE_MS = 24 * 3600 * 1000;
const BATCH = 200;

/**
 * Deletes private uploads older than the grace period that nothing attaches: buyers' files and staff
 * quotations no quote named. No KYC, payment proof, repair request or product file names them (the
 * four tables that take files, each through `attachFiles`). Identity documents a buyer replaced go
 * too. The
 * row goes first, in one statement that checks again that nothing names it, then the stored bytes;
 * bytes whose deletion fails are only orphaned, never a row without its file. Answers the count.
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
        WHERE s."isPrivate" AND (s."ownerId" IS NOT NULL OR s.purpose = 'quotation') AND s."createdAt" < ${before}
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
