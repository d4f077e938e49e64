import { AfterSaleUserType } from '@hashforge/contract';
import type { Deps } from '../../../deps.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';
import { findAfterSale } from '../after-sale.repository.ts';
import { emailAfterSaleReply } from '../after-sale-emails.ts';
import { addAfterSaleRecord } from '../leave-message.ts';

/**
 * The service team answers on a request (userType 2) until it is completed; the reply and its audit
 * row commit together, then the buyer gets one email for this record.
 */
export async function replyToBuyer(
  deps: Deps,
  id: number,
  content: string,
  actor: StaffActor | null = null,
): Promise<{ id: number }> {
  const request = await findAfterSale(deps.prisma, id);
  const record = await addAfterSaleRecord(deps, request.id, AfterSaleUserType.service, content, undefined, (tx, r) =>
    recordAudit(tx, actor, {
      action: 'aftersales.reply',
      entityType: 'after_sale',
      entityId: String(request.id),
      after: { recordId: r.id },
    }),
  );
  await emailAfterSaleReply(deps, request, record.id, record.content);
  return { id: record.id };
}
