import { OrderStatus, PAY_TYPE_USDT, PROOF_STATUSES } from '@hashforge/contract';
import {
  KEPT_TRANSFER_ORDER_CLOSED,
  KEPT_TRANSFER_ORDER_NOT_AWAITING,
  KEPT_TRANSFER_RETURNED,
  KEPT_TRANSFER_TAKEN,
} from '@hashforge/contract/admin/messages';
import type { ChainTokenSymbol } from '@hashforge/contract/admin/settings';
import type { Hex } from 'viem';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import type { StaffActor } from '../../audit/record-audit.ts';
import { readUsdtConfig } from '../../settings/usdt-settings.ts';
import { lockOrder } from '../lock-order.ts';
import { findOrderRef } from '../staff/order-ref.ts';
import { holdAndCredit, mailChainCredit } from './credit-chain-payment.ts';
import { keptTransferReturned } from './return-kept-transfer.ts';

type CreditDeps = Pick<Deps, 'prisma' | 'sql' | 'clock' | 'queues' | 'config' | 'logger'>;

/**
 * `payments/unmatched-transfers/credit` (payments.review): finance credits a transfer the watcher kept
 * (decision 025) to the order it names, a buyer who sent the amount shown but shared with another
 * order, say. The chain is not read again: the transfer was confirmed when kept. The payment is the
 * transaction's transfers of that token to the shop, summed, as the watcher and a named hash count
 * it. One transaction with the order's row locked: the order must await money (10 or 25, as for a
 * named hash) and not have expired (unless this transfer holds it open), then the same path as a
 * named hash or the watcher (holdAndCredit: a chain payment holding the hash, the ledger, the order's
 * moves) with the staff member's audit row; then the buyer's one mail. Of two clerks at once, or a
 * clerk and a buyer naming the hash, the unique hold on the hash lets one through; the other is told
 * and nothing changes.
 */
export async function creditKeptTransfer(
  deps: CreditDeps,
  actor: StaffActor | null,
  input: { id: number; orderNo: string },
): Promise<{ orderNo: string; orderStatus: number; paymentId: number; amount: string }> {
  const kept = await deps.prisma.chainUnmatchedTransfer.findUnique({ where: { id: input.id } });
  if (!kept) throw AppError.notFound('Unmatched transfer');
  const ref = await findOrderRef(deps, input.orderNo.trim());
  // The watcher keeps each transfer of a payment as a row: the payment is all of them.
  const logs = await deps.prisma.chainUnmatchedTransfer.findMany({
    where: { chainId: kept.chainId, txHash: kept.txHash, tokenContract: kept.tokenContract },
    orderBy: { logIndex: 'asc' },
  });
  const first = logs[0] ?? kept;
  const units = logs.reduce((sum, t) => sum + BigInt(t.amountUnits.toFixed(0)), 0n);
  const network = (await readUsdtConfig(deps)).networks.find((n) => n.key === kept.network);
  const token = {
    symbol: kept.tokenSymbol as ChainTokenSymbol,
    contract: kept.tokenContract as Hex,
    decimals: kept.decimals,
  };
  // Kept only once confirmed: as many confirmations as the network asked for then.
  const confirmations = network?.confirmations ?? 1;
  const now = deps.clock.now();

  const done = await deps.prisma.$transaction(async (tx) => {
    const order = await lockOrder(tx, { id: ref.id });
    if (!order) throw AppError.notFound('Order');
    // The money went back to its sender: it pays no order.
    if (await keptTransferReturned(tx, kept.txHash)) throw AppError.refused(KEPT_TRANSFER_RETURNED);
    // Read for the message only (the second of two clerks on one order finds it paid): the hold decides.
    if (await tx.chainPayment.count({ where: { heldTxHash: kept.txHash } }))
      throw AppError.refused(KEPT_TRANSFER_TAKEN);
    // Past its expiry and still open, held by this very transfer (kept-transfer-hold.ts): the money its
    // buyer sent as told, which finance credits now.
    const heldByThis = kept.reason === 'shared-amount' && kept.candidateOrderIds.includes(order.id);
    const expired = order.orderStatus === OrderStatus.unpaid && order.expiresAt <= now && !heldByThis;
    if (order.orderStatus === OrderStatus.canceled || expired) throw AppError.refused(KEPT_TRANSFER_ORDER_CLOSED);
    if (!PROOF_STATUSES.includes(order.orderStatus)) throw AppError.refused(KEPT_TRANSFER_ORDER_NOT_AWAITING);
    // Paid in USDT, the order's method is USDT, as naming the hash makes it (submit-chain-payment.ts):
    // the buyer's order page and its documents say how it was paid.
    await tx.order.updateMany({ where: { id: order.id }, data: { payType: PAY_TYPE_USDT } });
    const paid = await holdAndCredit(
      tx,
      deps,
      {
        orderId: order.id,
        network: kept.network,
        chainId: kept.chainId,
        txHash: kept.txHash,
        requiredConfirmations: confirmations,
      },
      {
        from: first.fromAddress,
        units,
        decimals: kept.decimals,
        token,
        blockNumber: first.blockNumber,
        blockHash: first.blockHash as Hex,
        logIndex: first.logIndex,
        confirmations,
        matchedBy: 'finance',
      },
      { actor, keptTransferId: kept.id },
    );
    if (!paid) throw AppError.refused(KEPT_TRANSFER_TAKEN);
    return paid;
  });
  await mailChainCredit(deps, done.paymentId, done.credit, token.symbol, network?.name ?? kept.network);
  return {
    orderNo: done.credit.orderNo,
    orderStatus: done.credit.orderStatus,
    paymentId: done.paymentId,
    amount: done.credit.amount.toFixed(2),
  };
}
