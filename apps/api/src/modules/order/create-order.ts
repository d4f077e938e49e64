import { type Address, isMainlandChina, kycAllowsCheckout, msg, OrderStatus, OrderType } from '@hashforge/contract';
import pg from 'pg';
import { type UserCoupon as CouponRow, Prisma, type ShippingAddress } from '../../db/generated/client.ts';
import { type Sql, type SqlTx, sqlConnection, sqlRows, sqlTransactionOn, utcTimestamp } from '../../db/sql.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { addressForOrder, addressForOrderSql, type ParcelAddress, parcelAddress } from '../address/address.service.ts';
import { userEmailSql } from '../auth/users.ts';
import { type CartRow, cartRowsSql, removeCartRowsSql } from '../cart/cart.service.ts';
import {
  cycleLabel,
  type SaleableCycle,
  type SaleableCycleRow,
  type SaleRefusal,
  type StockTake,
  saleableCyclesSql,
  saleRefusal,
  stockShortRefusal,
  stockTakeCount,
  takeStockSql,
  toSaleableCycle,
} from '../catalog/stock.ts';
import { stockChanged } from '../catalog/stock-freshness.ts';
import {
  applicableCoupon,
  consumeCouponSql,
  couponValue,
  type UserCouponText,
  userCouponSql,
} from '../coupon/coupon.service.ts';
import { kycStatusSql } from '../kyc/kyc-state.ts';
import { emailRecordSql } from '../notify/notify.ts';
import { type DocumentIdentity, readDocumentIdentity } from '../settings/document-identity.ts';
import { orderExpiryHours } from '../settings/shop-settings.ts';
import type { ProformaContent } from '../trade-document/document-content.ts';
import { issueDocumentCtes } from '../trade-document/issue-document.ts';
import { queueRender } from '../trade-document/render-document.worker.ts';
import { shortages } from './checkout-shortages.ts';
import { type OrderMail, orderEmail, queueRecordedOrderEmail } from './order-emails.ts';
import { scheduleOrderExpiry } from './order-expiry.worker.ts';
import { newOrderNo } from './order-no.ts';
import { startingOrderStatus } from './order-status.ts';
import { proformaContent } from './trade-documents.ts';

export interface CreateOrderInput {
  cartIds: number[];
  userShippingAddressId: number;
  /** What the buyer was shown; refused when the server's amount differs. */
  productAmount: string;
  userCouponId: number | null;
}

/**
 * The advisory-lock class of a buyer's checkouts (the second key is the user id). Stock hoarding
 * (docs/domain.md D3, Orders): a buyer holds at most ORDER_MAX_UNPAID orders awaiting payment or its review; the
 * buyer's checkouts are serialised by this transaction-scoped lock, taken with BEGIN, so two
 * concurrent orders cannot both see room for one more.
 */
const CHECKOUT_LOCK = 7213;

/** Tries of one order: a clash of order numbers or a deadlock broken by Postgres draws again. */
const ATTEMPTS = 3;

/*
 * How an order reaches Postgres (decision 017). Each statement costs the one Node
 * process a socket write and a read, the shop's limit in a flash sale, so an order is four
 * statements plus COMMIT:
 *   1. the look before the transaction: KYC, address, email and the basket unlocked, so that a
 *      refusal needs nothing more;
 *   2. BEGIN with the buyer's checkout lock;
 *   3. the basket again, its cart rows locked;
 *   4. one write of everything: stock, cart, order, lines, address, coupon, the confirmation's record.
 * The rules run on both reads of the basket (priceBasket). Each module still owns its SQL: the
 * statements are composed of the fragments they export. The transaction runs on checkout's own few
 * connections (db/client.ts), so a hot send cycle's queue holds none of the main pool's.
 */

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

function isRetryable(err: unknown): boolean {
  if (!(err instanceof pg.DatabaseError)) return false;
  // 23505 on the order number: 70 random bits make a clash all but impossible; 40P01: a deadlock.
  return (err.code === '23505' && (err.constraint ?? '').includes('orderNo')) || err.code === '40P01';
}

