import { NewsType } from '@hashforge/contract';
import type { Tx } from '../../../db/client.ts';
import type { Prisma } from '../../../db/generated/client.ts';
import { pageWindow } from '../../../db/page-window.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { invalidatePublicCache } from '../../../http/public-cache.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';
import { attachImageKeys } from '../../files/attach-files.ts';
import { sanitizeHtml } from '../sanitize.ts';
import { isEmbeddableVideoUrl } from '../write-content.ts';
import { publishedChange } from './published-flag.ts';

type ContentDeps = Pick<Deps, 'prisma' | 'clock' | 'redis' | 'config'>;

export interface NewsInput {
  type: number;
  title: string;
  summary: string;
  content: string;
  cover?: string | undefined;
  videoUrl?: string | null | undefined;
  releaseTime?: string | undefined;
  /** false keeps the item a draft, off the shop; left out: true on create, unchanged on update. */
  published?: boolean | undefined;
}

function checkVideo(type: number, videoUrl: string | null | undefined): string | null {
  if (type !== NewsType.video) return null;
  if (!videoUrl || !isEmbeddableVideoUrl(videoUrl)) {
    throw AppError.field('videoUrl', 'Enter a youtube-nocookie.com/embed or player.vimeo.com/video URL');
  }
  return videoUrl;
}

/** A cover is a public image files/upload stored, a link or a site path; the item's own cover stays valid. */
function checkCover(tx: Tx, cover: string | undefined, current?: string): Promise<void> {
  return attachImageKeys(tx, cover === undefined ? [] : [cover], {
    at: () => 'cover',
    links: true,
    known: new Set(current ? [current] : []),
  });
}

/** `news/create` (content.write): sanitised on write, audited, and in the shop's next answer (unless a draft). */
export async function createNewsItem(deps: ContentDeps, actor: StaffActor | null, input: NewsInput) {
  const videoUrl = checkVideo(input.type, input.videoUrl);
  const releaseTime = input.releaseTime ? new Date(input.releaseTime) : deps.clock.now();
  const published = input.published ?? true;
  const id = await deps.prisma.$transaction(async (tx) => {
    await checkCover(tx, input.cover);
    const row = await tx.news.create({
      data: {
        type: input.type,
        title: input.title,
        summary: input.summary,
        cover: input.cover ?? '',
        content: sanitizeHtml(input.content),
        videoUrl,
        releaseTime,
        published,
      },
      select: { id: true },
    });
    await recordAudit(tx, actor, {
      action: 'content.news.create',
      entityType: 'news',
      entityId: String(row.id),
      after: { type: input.type, title: input.title, releaseTime, published },
    });
    return row.id;
  });
  await invalidatePublicCache(deps);
  return { id };
}

/** `news/update` (content.write): only the fields sent change; the audit row names them. */
export async function updateNewsItem(
  deps: ContentDeps,
  actor: StaffActor | null,
  id: number,
  input: Partial<Omit<NewsInput, 'type'>>,
) {
  await deps.prisma.$transaction(async (tx) => {
    const current = await tx.news.findUnique({ where: { id } });
    if (!current) throw AppError.notFound('News item');
    await checkCover(tx, input.cover, current.cover);
    const data: Prisma.NewsUpdateInput = {};
    if (input.title !== undefined) data.title = input.title;
    if (input.summary !== undefined) data.summary = input.summary;
    if (input.content !== undefined) data.content = sanitizeHtml(input.content);
    if (input.cover !== undefined) data.cover = input.cover;
    if (input.videoUrl !== undefined) data.videoUrl = checkVideo(current.type, input.videoUrl);
    if (input.releaseTime !== undefined) data.releaseTime = new Date(input.releaseTime);
    const flag = publishedChange(current, input.published);
    Object.assign(data, flag.data);
    await tx.news.update({ where: { id }, data });
    await recordAudit(tx, actor, {
      action: 'content.news.update',
      entityType: 'news',
      entityId: String(id),
      ...flag.audit,
      // The text itself can be long: the log names the fields that changed and keeps short ones.
      after: Object.fromEntries(
        Object.entries(data).map(([k, v]) => [k, k === 'content' ? `${String(v).length} characters` : v]),
      ),
    });
  });
  await invalidatePublicCache(deps);
  return { id };
}

/** `news/delete` (content.write). */
export async function deleteNewsItem(deps: ContentDeps, actor: StaffActor | null, id: number) {
  await deps.prisma.$transaction(async (tx) => {
    const gone = await tx.news.deleteMany({ where: { id } });
    if (gone.count !== 1) throw AppError.notFound('News item');
    await recordAudit(tx, actor, { action: 'content.news.delete', entityType: 'news', entityId: String(id) });
  });
  await invalidatePublicCache(deps);
  return { id };
}

/** `news/list` (content.write): drafts and scheduled items too, newest release first. */
export async function listNewsForStaff(
  deps: Pick<Deps, 'prisma' | 'clock'>,
  input: { page: number; limit: number; type?: number | undefined },
) {
  const where = input.type === undefined ? {} : { type: input.type };
  const [total, rows] = await Promise.all([
    deps.prisma.news.count({ where }),
    deps.prisma.news.findMany({
      where,
      orderBy: [{ releaseTime: 'desc' }, { id: 'desc' }],
      ...pageWindow(input),
      select: { id: true, type: true, title: true, summary: true, cover: true, releaseTime: true, published: true },
    }),
  ]);
  const now = deps.clock.now().getTime();
  return {
    total,
    list: rows.map((r) => ({
      ...r,
      releaseTime: r.releaseTime.toISOString(),
      scheduled: r.releaseTime.getTime() > now,
    })),
  };
}
