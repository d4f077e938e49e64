import { joinAddress, type Order, OrderStatus, PAY_TYPE_USD, PAY_TYPE_USDT, type Paged } from '@hashforge/contract';
import { Prisma } from '../../db/generated/client.ts';
import { pageWindow } from '../../db/page-window.ts';
import { sqlRows, utcTimestamp } from '../../db/sql.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { parcelAddress } from '../address/address.service.ts';
import { type ProofJson, proofsJsonSql, toPaymentProofs } from './payment-proofs/payment-proof.service.ts';
import type { OrderAddressParts } from './trade-documents.ts';

type QueryDeps = Pick<Deps, 'sql' | 'storage'>;

export const PAY_TYPE_NAMES: Readonly<Record<number, string>> = { [PAY_TYPE_USD]: 'USD', [PAY_TYPE_USDT]: 'USDT' };

/** The orders finance confirms without a proof: at 20 with nothing payable (a proof is refused at 20, so they have none). */
export const awaitingCoverConfirmation = {
  orderStatus: OrderStatus.paidPendingReview,
  payableAmount: 0,
} as const satisfies Prisma.OrderWhereInput;

/** An order's line as ordersJsonSql reads it (numerics as their text). */
interface LineJson {
  id: number;
  productId: number;
  productName: string;
  productClass: string;
  categoryName: string;
  sendCycleName: string;
  unitPrice: string;
  productNum: number;
  sendProductNum: number;
  payableAmount: string;
  mainImage: string;
}

interface LogisticsJson {
  id: number;
  logisticsName: string;
  logisticsNo: string;
  receiverName: string;
  sendStatus: number;
  shippedAt: string;
  lines: { orderLineId: number; productNum: number; serials: string[] }[];
}

/** An order as ordersJsonSql reads it: numerics as their text, timestamps as Postgres writes them (UTC). */
interface OrderJson {
  id: number;
  orderNo: string;
  orderType: number;
  orderStatus: number;
  payType: number;
  productAmount: string;
  couponAmount: string;
  discountAmount: string;
  payableAmount: string;
  paidAmount: string;
  createdAt: string;
  expiresAt: string;
  lines: LineJson[];
  address: OrderAddressParts | null;
  logistics: LogisticsJson[];
  proofs: ProofJson[];
}

/**
 * The orders `page` selects (newest first) as one JSON array of OrderJson, each with its lines, address,
 * shipments and proofs: a buyer's page of orders is one statement (decision 017), where Prisma's
 * includes and the proofs' files took seven, one after another. Numerics travel as text, so their two
 * places stay as stored.
 */
function ordersJsonSql(page: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`SELECT coalesce(json_agg(json_build_object('id', o.id, 'orderNo', o."orderNo",
      'orderType', o."orderType", 'orderStatus', o."orderStatus", 'payType', o."payType",
      'productAmount', o."productAmount"::text, 'couponAmount', o."couponAmount"::text,
      'discountAmount', o."discountAmount"::text, 'payableAmount', o."payableAmount"::text,
      'paidAmount', o."paidAmount"::text, 'createdAt', o."createdAt", 'expiresAt', o."expiresAt",
      'lines', (SELECT coalesce(json_agg(json_build_object('id', l.id, 'productId', l."productId",
          'productName', l."productName", 'productClass', l."productClass", 'categoryName', l."categoryName",
          'sendCycleName', l."sendCycleName", 'unitPrice', l."unitPrice"::text, 'productNum', l."productNum",
          'sendProductNum', l."sendProductNum", 'payableAmount', l."payableAmount"::text, 'mainImage', l."mainImage"
        ) ORDER BY l.id), '[]') FROM order_line l WHERE l."orderId" = o.id),
      'address', (SELECT to_json(a) FROM order_address a WHERE a."orderId" = o.id),
      'logistics', (SELECT coalesce(json_agg(json_build_object('id', g.id, 'logisticsName', g."logisticsName",
          'logisticsNo', g."logisticsNo", 'receiverName', g."receiverName", 'sendStatus', g."sendStatus",
          'shippedAt', g."shippedAt",
          'lines', (SELECT coalesce(json_agg(json_build_object('orderLineId', gl."orderLineId",
              'productNum', gl."productNum", 'serials', gl.serials) ORDER BY gl.id), '[]')
            FROM order_logistics_line gl WHERE gl."logisticsId" = g.id)
        ) ORDER BY g."shippedAt", g.id), '[]') FROM order_logistics g WHERE g."orderId" = o.id),
      'proofs', (${proofsJsonSql(Prisma.sql`o.id`, Prisma.sql`o."userId"`)})
    ) ORDER BY o."createdAt" DESC, o.id DESC), '[]')
    FROM (${page}) o`;
}