/** What checkout reads of the buyer's basket: the unpaid orders held, the chosen cart rows, their send cycles, the coupon. */
interface Basket {
  unpaidHeld: number;
  rows: CartRow[];
  cycles: SaleableCycleRow[];
  coupon: UserCouponText | undefined;
}

type BasketJson = {
  held: number;
  cart: CartRow[];
  cycles: SaleableCycleRow[];
  coupon: Record<string, unknown> | null;
};

/**
 * The basket's columns of a checkout statement. With `lock` (inside the transaction) the cart rows
 * are locked; the unpaid count is then read after the buyer's checkout lock was taken, so it holds.
 */
function basketSql(userId: number, input: CreateOrderInput, options: { lock: boolean }): Prisma.Sql {
  const coupon = input.userCouponId
    ? Prisma.sql`SELECT to_jsonb(u) FROM (${userCouponSql(userId, input.userCouponId)}) AS u`
    : Prisma.sql`SELECT NULL::jsonb`;
  return Prisma.sql`WITH cart AS (${cartRowsSql(userId, input.cartIds, options)}),
      cycles AS (${saleableCyclesSql(Prisma.sql`SELECT "productSendCycleId" FROM cart`)})
    SELECT
      (SELECT count(*)::int FROM "order" WHERE "userId" = ${userId}
        AND "orderStatus" = ANY(${[OrderStatus.unpaid, OrderStatus.paidPendingReview]}::int[])) AS held,
      (SELECT coalesce(json_agg(cart ORDER BY cart.id), '[]') FROM cart) AS cart,
      (SELECT coalesce(json_agg(cycles), '[]') FROM cycles) AS cycles,
      (${coupon}) AS coupon`;
}

function toBasket(row: BasketJson): Basket {
  return {
    unpaidHeld: row.held,
    rows: row.cart,
    cycles: row.cycles,
    coupon: row.coupon ? couponFromJson(row.coupon) : undefined,
  };
}

interface Look {
  email: string | null;
  address: Address;
  basket: Basket;
}

/**
 * The look before the transaction, in one statement: the buyer's KYC status, address and email,
 * and the basket unlocked. Whatever would refuse the order refuses it here, without a transaction
 * or a lock: after a sell-out, the many refused buyers cost one statement each, not five.
 */
async function lookBeforeOrder(db: Sql, userId: number, input: CreateOrderInput): Promise<Look> {
  const [row] = await sqlRows<
    BasketJson & { kycStatus: number | null; email: string | null; address: ShippingAddress | null }
  >(
    db,
    Prisma.sql`WITH basket AS (${basketSql(userId, input, { lock: false })})
      SELECT (${kycStatusSql(userId)}) AS "kycStatus", (${userEmailSql(userId)}) AS email,
        (SELECT to_jsonb(a) FROM (${addressForOrderSql(userId, input.userShippingAddressId)}) AS a) AS address,
        basket.*
      FROM basket`,
  );
  if (!row) throw new Error('the look before the order answered no row');
  if (!kycAllowsCheckout(row.kycStatus ?? 0)) throw AppError.refused(msg.kycRequired);
  const address = addressForOrder(row.address ?? undefined);
  if (isMainlandChina(address.country)) throw AppError.refused(msg.mainlandChina);
  return { email: row.email, address, basket: toBasket(row) };
}

/** The basket in one statement: inside the transaction with its cart rows locked (basketSql). */
async function readBasket(
  db: SqlTx,
  userId: number,
  input: CreateOrderInput,
  options: { lock: boolean },
): Promise<Basket> {
  const [row] = await sqlRows<BasketJson>(db, basketSql(userId, input, options));
  if (!row) throw new Error('the basket read answered no row');
  return toBasket(row);
}

/** JSON carries timestamps as text without a zone (Prisma keeps UTC): back to Dates. */
function couponFromJson(json: Record<string, unknown>): UserCouponText {
  const utc = (v: unknown) => (typeof v === 'string' ? utcTimestamp(v) : null);
  return {
    ...(json as unknown as UserCouponText),
    startTime: utc(json.startTime) as Date,
    endTime: utc(json.endTime) as Date,
    usedAt: utc(json.usedAt),
    createdAt: utc(json.createdAt) as Date,
  };
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
  cartIds: number[];
  stock: StockTake[];
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
  /** The confirmation email's notify_record row (notify module), written with the order it is about. */
  confirmationRecord: Prisma.Sql | null;
  /** The order's proforma invoice (decision 026), numbered and recorded in the same statement. */
  proforma: ProformaContent;
}

