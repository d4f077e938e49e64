import { joinAddress, type Order, OrderStatus, PAY_TYPE_USD, PAY_TYPE_USDT, type Paged } from '@hashforge/contract';
import type { Prisma } from '../../db/generated/client.ts';
import { pageWindow } from '../../db/page-window.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { listProofsByOrder } from './payment-proofs/payment-proof.service.ts';

type QueryDeps = Pick<Deps, 'prisma' | 'storage'>;

export const PAY_TYPE_NAMES: Readonly<Record<number, string>> = { [PAY_TYPE_USD]: 'USD', [PAY_TYPE_USDT]: 'USDT' };

/** The orders finance confirms without a proof: at 20 with nothing payable (a proof is refused at 20, so they have none). */
export const awaitingCoverConfirmation = {
  orderStatus: OrderStatus.paidPendingReview,
  payableAmount: 0,
} as const satisfies Prisma.OrderWhereInput;

const orderInclude = {
  lines: { orderBy: { id: 'asc' } },
  address: true,
  logistics: { orderBy: [{ shippedAt: 'asc' }, { id: 'asc' }], include: { lines: { orderBy: { id: 'asc' } } } },
} satisfies Prisma.OrderInclude;

type OrderRow = Prisma.OrderGetPayload<{ include: typeof orderInclude }>;

async function toOrders(deps: QueryDeps, rows: OrderRow[]): Promise<Order[]> {
  const proofs = await listProofsByOrder(
    deps,
    rows.map((r) => r.id),
  );
  return rows.map((o) => {
    const linesById = new Map(o.lines.map((l) => [l.id, l]));
    return {
      id: o.id,
      orderNo: o.orderNo,
      orderType: o.orderType,
      orderStatus: o.orderStatus,
      payType: o.payType,
      payTypeStr: PAY_TYPE_NAMES[o.payType] ?? '',
      productAmount: o.productAmount.toFixed(2),
      couponAmount: o.couponAmount.toFixed(2),
      discountAmount: o.discountAmount.toFixed(2),
      payableAmunt: o.payableAmount.toFixed(2),
      // Only what finance received on approved proofs counts, never the amounts the buyer typed.
      paidAmount: o.paidAmount.toFixed(2),
      createTime: o.createdAt.toISOString(),
      expireTime: o.expiresAt.toISOString(),
      orderDetailModels: o.lines.map((l) => ({
        id: l.id,
        productId: l.productId,
        productName: l.productName,
        productClass: l.productClass,
        categoryName: l.categoryName,
        sendCycleName: l.sendCycleName,
        price: l.unitPrice.toFixed(2),
        productNum: l.productNum,
        sendProductNum: l.sendProductNum,
        payableAmunt: l.payableAmount.toFixed(2),
        mainImage: l.mainImage,
      })),
      orderAddressModels: o.address
        ? [
            {
              receiverName: o.address.receiverName,
              mobileCode: o.address.mobileCode,
              mobile: o.address.mobile,
              country: o.address.country,
              state: o.address.state,
              city: o.address.city,
              postcode: o.address.postcode,
              receiverFirstAddr: o.address.receiverFirstAddr,
              receiverTwoAddr: o.address.receiverTwoAddr,
              address: joinAddress(o.address),
              companyName: o.address.companyName,
              code: o.address.code,
              brokerName: o.address.brokerName,
              importerAddress: o.address.importerAddress,
            },
          ]
        : [],
      logisticsModels: o.logistics.map((g) => ({
        id: g.id,
        logisticsName: g.logisticsName,
        logisticsNo: g.logisticsNo,
        receiverName: g.receiverName,
        sendStatus: g.sendStatus,
        shipTime: g.shippedAt.toISOString(),
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
      orderAgingModels: proofs.get(o.id) ?? [],
    };
  });
}

/** `order/getPager`: the buyer's orders, newest first; an empty `statusList` means every status. */
export async function listOrders(
  deps: QueryDeps,
  userId: number,
  input: { page: number; limit: number; statusList: number[] },
): Promise<Paged<Order>> {
  const where: Prisma.OrderWhereInput = {
    userId,
    ...(input.statusList.length > 0 ? { orderStatus: { in: input.statusList } } : {}),
  };
  const [total, rows] = await Promise.all([
    deps.prisma.order.count({ where }),
    deps.prisma.order.findMany({
      where,
      include: orderInclude,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...pageWindow(input),
    }),
  ]);
  return { total, list: await toOrders(deps, rows) };
}

/** `order/getByOrderNo`: one of the buyer's orders; another buyer's number answers `Order not found`. */
export async function getOrder(deps: QueryDeps, userId: number, orderNo: string): Promise<Order> {
  const row = await deps.prisma.order.findFirst({ where: { orderNo, userId }, include: orderInclude });
  if (!row) throw AppError.notFound('Order');
  const [order] = await toOrders(deps, [row]);
  return order!;
}
