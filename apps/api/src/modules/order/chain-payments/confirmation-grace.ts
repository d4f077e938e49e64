import { OrderStatus, PAY_TYPE_USDT } from '@hashforge/contract';
import type { Tx } from '../../../db/client.ts';
import { Prisma } from '../../../db/generated/client.ts';
import type { Deps } from '../../../deps.ts';
import { usdtOnSql } from '../../settings/usdt-settings.ts';

type Reader = Pick<Tx, '$queryRaw'>;
type GraceDeps = Pick<Deps, 'clock' | 'config'>;

/**
 * An order at 10 paying USDT by its own amount, while USDT is on, whose expiry passed less than
 * CHAIN_CONFIRM_GRACE_MS ago (or is still ahead), of the orders `o` (decision 025). The watcher credits
 * a transfer of its amount only once its block has its confirmations: a buyer who sent it a minute
 * before the deadline would otherwise see the order closed, its units released, and the transfer kept
 * as `no-order` when it confirms. A named hash needs none of this: its claim verifying holds the order.
 */
const awaitingConfirmations = (deps: GraceDeps) => Prisma.sql`o."orderStatus" = ${OrderStatus.unpaid}
  AND o."payType" = ${PAY_TYPE_USDT}
  AND o."expiresAt" > ${new Date(deps.clock.now().getTime() - deps.config.CHAIN_CONFIRM_GRACE_MS)}
  AND EXISTS (SELECT 1 FROM chain_pay_amount c WHERE c."orderId" = o.id AND c."heldAmount" IS NOT NULL)
  AND ${usdtOnSql}`;

/**
 * When the grace above ends for this order, while it holds the order open; null when it does not. The
 * expiry's check under the order's lock (closeUnpaidOrder) and its job, which waits until then.
 */
export async function confirmationGraceEnd(db: Reader, deps: GraceDeps, orderId: number): Promise<Date | null> {
  const [row] = await db.$queryRaw<{ expiresAt: Date }[]>`
    SELECT o."expiresAt" FROM "order" o WHERE o.id = ${orderId} AND ${awaitingConfirmations(deps)}`;
  return row ? new Date(row.expiresAt.getTime() + deps.config.CHAIN_CONFIRM_GRACE_MS) : null;
}

/** Every order past its expiry that the grace above holds open now, for the expiry sweep to pass over. */
export async function ordersAwaitingConfirmations(db: Reader, deps: GraceDeps): Promise<number[]> {
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT o.id FROM "order" o WHERE ${awaitingConfirmations(deps)} AND o."expiresAt" <= ${deps.clock.now()}`;
  return rows.map((r) => r.id);
}