interface Created {
  id: number;
  /** The proforma invoice issued with the order, whose PDF is queued after the commit. */
  proformaId: number;
  orderNo: string;
  orderStatus: number;
  payableAmount: Prisma.Decimal;
  expiresAt: Date;
}

/**
 * Everything the order changes, in one statement: stock taken (the send cycle's row is the one
 * every buyer of a hot product queues on, so its lock is held only from here to the commit), the
 * cart rows deleted, the order with its lines and address inserted, the coupon marked used. A short
 * stock or a coupon used meanwhile refuses it, and the caller's transaction rolls all of it back.
 */
async function writeOrder(deps: object, tx: SqlTx, o: NewOrder): Promise<Created> {
  const column = <K extends keyof NewOrder['lines'][number]>(key: K) => o.lines.map((l) => l[key]);
  const money = (values: Prisma.Decimal[]) => values.map((v) => v.toFixed(2));
  const a = o.address;
  const couponUse = o.userCouponId
    ? consumeCouponSql(o.userId, o.userCouponId, Prisma.sql`SELECT id FROM created`, o.createdAt)
    : Prisma.sql`SELECT NULL::int AS id WHERE false`;
  const [row] = await sqlRows<{
    id: number;
    proformaId: number;
    orderNo: string;
    orderStatus: number;
    payableAmount: string;
    expiresAt: Date;
    takenIds: number[] | null;
    removed: number;
    couponUsed: number;
  }>(
    tx,
    Prisma.sql`
    WITH taken AS (${takeStockSql(o.stock)}),
    removed AS (${removeCartRowsSql(o.userId, o.cartIds)}),
    created AS (
      INSERT INTO "order" ("orderNo", "userId", "orderType", "orderStatus", "productAmount", "couponAmount",
        "discountAmount", "payableAmount", "userCouponId", "expiresAt", "createdAt", "updatedAt")
      VALUES (${o.orderNo}, ${o.userId}, ${OrderType.ordinary}, ${o.orderStatus}, ${o.productAmount.toFixed(2)}::numeric,
        ${o.couponAmount.toFixed(2)}::numeric, ${o.discountAmount.toFixed(2)}::numeric, ${o.payableAmount.toFixed(2)}::numeric,
        ${o.userCouponId}::int, ${o.expiresAt}::timestamp, ${o.createdAt}::timestamp, ${o.createdAt}::timestamp)
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
    ), coupon AS (${couponUse}),
    confirmation AS (${o.confirmationRecord ?? Prisma.sql`SELECT 1 WHERE false`}),
    ${issueDocumentCtes(
      'proforma',
      { kind: 'PI', content: o.proforma, issuedAt: o.createdAt },
      Prisma.sql`SELECT id FROM created`,
      Prisma.raw('taken'),
    )}
    SELECT created.id, (SELECT id FROM proforma) AS "proformaId", created."orderNo", created."orderStatus", created."payableAmount"::text AS "payableAmount",
      created."expiresAt", (SELECT array_agg(id) FROM taken) AS "takenIds",
      (SELECT count(*)::int FROM removed) AS removed, (SELECT count(*)::int FROM coupon) AS "couponUsed"
    FROM created`,
  );
  if (!row) throw new Error('the order insert answered no row');
  const takenIds = row.takenIds ?? [];
  if (takenIds.length !== stockTakeCount(o.stock)) {
    for (const item of o.stock) if (!takenIds.includes(item.sendCycleId)) shortages(deps).note(item.sendCycleId);
    throw await stockShortRefusal(tx, o.stock, takenIds);
  }
  if (o.userCouponId && row.couponUsed !== 1) throw AppError.refused(msg.couponNotApplicable);
  // The rows were locked by the basket read, so they are all there; should they not be, say so.
  if (row.removed !== o.cartIds.length) throw AppError.refused(msg.cartItemsGone);
  return {
    id: row.id,
    proformaId: row.proformaId,
    orderNo: row.orderNo,
    orderStatus: row.orderStatus,
    payableAmount: new Prisma.Decimal(row.payableAmount),
    expiresAt: row.expiresAt,
  };
}

