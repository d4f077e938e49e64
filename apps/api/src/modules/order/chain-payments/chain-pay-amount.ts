import { randomInt } from 'node:crypto';
import { PAY_TYPE_USDT, PAYABLE_STATUSES } from '@hashforge/contract';
import type { Tx } from '../../../db/client.ts';
import { Prisma } from '../../../db/generated/client.ts';

/** The tails an order's USDT amount may carry: 0.01 to 0.99. */
export const TAIL_CENTS = 99;

const cents = (n: number) => new Prisma.Decimal(n).div(100);

/** What an order is asked to send in USDT before its tail: what it still owes, payable less received. */
export function usdtDue(order: { payableAmount: Prisma.Decimal; paidAmount: Prisma.Decimal }): Prisma.Decimal {
  return order.payableAmount.sub(order.paidAmount);
}

/**
 * The order's own amount, while it was given for what is due now (a wire approved since changed the
 * due): its Pay page shows it. Otherwise the page shows the plain due, with no tail, and asks for the hash.
 */
export function amountHeldFor(
  held: { heldAmount: Prisma.Decimal | null; dueAmount: Prisma.Decimal; amount: Prisma.Decimal } | null,
  due: Prisma.Decimal,
): Prisma.Decimal | null {
  return held?.heldAmount && held.dueAmount.equals(due) ? held.amount : null;
}

/**
 * The open orders awaiting USDT whose plain due, from `low` to `high`, is shown with no amount of
 * their own (all the tails of the due were held): their buyers send exactly that due and name the
 * hash. `usdtDue` and `amountHeldFor` read over the open orders in one statement, keep them in step;
 * the index on the order's status narrows it to the open orders.
 */
const hashOnlyDue = (low: Prisma.Decimal, high: Prisma.Decimal, exceptOrderId: number) => Prisma.sql`
  o."orderStatus" = ANY(${[...PAYABLE_STATUSES]}::int[]) AND o."payType" = ${PAY_TYPE_USDT}
    AND o.id <> ${exceptOrderId}
    AND o."payableAmount" - o."paidAmount" BETWEEN ${low} AND ${high}
    AND NOT EXISTS (SELECT 1 FROM chain_pay_amount c WHERE c."orderId" = o.id
      AND c."heldAmount" IS NOT NULL AND c."dueAmount" = o."payableAmount" - o."paidAmount")`;

/**
 * The amounts from `low` to `high` that are the plain due shown to an open hash-only order (above):
 * such an amount must not be given as another order's amount, and a transfer of it is not credited
 * by amount alone (decision 025).
 */
export async function plainDuesShown(
  tx: Tx,
  low: Prisma.Decimal,
  high: Prisma.Decimal,
  exceptOrderId: number,
): Promise<Set<string>> {
  const rows = await tx.$queryRaw<{ due: Prisma.Decimal }[]>`
    SELECT DISTINCT o."payableAmount" - o."paidAmount" AS due FROM "order" o
    WHERE ${hashOnlyDue(low, high, exceptOrderId)}`;
  return new Set(rows.map((r) => new Prisma.Decimal(r.due).toFixed(2)));
}

/**
 * The open hash-only orders shown `amount` as their plain due, but `exceptOrderId`, oldest first: whom
 * a kept `shared-amount` transfer could belong to besides the amount's holder.
 */
export async function ordersShownDue(tx: Tx, amount: Prisma.Decimal, exceptOrderId: number): Promise<number[]> {
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT o.id FROM "order" o WHERE ${hashOnlyDue(amount, amount, exceptOrderId)} ORDER BY o.id`;
  return rows.map((r) => r.id);
}

/**
 * Gives an order awaiting USDT its own amount to send (decision 025): what is due plus a tail of 1 to
 * 99 cents that no other order holds, so the watcher knows the order by the amount alone. Call with
 * the order's row locked (lockOrder). The unique index on `heldAmount` decides, not a look-up: of two
 * orders trying the same amount at once, the second's insert does nothing and it takes the next tail.
 * An amount still held by an order no longer open (paid, canceled) is let go first. An amount that is
 * another open order's plain due (plainDuesShown) is never given: a transfer of it could be either's.
 * Keeps the amount the order holds when it was given for the same due; null when nothing is due, or
 * when no tail of this due is free (the buyer then names the transaction's hash).
 */
export async function holdPayAmount(
  tx: Tx,
  orderId: number,
  due: Prisma.Decimal,
): Promise<{ amount: Prisma.Decimal; tail: Prisma.Decimal } | null> {
  const kept = amountHeldFor(await tx.chainPayAmount.findUnique({ where: { orderId } }), due);
  if (kept) return { amount: kept, tail: kept.sub(due) };
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
  const shared = await plainDuesShown(tx, lowest, highest, orderId);
  // From a random tail on, so orders of the same price rarely race for the same one.
  const start = randomInt(TAIL_CENTS);
  const tails = Array.from({ length: TAIL_CENTS }, (_, i) => ((start + i) % TAIL_CENTS) + 1);
  // Only the tails free when read: trying the held ones too, for one freed meanwhile, cost an order
  // arriving when all 99 are held 99 statements under its lock (46-91 ms), to spare it paying by hash.
  const free = tails.filter(
    (t) => !shared.has(due.add(cents(t)).toFixed(2)) && !taken.has(due.add(cents(t)).toFixed(2)),
  );
  for (const tail of free) {
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
