import { unmatchedTransferRow } from '@hashforge/contract/admin/chain-transfers';
import type { z } from 'zod';
import { Prisma } from '../../../db/generated/client.ts';
import { pageWindow } from '../../../db/page-window.ts';
import type { Deps } from '../../../deps.ts';
import { readUsdtConfig } from '../../settings/usdt-settings.ts';
import { explorerUrl } from './chain-payment.service.ts';

/** A kept transfer still finance's to decide: no buyer's claim holds its hash, and it was not returned. */
const awaitingFinance = Prisma.sql`t."returnedAt" IS NULL
  AND NOT EXISTS (SELECT 1 FROM chain_payment p WHERE p."heldTxHash" = t."txHash")`;

/**
 * The kept transfers awaiting finance (the list's rows) and since when the oldest waits, from when the
 * watcher kept it: the dashboard's queue of buyers' money no order took yet, which may hold orders open
 * (kept-transfer-hold.ts).
 */
export async function countUnmatchedAwaiting(
  deps: Pick<Deps, 'prisma'>,
): Promise<{ count: number; oldestTime: Date | null }> {
  const [row] = await deps.prisma.$queryRaw<{ count: number; oldest: Date | null }[]>`
    SELECT count(*)::int AS count, min(t."seenAt") AS oldest FROM chain_unmatched_transfer t
    WHERE ${awaitingFinance}`;
  return { count: row?.count ?? 0, oldestTime: row?.oldest ?? null };
}

/**
 * `payments/unmatched-transfers` (payments.review): the transfers the watcher kept for finance, newest
 * block first, each with why it was not credited and the orders it could belong to, read now (their
 * numbers and current status). One a buyer's claim now holds (named by its hash, verifying or credited)
 * is that claim's and left out; a claim refused lets it go, and it is listed again. One finance marked
 * returned (return-kept-transfer.ts) is done with and left out for good: the list is what is still to
 * decide, and the audit log and the row keep who returned it, when and how.
 */
export async function listUnmatchedTransfers(
  deps: Pick<Deps, 'prisma'>,
  input: { page: number; limit: number },
): Promise<{ total: number; list: z.infer<typeof unmatchedTransferRow>[] }> {
  const { skip, take } = pageWindow(input);
  const [{ count: total }, page, config] = await Promise.all([
    countUnmatchedAwaiting(deps),
    deps.prisma.$queryRaw<{ id: number }[]>`
      SELECT t.id FROM chain_unmatched_transfer t WHERE ${awaitingFinance}
      ORDER BY t."blockTime" DESC, t.id DESC LIMIT ${take} OFFSET ${skip}`,
    readUsdtConfig(deps),
  ]);
  const rows = await deps.prisma.chainUnmatchedTransfer.findMany({
    where: { id: { in: page.map((r) => r.id) } },
    orderBy: [{ blockTime: 'desc' }, { id: 'desc' }],
  });
  const orders = new Map(
    (
      await deps.prisma.order.findMany({
        where: { id: { in: [...new Set(rows.flatMap((r) => r.candidateOrderIds))] } },
        select: { id: true, orderNo: true, orderStatus: true },
      })
    ).map((o) => [o.id, { orderNo: o.orderNo, orderStatus: o.orderStatus }]),
  );
  return {
    total,
    list: rows.map((r) => {
      const network = config.networks.find((n) => n.key === r.network);
      return {
        id: r.id,
        network: r.network,
        networkName: network?.name ?? r.network,
        chainId: r.chainId,
        txHash: r.txHash,
        logIndex: r.logIndex,
        token: r.tokenSymbol,
        tokenContract: r.tokenContract,
        fromAddress: r.fromAddress,
        toAddress: r.toAddress,
        amount: r.amount.toFixed(2),
        amountUnits: r.amountUnits.toFixed(0),
        blockNumber: r.blockNumber.toString(),
        blockTime: r.blockTime.toISOString(),
        explorerUrl: explorerUrl(network, r.txHash),
        reason: unmatchedTransferRow.shape.reason.parse(r.reason),
        candidates: r.candidateOrderIds.flatMap((id) => orders.get(id) ?? []),
      };
    }),
  };
}
