import { AfterSaleUserType } from '@hashforge/contract';
import type { Deps } from '../../../deps.ts';
import { findAfterSale } from '../after-sale.repository.ts';
import { emailAfterSaleReply } from '../after-sale-emails.ts';
import { addAfterSaleRecord } from '../leave-message.ts';

/** The service team answers on a request (userType 2) until it is completed; the buyer gets an email. */
export async function replyToBuyer(deps: Deps, id: number, content: string): Promise<{ id: number }> {
  const request = await findAfterSale(deps.prisma, id);
  const record = await addAfterSaleRecord(deps, request.id, AfterSaleUserType.service, content);
  await emailAfterSaleReply(deps, request, record.id, record.content);
  return { id: record.id };
}
