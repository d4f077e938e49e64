import { KEPT_TRANSFER_CLAIMED, KEPT_TRANSFER_RETURNED } from '@hashforge/contract/admin/messages';
import type { Tx } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';

/**
 * Whether finance marked a kept transfer of this hash returned, read with its kept rows locked `FOR
 * SHARE`: call it in the transaction that then holds the hash (a buyer naming it, finance crediting
 * it). Marking it returned locks the same rows `FOR UPDATE` before it looks for a claim, so of the two
 * at once one waits for the other and sees what it did: the claim refuses a returned transfer, or the
 * return refuses a claimed one.
 */
export async function keptTransferReturned(tx: Tx, txHash: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ returnedAt: Date | null }[]>`
    SELECT "returnedAt" FROM chain_unmatched_transfer WHERE "txHash" = ${txHash} FOR SHARE`;
  return rows.some((r) => r.returnedAt !== null);
}

/**
 * `payments/unmatched-transfers/return` (payments.review): finance dealt with a kept transfer outside
 * the shop (returned the money to its sender, say) and says what it did. Every kept row of the
 * payment (the transaction's transfers of that token) is marked with the clerk, the time and the note,
 * and audited, in one transaction with those rows locked: refused while a claim holds the hash (a
 * buyer named it, or it was credited) and when already returned, so of two clerks at once one marks
 * it. Afterwards it is not listed, holds no order open (kept-transfer-hold.ts) and pays none: a buyer
 * naming its hash is refused. No buyer is mailed: no order is known to be the sender's.
 */
export async function returnKeptTransfer(
  deps: Pick<Deps, 'prisma' | 'clock'>,
  actor: StaffActor | null,
  input: { id: number; note: string },
): Promise<{ id: number; txHash: string; returnedAt: string }> {
  const kept = await deps.prisma.chainUnmatchedTransfer.findUnique({ where: { id: input.id } });
  if (!kept) throw AppError.notFound('Unmatched transfer');
  const note = input.note.trim();
  const now = deps.clock.now();
  await deps.prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: number; returnedAt: Date | null; amount: string }[]>`
      SELECT id, "returnedAt", amount::text FROM chain_unmatched_transfer
      WHERE "chainId" = ${kept.chainId} AND "txHash" = ${kept.txHash} AND "tokenContract" = ${kept.tokenContract}
      ORDER BY "logIndex" FOR UPDATE`;
    if (rows.some((r) => r.returnedAt !== null)) throw AppError.refused(KEPT_TRANSFER_RETURNED);
    if (await tx.chainPayment.count({ where: { heldTxHash: kept.txHash } }))
      throw AppError.refused(KEPT_TRANSFER_CLAIMED);
    await tx.chainUnmatchedTransfer.updateMany({
      where: { id: { in: rows.map((r) => r.id) }, returnedAt: null },
      data: { returnedAt: now, returnedByStaffId: actor?.staffId ?? null, returnNote: note },
    });
    await recordAudit(tx, actor, {
      action: 'payments.transfer-return',
      entityType: 'chain_unmatched_transfer',
      entityId: String(kept.id),
      before: { returnedAt: null },
      after: {
        txHash: kept.txHash,
        network: kept.network,
        token: kept.tokenSymbol,
        fromAddress: kept.fromAddress,
        keptTransferIds: rows.map((r) => r.id),
        amounts: rows.map((r) => r.amount),
        reason: kept.reason,
        candidateOrderIds: kept.candidateOrderIds,
        note,
        returnedAt: now.toISOString(),
      },
    });
  });
  return { id: kept.id, txHash: kept.txHash, returnedAt: now.toISOString() };
}
