import { createHash } from 'node:crypto';
import { documentMessages, downloadOrderDocument, getOrderDocuments } from '@hashforge/contract';
import { orderDesk } from '@hashforge/contract/admin/orders';
import { describe, expect, it } from 'vitest';
import { call } from '#api/test/support/call.ts';
import { createReadyBuyer } from '#api/test/support/factories/buying.ts';
import { createUnpaidOrder } from '#api/test/support/factories/desk.ts';
import { createUndocumentedShipment, renderedProforma } from '#api/test/support/factories/documents.ts';
import { useStaffSession } from '#api/test/support/use-staff-session.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';
import { renderStoredDocument } from '../trade-document/render-document.ts';

const ctx = useTestContext();
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function fetchLink(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  return { status: res.statusCode, bytes: res.rawPayload, headers: res.headers };
}

const owner = useStaffSession(ctx, 'owner');
const warehouse = useStaffSession(ctx, 'warehouse');

describe('the buyer’s documents (docs/contract.md section 9)', () => {
  it('lists the proforma and answers a link to the same stored bytes every time; another buyer finds nothing', async () => {
    const order = await createUnpaidOrder(ctx);
    const pi = await renderedProforma(ctx, order.orderId);
    const listed = await call(ctx, getOrderDocuments, { orderNo: order.orderNo }, order.buyer.token);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id: pi.id, kind: 'PI', number: pi.number, ready: true, replacedBy: null }),
    ]);

    const row = await ctx.deps.prisma.tradeDocument.findUniqueOrThrow({ where: { id: pi.id } });
    for (let i = 0; i < 2; i += 1) {
      const link = await call(ctx, downloadOrderDocument, { id: pi.id }, order.buyer.token);
      expect(link.body.data).toMatchObject({ number: pi.number, fileName: `${pi.number}.pdf`, sha256: row.sha256 });
      const got = await fetchLink(link.body.data.fileUrl);
      expect(got.status).toBe(200);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.headers['content-disposition']).toContain(`filename="${pi.number}.pdf"`);
      expect(got.headers.etag).toBe(`"${row.sha256}"`);
      expect(got.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(sha256(got.bytes)).toBe(row.sha256);
    }

    const other = await createReadyBuyer(ctx);
    expect((await call(ctx, getOrderDocuments, { orderNo: order.orderNo }, other.token)).body).toMatchObject({
      result: 0,
      msg: 'Order not found',
    });
    expect((await call(ctx, downloadOrderDocument, { id: pi.id }, other.token)).body).toMatchObject({
      result: 0,
      msg: 'Document not found',
    });
    expect((await call(ctx, downloadOrderDocument, { id: pi.id })).body.result).toBe(-9999);
  });

  it('refuses a link that was altered, names another document or has expired', async () => {
    const order = await createUnpaidOrder(ctx);
    const pi = await renderedProforma(ctx, order.orderId);
    const url = (await call(ctx, downloadOrderDocument, { id: pi.id }, order.buyer.token)).body.data.fileUrl;
    // Its signature's first character changed, whatever it was (a fixed letter is the same 1 time in 64).
    const altered = url.replace(/sig=(.)/, (_, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
    expect(altered).not.toBe(url);
    expect((await fetchLink(altered)).status).toBe(404);
    const second = await renderedProforma(ctx, (await createUnpaidOrder(ctx)).orderId);
    const secondRow = await ctx.deps.prisma.tradeDocument.findUniqueOrThrow({ where: { id: second.id } });
    const otherName = secondRow.storageKey!.split('/').pop()!;
    expect((await fetchLink(url.replace(/documents\/[^?]+/, `documents/${otherName}`))).status).toBe(404);
    ctx.clock.advance(61_000);
    expect((await fetchLink(url)).status).toBe(404);
  });

  it('waits for a document being rendered, and says so when it takes longer', async () => {
    const order = await createUnpaidOrder(ctx);
    const pi = await ctx.deps.prisma.tradeDocument.findFirstOrThrow({ where: { orderId: order.orderId, kind: 'PI' } });
    expect(pi.status).toBe(0);
    const started = Date.now();
    const refused = await call(ctx, downloadOrderDocument, { id: pi.id }, order.buyer.token);
    expect(refused.body).toMatchObject({ result: 0, msg: documentMessages.beingPrepared });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);

    // Rendered while the call waits: it answers the link.
    const waiting = call(ctx, downloadOrderDocument, { id: pi.id }, order.buyer.token);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await renderStoredDocument(ctx.deps, pi.id);
    expect((await waiting).body).toMatchObject({ result: 1, data: { number: pi.number } });
  }, 20_000);
});

