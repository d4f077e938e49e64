import {
  isMainlandChina,
  kycAllowsCheckout,
  msg,
  OrderStatus,
  OrderType,
  QUANTITY_MAX,
  QUANTITY_MIN,
} from '@hashforge/contract';
import { Prisma } from '../../db/generated/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { invalidatePublicCache } from '../../http/public-cache.ts';
import { getAddressForOrder, parcelAddress } from '../address/address.service.ts';
import { lockCartRows, removeCartRows } from '../cart/cart.service.ts';
import { cycleLabel, getSaleableCycles, takeStock } from '../catalog/stock.ts';
import { consumeCoupon, couponValue, findApplicableCoupon } from '../coupon/coupon.service.ts';
import { getKycStatus } from '../kyc/kyc-status.ts';
import { sendOrderMail } from './order-emails.ts';
import { scheduleOrderExpiry } from './order-expiry.jobs.ts';
import { newOrderNo } from './order-no.ts';

export interface CreateOrderInput {
  cartIds: number[];
  userShippingAddressId: number;
  /** What the buyer was shown; refused when the server's amount differs. */
  productAmount: string;
  userCouponId: number | null;
}

/** Long enough for 200 buyers queueing on one stock row behind a pool of 10 connections. */
const TX_OPTIONS = { maxWait: 30_000, timeout: 30_000 } as const;

function isOrderNoClash(err: unknown): boolean {
  return (
    err instanceof Prisma.PrismaClientKnownRequestError &&
    err.code === 'P2002' &&
    JSON.stringify(err.meta ?? {}).includes('orderNo')
  );
}

/**
 * `order/create` (DESIGN.md section 3), the checkout flow across modules in ONE transaction: the
 * buyer's cart rows locked, every line checked against the catalogue (on sale, limits, server
 * prices), the client's product amount compared, at most one coupon, stock taken with conditional
 * updates, the order with snapshots of its lines and address, the coupon marked used, the cart rows
 * deleted. Any refusal rolls all of it back. The KYC and mainland-China rules are checked first.
 */
export async function createOrder(deps: Deps, userId: number, input: CreateOrderInput): Promise<{ orderNo: string }> {
  if (!kycAllowsCheckout(await getKycStatus(deps, userId))) throw AppError.refused(msg.kycRequired);
  const address = await getAddressForOrder(deps.prisma, userId, input.userShippingAddressId);
  if (isMainlandChina(address.country)) throw AppError.refused(msg.mainlandChina);

  for (let attempt = 1; ; attempt++) {
    try {
      const created = await placeOrder(deps, userId, input, address);
      await afterCommit(deps, userId, created);
      return { orderNo: created.orderNo };
    } catch (err) {
      // 70 random bits make a clash all but impossible; should one happen, draw again.
      if (attempt < 3 && isOrderNoClash(err)) continue;
      throw err;
    }
  }
}

interface Created {
  id: number;
  orderNo: string;
  orderStatus: number;
  payableAmount: Prisma.Decimal;
  expiresAt: Date;
}

