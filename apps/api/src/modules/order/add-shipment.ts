import { OrderStatus } from '@hashforge/contract';
import { shipmentSerialMessages } from '@hashforge/contract/admin/orders';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, type StaffActor } from '../audit/record-audit.ts';
import { readDocumentIdentity } from '../settings/document-identity.ts';
import { afterIssue } from '../trade-document/issue-document.ts';
import { lockOrder } from './lock-order.ts';
import { sendOrderMail } from './order-emails.ts';
import { orderMachine } from './order-status.ts';
import { issueShipmentDocuments } from './trade-documents.ts';
import { transitionOrder } from './transition-order.ts';

export interface NewShipment {
  logisticsName: string;
  logisticsNo: string;
  /** Defaults to the order's receiver. */
  receiverName?: string;
  /** `serials`: the machines' serial numbers (trimmed, at most one per unit, none twice), if recorded. */
  lines: { orderLineId: number; productNum: number; serials?: string[] }[];
}

type ShipDeps = Pick<Deps, 'prisma' | 'sql' | 'clock' | 'queues' | 'config' | 'logger' | 'redis' | 'storage'>;

/** A shipment recorded: with the numbers of its invoice and packing list, or why they could not be issued. */
export interface RecordedShipment {
  id: number;
  orderNo: string;
  orderStatus: number;
  documents: string[];
  /** Each product of the shipment that lacks an HS code or country of origin; empty when the documents were issued. */
  documentsBlocked: string[];
}

/**
 * Staff (orders.ship; `orders/ship`): records a shipment of some of an order's units (30 or 35).
 * The order goes to 40 when every line is fully shipped, else to 35. The order row is locked, and
 * each line's shipped count is raised by a conditional update that cannot pass its ordered
 * quantity, so two shipments recorded at once (two tabs) cannot ship the same units twice: the
 * second is refused with what is left. The audit row commits with it; the buyer's email (carrier
 * and tracking number) is queued after, once per shipment. The shipment's commercial invoice and
 * packing list are numbered in the same transaction (decision 026) when each of its products has an
 * HS code and a country of origin; else the answer names those that lack them.
 */