/**
 * `order/create` (docs/domain.md D3), the checkout flow across modules in ONE transaction: the
 * buyer's cart rows locked, every line checked against the catalogue (on sale, limits, server
 * prices), the client's product amount compared, at most one coupon, stock taken with conditional
 * updates, the order with snapshots of its lines and address, the coupon marked used, the cart rows
 * deleted. Any refusal rolls all of it back. The KYC and mainland-China rules are checked first.
 */
export async function createOrder(deps: Deps, userId: number, input: CreateOrderInput): Promise<{ orderNo: string }> {
  const look = await lookBeforeOrder(deps.sql, userId, input);
  priceBasket(deps, look.basket, input, deps.clock.now());
  const sendCycleIds = look.basket.rows.map((r) => r.productSendCycleId);
  // Read before a checkout connection is taken, and once whatever the retries, side by side (both
  // cached): the order's expiry (the owner's setting, else ORDER_EXPIRY_HOURS) and who issues the
  // proforma and how it is paid, as the settings say now (decision 026).
  const [expiryHours, identity] = await Promise.all([orderExpiryHours(deps), readDocumentIdentity(deps)]);

  for (let attempt = 1; ; attempt++) {
    try {
      // Checkout's own connections (db/client.ts): the buyers of a hot send cycle queue for one here.
      const placed = await sqlConnection(deps.checkoutSql, async (connection) => {
        // Stock ran short while this buyer waited: look at the basket again, which refuses in one statement.
        if (shortages(deps).seenRecently(sendCycleIds)) {
          priceBasket(deps, await readBasket(connection, userId, input, { lock: false }), input, deps.clock.now());
        }
        return placeOrder(deps, connection, userId, input, look, expiryHours, identity);
      });
      await afterCommit(deps, placed);
      return { orderNo: placed.order.orderNo };
    } catch (err) {
      if (attempt < ATTEMPTS && isRetryable(err)) continue;
      throw err;
    }
  }
}

/** The order a basket makes, priced, or the refusal of the first rule it breaks (in the order the buyer should hear them). */
interface Priced {
  lines: { row: CartRow; cycle: SaleableCycle; label: string; amount: Prisma.Decimal }[];
  productAmount: Prisma.Decimal;
  coupon: CouponRow | null;
  couponAmount: Prisma.Decimal;
  discountAmount: Prisma.Decimal;
  payableAmount: Prisma.Decimal;
}

function priceBasket(
  deps: Pick<Deps, 'config' | 'storage'>,
  basket: Basket,
  input: CreateOrderInput,
  now: Date,
): Priced {
  const max = deps.config.ORDER_MAX_UNPAID;
  if (basket.unpaidHeld >= max) throw AppError.refused(msg.tooManyUnpaidOrders(max));
  if (basket.rows.length !== input.cartIds.length) throw AppError.refused(msg.cartItemsGone);

  const cycles = new Map(basket.cycles.map((c) => [c.id, toSaleableCycle(deps, c)]));
  const lines = basket.rows.map((row) => {
    const cycle = cycles.get(row.productSendCycleId);
    if (!cycle || cycle.productId !== row.productId) throw AppError.refused(msg.productUnavailable);
    const label = cycleLabel(cycle);
    const refusal = saleRefusal(cycle, row.productNum, 'all');
    if (refusal) {
      if (refusal.reason === 'soldOut' || refusal.reason === 'stockShort') shortages(deps).note(cycle.sendCycleId);
      throw AppError.refused(lineRefusal(refusal, label));
    }
    return { row, cycle, label, amount: cycle.price.mul(row.productNum) };
  });

  const productAmount = lines.reduce((sum, l) => sum.add(l.amount), new Prisma.Decimal(0));
  if (!productAmount.equals(new Prisma.Decimal(input.productAmount))) throw AppError.refused(msg.pricesChanged);

  const coupon = input.userCouponId
    ? applicableCoupon(
        basket.coupon,
        {
          productAmount,
          lines: lines.map((l) => ({ productClass: l.cycle.productClass, categoryName: l.cycle.categoryName })),
        },
        now,
      )
    : null;
  const couponAmount = coupon ? couponValue(coupon, productAmount) : new Prisma.Decimal(0);
  const discountAmount = new Prisma.Decimal(0);
  const payableAmount = Prisma.Decimal.max(0, productAmount.sub(couponAmount).sub(discountAmount));
  return { lines, productAmount, coupon, couponAmount, discountAmount, payableAmount };
}

