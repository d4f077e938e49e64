import { addShipment } from '../../../src/modules/order/add-shipment.ts';
import { renderStoredDocument } from '../../../src/modules/trade-document/render-document.ts';
import type { TestContext } from '../test-app.ts';
import { createPaidOrder, type DeskOrder } from './desk.ts';

type Ctx = Pick<TestContext, 'app' | 'deps'>;

/** The order's proforma invoice, rendered and stored as the worker would. */
export async function renderedProforma(ctx: Ctx, orderId: number): Promise<{ id: number; number: string }> {
  const pi = await ctx.deps.prisma.tradeDocument.findFirstOrThrow({
    where: { orderId, kind: 'PI' },
    select: { id: true, number: true },
  });
  await renderStoredDocument(ctx.deps, pi.id);
  return pi;
}

/**
 * A paid order shipped while its product had no HS code or country of origin (the test products
 * have none), so the shipment has no invoice or packing list; `fill` gives the product both.
 */
export async function createUndocumentedShipment(
  ctx: Ctx,
): Promise<DeskOrder & { shipmentId: number; documentsBlocked: string[]; fill: () => Promise<void> }> {
  const order = await createPaidOrder(ctx, 2);
  const shipped = await addShipment(ctx.deps, order.orderId, {
    logisticsName: 'DHL',
    logisticsNo: `JD${order.orderId}`,
    lines: [{ orderLineId: order.lineIds[0]!, productNum: 1, serials: [`HFS${order.orderId}A`] }],
  });
  return {
    ...order,
    shipmentId: shipped.id,
    documentsBlocked: shipped.documentsBlocked,
    fill: async () => {
      await ctx.deps.prisma.product.update({
        where: { id: order.product.id },
        data: { hsCode: '8471.50', countryOfOrigin: 'China' },
      });
    },
  };
}