export async function addShipment(
  deps: ShipDeps,
  orderId: number,
  shipment: NewShipment,
  actor: StaffActor | null = null,
): Promise<RecordedShipment> {
  if (shipment.lines.length === 0) throw AppError.refused('A shipment needs at least one line');
  const carrier = shipment.logisticsName.trim();
  const trackingNo = shipment.logisticsNo.trim();
  if (!carrier || !trackingNo) throw AppError.refused('Logistics company and number are required');
  const identity = await readDocumentIdentity(deps);
  const done = await deps.prisma.$transaction(async (tx) => {
    const order = await lockOrder(tx, { id: orderId });
    if (!order) throw AppError.notFound('Order');
    // Goods leave while the order may still reach 40: at 30 paid in full, or 35 part shipped.
    if (!orderMachine.can(order.orderStatus, OrderStatus.shipped)) {
      throw AppError.refused(
        order.orderStatus === OrderStatus.shipped || order.orderStatus === OrderStatus.complete
          ? 'Everything on this order has already shipped'
          : 'Only a paid order that is not fully shipped can be shipped',
      );
    }
    const lines = await tx.orderLine.findMany({ where: { orderId } });
    const byId = new Map(lines.map((l) => [l.id, l]));
    // The same line twice in one shipment counts once, with both quantities and both lists of serials.
    const wanted = new Map<number, number>();
    const serials = new Map<number, string[]>();
    const seenSerials = new Set<string>();
    for (const item of shipment.lines) {
      if (!byId.has(item.orderLineId)) throw AppError.notFound('Order line');
      if (!Number.isInteger(item.productNum) || item.productNum < 1) {
        throw AppError.refused('Each shipped line needs a quantity of at least 1');
      }
      wanted.set(item.orderLineId, (wanted.get(item.orderLineId) ?? 0) + item.productNum);
      const codes = (item.serials ?? []).map((code) => code.trim()).filter((code) => code.length > 0);
      for (const code of codes) {
        if (seenSerials.has(code.toUpperCase())) throw AppError.refused(shipmentSerialMessages.enteredTwice(code));
        seenSerials.add(code.toUpperCase());
      }
      serials.set(item.orderLineId, [...(serials.get(item.orderLineId) ?? []), ...codes]);
    }
    for (const [lineId, codes] of serials) {
      if (codes.length > wanted.get(lineId)!) {
        throw AppError.refused(
          `${byId.get(lineId)!.productName}: ${shipmentSerialMessages.tooMany(wanted.get(lineId)!)}`,
        );
      }
    }
    for (const [lineId, quantity] of wanted) {
      const line = byId.get(lineId)!;
      const raised = await tx.$executeRaw`
        UPDATE order_line SET "sendProductNum" = "sendProductNum" + ${quantity}
        WHERE id = ${lineId} AND "orderId" = ${orderId} AND "sendProductNum" + ${quantity} <= "productNum"`;
      if (raised !== 1) {
        const now = await tx.orderLine.findUniqueOrThrow({ where: { id: lineId }, select: { sendProductNum: true } });
        throw AppError.refused(`Only ${line.productNum - now.sendProductNum} of ${line.productName} are left to ship`);
      }
      line.sendProductNum += quantity;
    }
    const address = await tx.orderAddress.findUnique({ where: { orderId }, select: { receiverName: true } });
    const created = await tx.orderLogistics.create({
      data: {
        orderId,
        logisticsName: carrier,
        logisticsNo: trackingNo,
        receiverName: shipment.receiverName?.trim() || address?.receiverName || '',
        shippedAt: deps.clock.now(),
        createdByStaffId: actor?.staffId ?? null,
        lines: {
          create: [...wanted].map(([orderLineId, productNum]) => ({
            orderLineId,
            productNum,
            serials: serials.get(orderLineId) ?? [],
          })),
        },
      },
      select: { id: true },
    });
    const allShipped = lines.every((l) => l.sendProductNum >= l.productNum);
    const next = allShipped ? OrderStatus.shipped : OrderStatus.partShipped;
    await transitionOrder(tx, orderId, order.orderStatus, next);
    const documents = await issueShipmentDocuments(tx, identity, {
      orderId,
      logisticsId: created.id,
      issuedAt: deps.clock.now(),
      staffId: actor?.staffId ?? null,
    });
    await recordAudit(tx, actor, {
      action: 'orders.ship',
      entityType: 'order',
      entityId: order.orderNo,
      before: { orderStatus: order.orderStatus },
      after: {
        orderStatus: next,
        shipmentId: created.id,
        carrier,
        trackingNo,
        lines: [...wanted].map(([orderLineId, quantity]) => {
          const codes = serials.get(orderLineId) ?? [];
          return codes.length > 0 ? { orderLineId, quantity, serials: codes } : { orderLineId, quantity };
        }),
        documents: documents.issued.map((d) => d.number),
        ...(documents.blocked ? { documentsBlocked: documents.blocked } : {}),
      },
    });
    return { id: created.id, orderNo: order.orderNo, userId: order.userId, orderStatus: next, documents };
  });
  await afterIssue(
    deps,
    done.documents.issued.map((d) => d.id),
  );
  await sendOrderMail(deps, done.userId, {
    kind: 'shipped',
    orderNo: done.orderNo,
    shipmentId: done.id,
    carrier,
    trackingNo,
    complete: done.orderStatus === OrderStatus.shipped,
  });
  return {
    id: done.id,
    orderNo: done.orderNo,
    orderStatus: done.orderStatus,
    documents: done.documents.issued.map((d) => d.number),
    documentsBlocked: done.documents.blocked ?? [],
  };
}
