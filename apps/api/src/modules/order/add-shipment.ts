import { OrderStatus } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { transitionOrder } from './order-status.ts';

export interface NewShipment {
  logisticsName: string;
  logisticsNo: string;
  /** Defaults to the order's receiver. */
  receiverName?: string;
  lines: { orderLineId: number; productNum: number }[];
}

/**
 * Staff: records a shipment of some of an order's units (30 or 35). The order goes to 40 when every
 * line is fully shipped, else to 35. The order row is locked so two shipments recorded at once
 * cannot ship the same units twice.
 */
export async function addShipment(
  deps: Pick<Deps, 'prisma' | 'clock'>,
  orderId: number,
  shipment: NewShipment,
): Promise<{ id: number; orderStatus: number }> {
  if (shipment.lines.length === 0) throw AppError.refused('A shipment needs at least one line');
  if (!shipment.logisticsName.trim() || !shipment.logisticsNo.trim()) {
    throw AppError.refused('Logistics company and number are required');
  }
  return deps.prisma.$transaction(async (tx) => {
    const [order] = await tx.$queryRaw<{ orderStatus: number }[]>`
      SELECT "orderStatus" FROM "order" WHERE id = ${orderId} FOR UPDATE`;
    if (!order) throw AppError.notFound('Order');
    if (order.orderStatus !== OrderStatus.unshipped && order.orderStatus !== OrderStatus.partShipped) {
      throw AppError.refused('Only a paid order that is not fully shipped can be shipped');
    }
    const lines = await tx.orderLine.findMany({ where: { orderId } });
    const byId = new Map(lines.map((l) => [l.id, l]));
    for (const item of shipment.lines) {
      const line = byId.get(item.orderLineId);
      if (!line) throw AppError.notFound('Order line');
      if (!Number.isInteger(item.productNum) || item.productNum < 1) {
        throw AppError.refused('Each shipped line needs a quantity of at least 1');
      }
      if (line.sendProductNum + item.productNum > line.productNum) {
        throw AppError.refused(`Only ${line.productNum - line.sendProductNum} of ${line.productName} are left to ship`);
      }
      line.sendProductNum += item.productNum;
      await tx.orderLine.update({ where: { id: line.id }, data: { sendProductNum: line.sendProductNum } });
    }
    const address = await tx.orderAddress.findUnique({ where: { orderId }, select: { receiverName: true } });
    const created = await tx.orderLogistics.create({
      data: {
        orderId,
        logisticsName: shipment.logisticsName.trim(),
        logisticsNo: shipment.logisticsNo.trim(),
        receiverName: shipment.receiverName?.trim() || address?.receiverName || '',
        shippedAt: deps.clock.now(),
        lines: { create: shipment.lines.map((l) => ({ orderLineId: l.orderLineId, productNum: l.productNum })) },
      },
      select: { id: true },
    });
    const allShipped = [...byId.values()].every((l) => l.sendProductNum >= l.productNum);
    const next = allShipped ? OrderStatus.shipped : OrderStatus.partShipped;
    await transitionOrder(tx, orderId, order.orderStatus, next);
    return { id: created.id, orderStatus: next };
  });
}
