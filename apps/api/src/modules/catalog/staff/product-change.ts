import type { Tx } from '../../../db/client.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';

/**
 * The audit row of an edit to a product, inside the edit's transaction: `products/update` (listing
 * and limits) and `products/update-details` (the sheet) are one action in the audit log, each with
 * only the fields it changed.
 */
export function recordProductChange(
  tx: Pick<Tx, 'auditEvent'>,
  actor: StaffActor | null,
  productId: number,
  change: { before: Record<string, unknown>; after: Record<string, unknown> },
): Promise<void> {
  return recordAudit(tx, actor, {
    action: 'catalog.product.update',
    entityType: 'product',
    entityId: String(productId),
    ...change,
  });
}
