import { CouponStatus, CouponType, msg, type Paged, type SelectableCoupon, type UserCoupon } from '@hashforge/contract';
import type { Tx } from '../../db/client.ts';
import type { UserCoupon as CouponRow } from '../../db/generated/client.ts';
import { Prisma } from '../../db/generated/client.ts';
import { pageWindow } from '../../db/page-window.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';

/** What a coupon is checked against: the chosen lines and their product amount. */
export interface CouponBasket {
  productAmount: Prisma.Decimal;
  lines: readonly { productClass: string; categoryName: string }[];
}

/**
 * The status a buyer sees: past its end time a coupon is expired whatever is stored
 * (docs/domain.md D3, Coupons).
 */
export function visibleStatus(coupon: Pick<CouponRow, 'status' | 'endTime'>, now: Date): number {
  return coupon.endTime <= now ? CouponStatus.expired : coupon.status;
}

/** Does this coupon apply to these lines now (docs/domain.md D3, "Coupons")? */
export function couponApplies(coupon: CouponRow, basket: CouponBasket, now: Date): boolean {
  if (coupon.status !== CouponStatus.unused) return false;
  if (coupon.startTime > now || coupon.endTime <= now) return false;
  if (basket.lines.length === 0) return false;
  switch (coupon.type) {
    case CouponType.general:
      return true;
    case CouponType.product:
      return basket.lines.some(
        (l) =>
          !!coupon.productClass &&
          !!coupon.productCategoryName &&
          l.productClass.trim().toLowerCase() === coupon.productClass.trim().toLowerCase() &&
          l.categoryName.trim().toLowerCase() === coupon.productCategoryName.trim().toLowerCase(),
      );
    case CouponType.threshold:
      return coupon.excessAmount !== null && basket.productAmount.greaterThanOrEqualTo(coupon.excessAmount);
    default:
      return false;
  }
}

function toUserCoupon(row: CouponRow, now: Date): UserCoupon {
  return {
    id: row.id,
    price: row.price.toFixed(2),
    type: row.type,
    productClass: row.productClass,
    productCategoryName: row.productCategoryName,
    excessAmount: row.excessAmount ? row.excessAmount.toFixed(2) : null,
    status: visibleStatus(row, now),
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
  };
}

function statusFilter(status: number | undefined, now: Date): Prisma.UserCouponWhereInput {
  switch (status) {
    case CouponStatus.unused:
      return { status: CouponStatus.unused, endTime: { gt: now } };
    case CouponStatus.used:
      return { status: CouponStatus.used, endTime: { gt: now } };
    case CouponStatus.expired:
      return { OR: [{ status: CouponStatus.expired }, { endTime: { lte: now } }] };
    default:
      return {};
  }
}

/** `user/coupon/getPager`: the buyer's coupons by visible status, newest first. */
export async function listCoupons(
  deps: Pick<Deps, 'prisma' | 'clock'>,
  userId: number,
  input: { page: number; limit: number; status?: number },
): Promise<Paged<UserCoupon>> {
  const now = deps.clock.now();
  const where: Prisma.UserCouponWhereInput = { userId, ...statusFilter(input.status, now) };
  const [total, rows] = await Promise.all([
    deps.prisma.userCoupon.count({ where }),
    deps.prisma.userCoupon.findMany({ where, orderBy: [{ endTime: 'asc' }, { id: 'desc' }], ...pageWindow(input) }),
  ]);
  return { total, list: rows.map((r) => toUserCoupon(r, now)) };
}

/**
 * The buyer's unused coupons that have not ended, each flagged `select` 1 when it applies to the
 * basket: the coupon choice of the order-confirm page. The best applicable ones come first.
 */
export async function listCouponsForLines(
  deps: Pick<Deps, 'prisma' | 'clock'>,
  userId: number,
  basket: CouponBasket,
): Promise<SelectableCoupon[]> {
  const now = deps.clock.now();
  const rows = await deps.prisma.userCoupon.findMany({
    where: { userId, status: CouponStatus.unused, endTime: { gt: now } },
    orderBy: [{ price: 'desc' }, { endTime: 'asc' }, { id: 'asc' }],
  });
  return rows
    .map((r) => ({ ...toUserCoupon(r, now), select: couponApplies(r, basket, now) ? 1 : 0 }))
    .sort((a, b) => b.select - a.select);
}

/** The coupon's value on this order: never more than the product amount. */
export function couponValue(coupon: Pick<CouponRow, 'price'>, productAmount: Prisma.Decimal): Prisma.Decimal {
  return Prisma.Decimal.min(coupon.price, productAmount);
}

/** A coupon row as userCouponSql reads it: pg answers numeric as text. */
export type UserCouponText = Omit<CouponRow, 'price' | 'excessAmount'> & { price: string; excessAmount: string | null };

/** For the order flow, a fragment of its reading statement (decision 017): the buyer's coupon row. */
export function userCouponSql(userId: number, couponId: number): Prisma.Sql {
  return Prisma.sql`SELECT id, "userId", "couponId", price::text AS price, type, "productClass", "productCategoryName",
      "excessAmount"::text AS "excessAmount", status, "startTime", "endTime", "usedAt", "orderId", "createdAt"
    FROM user_coupon WHERE id = ${couponId} AND "userId" = ${userId}`;
}

/** For the order flow: the buyer's coupon as read by userCouponSql, if it applies to the basket now, else a refusal. */
export function applicableCoupon(row: UserCouponText | undefined, basket: CouponBasket, now: Date): CouponRow {
  if (!row) throw AppError.notFound('Coupon');
  const coupon: CouponRow = {
    ...row,
    price: new Prisma.Decimal(row.price),
    excessAmount: row.excessAmount === null ? null : new Prisma.Decimal(row.excessAmount),
  };
  if (!couponApplies(coupon, basket, now)) throw AppError.refused(msg.couponNotApplicable);
  return coupon;
}

/**
 * For the order flow, a fragment of its writing statement: the coupon marked used by the order
 * (`orderId`, an expression of that statement), only if it is still unused. The conditional update
 * runs under the row's lock, so of two orders racing with one coupon exactly one gets a row back;
 * the other is refused (msg.couponNotApplicable) and its transaction rolls back.
 */
export function consumeCouponSql(userId: number, couponId: number, orderId: Prisma.Sql, now: Date): Prisma.Sql {
  return Prisma.sql`UPDATE user_coupon SET status = ${CouponStatus.used}, "usedAt" = ${now}, "orderId" = (${orderId})
    WHERE id = ${couponId} AND "userId" = ${userId} AND status = ${CouponStatus.unused}
      AND "startTime" <= ${now} AND "endTime" > ${now}
    RETURNING id`;
}

/** An order that expired or was canceled gives its coupon back (once: only a used coupon of that order). */
export async function restoreCoupon(tx: Tx, orderId: number): Promise<number> {
  const restored = await tx.userCoupon.updateMany({
    where: { orderId, status: CouponStatus.used },
    data: { status: CouponStatus.unused, usedAt: null, orderId: null },
  });
  return restored.count;
}
