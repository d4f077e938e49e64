import type { Tx } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { invalidatePublicCache } from '../../../http/public-cache.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';
import { sanitizeHtml } from '../../content/sanitize.ts';
import { publishedChange, setPublishedFlag } from '../../content/staff/published-flag.ts';

type SupportDeps = Pick<Deps, 'prisma' | 'redis' | 'config'>;

const toRow = (f: {
  id: number;
  content: string;
  answerContent: string;
  type: number;
  sort: number;
  published: boolean;
}) => ({
  id: f.id,
  content: f.content,
  answerContent: f.answerContent,
  hot: f.type === 1,
  sort: f.sort,
  published: f.published,
});

/** `faq/list` (content.write): drafts too, each with its `published` flag. */
export async function listFaqs(deps: Pick<Deps, 'prisma'>) {
  const rows = await deps.prisma.faq.findMany({ orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  return { list: rows.map(toRow) };
}

/**
 * `faq/save` (content.write): the answer sanitised on write, audited, the shop's FAQ fresh at once.
 * `published` left out: true on create, unchanged on a change; false keeps the entry a draft.
 */
export async function saveFaq(
  deps: SupportDeps,
  actor: StaffActor | null,
  input: {
    id?: number | undefined;
    content: string;
    answerContent: string;
    hot: boolean;
    sort: number;
    published?: boolean | undefined;
  },
) {
  const fields = {
    content: input.content,
    answerContent: sanitizeHtml(input.answerContent),
    type: input.hot ? 1 : 0,
    sort: input.sort,
  };
  const row = await deps.prisma.$transaction(async (tx) => {
    const current =
      input.id === undefined ? null : await tx.faq.findUnique({ where: { id: input.id }, select: { published: true } });
    if (input.id !== undefined && !current) throw AppError.notFound('FAQ entry');
    const flag = publishedChange(current, input.published);
    const data = { ...fields, ...flag.data };
    const saved =
      input.id === undefined ? await tx.faq.create({ data }) : await tx.faq.update({ where: { id: input.id }, data });
    await recordAudit(tx, actor, {
      action: input.id === undefined ? 'content.faq.create' : 'content.faq.update',
      entityType: 'faq',
      entityId: String(saved.id),
      ...flag.audit,
      after: { content: data.content, hot: input.hot, sort: data.sort, ...flag.data },
    });
    return saved;
  });
  await invalidatePublicCache(deps);
  return toRow(row);
}

/**
 * `faq/publish` (content.write): the flag alone, by a conditional update, so a list loaded before
 * someone else's edit cannot write its old question and answer back; audited in the same transaction,
 * and the shop's question/answer/getPager follows at once. An entry already as asked is refused.
 */
export async function setFaqPublished(deps: SupportDeps, actor: StaffActor | null, id: number, published: boolean) {
  const entry = { entity: 'faq', what: 'FAQ entry', notFound: 'FAQ entry', model: (tx: Tx) => tx.faq };
  return toRow(await setPublishedFlag(deps, actor, entry, id, published));
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
