import { NewsType } from '@hashforge/contract';
import { invalidatePublicCache, type PublicWriteDeps } from '../../http/public-cache.ts';
import { sanitizeHtml } from './sanitize.ts';

// Writes to news, the calendar, the policy pages and the home banners, for the seed and the back
// office: HTML is sanitised on the way in and the public answer cache is emptied after each write.
/** The players the storefront's CSP lets it frame (apps/api/src/app.ts, frame-src). */
const EMBEDDABLE_VIDEO =
  /^https:\/\/(www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{6,20}|player\.vimeo\.com\/video\/\d{4,12})(\?[A-Za-z0-9_=&.-]*)?$/;

export function isEmbeddableVideoUrl(url: string): boolean {
  return EMBEDDABLE_VIDEO.test(url);
}

export interface NewNews {
  type: number;
  title: string;
  summary?: string;
  /** Storage key or URL of the cover image. */
  cover?: string;
  content?: string;
  videoUrl?: string | null;
  releaseTime: Date;
}

export async function createNews(deps: PublicWriteDeps, input: NewNews): Promise<number> {
  if (input.type === NewsType.video) {
    if (!input.videoUrl || !isEmbeddableVideoUrl(input.videoUrl)) {
      throw new Error(`video "${input.title}" needs an embeddable youtube-nocookie.com or player.vimeo.com URL`);
    }
  }
  const row = await deps.prisma.news.create({
    data: {
      type: input.type,
      title: input.title.trim(),
      summary: (input.summary ?? '').trim(),
      cover: input.cover ?? '',
      content: sanitizeHtml(input.content ?? ''),
      videoUrl: input.type === NewsType.video ? (input.videoUrl ?? null) : null,
      releaseTime: input.releaseTime,
    },
  });
  await invalidatePublicCache(deps);
  return row.id;
}

export interface NewActivity {
  /** The day it shows on (UTC date). */
  time: Date;
  title: string;
  startTime: Date;
  endTime: Date;
  content?: string | null;
  url?: string | null;
  isSelf: 0 | 1;
}

export async function createActivities(deps: PublicWriteDeps, items: NewActivity[]): Promise<void> {
  for (const a of items) {
    if (a.endTime < a.startTime) throw new Error(`activity "${a.title}" ends before it starts`);
    if (a.url && !/^https?:\/\//i.test(a.url)) throw new Error(`activity "${a.title}" has a non-http link`);
  }
  await deps.prisma.activity.createMany({
    data: items.map((a) => ({
      time: new Date(Date.UTC(a.time.getUTCFullYear(), a.time.getUTCMonth(), a.time.getUTCDate())),
      title: a.title.trim(),
      startTime: a.startTime,
      endTime: a.endTime,
      content: a.content ? sanitizeHtml(a.content) : null,
      url: a.url ?? null,
      isSelf: a.isSelf,
    })),
  });
  await invalidatePublicCache(deps);
}

export async function setConfigPage(deps: PublicWriteDeps, type: number, html: string): Promise<void> {
  const content = sanitizeHtml(html);
  await deps.prisma.configPage.upsert({ where: { type }, create: { type, content }, update: { content } });
  await invalidatePublicCache(deps);
}

/** A banner of the home carousel (type 1) or another slot; the content desk's banners/save for staff. */
export async function createBanner(
  deps: PublicWriteDeps,
  input: { type?: number; mediaUrl: string; jumpUrl?: string; sort?: number },
): Promise<number> {
  const row = await deps.prisma.banner.create({
    data: { type: input.type ?? 1, mediaUrl: input.mediaUrl, jumpUrl: input.jumpUrl ?? '', sort: input.sort ?? 0 },
  });
  await invalidatePublicCache(deps);
  return row.id;
}
