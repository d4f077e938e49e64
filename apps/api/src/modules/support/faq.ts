import type { FaqItem, Paged } from '@hashforge/contract';
import { pageWindow } from '../../db/page-window.ts';
import type { Deps } from '../../deps.ts';
import { sanitizeHtml } from '../content/sanitize.ts';

/** `question/answer/getPager`: published entries, hot questions (type 1) first, then the vendor's order. */
export async function listFaq(
  deps: Pick<Deps, 'prisma'>,
  input: { page: number; limit: number },
): Promise<Paged<FaqItem>> {
  const where = { published: true };
  const [total, rows] = await Promise.all([
    deps.prisma.faq.count({ where }),
    deps.prisma.faq.findMany({
      where,
      orderBy: [{ type: 'desc' }, { sort: 'asc' }, { id: 'asc' }],
      ...pageWindow(input),
    }),
  ]);
  return {
    total,
    list: rows.map((f) => ({
      id: f.id,
      content: f.content,
      answerContent: sanitizeHtml(f.answerContent),
      type: f.type,
    })),
  };
}
