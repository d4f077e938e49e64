import type { Tx } from '../../../db/client.ts';
import { Prisma } from '../../../db/generated/client.ts';
import { unitsToUsd } from './usdt-instructions.ts';

type Reader = Pick<Tx, '$queryRaw'>;

/**
 * A kept `shared-amount` transfer that no claim holds yet (decision 025): the money of a buyer who paid
 * exactly as told, waiting for the named hash or finance. It holds each order it could belong to as a
 * named claim still verifying does (unless finance marked it returned to its sender), so the expiry
 * does not close the order (and release its units) while that buyer's money sits unmatched; once a
 * claim or finance takes the transfer, the hold lifts and the expiry closes the others.
 */
const holding = Prisma.sql`t.reason = 'shared-amount' AND t."returnedAt" IS NULL
  AND NOT EXISTS (SELECT 1 FROM chain_payment p WHERE p."heldTxHash" = t."txHash")`;

/** Whether a kept transfer holds the order open (above): call under the order's lock, as the expiry does. */
export async function heldByKeptTransfer(db: Reader, orderId: number): Promise<boolean> {
  const [row] = await db.$queryRaw<{ held: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM chain_unmatched_transfer t
      WHERE t."candidateOrderIds" @> ARRAY[${orderId}::int] AND ${holding}) AS held`;
  return row?.held ?? false;
}

/** Every order a kept transfer holds open now (above), for the expiry sweep to pass over. */
export async function ordersHeldByKeptTransfers(db: Reader): Promise<number[]> {
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT DISTINCT unnest(t."candidateOrderIds") AS id FROM chain_unmatched_transfer t WHERE ${holding}`;
  return rows.map((r) => r.id);
}

/** A transfer holding the order: what its buyer is told of it, and nothing of the other order's. */
export interface SharedTransfer {
  amount: Prisma.Decimal;
  token: string;
  network: string;
  arrivedAt: Date;
}

/**
 * The kept transfers holding this order (above), one per payment (a transaction's transfers of one
 * token, summed as the watcher counted them), oldest first: its Pay page tells the buyer one arrived
 * and waits for its hash.
 */
export async function sharedTransfersFor(db: Reader, orderId: number): Promise<SharedTransfer[]> {
  const rows = await db.$queryRaw<
    { units: Prisma.Decimal; decimals: number; token: string; network: string; arrivedAt: Date }[]
  >`
    SELECT sum(t."amountUnits") AS units, max(t.decimals) AS decimals, max(t."tokenSymbol") AS token,
      max(t.network) AS network, min(t."blockTime") AS "arrivedAt"
    FROM chain_unmatched_transfer t
    WHERE t."candidateOrderIds" @> ARRAY[${orderId}::int] AND ${holding}
    GROUP BY t."chainId", t."txHash", t."tokenContract"
    ORDER BY min(t."blockTime"), t."txHash"`;
  return rows.map((r) => ({
    amount: unitsToUsd(BigInt(new Prisma.Decimal(r.units).toFixed(0)), r.decimals),
    token: r.token,
    network: r.network,
    arrivedAt: r.arrivedAt,
  }));
}
