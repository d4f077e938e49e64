import type { Tx } from '../../../db/client.ts';
import type { Prisma } from '../../../db/generated/client.ts';
import { pageWindow } from '../../../db/page-window.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { invalidatePublicCache } from '../../../http/public-cache.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';
import { sanitizeHtml } from '../sanitize.ts';
import { publishedChange, setPublishedFlag } from './published-flag.ts';

type ContentDeps = Pick<Deps, 'prisma' | 'redis' | 'config'>;

type ActivityRow = Prisma.ActivityGetPayload<object>;

const toRow = (a: ActivityRow) => ({
  id: a.id,
  time: a.time.toISOString().slice(0, 10),
  title: a.title,
  startTime: a.startTime.toISOString(),
  endTime: a.endTime.toISOString(),
  content: a.content,
  url: a.url,
  isSelf: a.isSelf === 1,
  published: a.published,
});

/** `activities/list` (content.write): drafts too, each with its `published` flag. */
export async function listActivities(deps: Pick<Deps, 'prisma'>, input: { page: number; limit: number }) {
  const [total, rows] = await Promise.all([
    deps.prisma.activity.count(),
    deps.prisma.activity.findMany({ orderBy: [{ time: 'desc' }, { id: 'desc' }], ...pageWindow(input) }),
  ]);
  return { total, list: rows.map(toRow) };
}

/**
 * `activities/save` (content.write): create or change, the text sanitised, audited. `published` left
 * out: true on create, unchanged on a change; false keeps the activity off the shop's calendar.
 */
export async function saveActivity(
  deps: ContentDeps,
  actor: StaffActor | null,
  input: {
    id?: number | undefined;
    time: string;
    title: string;
    startTime: string;
    endTime: string;
    content?: string | null | undefined;
    url?: string | null | undefined;
    isSelf: boolean;
    published?: boolean | undefined;
  },
) {
  const fields = {
    time: new Date(`${input.time}T00:00:00Z`),
    title: input.title,
    startTime: new Date(input.startTime),
    endTime: new Date(input.endTime),
    content: input.content ? sanitizeHtml(input.content) : null,
    url: input.url ?? null,
    isSelf: input.isSelf ? 1 : 0,
  };
  const row = await deps.prisma.$transaction(async (tx) => {
    const current =
      input.id === undefined
        ? null
        : await tx.activity.findUnique({ where: { id: input.id }, select: { published: true } });
    if (input.id !== undefined && !current) throw AppError.notFound('Activity');
    const flag = publishedChange(current, input.published);
    const data = { ...fields, ...flag.data };
    const saved =
      input.id === undefined
        ? await tx.activity.create({ data })
        : await tx.activity.update({ where: { id: input.id }, data });
    await recordAudit(tx, actor, {
      action: input.id === undefined ? 'content.activity.create' : 'content.activity.update',
      entityType: 'activity',
      entityId: String(saved.id),
      ...flag.audit,
      after: { time: input.time, title: input.title, ...flag.data },
    });
    return saved;
  });
  await invalidatePublicCache(deps);
  return toRow(row);
}

/**
 * `activities/publish` (content.write): the flag alone, by a conditional update, so a list loaded
 * before someone else's edit cannot write its old fields back; audited in the same transaction, and the
 * shop's calendar follows at once. An activity already as asked is refused and nothing is recorded.
 */
export async function setActivityPublished(
  deps: ContentDeps,
  actor: StaffActor | null,
  id: number,
  published: boolean,
) {
  const entry = { entity: 'activity', what: 'activity', notFound: 'Activity', model: (tx: Tx) => tx.activity };
  return toRow(await setPublishedFlag(deps, actor, entry, id, published));
}

/** `activities/delete` (content.write). */
export async function deleteActivity(deps: ContentDeps, actor: StaffActor | null, id: number) {
  await deps.prisma.$transaction(async (tx) => {
    const gone = await tx.activity.deleteMany({ where: { id } });
    if (gone.count !== 1) throw AppError.notFound('Activity');
    await recordAudit(tx, actor, { action: 'content.activity.delete', entityType: 'activity', entityId: String(id) });
  });
  await invalidatePublicCache(deps);
  return { id };
}
