import { isMainlandChina, kycAllowsCheckout, msg, OrderStatus, OrderType } from '@hashforge/contract';
import type { Tx } from '../../db/client.ts';
import { Prisma } from '../../db/generated/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { invalidatePublicCache } from '../../http/public-cache.ts';
import { getAddressForOrder, type ParcelAddress, parcelAddress } from '../address/address.service.ts';
import { lockCartRows, removeCartRows } from '../cart/cart.service.ts';
import { cycleLabel, getSaleableCycles, type SaleRefusal, saleRefusal, takeStock } from '../catalog/stock.ts';
import { consumeCoupon, couponValue, findApplicableCoupon } from '../coupon/coupon.service.ts';
import { getKycStatus } from '../kyc/kyc-state.ts';
import { orderExpiryHours } from '../settings/shop-settings.ts';
import { sendOrderMail } from './order-emails.ts';
import { scheduleOrderExpiry } from './order-expiry.worker.ts';
import { newOrderNo } from './order-no.ts';
import { startingOrderStatus } from './order-status.ts';

export interface CreateOrderInput {
  cartIds: number[];
  userShippingAddressId: number;
  /** What the buyer was shown; refused when the server's amount differs. */
  productAmount: string;
  userCouponId: number | null;
}

/** Long enough for 200 buyers queueing on one stock row behind a pool of 10 connections. */
const TX_OPTIONS = { maxWait: 30_000, timeout: 30_000 } as const;

/** The advisory-lock class of a buyer's checkouts (the second key is the user id). */
const CHECKOUT_LOCK = 7213;

/**
 * Stock hoarding (issue 13): a buyer holds at most ORDER_MAX_UNPAID orders awaiting payment or its
 * review. The buyer's checkouts are serialised by a transaction-scoped advisory lock, so two
 * concurrent orders cannot both see room for one more.
 */
