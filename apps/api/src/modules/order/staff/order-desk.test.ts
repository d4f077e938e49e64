import { Readable } from 'node:stream';
import { getOrderByOrderNo } from '@hashforge/contract';
import { type OrderFilters, orderDesk } from '@hashforge/contract/admin/orders';
import { paymentDesk } from '@hashforge/contract/admin/payments';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestStaff, signInStaff } from '#api/test/support/admin.ts';
import { call } from '#api/test/support/call.ts';
import { grantCoupon, orderProduct, stockOf } from '#api/test/support/factories/buying.ts';
import {
  createOrderAwaitingReview,
  createPaidOrder,
  createUnpaidOrder,
  uploadProof,
} from '#api/test/support/factories/desk.ts';
import { waitForJob } from '#api/test/support/jobs.ts';
import { statementsOf } from '#api/test/support/query-plans.ts';
import { FORMULA_START, readCsv } from '#api/test/support/read-csv.ts';
import { useStaffSession } from '#api/test/support/use-staff-session.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';
import { createNotifyWorker } from '../../notify/notify.worker.ts';
import { sendOrderMail } from '../order-emails.ts';
import { exportOrdersCsv, ORDER_CSV_COLUMNS } from './export-orders.ts';
import { emailsOf, orderRowSelect, orderWhere, toOrderRow } from './list-orders.ts';
import { staffCsv } from './staff-download.ts';

const ctx = useTestContext();
const finance = useStaffSession(ctx, 'finance');
const warehouse = useStaffSession(ctx, 'warehouse');

/** Every notify job queued to this address for this purpose (any state). */
async function mails(to: string, purpose: string) {
  const jobs = await ctx.deps.queues.notify.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
  return jobs.filter((j) => j.data.to === to && j.data.purpose === purpose);
}

async function buyerOrder(order: { buyer: { token: string }; orderNo: string }) {
  const res = await call(ctx, getOrderByOrderNo, { orderNo: order.orderNo }, order.buyer.token);
  expect(res.body.result).toBe(1);
  return res.body.data;
}

async function auditOf(orderNo: string) {
  return ctx.deps.prisma.auditEvent.findMany({
    where: { entityType: 'order', entityId: orderNo },
    orderBy: { id: 'asc' },
  });
}