async function placeOrder(
  deps: Deps,
  userId: number,
  input: CreateOrderInput,
  address: Awaited<ReturnType<typeof getAddressForOrder>>,
): Promise<Created> {
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + deps.config.ORDER_EXPIRY_HOURS * 3600 * 1000);
  return deps.prisma.$transaction(async (tx) => {
    const rows = await lockCartRows(tx, userId, input.cartIds);
    if (rows.length !== input.cartIds.length) throw AppError.refused(msg.cartItemsGone);

    const cycles = await getSaleableCycles(
      { prisma: tx, storage: deps.storage },
      rows.map((r) => r.productSendCycleId),
    );
    const lines = rows.map((row) => {
      const cycle = cycles.get(row.productSendCycleId);
      if (!cycle || cycle.productId !== row.productId) throw AppError.refused(msg.productUnavailable);
      const label = cycleLabel(cycle);
      if (cycle.shelvesStatus !== 1 || cycle.stockStatus === 0) {
        throw AppError.refused(`${msg.productUnavailable}: ${label}`);
      }
      const n = row.productNum;
      if (n < QUANTITY_MIN || n > QUANTITY_MAX) throw AppError.refused(msg.quantityRange);
      if (n < cycle.buyMinLimit) throw AppError.refused(`${label}: ${msg.minPurchase(cycle.buyMinLimit)}`);
      if (n > cycle.buyMaxLimit) throw AppError.refused(`${label}: ${msg.maxPurchase(cycle.buyMaxLimit)}`);
      // An early answer from a plain read when the units are visibly gone; the conditional update
      // at the end stays the judge for everything else.
      if (cycle.stock < n) throw AppError.refused(msg.stockShort(label, Math.max(0, cycle.stock)));
      return { row, cycle, label, amount: cycle.price.mul(n) };
    });

    const productAmount = lines.reduce((sum, l) => sum.add(l.amount), new Prisma.Decimal(0));
    if (!productAmount.equals(new Prisma.Decimal(input.productAmount))) throw AppError.refused(msg.pricesChanged);

    const basket = {
      productAmount,
      lines: lines.map((l) => ({ productClass: l.cycle.productClass, categoryName: l.cycle.categoryName })),
    };
    const coupon = input.userCouponId ? await findApplicableCoupon(tx, userId, input.userCouponId, basket, now) : null;
    const couponAmount = coupon ? couponValue(coupon, productAmount) : new Prisma.Decimal(0);
    const discountAmount = new Prisma.Decimal(0);
    const payableAmount = Prisma.Decimal.max(0, productAmount.sub(couponAmount).sub(discountAmount));

    // Nothing to pay (a coupon covering everything): the order goes straight to the warehouse.
    const orderStatus = payableAmount.greaterThan(0) ? OrderStatus.unpaid : OrderStatus.unshipped;
    const order = await tx.order.create({
      data: {
        orderNo: newOrderNo(),
        userId,
        orderType: OrderType.ordinary,
        orderStatus,
        productAmount,
        couponAmount,
        discountAmount,
        payableAmount,
        userCouponId: coupon?.id ?? null,
        expiresAt,
        createdAt: now,
        lines: {
          create: lines.map((l) => ({
            productId: l.cycle.productId,
            productSendCycleId: l.cycle.sendCycleId,
            productClass: l.cycle.productClass,
            categoryName: l.cycle.categoryName,
            productName: l.cycle.productName,
            sendCycleName: l.cycle.sendCycleName,
            unitPrice: l.cycle.price,
            productNum: l.row.productNum,
            payableAmount: l.amount,
            mainImage: l.cycle.mainImage,
          })),
        },
        address: {
          create: {
            ...parcelAddress(address),
            // The importer's details only an order's customs paperwork needs.
            companyName: address.companyName,
            code: address.code,
            brokerName: address.brokerName,
            importerAddress: address.importerAddress,
          },
        },
      },
      select: { id: true, orderNo: true, orderStatus: true, payableAmount: true, expiresAt: true },
    });
    if (coupon) await consumeCoupon(tx, userId, coupon.id, order.id, now);
    await removeCartRows(tx, userId, input.cartIds);
    // Stock last: the send cycle's row is the one every buyer of a hot product queues on, so its
    // lock is held only from this update to the commit.
    await takeStock(
      tx,
      lines.map((l) => ({ sendCycleId: l.cycle.sendCycleId, quantity: l.row.productNum, label: l.label })),
    );
    return order;
  }, TX_OPTIONS);
}

async function afterCommit(deps: Deps, userId: number, order: Created): Promise<void> {
  if (order.orderStatus === OrderStatus.unpaid) await scheduleOrderExpiry(deps, order.id, order.expiresAt);
  await invalidatePublicCache(deps).catch((err: unknown) => deps.logger.warn({ err }, 'cache invalidation failed'));
  await sendOrderMail(deps, userId, {
    kind: 'created',
    orderNo: order.orderNo,
    payableAmount: order.payableAmount.toFixed(2),
    expiresAt: order.expiresAt,
  });
}
