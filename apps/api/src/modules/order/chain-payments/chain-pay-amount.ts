import { randomInt } from 'node:crypto';
import { PAYABLE_STATUSES } from '@hashforge/contract';
import type { Tx } from '../../../db/client.ts';
import { Prisma } from '../../../db/generated/client.ts';

/** The tails an order's USDT amount may carry: 0.01 to 0.99. */
export const TAIL_CENTS = 99;

const cents = (n: number) => new Prisma.Decimal(n).div(100);

/**
 * Gives an order awaiting USDT its own amount to send (decision 025): what is due plus a tail of 1 to
 * 99 cents that no other order holds, so the watcher knows the order by the amount alone. Call with
 * the order's row locked (lockOrder). The unique index on `heldAmount` decides, not a look-up: of two
 * orders trying the same amount at once, the second's insert does nothing and it takes the next tail.
 * An amount still held by an order no longer open (paid, canceled) is let go first. Keeps the amount
 * the order holds when it was given for the same due; null when nothing is due, or when all 99 tails
 * of this due are held (the buyer then names the transaction's hash).
 */
export async function holdPayAmount(
  tx: Tx,
  orderId: number,
  due: Prisma.Decimal,
): Promise<{ amount: Prisma.Decimal; tail: Prisma.Decimal } | null> {
  const held = await tx.chainPayAmount.findUnique({ where: { orderId } });
  if (held?.heldAmount && held.dueAmount.equals(due)) return { amount: held.amount, tail: held.amount.sub(due) };
  await tx.chainPayAmount.deleteMany({ where: { orderId } });
  if (due.lessThanOrEqualTo(0)) return null;
  const lowest = due.add(cents(1));
  const highest = due.add(cents(TAIL_CENTS));
  await tx.$executeRaw`
    UPDATE chain_pay_amount SET "heldAmount" = NULL
    WHERE "heldAmount" BETWEEN ${lowest} AND ${highest}
      AND EXISTS (SELECT 1 FROM "order" o WHERE o.id = chain_pay_amount."orderId"
        AND o."orderStatus" <> ALL(${[...PAYABLE_STATUSES]}::int[]))`;
  const taken = new Set(
    (
      await tx.chainPayAmount.findMany({
        where: { heldAmount: { gte: lowest, lte: highest } },
        select: { heldAmount: true },
      })
    ).map((r) => r.heldAmount!.toFixed(2)),
  );
  // Free tails first, from a random one on, so orders of the same price rarely race for the same tail.
  const start = randomInt(TAIL_CENTS);
  const tails = Array.from({ length: TAIL_CENTS }, (_, i) => ((start + i) % TAIL_CENTS) + 1);
  const ordered = [
    ...tails.filter((t) => !taken.has(due.add(cents(t)).toFixed(2))),
    ...tails.filter((t) => taken.has(due.add(cents(t)).toFixed(2))),
  ];
  for (const tail of ordered) {
    const amount = due.add(cents(tail));
    const inserted = await tx.$executeRaw`
      INSERT INTO chain_pay_amount ("orderId", "dueAmount", "amount", "heldAmount")
      VALUES (${orderId}, ${due}, ${amount}, ${amount})
      ON CONFLICT DO NOTHING`;
    if (inserted === 1) return { amount, tail: cents(tail) };
  }
  return null;
}

/** Lets go of an order's amount: paid in full, nothing more to match. */
export async function releasePayAmount(tx: Tx, orderId: number): Promise<void> {
  await tx.chainPayAmount.updateMany({ where: { orderId, heldAmount: { not: null } }, data: { heldAmount: null } });
}