describe('POST /admin/api/payments/approve', () => {
  it('counts only the amount received: short goes to 25, the balance to 30, and the buyer sees what was received', async () => {
    const order = await createUnpaidOrder(ctx, 2); // 3998.00
    const first = await uploadProof(ctx, order, '3998.00'); // the buyer claims the whole amount
    const short = await finance.call(paymentDesk.approve, { proofId: first, receivedAmount: '3000' });
    expect(short.body).toMatchObject({ result: 1, data: { orderNo: order.orderNo, orderStatus: 25 } });
    let seen = await buyerOrder(order);
    expect(seen).toMatchObject({ orderStatus: 25, paidAmount: '3000.00' });

    const second = await uploadProof(ctx, order, '998.00');
    const rest = await finance.call(paymentDesk.approve, { proofId: second, receivedAmount: '998.00' });
    expect(rest.body.data).toEqual({ orderNo: order.orderNo, orderStatus: 30 });
    seen = await buyerOrder(order);
    expect(seen).toMatchObject({ orderStatus: 30, paidAmount: '3998.00' });

    const proofs = await ctx.deps.prisma.orderAging.findMany({
      where: { orderId: order.orderId },
      orderBy: { id: 'asc' },
    });
    expect(
      proofs.map((p) => [p.currentPayAmount.toFixed(2), p.receivedAmount?.toFixed(2), p.reviewedByStaffId]),
    ).toEqual([
      ['3998.00', '3000.00', finance.staff.id],
      ['998.00', '998.00', finance.staff.id],
    ]);
    const audit = await auditOf(order.orderNo);
    expect(audit.map((a) => [a.action, a.staffId])).toEqual([
      ['payments.approve', finance.staff.id],
      ['payments.approve', finance.staff.id],
    ]);
    expect(audit[0]!.after).toMatchObject({ receivedAmount: '3000.00', orderStatus: 25, paidAmount: '3000.00' });

    const approved = await mails(order.buyer.email, 'order-proof-approved');
    expect(approved).toHaveLength(2);
    expect(approved.map((j) => j.data.text).join('\n')).toContain('A balance of USD 998.00 is still due');
  });

  it('lets one of two staff approving the same proof at once win; the other is told, nothing is done twice', async () => {
    const order = await createOrderAwaitingReview(ctx);
    const [a, b] = await Promise.all([
      finance.call(paymentDesk.approve, { proofId: order.proofId, receivedAmount: order.payableAmount }),
      finance.call(paymentDesk.approve, { proofId: order.proofId, receivedAmount: order.payableAmount }),
    ]);
    const answers = [a.body, b.body].sort((x, y) => y.result - x.result);
    expect(answers[0]).toMatchObject({ result: 1, data: { orderStatus: 30 } });
    expect(answers[1]).toMatchObject({ result: 0, msg: 'This proof was already approved' });
    const row = await ctx.deps.prisma.order.findUniqueOrThrow({ where: { id: order.orderId } });
    expect(row.paidAmount.toFixed(2)).toBe(order.payableAmount);
    expect((await auditOf(order.orderNo)).filter((e) => e.action === 'payments.approve')).toHaveLength(1);
    expect(await mails(order.buyer.email, 'order-proof-approved')).toHaveLength(1);
  });

  it('approve racing fail: one wins, the other is told what the first did', async () => {
    const order = await createOrderAwaitingReview(ctx);
    const [a, b] = await Promise.all([
      finance.call(paymentDesk.approve, { proofId: order.proofId, receivedAmount: '10.00' }),
      finance.call(paymentDesk.fail, { proofId: order.proofId, reason: 'Not on our statement' }),
    ]);
    const won = a.body.result === 1 ? 'approved' : 'failed';
    const lost = won === 'approved' ? b.body : a.body;
    expect([a.body.result, b.body.result].sort()).toEqual([0, 1]);
    expect(lost).toMatchObject({ result: 0, msg: `This proof was already ${won}` });
    const proof = await ctx.deps.prisma.orderAging.findUniqueOrThrow({ where: { id: order.proofId } });
    expect(proof.financeStatus).toBe(won === 'approved' ? 1 : 2);
  });

  it('refuses an amount that is not money, naming the field', async () => {
    const order = await createOrderAwaitingReview(ctx);
    for (const receivedAmount of ['', '0', '-5', '1.234', 'abc']) {
      const res = await finance.call(paymentDesk.approve, { proofId: order.proofId, receivedAmount });
      expect(res.body.result).toBe(0);
      expect((res.body.data as unknown as { errors: { path: string }[] }).errors[0]!.path).toBe('receivedAmount');
    }
    expect((await ctx.deps.prisma.orderAging.findUniqueOrThrow({ where: { id: order.proofId } })).financeStatus).toBe(
      0,
    );
  });
});