describe('the order desk’s documents', () => {
  it('hands staff the same bytes and audits each download under the order', async () => {
    const order = await createUnpaidOrder(ctx);
    const pi = await renderedProforma(ctx, order.orderId);
    const link = await warehouse.call(orderDesk.downloadDocument, { id: pi.id });
    expect(link.body.result).toBe(1);
    const got = await fetchLink(link.body.data.fileUrl);
    expect(sha256(got.bytes)).toBe(link.body.data.sha256);
    const audit = await ctx.deps.prisma.auditEvent.findMany({
      where: { action: 'orders.documents.download', entityId: order.orderNo },
    });
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ document: pi.number });
    const detail = await warehouse.call(orderDesk.get, { orderNo: order.orderNo });
    expect(detail.body.data.documents).toEqual([expect.objectContaining({ number: pi.number, kind: 'PI' })]);
    expect(detail.body.data.timeline.map((e) => e.text)).toContain(`Downloaded ${pi.number}`);
  });

  it('names what blocks a shipment’s documents, then issues one set when two staff click at once', async () => {
    const shipment = await createUndocumentedShipment(ctx);
    expect(shipment.documentsBlocked).toEqual([expect.stringMatching(/has no HS code and no country of origin$/)]);
    const before = await warehouse.call(orderDesk.get, { orderNo: shipment.orderNo });
    expect(before.body.data.shipments[0]).toMatchObject({
      documentsIssued: false,
      documentsMissing: shipment.documentsBlocked,
    });
    const body = { orderNo: shipment.orderNo, shipmentId: shipment.shipmentId };
    const early = await warehouse.call(orderDesk.issueShipmentDocuments, body);
    expect(early.body).toMatchObject({ result: 0, msg: expect.stringContaining('has no HS code') });

    await shipment.fill();
    const answers = await Promise.all([
      warehouse.call(orderDesk.issueShipmentDocuments, body),
      owner.call(orderDesk.issueShipmentDocuments, body),
    ]);
    expect(answers.map((a) => a.body.result).sort()).toEqual([0, 1]);
    const docs = await ctx.deps.prisma.tradeDocument.findMany({ where: { logisticsId: shipment.shipmentId } });
    expect(docs.map((d) => d.kind).sort()).toEqual(['INV', 'PL']);
    const audit = await ctx.deps.prisma.auditEvent.findMany({
      where: { action: 'orders.documents.issue', entityId: shipment.orderNo },
    });
    expect(audit.map((a) => a.after)).toEqual([
      { shipmentId: shipment.shipmentId, documents: docs.map((d) => d.number).sort() },
    ]);
    const after = await warehouse.call(orderDesk.get, { orderNo: shipment.orderNo });
    expect(after.body.data.shipments[0]).toMatchObject({ documentsIssued: true, documentsMissing: [] });
  });

  it('a correction replaces a document once, from the corrected address, and the old one stays downloadable', async () => {
    const order = await createUnpaidOrder(ctx);
    const pi = await renderedProforma(ctx, order.orderId);
    await ctx.deps.prisma.orderAddress.update({
      where: { orderId: order.orderId },
      data: { importerAddress: 'Rua Corrigida 10, São Paulo' },
    });
    const body = { orderNo: order.orderNo, number: pi.number, reason: 'Importer address corrected' };
    const answers = await Promise.all([
      owner.call(orderDesk.reissueDocument, body),
      owner.call(orderDesk.reissueDocument, body),
    ]);
    expect(answers.map((a) => a.body.result).sort()).toEqual([0, 1]);
    const made = answers.find((a) => a.body.result === 1)!.body.data.documents[0]!;
    expect(answers.find((a) => a.body.result === 0)!.body.msg).toBe(`${pi.number} was already replaced by ${made}`);

    const fresh = await ctx.deps.prisma.tradeDocument.findUniqueOrThrow({ where: { number: made } });
    expect(fresh).toMatchObject({ kind: 'PI', replacesId: pi.id });
    expect(fresh.content).toMatchObject({
      buyer: { importerAddress: 'Rua Corrigida 10, São Paulo' },
      correction: { replaces: pi.number, reason: 'Importer address corrected' },
    });
    const audit = await ctx.deps.prisma.auditEvent.findMany({
      where: { action: 'orders.documents.reissue', entityId: order.orderNo },
    });
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      [{ document: pi.number }, { document: made, replaces: pi.number, reason: 'Importer address corrected' }],
    ]);

    const listed = (await call(ctx, getOrderDocuments, { orderNo: order.orderNo }, order.buyer.token)).body.data;
    expect(listed.map((d) => [d.number, d.replacedBy, d.replaces])).toEqual([
      [pi.number, made, null],
      [made, null, pi.number],
    ]);
    const old = await call(ctx, downloadOrderDocument, { id: pi.id }, order.buyer.token);
    expect((await fetchLink(old.body.data.fileUrl)).status).toBe(200);

    // Finance may correct; the warehouse may not.
    const denied = await warehouse.call(orderDesk.reissueDocument, { ...body, number: made });
    expect(denied.body.result).toBe(0);
  });
});
