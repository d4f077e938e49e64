import type { Tx } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { invalidatePublicCache } from '../../../http/public-cache.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';
import { attachImageKeys } from '../../files/attach-files.ts';
import { publishedChange, setPublishedFlag } from './published-flag.ts';

type ContentDeps = Pick<Deps, 'prisma' | 'redis' | 'config'>;

/** `banners/list` (content.write): drafts too, each with its `published` flag. */
export async function listBanners(deps: Pick<Deps, 'prisma'>, type?: number) {
  const list = await deps.prisma.banner.findMany({
    where: type === undefined ? {} : { type },
    orderBy: [{ type: 'asc' }, { sort: 'asc' }, { id: 'asc' }],
  });
  return { list };
}

/**
 * `banners/save` (content.write): create or change, audited; the shop's banner/getList shows it at once.
 * `published` left out: true on create, unchanged on a change; false keeps the banner a draft.
 */
export async function saveBanner(
  deps: ContentDeps,
  actor: StaffActor | null,
  input: {
    id?: number | undefined;
    type: number;
    mediaUrl: string;
    jumpUrl: string;
    sort: number;
    published?: boolean | undefined;
  },
) {
  const { id, published, ...fields } = input;
  const row = await deps.prisma.$transaction(async (tx) => {
    const current =
      id === undefined
        ? null
        : await tx.banner.findUnique({ where: { id }, select: { published: true, mediaUrl: true } });
    if (id !== undefined && !current) throw AppError.notFound('Banner');
    // A public image files/upload stored, a link or a site path; the banner's own image stays valid.
    await attachImageKeys(tx, [fields.mediaUrl], {
      at: () => 'mediaUrl',
      links: true,
      known: new Set(current ? [current.mediaUrl] : []),
    });
    const flag = publishedChange(current, published);
    const data = { ...fields, ...flag.data };
    const saved = id === undefined ? await tx.banner.create({ data }) : await tx.banner.update({ where: { id }, data });
    await recordAudit(tx, actor, {
      action: id === undefined ? 'content.banner.create' : 'content.banner.update',
      entityType: 'banner',
      entityId: String(saved.id),
      ...flag.audit,
      after: data,
    });
    return saved;
  });
  await invalidatePublicCache(deps);
  return row;
}

/**
 * `banners/publish` (content.write): the flag alone, by a conditional update, so a list loaded before
 * someone else's edit cannot write its old fields back; audited in the same transaction, and the shop's
 * banner/getList follows at once. A banner already as asked is refused and nothing is recorded.
 */
export function setBannerPublished(deps: ContentDeps, actor: StaffActor | null, id: number, published: boolean) {
  const entry = { entity: 'banner', what: 'banner', notFound: 'Banner', model: (tx: Tx) => tx.banner };
  return setPublishedFlag(deps, actor, entry, id, published);
}

/** `banners/delete` (content.write). */
export async function deleteBanner(deps: ContentDeps, actor: StaffActor | null, id: number) {
  await deps.prisma.$transaction(async (tx) => {
    const gone = await tx.banner.deleteMany({ where: { id } });
    if (gone.count !== 1) throw AppError.notFound('Banner');
    await recordAudit(tx, actor, { action: 'content.banner.delete', entityType: 'banner', entityId: String(id) });
  });
  await invalidatePublicCache(deps);
  return { id };
}