/** The confirmation an order gets: one with nothing payable has no wire to ask for, its buyer hears that staff confirm it. */
function confirmationMail(o: Pick<Created, 'orderNo' | 'orderStatus' | 'payableAmount' | 'expiresAt'>): OrderMail {
  return o.orderStatus === OrderStatus.unpaid
    ? { kind: 'created', orderNo: o.orderNo, payableAmount: o.payableAmount.toFixed(2), expiresAt: o.expiresAt }
    : { kind: 'created-covered', orderNo: o.orderNo };
}

interface Placed {
  order: Created;
  /** Recorded with the order; queued once it is committed. Null for a buyer without an email on file. */
  confirmation: ReturnType<typeof orderEmail> | null;
}

async function placeOrder(
  deps: Deps,
  connection: SqlTx,
  userId: number,
  input: CreateOrderInput,
  { address, email }: Pick<Look, 'address' | 'email'>,
  expiryHours: number,
  identity: DocumentIdentity,
): Promise<Placed> {
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + expiryHours * 3600 * 1000);
  return sqlTransactionOn(
    connection,
    async (tx) => {
      // The same rules as the look before, now on rows that cannot change under us.
      const { lines, productAmount, coupon, couponAmount, discountAmount, payableAmount } = priceBasket(
        deps,
        await readBasket(tx, userId, input, { lock: true }),
        input,
        now,
      );
      const orderNo = newOrderNo();
      // Nothing to pay (a coupon covering everything): it waits at 20 for finance, not at 10 for a wire.
      const orderStatus = startingOrderStatus(payableAmount);
      const confirmation = email
        ? orderEmail(deps, email, confirmationMail({ orderNo, orderStatus, payableAmount, expiresAt }))
        : null;
      const orderLines = lines.map((l) => ({
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
      }));
      const orderAddress = {
        ...parcelAddress(address),
        // The importer's details only an order's customs paperwork needs.
        companyName: address.companyName,
        code: address.code,
        brokerName: address.brokerName,
        importerAddress: address.importerAddress,
      };
      const order = await writeOrder(deps, tx, {
        orderNo,
        userId,
        orderStatus,
        confirmationRecord: confirmation ? emailRecordSql(confirmation) : null,
        productAmount,
        couponAmount,
        discountAmount,
        payableAmount,
        userCouponId: coupon?.id ?? null,
        expiresAt,
        createdAt: now,
        cartIds: input.cartIds,
        stock: lines.map((l) => ({ sendCycleId: l.cycle.sendCycleId, quantity: l.row.productNum, label: l.label })),
        lines: orderLines,
        address: orderAddress,
        proforma: proformaContent(identity, {
          orderNo,
          createdAt: now,
          expiresAt,
          productAmount,
          couponAmount,
          payableAmount,
          lines: orderLines,
          address: orderAddress,
        }),
      });
      return { order, confirmation };
    },
    { lock: { classId: CHECKOUT_LOCK, objectId: userId } },
  );
}

/**
 * The order is committed: what follows talks to Redis, and each part handles its own failure. They
 * run side by side so that, while Redis is away, the buyer waits for the slowest one (a queue add's
 * timeout), not for their sum (decision 012).
 */
async function afterCommit(deps: Deps, { order, confirmation }: Placed): Promise<void> {
  const expiry =
    order.orderStatus === OrderStatus.unpaid ? scheduleOrderExpiry(deps, order.id, order.expiresAt) : Promise.resolve();
  const cache = stockChanged(deps).catch((err: unknown) => deps.logger.warn({ err }, 'cache invalidation failed'));
  const mail = confirmation ? queueRecordedOrderEmail(deps, confirmation) : Promise.resolve();
  const proforma = queueRender(deps, [order.proformaId]);
  await Promise.all([expiry, cache, mail, proforma]);
}
