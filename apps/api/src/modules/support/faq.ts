import type { FaqItem, Paged } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { sanitizeHtml } from '../content/sanitize.ts';

/** `question/answer/getPager`: hot questions (type 1) first, then the vendor's order. */
export async function listFaq(
  deps: Pick<Deps, 'prisma'>,
  input: { page: number; limit: number },
): Promise<Paged<FaqItem>> {
  const [total, rows] = await Promise.all([
    deps.prisma.faq.count(),
    deps.prisma.faq.findMany({
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
