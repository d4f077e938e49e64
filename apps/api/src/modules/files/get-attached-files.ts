import type { StoredFile } from '../../db/generated/client.ts';
import type { Deps } from '../../deps.ts';

/**
 * Files another module has already attached to something it owns (an after-sale's photos, its
 * quotation and proofs), by id, in the order asked. Ownership was checked when they were attached
 * (`resolveOwnedFiles`), and the caller's own query is scoped to the buyer, so this does not ask who
 * uploaded them: a staff member's quotation file is shown to the buyer it was made for.
 * Ids without a row (a file purged from storage) are left out rather than failing the whole page.
 */
export async function getAttachedFiles(deps: Pick<Deps, 'prisma'>, ids: readonly number[]): Promise<StoredFile[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await deps.prisma.storedFile.findMany({ where: { id: { in: unique } } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}