function toOrders(deps: QueryDeps, rows: readonly OrderJson[]): Promise<Order[]> {
  return Promise.all(rows.map((o) => toOrder(deps, o)));
}

async function toOrder(deps: QueryDeps, o: OrderJson): Promise<Order> {
  const linesById = new Map(o.lines.map((l) => [l.id, l]));
  const address = o.address;
  return {
    id: o.id,
    orderNo: o.orderNo,
    orderType: o.orderType,
    orderStatus: o.orderStatus,
    payType: o.payType,
    payTypeStr: PAY_TYPE_NAMES[o.payType] ?? '',
    productAmount: o.productAmount,
    couponAmount: o.couponAmount,
    discountAmount: o.discountAmount,
    payableAmunt: o.payableAmount,
    // Only what finance received on approved proofs counts, never the amounts the buyer typed.
    paidAmount: o.paidAmount,
    createTime: utcTimestamp(o.createdAt).toISOString(),
    expireTime: utcTimestamp(o.expiresAt).toISOString(),
    orderDetailModels: o.lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      productName: l.productName,
      productClass: l.productClass,
      categoryName: l.categoryName,
      sendCycleName: l.sendCycleName,
      price: l.unitPrice,
      productNum: l.productNum,
      sendProductNum: l.sendProductNum,
      payableAmunt: l.payableAmount,
      mainImage: l.mainImage,
    })),
    orderAddressModels: address
      ? [
          {
            ...parcelAddress(address),
            address: joinAddress(address),
            companyName: address.companyName,
            code: address.code,
            brokerName: address.brokerName,
            importerAddress: address.importerAddress,
          },
        ]
      : [],
    logisticsModels: o.logistics.map((g) => ({
      id: g.id,
      logisticsName: g.logisticsName,
      logisticsNo: g.logisticsNo,
      receiverName: g.receiverName,
      sendStatus: g.sendStatus,
      shipTime: utcTimestamp(g.shippedAt).toISOString(),
      logisticsProductRecordModels: g.lines.map((gl) => {
        const line = linesById.get(gl.orderLineId);
        return {
          productClass: line?.productClass ?? '',
          categoryName: line?.categoryName ?? '',
          productNum: gl.productNum,
          machineCodes: gl.serials,
        };
      }),
    })),
    orderAgingModels: await toPaymentProofs(deps, o.proofs),
  };
}

/** `order/getPager`: the buyer's orders, newest first; an empty `statusList` means every status. */
export async function listOrders(
  deps: QueryDeps,
  userId: number,
  input: { page: number; limit: number; statusList: number[] },
): Promise<Paged<Order>> {
  const theirs = Prisma.sql`"userId" = ${userId}${
    input.statusList.length > 0 ? Prisma.sql` AND "orderStatus" = ANY(${input.statusList}::int[])` : Prisma.empty
  }`;
  const { skip, take } = pageWindow(input);
  // The total beside the page, so a page past the end still has it; the page is a range of the
  // (userId, createdAt, id) index, whatever the buyer's history.
  const [row] = await sqlRows<{ total: number; list: OrderJson[] }>(
    deps.sql,
    Prisma.sql`SELECT (SELECT count(*)::int FROM "order" WHERE ${theirs}) AS total,
      (${ordersJsonSql(Prisma.sql`SELECT * FROM "order" WHERE ${theirs}
        ORDER BY "createdAt" DESC, id DESC LIMIT ${take} OFFSET ${skip}`)}) AS list`,
  );
  if (!row) throw new Error('the page of orders answered no row');
  return { total: row.total, list: await toOrders(deps, row.list) };
}

/** `order/getByOrderNo`: one of the buyer's orders; another buyer's number answers `Order not found`. */
export async function getOrder(deps: QueryDeps, userId: number, orderNo: string): Promise<Order> {
  const [row] = await sqlRows<{ list: OrderJson[] }>(
    deps.sql,
    Prisma.sql`SELECT (${ordersJsonSql(Prisma.sql`SELECT * FROM "order" WHERE "orderNo" = ${orderNo} AND "userId" = ${userId}`)}) AS list`,
  );
  const [order] = await toOrders(deps, row?.list ?? []);
  if (!order) throw AppError.notFound('Order');
  return order;
}
