import type { Activity, ConfigPage, NewsItem, NewsListItem, Paged, POLICY_PLACEHOLDERS } from '@hashforge/contract';
import type { News } from '../../db/generated/client.ts';
import { pageWindow } from '../../db/page-window.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { publicFileUrl } from '../files/files.service.ts';
import { readBrand } from '../settings/brand.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import { sanitizeHtml } from './sanitize.ts';

type ContentDeps = Pick<Deps, 'prisma' | 'storage' | 'clock'>;

function listItem(deps: Pick<Deps, 'storage'>, n: News): NewsListItem {
  return {
    id: n.id,
    type: n.type,
    title: n.title,
    summary: n.summary,
    cover: publicFileUrl(deps, n.cover),
    releaseTime: n.releaseTime.toISOString(),
    videoUrl: n.videoUrl ?? null,
  };
}

/**
 * News, videos or notices, newest first; drafts (staff's `published: false`) stay hidden, and so do
 * items scheduled for later until their release time.
 */
export async function listNews(
  deps: ContentDeps,
  input: { page: number; limit: number; type: number },
): Promise<Paged<NewsListItem>> {
  const where = { type: input.type, published: true, releaseTime: { lte: deps.clock.now() } };
  const [total, rows] = await Promise.all([
    deps.prisma.news.count({ where }),
    deps.prisma.news.findMany({ where, orderBy: [{ releaseTime: 'desc' }, { id: 'desc' }], ...pageWindow(input) }),
  ]);
  return { total, list: rows.map((n) => listItem(deps, n)) };
}

/** One item; a draft or a scheduled one answers as a missing one does. */
export async function getNewsItem(deps: ContentDeps, id: number): Promise<NewsItem> {
  const n = await deps.prisma.news.findFirst({
    where: { id, published: true, releaseTime: { lte: deps.clock.now() } },
  });
  if (!n) throw AppError.notFound('News');
  // Sanitised when written; again here because a row may have been edited by hand.
  return { ...listItem(deps, n), content: sanitizeHtml(n.content) };
}

function dateOnly(text: string): Date {
  return new Date(`${text}T00:00:00.000Z`);
}

/** Published activities whose day is within the range; `type` -1 once the activity has ended. */
export async function listActivities(
  deps: Pick<Deps, 'prisma' | 'clock'>,
  input: { startDate: string; endDate: string },
): Promise<Activity[]> {
  const rows = await deps.prisma.activity.findMany({
    where: { published: true, time: { gte: dateOnly(input.startDate), lte: dateOnly(input.endDate) } },
    orderBy: [{ time: 'asc' }, { startTime: 'asc' }, { id: 'asc' }],
  });
  const now = deps.clock.now().getTime();
  return rows.map((a) => ({
    id: a.id,
    time: a.time.toISOString().slice(0, 10),
    title: a.title,
    startTime: a.startTime.toISOString(),
    endTime: a.endTime.toISOString(),
    content: a.content ? sanitizeHtml(a.content) : null,
    url: a.url ?? null,
    type: a.endTime.getTime() < now ? -1 : 1,
    isSelf: a.isSelf,
  }));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * The asked policy pages that exist, in the order asked, each once, their placeholders
 * (POLICY_PLACEHOLDERS) filled in from the brand and the company details as they are now: the
 * owner's save drops this cached answer with every other.
 */
export async function getConfigPages(
  deps: Pick<Deps, 'prisma' | 'redis' | 'config' | 'storage'>,
  types: number[],
): Promise<ConfigPage[]> {
  const unique = [...new Set(types)];
  const rows = await deps.prisma.configPage.findMany({ where: { type: { in: unique } } });
  const byType = new Map(rows.map((r) => [r.type, r]));
  const [brand, { company }] = await Promise.all([readBrand(deps), readShopSettings(deps)]);
  const values: Record<keyof typeof POLICY_PLACEHOLDERS, string> = {
    '{{shopName}}': brand.shopName,
    '{{companyName}}': company.name,
    '{{companyAddress}}': company.address,
    '{{supportEmail}}': company.email,
    '{{supportPhone}}': company.phone,
  };
  const fill = (html: string) =>
    html.replace(/\{\{(shopName|companyName|companyAddress|supportEmail|supportPhone)\}\}/g, (placeholder) =>
      escapeHtml(values[placeholder as keyof typeof values]),
    );
  return unique.flatMap((type) => {
    const row = byType.get(type);
    return row ? [{ type, content: fill(sanitizeHtml(row.content)) }] : [];
  });
}
