import type { Tx } from '../../db/client.ts';
import { Prisma } from '../../db/generated/client.ts';

/** What a use case needs of an order it is about to change, read under the row's lock. */
export interface LockedOrder {
  id: number;
  userId: number;
  orderNo: string;
  orderStatus: number;
  expiresAt: Date;
  createdAt: Date;
  payableAmount: Prisma.Decimal;
  /** What the shop has received so far: the ledger a payment or its take-back moves. */
  paidAmount: Prisma.Decimal;
  /** What is owed back to the buyer (a cancel after payment, an overpayment). */
  refundDueAmount: Prisma.Decimal;
}

type AmountField = 'payableAmount' | 'paidAmount' | 'refundDueAmount';

/**
 * Reads one order and locks its row until the caller's transaction ends, so every change to it
 * (a proof, its review, a shipment, the expiry) is judged against the status it really has.
 * Found by id (optionally only if it is the buyer's), or by the buyer and order number; null when
 * there is no such order.
 */
export async function lockOrder(
  tx: Tx,
  where: { id: number; userId?: number } | { orderNo: string; userId: number },
): Promise<LockedOrder | null> {
  const match =
    'id' in where
      ? where.userId === undefined
        ? Prisma.sql`id = ${where.id}`
        : Prisma.sql`id = ${where.id} AND "userId" = ${where.userId}`
      : Prisma.sql`"orderNo" = ${where.orderNo} AND "userId" = ${where.userId}`;
  const [row] = await tx.$queryRaw<(Omit<LockedOrder, AmountField> & Record<AmountField, string>)[]>`
    SELECT id, "userId", "orderNo", "orderStatus", "expiresAt", "createdAt",
      "payableAmount"::text AS "payableAmount", "paidAmount"::text AS "paidAmount",
      "refundDueAmount"::text AS "refundDueAmount"
    FROM "order" WHERE ${match} FOR UPDATE`;
  return row
    ? {
        ...row,
        payableAmount: new Prisma.Decimal(row.payableAmount),
        paidAmount: new Prisma.Decimal(row.paidAmount),
        refundDueAmount: new Prisma.Decimal(row.refundDueAmount),
      }
    : null;
}
