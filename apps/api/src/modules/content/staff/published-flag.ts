import type { Tx } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { invalidatePublicCache } from '../../../http/public-cache.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';

/**
 * The `published` flag of a news item, banner, FAQ entry or activity as a save writes and audits it:
 * on create it is what staff sent (true when left out); on a change it is written only when staff
 * sent a value that differs from the stored one, and then the audit row's `before` names the old one.
 */
export function publishedChange(
  current: { published: boolean } | null,
  requested: boolean | undefined,
): { data: { published?: boolean }; audit: { before?: { published: boolean } } } {
  if (current === null) return { data: { published: requested ?? true }, audit: {} };
  if (requested === undefined || requested === current.published) return { data: {}, audit: {} };
  return { data: { published: requested }, audit: { before: { published: current.published } } };
}

/**
 * The flag-only change of a `<area>/publish` call, as the audit log names it and as the second of two
 * clicks is told. The change is a conditional update (`WHERE id = ? AND published = !requested`): when
 * it matched no row the entry is missing or already what was asked, and nothing is written or audited.
 */
function publishAudit(entity: string, published: boolean) {
  return {
    action: `content.${entity}.${published ? 'publish' : 'unpublish'}`,
    before: { published: !published },
    after: { published },
  };
}

/** The refusal when a publish call found the entry already as asked (docs/backoffice.md section 7). */
function alreadyPublished(what: string, published: boolean): AppError {
  return AppError.refused(published ? `This ${what} is already published` : `This ${what} is already a draft`);
}

/** The two calls a publish change makes of a model with an `id` and a `published` flag. */
interface FlagModel<Row> {
  updateManyAndReturn(args: {
    where: { id: number; published: boolean };
    data: { published: boolean };
  }): Promise<Row[]>;
  count(args: { where: { id: number } }): Promise<number>;
}

/**
 * A `<area>/publish` call (banners, FAQ, activities): the flag alone, by a conditional update, so a
 * list loaded before someone else's edit cannot write its old fields back; audited in the same
 * transaction, and the shop follows at once. An entry already as asked is refused and nothing is
 * recorded; so is the second of two clicks at once.
 */
export async function setPublishedFlag<Row>(
  deps: Pick<Deps, 'prisma' | 'redis' | 'config'>,
  actor: StaffActor | null,
  entry: { entity: string; what: string; notFound: string; model: (tx: Tx) => FlagModel<Row> },
  id: number,
  published: boolean,
): Promise<Row> {
  const row = await deps.prisma.$transaction(async (tx) => {
    const model = entry.model(tx);
    const [changed] = await model.updateManyAndReturn({ where: { id, published: !published }, data: { published } });
    if (!changed) {
      const exists = await model.count({ where: { id } });
      throw exists ? alreadyPublished(entry.what, published) : AppError.notFound(entry.notFound);
    }
    await recordAudit(tx, actor, {
      entityType: entry.entity,
      entityId: String(id),
      ...publishAudit(entry.entity, published),
    });
    return changed;
  });
  await invalidatePublicCache(deps);
  return row;
}
