import { msg } from '@hashforge/contract';
import type { Tx } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { afterSaleMachine, afterSalePayMachine } from './after-sale-status.ts';

export interface AfterSaleState {
  status: number;
  payStatus?: number;
}

/**
 * The one way a request's status or payStatus changes: checked against the transition tables, then
 * a conditional update on the state the caller saw, so of two concurrent changes only one lands and
 * the other is refused with `refusal` instead of silently overwriting it.
 */
export async function applyChange(
  tx: Tx,
  id: number,
  at: AfterSaleState,
  to: { status?: number; payStatus?: number },
  now: Date,
  options: { data?: Prisma.AfterSaleUpdateManyMutationInput; refusal?: string } = {},
): Promise<void> {
  const refusal = options.refusal ?? msg.afterSaleStatusChanged;
  if (to.status !== undefined) afterSaleMachine.assert(at.status, to.status, refusal);
  if (to.payStatus !== undefined) {
    if (at.payStatus === undefined) throw new Error('a payStatus change needs the payStatus it starts from');
    afterSalePayMachine.assert(at.payStatus, to.payStatus, refusal);
  }
  const result = await tx.afterSale.updateMany({
    where: { id, status: at.status, ...(at.payStatus !== undefined ? { payStatus: at.payStatus } : {}) },
    data: {
      ...options.data,
      ...(to.status !== undefined ? { status: to.status, statusChangedAt: now } : {}),
      ...(to.payStatus !== undefined ? { payStatus: to.payStatus } : {}),
      updatedAt: now,
    },
  });
  if (result.count !== 1) throw AppError.refused(refusal);
}
