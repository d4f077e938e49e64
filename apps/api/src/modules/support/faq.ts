import type { FaqItem, Paged } from '@hashforge/contract';
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
      skip: (input.page - 1) * input.limit,
      take: input.limit,
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
