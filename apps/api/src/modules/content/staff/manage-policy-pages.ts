import type { Deps } from '../../../deps.ts';
import { invalidatePublicCache } from '../../../http/public-cache.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';
import { sanitizeHtml } from '../sanitize.ts';

type ContentDeps = Pick<Deps, 'prisma' | 'redis' | 'config'>;

/**
 * `pages/list` (content.write): the policy pages as saved, placeholders as written, for the editor:
 * config/getTypes fills them in, and an editor that saved that text would lose them.
 */
export async function listPolicyPages(deps: Pick<Deps, 'prisma'>) {
  const rows = await deps.prisma.configPage.findMany({
    orderBy: { type: 'asc' },
    select: { type: true, content: true },
  });
  return rows;
}

/** `pages/save` (content.write): a policy page, sanitised on write; config/getTypes shows it at once. */
export async function savePolicyPage(deps: ContentDeps, actor: StaffActor | null, type: number, html: string) {
  const content = sanitizeHtml(html);
  await deps.prisma.$transaction(async (tx) => {
    await tx.configPage.upsert({ where: { type }, create: { type, content }, update: { content } });
    await recordAudit(tx, actor, {
      action: 'content.page.save',
      entityType: 'config_page',
      entityId: String(type),
      after: { length: content.length },
    });
  });
  await invalidatePublicCache(deps);
  return { type, content };
}