describe('POST /admin/api/payments/fail', () => {
  it('sends the order back to 10 with the reason the buyer reads, once', async () => {
    const order = await createOrderAwaitingReview(ctx);
    const res = await finance.call(paymentDesk.fail, {
      proofId: order.proofId,
      reason: 'No transfer with this reference',
    });
    expect(res.body).toMatchObject({ result: 1, data: { orderNo: order.orderNo, orderStatus: 10 } });
    const again = await finance.call(paymentDesk.fail, { proofId: order.proofId, reason: 'Again' });
    expect(again.body).toMatchObject({ result: 0, msg: 'This proof was already failed' });
    const failed = await mails(order.buyer.email, 'order-proof-failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.data.text).toContain('Reason: No transfer with this reference');
    expect((await buyerOrder(order)).orderStatus).toBe(10);
  });

  it('goes back to 25 when part was already approved', async () => {
    const order = await createUnpaidOrder(ctx, 1);
    const first = await uploadProof(ctx, order, '1000.00');
    await finance.call(paymentDesk.approve, { proofId: first, receivedAmount: '1000.00' });
    const second = await uploadProof(ctx, order, '999.00');
    const res = await finance.call(paymentDesk.fail, { proofId: second, reason: 'Blurred' });
    expect(res.body.data).toEqual({ orderNo: order.orderNo, orderStatus: 25 });
  });

  it('payments/list shows the queue oldest first with claimed and payable amounts', async () => {
    const older = await createOrderAwaitingReview(ctx);
    await createOrderAwaitingReview(ctx);
    const res = await finance.call(paymentDesk.list, { page: 1, limit: 200, financeStatus: 0 });
    expect(res.body.result).toBe(1);
    const mine = res.body.data.list.find((p) => p.proofId === older.proofId);
    expect(mine).toMatchObject({
      orderNo: older.orderNo,
      email: older.buyer.email,
      currentPayAmount: older.payableAmount,
      receivedAmount: null,
    });
    const times = res.body.data.list.map((p) => p.createTime);
    expect([...times].sort()).toEqual(times);
  });
});

describe('POST /admin/api/orders/ship', () => {
  it('ships part (35) then the rest (40); the buyer sees each shipment and gets one email per shipment', async () => {
    const order = await createPaidOrder(ctx, 3);
    const line = order.lineIds[0]!;
    const part = await warehouse.call(orderDesk.ship, {
      orderNo: order.orderNo,
      carrier: 'DHL',
      trackingNo: 'JD014600001',
      lines: [{ orderLineId: line, quantity: 1 }],
    });
    expect(part.body).toMatchObject({ result: 1, data: { orderNo: order.orderNo, orderStatus: 35 } });
    const rest = await warehouse.call(orderDesk.ship, {
      orderNo: order.orderNo,
      carrier: 'FedEx',
      trackingNo: 'FX77',
      lines: [{ orderLineId: line, quantity: 2 }],
    });
    expect(rest.body.data).toEqual({ orderNo: order.orderNo, orderStatus: 40 });
    const seen = await buyerOrder(order);
    expect(seen.orderDetailModels[0]!.sendProductNum).toBe(3);
    expect(
      seen.logisticsModels.map((g) => [g.logisticsName, g.logisticsNo, g.logisticsProductRecordModels[0]!.productNum]),
    ).toEqual([
      ['DHL', 'JD014600001', 1],
      ['FedEx', 'FX77', 2],
    ]);
    const shipped = await mails(order.buyer.email, 'order-shipped');
    expect(shipped.map((j) => j.data.subject).sort()).toEqual([
      `Order ${order.orderNo} shipped`,
      `Part of order ${order.orderNo} shipped`,
    ]);
    expect(shipped.map((j) => j.data.text).join('\n')).toContain('tracking number JD014600001');
    const more = await warehouse.call(orderDesk.ship, {
      orderNo: order.orderNo,
      carrier: 'DHL',
      trackingNo: 'X',
      lines: [{ orderLineId: line, quantity: 1 }],
    });
    expect(more.body).toMatchObject({ result: 0, msg: 'Everything on this order has already shipped' });
  });

  it('two tabs shipping more than was ordered at once: one wins, the other is told what is left, nothing ships twice', async () => {
    const order = await createPaidOrder(ctx, 2);
    const ship = (trackingNo: string) =>
      warehouse.call(orderDesk.ship, {
        orderNo: order.orderNo,
        carrier: 'DHL',
        trackingNo,
        lines: [{ orderLineId: order.lineIds[0]!, quantity: 2 }],
      });
    const [a, b] = await Promise.all([ship('TAB-A'), ship('TAB-B')]);
    const answers = [a.body, b.body].sort((x, y) => y.result - x.result);
    expect(answers[0]).toMatchObject({ result: 1, data: { orderStatus: 40 } });
    expect(answers[1]!.result).toBe(0);
    expect(answers[1]!.msg).toMatch(/^(Only 0 of .+ are left to ship|Everything on this order has already shipped)$/);
    const lines = await ctx.deps.prisma.orderLine.findMany({ where: { orderId: order.orderId } });
    expect(lines[0]!.sendProductNum).toBe(2);
    expect(await ctx.deps.prisma.orderLogistics.count({ where: { orderId: order.orderId } })).toBe(1);
    expect(await mails(order.buyer.email, 'order-shipped')).toHaveLength(1);
  });

  it('refuses an unpaid order and a line of another order', async () => {
    const unpaid = await createUnpaidOrder(ctx);
    const other = await createPaidOrder(ctx, 1);
    const a = await warehouse.call(orderDesk.ship, {
      orderNo: unpaid.orderNo,
      carrier: 'DHL',
      trackingNo: 'A',
      lines: [{ orderLineId: unpaid.lineIds[0]!, quantity: 1 }],
    });
    expect(a.body).toMatchObject({ result: 0, msg: 'Only a paid order that is not fully shipped can be shipped' });
    const b = await warehouse.call(orderDesk.ship, {
      orderNo: other.orderNo,
      carrier: 'DHL',
      trackingNo: 'B',
      lines: [{ orderLineId: unpaid.lineIds[0]!, quantity: 1 }],
    });
    expect(b.body).toMatchObject({ result: 0, msg: 'Order line not found' });
  });

  it('records serial numbers per line: stored, shown per shipment in orders/get and on the buyer’s order', async () => {
    const order = await createPaidOrder(ctx, 3);
    const line = order.lineIds[0]!;
    const first = await warehouse.call(orderDesk.ship, {
      orderNo: order.orderNo,
      carrier: 'DHL',
      trackingNo: 'SN-SHIP-1',
      lines: [{ orderLineId: line, quantity: 2, serials: [' HFS21X0001 ', 'hfs21x-0002'] }],
    });
    expect(first.body).toMatchObject({ result: 1, data: { orderNo: order.orderNo, orderStatus: 35 } });
    // The fixed shape of docs/backoffice.md section 8 (no serials) still ships.
    const rest = await warehouse.call(orderDesk.ship, {
      orderNo: order.orderNo,
      carrier: 'FedEx',
      trackingNo: 'SN-SHIP-2',
      lines: [{ orderLineId: line, quantity: 1 }],
    });
    expect(rest.body.data).toEqual({ orderNo: order.orderNo, orderStatus: 40 });

    const stored = await ctx.deps.prisma.orderLogisticsLine.findMany({
      where: { logistics: { orderId: order.orderId } },
      orderBy: { id: 'asc' },
    });
    expect(stored.map((l) => [l.productNum, l.serials])).toEqual([
      [2, ['HFS21X0001', 'hfs21x-0002']],
      [1, []],
    ]);

    const staffView = await warehouse.call(orderDesk.get, { orderNo: order.orderNo });
    expect(staffView.body.data.shipments.map((s) => [s.trackingNo, s.lines])).toEqual([
      [
        'SN-SHIP-1',
        [expect.objectContaining({ orderLineId: line, quantity: 2, serials: ['HFS21X0001', 'hfs21x-0002'] })],
      ],
      ['SN-SHIP-2', [expect.objectContaining({ orderLineId: line, quantity: 1, serials: [] })]],
    ]);

    const seen = await buyerOrder(order);
    const records = seen.logisticsModels.map((g) => g.logisticsProductRecordModels);
    // The existing fields as they were, the serials beside them.
    expect(records[0]).toEqual([
      {
        productClass: expect.any(String),
        categoryName: expect.any(String),
        productNum: 2,
        machineCodes: ['HFS21X0001', 'hfs21x-0002'],
      },
    ]);
    expect(records[1]![0]).toMatchObject({ productNum: 1, machineCodes: [] });
  });

  it('refuses a malformed or repeated serial and more serials than units, naming the field; nothing ships', async () => {
    const order = await createPaidOrder(ctx, 2);
    const line = order.lineIds[0]!;
    const ship = (lines: { orderLineId: number; quantity: number; serials?: string[] }[]) =>
      warehouse.call(orderDesk.ship, { orderNo: order.orderNo, carrier: 'DHL', trackingNo: 'BAD-SN', lines });
    const errorsOf = (body: { data: unknown }) => (body.data as { errors: { path: string; message: string }[] }).errors;

    for (const bad of ['HF S21', '-HFS21', 'x'.repeat(65), '   ', 'HFS21/1']) {
      const res = await ship([{ orderLineId: line, quantity: 2, serials: ['HFS21Y0001', bad] }]);
      expect(res.body.result).toBe(0);
      expect(errorsOf(res.body)[0]!.path).toBe('lines.0.serials.1');
    }

    // Twice on one line, and twice across two lines (case does not make another machine).
    const twice = await ship([{ orderLineId: line, quantity: 2, serials: ['HFS21Y0001', 'HFS21Y0001'] }]);
    expect(twice.body.result).toBe(0);
    expect(errorsOf(twice.body)[0]).toEqual({ path: 'lines.0.serials.1', message: 'HFS21Y0001 is entered twice' });
    const across = await ship([
      { orderLineId: line, quantity: 1, serials: ['HFS21Y0001'] },
      { orderLineId: line, quantity: 1, serials: ['hfs21y0001'] },
    ]);
    expect(across.body.result).toBe(0);
    expect(errorsOf(across.body)[0]!.path).toBe('lines.1.serials.0');

    const tooMany = await ship([{ orderLineId: line, quantity: 1, serials: ['HFS21Y0001', 'HFS21Y0002'] }]);
    expect(tooMany.body.result).toBe(0);
    expect(errorsOf(tooMany.body)[0]).toEqual({
      path: 'lines.0.serials',
      message: 'At most 1 serial number for 1 unit',
    });

    expect(await ctx.deps.prisma.orderLogistics.count({ where: { orderId: order.orderId } })).toBe(0);
    const lines = await ctx.deps.prisma.orderLine.findMany({ where: { orderId: order.orderId } });
    expect(lines[0]!.sendProductNum).toBe(0);
  });
});

describe('POST /admin/api/orders/cancel and orders/refund', () => {
  it('cancels an unpaid order: stock and coupon come back exactly once, the buyer is told once', async () => {
    const order = await createUnpaidOrder(ctx, 2);
    const couponId = await grantCoupon(ctx, order.buyer.id, { price: '50.00' });
    const withCoupon = await orderProduct(ctx, order.buyer, order.product, 1, { couponId });
    expect(await stockOf(ctx, order.product.sendCycleIds[0]!)).toBe(47);
    const [a, b] = await Promise.all([
      finance.call(orderDesk.cancel, { orderNo: withCoupon, reason: 'Buyer asked by phone' }),
      finance.call(orderDesk.cancel, { orderNo: withCoupon, reason: 'Buyer asked by phone' }),
    ]);
    const answers = [a.body, b.body].sort((x, y) => y.result - x.result);
    expect(answers[0]).toMatchObject({
      result: 1,
      data: { orderNo: withCoupon, orderStatus: 0, refundDueAmount: '0.00' },
    });
    expect(answers[1]).toMatchObject({ result: 0, msg: 'This order was already canceled' });
    expect(await stockOf(ctx, order.product.sendCycleIds[0]!)).toBe(48);
    const coupon = await ctx.deps.prisma.userCoupon.findUniqueOrThrow({ where: { id: couponId } });
    expect(coupon).toMatchObject({ status: 1, orderId: null });
    const canceled = await mails(order.buyer.email, 'order-canceled');
    expect(canceled).toHaveLength(1);
    expect(canceled[0]!.data.text).toContain('Reason: Buyer asked by phone');
  });

  it('cancels at 20 (the proof under review fails), at 25 and 30 (approved money becomes due), never once shipped', async () => {
    const at20 = await createOrderAwaitingReview(ctx);
    const c20 = await finance.call(orderDesk.cancel, { orderNo: at20.orderNo, reason: 'Duplicate order' });
    expect(c20.body.data).toMatchObject({ orderStatus: 0, refundDueAmount: '0.00' });
    expect(await ctx.deps.prisma.orderAging.findUniqueOrThrow({ where: { id: at20.proofId } })).toMatchObject({
      financeStatus: 2,
      reviewNote: 'The order was canceled',
    });

    const at25 = await createUnpaidOrder(ctx, 1);
    const proof = await uploadProof(ctx, at25, '1999.00');
    await finance.call(paymentDesk.approve, { proofId: proof, receivedAmount: '500.00' });
    const c25 = await finance.call(orderDesk.cancel, { orderNo: at25.orderNo, reason: 'Cannot deliver' });
    expect(c25.body.data).toMatchObject({ orderStatus: 0, refundDueAmount: '500.00' });
    expect((await mails(at25.buyer.email, 'order-canceled'))[0]!.data.text).toContain('USD 500.00 we received');

    const at30 = await createPaidOrder(ctx, 1);
    const c30 = await finance.call(orderDesk.cancel, { orderNo: at30.orderNo, reason: 'Export licence refused' });
    expect(c30.body.data).toMatchObject({ orderStatus: 0, refundDueAmount: at30.payableAmount });
    expect(await stockOf(ctx, at30.product.sendCycleIds[0]!)).toBe(50);

    // Finance records the refund once.
    const [r1, r2] = await Promise.all([
      finance.call(orderDesk.recordRefund, { orderNo: at30.orderNo, note: 'SWIFT MT103 ref 42' }),
      finance.call(orderDesk.recordRefund, { orderNo: at30.orderNo, note: 'SWIFT MT103 ref 42' }),
    ]);
    const refunds = [r1.body, r2.body].sort((x, y) => y.result - x.result);
    expect(refunds[0]).toMatchObject({
      result: 1,
      data: { orderNo: at30.orderNo, refundDueAmount: at30.payableAmount },
    });
    expect(refunds[1]).toMatchObject({ result: 0, msg: 'This refund was already recorded' });
    expect(await mails(at30.buyer.email, 'order-refunded')).toHaveLength(1);
    const noRefund = await finance.call(orderDesk.recordRefund, { orderNo: at20.orderNo });
    expect(noRefund.body).toMatchObject({ result: 0, msg: 'Nothing is due to be refunded on this order' });

    const shipped = await createPaidOrder(ctx, 2);
    await warehouse.call(orderDesk.ship, {
      orderNo: shipped.orderNo,
      carrier: 'DHL',
      trackingNo: 'P1',
      lines: [{ orderLineId: shipped.lineIds[0]!, quantity: 1 }],
    });
    const c35 = await finance.call(orderDesk.cancel, { orderNo: shipped.orderNo, reason: 'Too late' });
    expect(c35.body).toMatchObject({ result: 0, msg: 'Only an order that has not shipped can be canceled' });
    const empty = await finance.call(orderDesk.cancel, { orderNo: shipped.orderNo, reason: '  ' });
    expect(empty.body).toMatchObject({ result: 0, msg: 'Enter the reason the buyer will read' });
  });
});

describe('POST /admin/api/orders/list and orders/get', () => {
  it('filters by status, number prefix, buyer email and dates', async () => {
    const paid = await createPaidOrder(ctx, 1);
    const list = (body: Record<string, unknown>) => warehouse.call(orderDesk.list, { page: 1, limit: 200, ...body });
    const byEmail = await list({ email: paid.buyer.email.toUpperCase() });
    expect(byEmail.body.data).toEqual({
      total: 1,
      list: [
        {
          orderNo: paid.orderNo,
          orderStatus: 30,
          payableAmount: paid.payableAmount,
          paidAmount: paid.payableAmount,
          email: paid.buyer.email,
          createTime: expect.any(String),
        },
      ],
    });
    expect(
      (await list({ orderNo: paid.orderNo.slice(0, 10).toLowerCase() })).body.data.list.map((o) => o.orderNo),
    ).toContain(paid.orderNo);
    const at30 = (await list({ orderStatus: 30 })).body.data.list;
    expect(at30.every((o) => o.orderStatus === 30)).toBe(true);
    expect(at30.map((o) => o.orderNo)).toContain(paid.orderNo);
    const today = ctx.deps.clock.now().toISOString().slice(0, 10);
    expect((await list({ from: today, to: today, email: paid.buyer.email })).body.data.total).toBe(1);
    expect((await list({ to: '2000-01-01' })).body.data.total).toBe(0);
    expect((await list({ email: 'nobody@example.com' })).body.data).toEqual({ total: 0, list: [] });
    const bad = await list({ from: 'yesterday' });
    expect(bad.body.result).toBe(0);
    expect((bad.body.data as unknown as { errors: { path: string }[] }).errors[0]!.path).toBe('from');
  });

  it('shows lines, amounts, proofs with signed links, shipments and one timeline of buyer, staff and emails', async () => {
    const order = await createPaidOrder(ctx, 2);
    await warehouse.call(orderDesk.ship, {
      orderNo: order.orderNo,
      carrier: 'DHL',
      trackingNo: 'T1',
      lines: [{ orderLineId: order.lineIds[0]!, quantity: 1 }],
    });
    const res = await warehouse.call(orderDesk.get, { orderNo: order.orderNo });
    expect(res.body.result).toBe(1);
    const o = res.body.data;
    expect(o).toMatchObject({
      orderNo: order.orderNo,
      orderStatus: 35,
      email: order.buyer.email,
      payableAmount: order.payableAmount,
      paidAmount: order.payableAmount,
      balanceAmount: '0.00',
      lines: [{ id: order.lineIds[0], productNum: 2, shippedNum: 1 }],
      address: { receiverName: 'Erika Mustermann', country: 'Germany' },
      proofs: [
        {
          id: order.proofId,
          financeStatus: 1,
          currentPayAmount: order.payableAmount,
          receivedAmount: order.payableAmount,
        },
      ],
      shipments: [{ carrier: 'DHL', trackingNo: 'T1', lines: [{ orderLineId: order.lineIds[0], quantity: 1 }] }],
    });
    const image = o.proofs[0]!.files[0]!.fileUrl;
    expect(image).toMatch(/\/files\/private\/.+sig=/);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: new URL(image, 'http://shop.test').pathname + new URL(image, 'http://shop.test').search,
        })
      ).statusCode,
    ).toBe(200);
    const actions = o.timeline.map((e) => `${e.kind}:${e.action}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'buyer:order.created',
        'buyer:proof.uploaded',
        'staff:orders.ship',
        'message:order-created',
        'message:order-shipped',
      ]),
    );
    const times = o.timeline.map((e) => e.time);
    expect([...times].sort()).toEqual(times);
    expect(o.timeline.find((e) => e.action === 'orders.ship')!.text).toContain('tracking T1');
    const missing = await warehouse.call(orderDesk.get, { orderNo: 'SONOSUCHORDER00' });
    expect(missing.body).toMatchObject({ result: 0, msg: 'Order not found' });
  });
});

describe('GET /admin/api/orders/export', () => {
  it('streams the filtered orders as CSV with the session and permission of orders/list', async () => {
    const order = await createPaidOrder(ctx, 1);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/admin/api/orders/export?email=${encodeURIComponent(order.buyer.email)}`,
      headers: { cookie: warehouse.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('orderNo,orderStatus,payableAmount,paidAmount,email,createTime');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `${order.orderNo},30,${order.payableAmount},${order.payableAmount},${order.buyer.email},`,
    );

    const post = await ctx.app.inject({
      method: 'POST',
      url: '/admin/api/orders/export',
      headers: { cookie: warehouse.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ orderStatus: 30 }),
    });
    expect(post.body.trim().split('\n').length).toBeGreaterThan(1);

    const anonymous = await ctx.app.inject({ method: 'GET', url: '/admin/api/orders/export' });
    expect(anonymous.json()).toMatchObject({ result: -9999 });
    const merchandiser = await signInStaff(ctx, await createTestStaff(ctx, 'merchandiser'));
    const denied = await ctx.app.inject({
      method: 'GET',
      url: '/admin/api/orders/export',
      headers: { cookie: merchandiser.cookie },
    });
    expect(denied.json()).toMatchObject({ result: 0, msg: 'You do not have permission to do this' });
    expect(await ctx.deps.prisma.auditEvent.count({ where: { action: 'denied.orders/export' } })).toBe(1);
  });

  it("escapes a buyer's email a spreadsheet would run as a formula", async () => {
    const order = await createPaidOrder(ctx, 1);
    // The shop's email rule lets a local part start with - or +.
    const email = `-2+3+cmd${order.orderId}@example.com`;
    await ctx.deps.prisma.user.update({ where: { id: order.buyer.id }, data: { email } });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/admin/api/orders/export?email=${encodeURIComponent(email)}`,
      headers: { cookie: warehouse.cookie },
    });
    const [header, row] = readCsv(res.body);
    expect(row![header!.indexOf('email')]).toBe(`'${email}`);
    expect(row![header!.indexOf('payableAmount')]).toBe(order.payableAmount);
    expect(row!.filter((cell) => FORMULA_START.test(cell))).toEqual([]);
  });

  it('reads in keyset batches: every one of 2,500 orders once, newest first', async () => {
    const order = await createUnpaidOrder(ctx, 1);
    const template = await ctx.deps.prisma.order.findUniqueOrThrow({ where: { id: order.orderId } });
    await ctx.deps.prisma.$executeRaw`
      INSERT INTO "order" ("orderNo", "userId", "orderStatus", "productAmount", "payableAmount", "expiresAt", "createdAt", "updatedAt")
      SELECT 'SOBATCH' || lpad(g::text, 8, '0'), ${template.userId}, 50, 10, 10, now(),
        timestamp '2026-01-01' + (g % 7) * interval '1 second', now()
      FROM generate_series(1, 2500) g`;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/admin/api/orders/export?orderStatus=50&email=${encodeURIComponent(order.buyer.email)}`,
      headers: { cookie: warehouse.cookie },
    });
    const rows = res.body.trim().split('\n').slice(1);
    expect(rows).toHaveLength(2500);
    expect(new Set(rows.map((r) => r.split(',')[0])).size).toBe(2500);
    const times = rows.map((r) => r.split(',')[5]!);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('exportOrdersCsv: one statement per batch', () => {
  async function text(stream: NodeJS.ReadableStream): Promise<string> {
    let out = '';
    for await (const chunk of stream) out += chunk.toString();
    return out;
  }

  /** The CSV as the export wrote it before (Prisma's rows, the list's email look-up and row mapping), in one read. */
  async function asBefore(filters: OrderFilters): Promise<string> {
    const where = await orderWhere(ctx.deps, filters);
    const rows = where
      ? await ctx.deps.prisma.order.findMany({
          where,
          select: orderRowSelect,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        })
      : [];
    const emails = await emailsOf(
      ctx.deps,
      rows.map((r) => r.userId),
    );
    return text(Readable.from(rows.map((r) => toOrderRow(r, emails))).pipe(staffCsv(ORDER_CSV_COLUMNS)));
  }

  let buyerEmail = '';
  beforeAll(async () => {
    const order = await createUnpaidOrder(ctx, 1);
    buyerEmail = order.buyer.email;
    // A second buyer whose email a spreadsheet would run; orders sharing their second (the keyset's
    // ties across batch ends), amounts with cents, every status, more than two batches.
    const [other] = await ctx.deps.prisma.$queryRaw<{ id: number }[]>`
      INSERT INTO "user" (email, "passwordHash", "updatedAt") VALUES ('=sum(1)@example.com', 'x', now()) RETURNING id`;
    await ctx.deps.prisma.$executeRaw`
      INSERT INTO "order" ("orderNo", "userId", "orderStatus", "productAmount", "payableAmount", "paidAmount", "expiresAt", "createdAt", "updatedAt")
      SELECT 'SOSAME' || lpad(g::text, 8, '0'), CASE WHEN g % 3 = 0 THEN ${other!.id}::int ELSE ${order.buyer.id}::int END,
        (ARRAY[10, 20, 25, 30, 40, 50, 60])[1 + g % 7], g * 1.25, g * 1.25, (g % 4) * 0.5, now(),
        timestamp '2026-03-01' + (g % 11) * interval '1 second' + (g % 2) * interval '0.123 second', now()
      FROM generate_series(1, 2345) g`;
  });

  it('writes the same CSV as the two-query export, byte for byte, for every filter', async () => {
    const filters: OrderFilters[] = [
      {},
      { orderStatus: 30 },
      { orderNo: 'sosame0000' },
      { orderNo: 'SO-' },
      { email: buyerEmail },
      { email: '=SUM(1)@example.com', orderStatus: 50 },
      { email: 'nobody@example.com' },
      { from: '2026-03-01', to: '2026-03-01' },
      { from: '2026-03-01T00:00:05.000Z', to: '2026-03-01T00:00:08Z', orderStatus: 25 },
    ];
    for (const f of filters) {
      const now = await text(exportOrdersCsv(ctx.deps, f));
      expect(now, JSON.stringify(f)).toBe(await asBefore(f));
    }
    expect((await text(exportOrdersCsv(ctx.deps, { orderNo: 'SOSAME' }))).trim().split('\n')).toHaveLength(2346);
  });

  it("reads each batch, the buyer's email with it, in one statement", async () => {
    const statements = await statementsOf(ctx.deps, () => text(exportOrdersCsv(ctx.deps, { orderNo: 'SOSAME' })));
    // 2,345 orders: three batches of at most 1,000, and nothing else read (the email comes with each row).
    const batches = statements.map((s) => /FROM "user" u WHERE u\.id = o\."userId"/.test(s.text));
    expect(batches).toEqual([true, true, true]);
  });
});

describe('the buyer is told once per step', () => {
  it('a retried step queues no second email; the record of it shows when it was sent', async () => {
    const order = await createPaidOrder(ctx, 1);
    const mail = {
      kind: 'shipped' as const,
      orderNo: order.orderNo,
      shipmentId: 424242,
      carrier: 'DHL',
      trackingNo: 'RETRY1',
      complete: true,
    };
    await sendOrderMail(ctx.deps, order.buyer.id, mail);
    await sendOrderMail(ctx.deps, order.buyer.id, mail);
    const jobs = await mails(order.buyer.email, 'order-shipped');
    expect(jobs).toHaveLength(1);
    const records = await ctx.deps.prisma.notifyRecord.findMany({
      where: { entityType: 'order', entityId: order.orderNo, purpose: 'order-shipped' },
    });
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ jobId: jobs[0]!.id, sentAt: null, subject: `Order ${order.orderNo} shipped` });

    const worker = createNotifyWorker(ctx.deps);
    try {
      expect(await waitForJob(ctx.deps.queues.notify, jobs[0]!.id!)).toBe('completed');
    } finally {
      await worker.close();
    }
    const sent = await ctx.deps.prisma.notifyRecord.findUniqueOrThrow({ where: { jobId: jobs[0]!.id! } });
    expect(sent.sentAt).not.toBeNull();
    const got = await warehouse.call(orderDesk.get, { orderNo: order.orderNo });
    expect(got.body.data.timeline.map((e) => e.text)).toContainEqual(
      `Email sent to ${order.buyer.email}: Order ${order.orderNo} shipped`,
    );
  });
});
