import { AfterSaleStatus, AfterSaleUserType, canLeaveMessage, msg } from '@hashforge/contract';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { sanitizeHtml } from '../content/sanitize.ts';

/**
 * Adds a message to a request, from the buyer (userType 1) or the service team (2), until the
 * request is completed. The HTML is sanitised before it is stored (docs/domain.md D5); a message
 * that is empty once cleaned (only a script, say) is refused like an empty one.
 */
export async function addAfterSaleRecord(
  deps: Pick<Deps, 'prisma' | 'clock'>,
  afterSaleId: number,
  userType: number,
  content: string,
  owner?: number,
  /** Written in the same transaction as the record (the staff reply's audit row). */
  alongside?: (tx: Tx, record: { id: number }) => Promise<void>,
): Promise<{ id: number; content: string }> {
  const clean = sanitizeHtml(content);
  // Markup alone (an empty paragraph, a stripped script) says nothing; an image does.
  const visible = clean.replace(/<(?!img\b)[^>]*>/gi, '').replace(/&nbsp;|\s/g, '');
  if (!visible) throw AppError.invalid([{ path: 'content', message: msg.messageRequired }]);
  const now = deps.clock.now();
  return deps.prisma.$transaction(async (tx) => {
    // Touching the request locks its row while it is still open, so completion cannot slip in between.
    const open = await tx.afterSale.updateMany({
      where: { id: afterSaleId, status: { lt: AfterSaleStatus.completed }, ...(owner ? { userId: owner } : {}) },
      data: { updatedAt: now },
    });
    if (open.count !== 1) throw AppError.refused(msg.afterSaleClosed);
    const record = await tx.afterSaleRecord.create({
      data: { afterSaleId, userType, content: clean, createdAt: now },
      select: { id: true, content: true },
    });
    if (alongside) await alongside(tx, record);
    return record;
  });
}

/** The buyer leaves a message (record/create). */
export async function leaveMessage(
  deps: Pick<Deps, 'prisma' | 'clock'>,
  userId: number,
  input: { afterSaleId: number; content: string },
): Promise<void> {
  const request = await deps.prisma.afterSale.findFirst({
    where: { id: input.afterSaleId, userId },
    select: { id: true, status: true },
  });
  if (!request) throw AppError.notFound('After-sale request');
  if (!canLeaveMessage(request.status)) throw AppError.refused(msg.afterSaleClosed);
  await addAfterSaleRecord(deps, request.id, AfterSaleUserType.customer, input.content, userId);
}
