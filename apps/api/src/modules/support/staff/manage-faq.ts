import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { invalidatePublicCache } from '../../../http/public-cache.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';
import { sanitizeHtml } from '../../content/sanitize.ts';

type SupportDeps = Pick<Deps, 'prisma' | 'redis' | 'config'>;

const toRow = (f: { id: number; content: string; answerContent: string; type: number; sort: number }) => ({
  id: f.id,
  content: f.content,
  answerContent: f.answerContent,
  hot: f.type === 1,
  sort: f.sort,
});

/** `faq/list` (content.write). */
export async function listFaqs(deps: Pick<Deps, 'prisma'>) {
  const rows = await deps.prisma.faq.findMany({ orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  return { list: rows.map(toRow) };
}

/** `faq/save` (content.write): the answer sanitised on write, audited, the shop's FAQ fresh at once. */
export async function saveFaq(
  deps: SupportDeps,
  actor: StaffActor | null,
  input: { id?: number | undefined; content: string; answerContent: string; hot: boolean; sort: number },
) {
  const data = {
    content: input.content,
    answerContent: sanitizeHtml(input.answerContent),
    type: input.hot ? 1 : 0,
    sort: input.sort,
  };
  const row = await deps.prisma.$transaction(async (tx) => {
    if (input.id !== undefined && !(await tx.faq.findUnique({ where: { id: input.id }, select: { id: true } }))) {
      throw AppError.notFound('FAQ entry');
    }
    const saved =
      input.id === undefined ? await tx.faq.create({ data }) : await tx.faq.update({ where: { id: input.id }, data });
    await recordAudit(tx, actor, {
      action: input.id === undefined ? 'content.faq.create' : 'content.faq.update',
      entityType: 'faq',
      entityId: String(saved.id),
      after: { content: data.content, hot: input.hot, sort: data.sort },
    });
    return saved;
  });
  await invalidatePublicCache(deps);
  return toRow(row);
}

/** `faq/delete` (content.write). */
export async function deleteFaq(deps: SupportDeps, actor: StaffActor | null, id: number) {
  await deps.prisma.$transaction(async (tx) => {
    const gone = await tx.faq.deleteMany({ where: { id } });
    if (gone.count !== 1) throw AppError.notFound('FAQ entry');
    await recordAudit(tx, actor, { action: 'content.faq.delete', entityType: 'faq', entityId: String(id) });
  });
  await invalidatePublicCache(deps);
  return { id };
}