async function assertUnpaidOrderRoom(deps: Pick<Deps, 'config'>, tx: Tx, userId: number): Promise<void> {
  await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(${CHECKOUT_LOCK}::int, ${userId}::int)`;
  const held = await tx.order.count({
    where: { userId, orderStatus: { in: [OrderStatus.unpaid, OrderStatus.paidPendingReview] } },
  });
  const max = deps.config.ORDER_MAX_UNPAID;
  if (held >= max) throw AppError.refused(msg.tooManyUnpaidOrders(max));
}

/** A refusal of the sale rules as checkout words it: naming the line, so the buyer knows which. */
function lineRefusal(refusal: SaleRefusal, label: string): string {
  switch (refusal.reason) {
    case 'offSale':
      return `${msg.productUnavailable}: ${label}`;
    case 'quantityRange':
      return msg.quantityRange;
    case 'belowMin':
      return `${label}: ${msg.minPurchase(refusal.min)}`;
    case 'aboveMax':
      return `${label}: ${msg.maxPurchase(refusal.max)}`;
    case 'soldOut':
      return msg.stockShort(label, 0);
    case 'stockShort':
      return msg.stockShort(label, refusal.left);
  }
}

function isOrderNoClash(err: unknown): boolean {
  // The insert is a raw statement: Prisma reports its unique violation as P2010 with Postgres's
  // 23505 and the index's name, where a model write would have said P2002.
  return (
    err instanceof Prisma.PrismaClientKnownRequestError &&
    (err.code === 'P2002' || err.code === 'P2010') &&
    JSON.stringify(err.meta ?? {}).includes('orderNo') &&
    (err.code === 'P2002' || JSON.stringify(err.meta ?? {}).includes('23505'))
  );
}

interface NewOrder {
  orderNo: string;
  userId: number;
  orderStatus: number;
  productAmount: Prisma.Decimal;
  couponAmount: Prisma.Decimal;
  discountAmount: Prisma.Decimal;
  payableAmount: Prisma.Decimal;
  userCouponId: number | null;
  expiresAt: Date;
  createdAt: Date;
  lines: {
    productId: number;
    productSendCycleId: number;
    productClass: string;
    categoryName: string;
    productName: string;
    sendCycleName: string;
    unitPrice: Prisma.Decimal;
    productNum: number;
    payableAmount: Prisma.Decimal;
    mainImage: string;
  }[];
  address: ParcelAddress & { companyName: string; code: string; brokerName: string; importerAddress: string };
}

/**
 * The order, its lines and its address in one statement: inside the transaction every round trip
 * is time the buyers behind this one wait (issue 14 measured the nested create at four), and a flash
 * sale is exactly that queue.
 */
async function insertOrder(tx: Tx, o: NewOrder): Promise<Created> {
  const column = <K extends keyof NewOrder['lines'][number]>(key: K) => o.lines.map((l) => l[key]);
  const money = (values: Prisma.Decimal[]) => values.map((v) => v.toFixed(2));
  const a = o.address;
  const rows = await tx.$queryRaw<
    { id: number; orderNo: string; orderStatus: number; payableAmount: Prisma.Decimal; expiresAt: Date }[]
  >`
    WITH created AS (
      INSERT INTO "order" ("orderNo", "userId", "orderType", "orderStatus", "productAmount", "couponAmount",
        "discountAmount", "payableAmount", "userCouponId", "expiresAt", "createdAt", "updatedAt")
      VALUES (${o.orderNo}, ${o.userId}, ${OrderType.ordinary}, ${o.orderStatus}, ${o.productAmount.toFixed(2)}::numeric,
        ${o.couponAmount.toFixed(2)}::numeric, ${o.discountAmount.toFixed(2)}::numeric, ${o.payableAmount.toFixed(2)}::numeric,
        ${o.userCouponId}::int, ${o.expiresAt}, ${o.createdAt}, ${o.createdAt})
      RETURNING id, "orderNo", "orderStatus", "payableAmount", "expiresAt"
    ), lines AS (
      INSERT INTO order_line ("orderId", "productId", "productSendCycleId", "productClass", "categoryName",
        "productName", "sendCycleName", "unitPrice", "productNum", "payableAmount", "mainImage")
      SELECT created.id, l.* FROM created, unnest(
        ${column('productId')}::int[], ${column('productSendCycleId')}::int[], ${column('productClass')}::text[],
        ${column('categoryName')}::text[], ${column('productName')}::text[], ${column('sendCycleName')}::text[],
        ${money(column('unitPrice'))}::numeric[], ${column('productNum')}::int[],
        ${money(column('payableAmount'))}::numeric[], ${column('mainImage')}::text[]
      ) AS l
    ), address AS (
      INSERT INTO order_address ("orderId", "receiverName", "mobileCode", mobile, country, state, city, postcode,
        "receiverFirstAddr", "receiverTwoAddr", "companyName", code, "brokerName", "importerAddress")
      SELECT created.id, ${a.receiverName}, ${a.mobileCode}, ${a.mobile}, ${a.country}, ${a.state}, ${a.city},
        ${a.postcode}, ${a.receiverFirstAddr}, ${a.receiverTwoAddr}, ${a.companyName}, ${a.code}, ${a.brokerName},
        ${a.importerAddress}
      FROM created
    )
    SELECT id, "orderNo", "orderStatus", "payableAmount", "expiresAt" FROM created`;
  const row = rows[0]!;
  return { ...row, payableAmount: new Prisma.Decimal(row.payableAmount) };
}

/**
 * `order/create` (docs/domain.md D3), the checkout flow across modules in ONE transaction: the
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
  // The owner's setting when there is one (back office), else ORDER_EXPIRY_HOURS.
  const expiresAt = new Date(now.getTime() + (await orderExpiryHours(deps)) * 3600 * 1000);
  return deps.prisma.$transaction(async (tx) => {
    await assertUnpaidOrderRoom(deps, tx, userId);
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
      const refusal = saleRefusal(cycle, row.productNum, 'all');
      if (refusal) throw AppError.refused(lineRefusal(refusal, label));
      return { row, cycle, label, amount: cycle.price.mul(row.productNum) };
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
    const orderStatus = startingOrderStatus(payableAmount);
    const order = await insertOrder(tx, {
      orderNo: newOrderNo(),
      userId,
      orderStatus,
      productAmount,
      couponAmount,
      discountAmount,
      payableAmount,
      userCouponId: coupon?.id ?? null,
      expiresAt,
      createdAt: now,
      lines: lines.map((l) => ({
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
      address: {
        ...parcelAddress(address),
        // The importer's details only an order's customs paperwork needs.
        companyName: address.companyName,
        code: address.code,
        brokerName: address.brokerName,
        importerAddress: address.importerAddress,
      },
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

/**
 * The order is committed: what follows talks to Redis, and each part handles its own failure. They
 * run side by side so that, while Redis is away, the buyer waits for the slowest one (a queue add's
 * timeout), not for their sum (decision 012).
 */
async function afterCommit(deps: Deps, userId: number, order: Created): Promise<void> {
  const expiry =
    order.orderStatus === OrderStatus.unpaid ? scheduleOrderExpiry(deps, order.id, order.expiresAt) : Promise.resolve();
  const cache = invalidatePublicCache(deps).catch((err: unknown) =>
    deps.logger.warn({ err }, 'cache invalidation failed'),
  );
  // An order with nothing payable has no wire to ask for: its buyer hears it is paid and on its way.
  const mail = sendOrderMail(
    deps,
    userId,
    order.orderStatus === OrderStatus.unpaid
      ? {
          kind: 'created',
          orderNo: order.orderNo,
          payableAmount: order.payableAmount.toFixed(2),
          expiresAt: order.expiresAt,
        }
      : { kind: 'created-covered', orderNo: order.orderNo },
  );
  await Promise.all([expiry, cache, mail]);
}
