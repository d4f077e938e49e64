import { downloadOrderDocument } from '@hashforge/contract';
import { orderDesk } from '@hashforge/contract/admin/orders';
import { describe, expect, it } from 'vitest';
import { call } from '#api/test/support/call.ts';
import { createPaidOrder, createUnpaidOrder, type DeskOrder } from '#api/test/support/factories/desk.ts';
import { pdfPages } from '#api/test/support/read-pdf.ts';
import { useStaffSession } from '#api/test/support/use-staff-session.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';
import { money } from '../trade-document/pdf/render-pdf.ts';
import { renderStoredDocument } from '../trade-document/render-document.ts';
import { addShipment } from './add-shipment.ts';

/**
 * Each trade document followed from the event that issues it (checkout, a shipment, a refund) to the
 * PDF its buyer downloads, read back as text and held against the rows the shop keeps (decision
 * 026): what a bank or customs officer reads is what the database says, not what a sample said.
 */
const ctx = useTestContext();
const finance = useStaffSession(ctx, 'finance');

/** The document rendered as the worker does, then downloaded through the buyer's call and link. */
async function buyerReads(order: DeskOrder, documentId: number): Promise<string> {
  await renderStoredDocument(ctx.deps, documentId);
  const link = await call(ctx, downloadOrderDocument, { id: documentId }, order.buyer.token);
  expect(link.body.result).toBe(1);
  const res = await ctx.app.inject({ method: 'GET', url: link.body.data.fileUrl });
  expect(res.statusCode).toBe(200);
  return (await pdfPages(res.rawPayload)).join('\n').replace(/\s+/g, ' ');
}

async function orderRows(orderId: number) {
  return ctx.deps.prisma.order.findUniqueOrThrow({
    where: { id: orderId },
    include: { lines: { orderBy: { id: 'asc' } }, address: true },
  });
}

/** A product as the catalogue desk leaves it once its HS code and country of origin are filled in. */
async function fillCustoms(productId: number, hsCode: string, countryOfOrigin: string): Promise<void> {
  await ctx.deps.prisma.product.update({ where: { id: productId }, data: { hsCode, countryOfOrigin } });
}

describe('trade documents say what the database holds', () => {
  it('the proforma names the order, its lines, its payable and the consignee the buyer gave', async () => {
    const order = await createUnpaidOrder(ctx, 3);
    const row = await orderRows(order.orderId);
    const pi = await ctx.deps.prisma.tradeDocument.findFirstOrThrow({ where: { orderId: order.orderId, kind: 'PI' } });
    const text = await buyerReads(order, pi.id);

    expect(text).toContain(pi.number);
    expect(text).toContain(row.orderNo);
    for (const line of row.lines) {
      expect(text).toContain(line.productName);
      expect(text).toContain(line.sendCycleName);
      expect(text).toContain(money(line.unitPrice.toFixed(2)));
      expect(text).toContain(money(line.payableAmount.toFixed(2)));
    }
    expect(text).toContain(money(row.payableAmount.toFixed(2)));
    const address = row.address!;
    for (const part of [address.receiverName, address.receiverFirstAddr, address.city, address.postcode]) {
      if (part) expect(text).toContain(part);
    }
  });

  it('the invoice and packing list of a shipment name its lines, serials, customs fields and tracking number', async () => {
    const order = await createPaidOrder(ctx, 3);
    await fillCustoms(order.product.id, '8471.50', 'Malaysia');
    const serials = [`HFS${order.orderId}X1`, `HFS${order.orderId}X2`];
    const shipped = await addShipment(ctx.deps, order.orderId, {
      logisticsName: 'DHL Express',
      logisticsNo: `JD${order.orderId}0042`,
      lines: [{ orderLineId: order.lineIds[0]!, productNum: 2, serials }],
    });
    expect(shipped.documentsBlocked).toEqual([]);
    const row = await orderRows(order.orderId);
    const line = row.lines[0]!;
    const docs = await ctx.deps.prisma.tradeDocument.findMany({
      where: { logisticsId: shipped.id },
      orderBy: { kind: 'asc' },
    });
    expect(docs.map((d) => d.kind)).toEqual(['INV', 'PL']);

    for (const doc of docs) {
      const text = await buyerReads(order, doc.id);
      expect(text, doc.kind).toContain(doc.number);
      expect(text, doc.kind).toContain(row.orderNo);
      expect(text, doc.kind).toContain(line.productName);
      expect(text, doc.kind).toContain(`JD${order.orderId}0042`);
      for (const serial of serials) expect(text, doc.kind).toContain(serial);
      expect(text, doc.kind).toContain(row.address!.receiverName);
    }
    const invoice = await buyerReads(order, docs[0]!.id);
    expect(invoice).toContain('8471.50');
    expect(invoice).toContain('Malaysia');
    // The declared value is what the buyer paid for the two units shipped, not a typed figure.
    expect(invoice).toContain(money(line.unitPrice.mul(2).toFixed(2)));
    expect(invoice).not.toContain(money(line.payableAmount.toFixed(2)));
  });

  it('the credit note states the refund finance recorded, and names the order', async () => {
    const order = await createPaidOrder(ctx, 1);
    const canceled = await finance.call(orderDesk.cancel, { orderNo: order.orderNo, reason: 'Export licence refused' });
    expect(canceled.body.result).toBe(1);
    const refunded = await finance.call(orderDesk.recordRefund, { orderNo: order.orderNo, note: 'SWIFT MT103 ref 42' });
    expect(refunded.body.result).toBe(1);
    const row = await orderRows(order.orderId);
    const cn = await ctx.deps.prisma.tradeDocument.findFirstOrThrow({ where: { orderId: order.orderId, kind: 'CN' } });
    const text = await buyerReads(order, cn.id);
    expect(text).toContain(cn.number);
    expect(text).toContain(row.orderNo);
    expect(text).toContain(money(row.refundDueAmount.toFixed(2)));
    expect(text).toContain('SWIFT MT103 ref 42');
  });

  it('50 shipments recorded at once get 50 distinct consecutive invoice numbers', async () => {
    const orders: DeskOrder[] = [];
    for (let i = 0; i < 50; i += 1) orders.push(await createPaidOrder(ctx, 1));
    await Promise.all(orders.map((o) => fillCustoms(o.product.id, '8543.70', 'China')));
    const shipped = await Promise.all(
      orders.map((o, i) =>
        addShipment(ctx.deps, o.orderId, {
          logisticsName: 'FedEx',
          logisticsNo: `FX${o.orderId}`,
          lines: [{ orderLineId: o.lineIds[0]!, productNum: 1, serials: [`HFS-C${i}`] }],
        }),
      ),
    );
    const invoices = await ctx.deps.prisma.tradeDocument.findMany({
      where: { kind: 'INV', logisticsId: { in: shipped.map((s) => s.id) } },
      select: { number: true },
    });
    const numbers = invoices.map((d) => Number(d.number.slice(-6))).sort((a, b) => a - b);
    expect(numbers).toHaveLength(50);
    expect(numbers.at(-1)! - numbers[0]!).toBe(49);
    expect(new Set(numbers).size).toBe(50);
  }, 120_000);
});
