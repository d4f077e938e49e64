import { randomBytes } from 'node:crypto';
import { FinanceStatus, getOrderByOrderNo, getOrderPager, OrderStatus, PAY_TYPE_USD } from '@hashforge/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../../test/support/call.ts';
import { createBuyer, type TestBuyer } from '../../../test/support/factories/buyer.ts';
import { statementsOf } from '../../../test/support/query-plans.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { getOrder, listOrders } from './order.service.ts';

const ctx = useTestContext();

const orderNo = (tag: string) => `SOPIN${tag}${randomBytes(4).toString('hex')}`;

async function privateFile(ownerId: number, name: string): Promise<{ id: number; storageKey: string }> {
  return ctx.deps.prisma.storedFile.create({
    data: {
      storageKey: `private/u${ownerId}/${randomBytes(6).toString('hex')}.png`,
      fileName: name,
      fileSize: 1234 + name.length,
      contentType: 'image/png',
      isPrivate: true,
      ownerId,
      purpose: 'paymentProof',
    },
    select: { id: true, storageKey: true },
  });
}

/** An order with nothing but its own columns, at `createdAt`. */
async function plainOrder(userId: number, tag: string, orderStatus: number, createdAt: string) {
  return ctx.deps.prisma.order.create({
    data: {
      orderNo: orderNo(tag),
      userId,
      orderStatus,
      payType: PAY_TYPE_USD,
      productAmount: '10.00',
      payableAmount: '10.00',
      expiresAt: new Date('2026-05-02T00:00:00.000Z'),
      createdAt: new Date(createdAt),
    },
  });
}

/**
 * The buyer's order answers (order/getByOrderNo, order/getPager) pinned whole, field by field and in
 * their key order: decimals with two places, timestamps in UTC with milliseconds, lines by id,
 * shipments by when they left, proofs oldest first with only the buyer's own files, signed.
 */
describe("the buyer's order answers, whole", () => {
  let a: TestBuyer;
  let b: TestBuyer;
  let rich: Awaited<ReturnType<typeof plainOrder>>;
  /** The rich order's answer, made once the clock is held (signed links name their expiry). */
  let expectedRich: () => Promise<{ orderStatus: number }>;
  const plain: { orderNo: string; id: number; orderStatus: number; createdAt: string }[] = [];

  beforeEach(() => {
    // Signed links carry their expiry in seconds: the expected ones are made at the same instant.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date());
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  beforeAll(async () => {
    a = await createBuyer(ctx);
    b = await createBuyer(ctx);
    // Another buyer's order with a line: never shown to A, and a shipment naming its line shows no product.
    const other = await plainOrder(b.id, 'B', OrderStatus.unpaid, '2026-04-20T10:00:00.000Z');
    const otherLine = await ctx.deps.prisma.orderLine.create({
      data: {
        orderId: other.id,
        productId: 1,
        productSendCycleId: 1,
        productClass: 'Other',
        categoryName: 'Other',
        productName: 'Other',
        sendCycleName: 'Other',
        unitPrice: '1.00',
        productNum: 1,
        payableAmount: '1.00',
        mainImage: 'x.png',
      },
    });
    await plainOrder(b.id, 'B', OrderStatus.complete, '2026-04-21T10:00:00.000Z');

    rich = await ctx.deps.prisma.order.create({
      data: {
        orderNo: orderNo('R'),
        userId: a.id,
        orderType: 2,
        orderStatus: OrderStatus.partShipped,
        payType: PAY_TYPE_USD,
        productAmount: '5997.50',
        couponAmount: '100.00',
        discountAmount: '12.35',
        payableAmount: '5885.15',
        paidAmount: '5885.10',
        // Milliseconds ending in a zero, and none at all: both keep three places.
        createdAt: new Date('2026-04-10T08:15:30.120Z'),
        expiresAt: new Date('2026-04-13T08:15:30.000Z'),
      },
    });
    const line = (n: number, fields: { unitPrice: string; productNum: number; payableAmount: string }) =>
      ctx.deps.prisma.orderLine.create({
        data: {
          orderId: rich.id,
          productId: 100 + n,
          productSendCycleId: 200 + n,
          productClass: `Class ${n}`,
          categoryName: `Category ${n}`,
          productName: `Miner ${n}`,
          sendCycleName: `Batch ${n}`,
          sendProductNum: n === 1 ? fields.productNum : 0,
          mainImage: `pub/abc${n}/miner-${n}.png`,
          ...fields,
        },
      });
    const l1 = await line(1, { unitPrice: '1999.50', productNum: 2, payableAmount: '3999.00' });
    const l2 = await line(2, { unitPrice: '1998.45', productNum: 1, payableAmount: '1998.45' });
    const l3 = await line(3, { unitPrice: '0.05', productNum: 1, payableAmount: '0.05' });
    await ctx.deps.prisma.orderAddress.create({
      data: {
        orderId: rich.id,
        receiverName: 'Erika Muster',
        mobileCode: '+49',
        mobile: '1701234567',
        country: 'Germany',
        city: 'Koeln',
        postcode: '51147',
        receiverFirstAddr: 'Heidestrasse 17',
        receiverTwoAddr: 'Hinterhaus',
        companyName: 'Muster GmbH',
        code: 'DE123',
        brokerName: 'Broker AG',
        importerAddress: 'Zollweg 1',
      },
    });
    // Recorded first, left last: shipments come in the order they left.
    const later = await ctx.deps.prisma.orderLogistics.create({
      data: {
        orderId: rich.id,
        logisticsName: 'UPS',
        logisticsNo: 'UPS-2',
        receiverName: 'Erika Muster',
        sendStatus: 2,
        shippedAt: new Date('2026-04-15T09:00:00.500Z'),
      },
    });
    const earlier = await ctx.deps.prisma.orderLogistics.create({
      data: {
        orderId: rich.id,
        logisticsName: 'DHL',
        logisticsNo: 'DHL-1',
        receiverName: 'Erika Muster',
        shippedAt: new Date('2026-04-12T18:30:00.000Z'),
      },
    });
    await ctx.deps.prisma.orderLogisticsLine.create({
      data: { logisticsId: earlier.id, orderLineId: l1.id, productNum: 2, serials: ['HF-0001', 'HF-0002'] },
    });
    await ctx.deps.prisma.orderLogisticsLine.create({
      data: { logisticsId: earlier.id, orderLineId: l3.id, productNum: 1, serials: [] },
    });
    await ctx.deps.prisma.orderLogisticsLine.create({
      data: { logisticsId: later.id, orderLineId: otherLine.id, productNum: 1, serials: ['HF-0003'] },
    });

    const f1 = await privateFile(a.id, 'receipt-1.png');
    const f2 = await privateFile(a.id, 'receipt-2.png');
    const f3 = await privateFile(a.id, 'rejected.png');
    const notTheirs = await privateFile(b.id, 'not-theirs.png');
    // Sent later but recorded first: proofs come oldest first, by when they were sent.
    const approved = await ctx.deps.prisma.orderAging.create({
      data: {
        orderId: rich.id,
        currentPayAmount: '5885.15',
        financeStatus: FinanceStatus.approved,
        receivedAmount: '5885.10',
        reviewNote: 'Received less the bank fee',
        createdAt: new Date('2026-04-11T07:00:00.007Z'),
        reviewedAt: new Date('2026-04-11T09:00:00.000Z'),
      },
    });
    const failed = await ctx.deps.prisma.orderAging.create({
      data: {
        orderId: rich.id,
        currentPayAmount: '100.00',
        financeStatus: FinanceStatus.failed,
        reviewNote: 'Unreadable',
        createdAt: new Date('2026-04-10T20:00:00.000Z'),
      },
    });
    // Files in the order they were attached (not by id); another buyer's file and a purged one are left out.
    await ctx.deps.prisma.orderAgingFile.createMany({
      data: [
        { agingId: approved.id, fileId: f2.id },
        { agingId: approved.id, fileId: notTheirs.id },
        { agingId: approved.id, fileId: f1.id },
        { agingId: approved.id, fileId: 2_000_000_000 },
        { agingId: failed.id, fileId: f3.id },
      ],
    });

    for (const [i, [status, at]] of (
      [
        [OrderStatus.unpaid, '2026-04-01T00:00:00.000Z'],
        [OrderStatus.complete, '2026-04-02T00:00:00.000Z'],
        [OrderStatus.canceled, '2026-04-03T00:00:00.000Z'],
        // Two at the same instant: the later recorded first.
        [OrderStatus.unpaid, '2026-04-04T00:00:00.000Z'],
        [OrderStatus.unshipped, '2026-04-04T00:00:00.000Z'],
        [OrderStatus.complete, '2026-04-05T00:00:00.000Z'],
        [OrderStatus.paidPendingReview, '2026-04-06T00:00:00.000Z'],
        [OrderStatus.unpaid, '2026-04-20T00:00:00.000Z'],
        [OrderStatus.complete, '2026-04-21T00:00:00.000Z'],
        [OrderStatus.shipped, '2026-04-22T00:00:00.000Z'],
        [OrderStatus.unpaid, '2026-04-23T00:00:00.000Z'],
      ] as const
    ).entries()) {
      const row = await plainOrder(a.id, `A${i}`, status, at);
      plain.push({ orderNo: row.orderNo, id: row.id, orderStatus: status, createdAt: at });
    }

    const file = async (f: { id: number; storageKey: string }, name: string, size: number) => ({
      id: f.id,
      fileUrl: await ctx.deps.storage.privateUrl(f.storageKey),
      fileName: name,
      fileSize: size,
    });
    expectedRich = async () => ({
      id: rich.id,
      orderNo: rich.orderNo,
      orderType: 2,
      orderStatus: OrderStatus.partShipped,
      payType: PAY_TYPE_USD,
      payTypeStr: 'USD',
      productAmount: '5997.50',
      couponAmount: '100.00',
      discountAmount: '12.35',
      payableAmunt: '5885.15',
      paidAmount: '5885.10',
      createTime: '2026-04-10T08:15:30.120Z',
      expireTime: '2026-04-13T08:15:30.000Z',
      orderDetailModels: [
        [l1, 1, '1999.50', 2, 2, '3999.00'],
        [l2, 2, '1998.45', 1, 0, '1998.45'],
        [l3, 3, '0.05', 1, 0, '0.05'],
      ].map(([l, n, price, productNum, sendProductNum, payable]) => ({
        id: (l as { id: number }).id,
        productId: 100 + (n as number),
        productName: `Miner ${n}`,
        productClass: `Class ${n}`,
        categoryName: `Category ${n}`,
        sendCycleName: `Batch ${n}`,
        price,
        productNum,
        sendProductNum,
        payableAmunt: payable,
        mainImage: `pub/abc${n}/miner-${n}.png`,
      })),
      orderAddressModels: [
        {
          receiverName: 'Erika Muster',
          mobileCode: '+49',
          mobile: '1701234567',
          country: 'Germany',
          state: '',
          city: 'Koeln',
          postcode: '51147',
          receiverFirstAddr: 'Heidestrasse 17',
          receiverTwoAddr: 'Hinterhaus',
          address: 'Heidestrasse 17, Hinterhaus, Koeln, 51147, Germany',
          companyName: 'Muster GmbH',
          code: 'DE123',
          brokerName: 'Broker AG',
          importerAddress: 'Zollweg 1',
        },
      ],
      logisticsModels: [
        {
          id: earlier.id,
          logisticsName: 'DHL',
          logisticsNo: 'DHL-1',
          receiverName: 'Erika Muster',
          sendStatus: 1,
          shipTime: '2026-04-12T18:30:00.000Z',
          logisticsProductRecordModels: [
            {
              productClass: 'Class 1',
              categoryName: 'Category 1',
              productNum: 2,
              machineCodes: ['HF-0001', 'HF-0002'],
            },
            { productClass: 'Class 3', categoryName: 'Category 3', productNum: 1, machineCodes: [] },
          ],
        },
        {
          id: later.id,
          logisticsName: 'UPS',
          logisticsNo: 'UPS-2',
          receiverName: 'Erika Muster',
          sendStatus: 2,
          shipTime: '2026-04-15T09:00:00.500Z',
          logisticsProductRecordModels: [
            { productClass: '', categoryName: '', productNum: 1, machineCodes: ['HF-0003'] },
          ],
        },
      ],
      orderAgingModels: [
        {
          id: failed.id,
          fileModels: [await file(f3, 'rejected.png', 1246)],
          currentPayAmount: '100.00',
          financeStatus: FinanceStatus.failed,
          createTime: '2026-04-10T20:00:00.000Z',
          receivedAmount: null,
          reviewNote: 'Unreadable',
        },
        {
          id: approved.id,
          fileModels: [await file(f2, 'receipt-2.png', 1247), await file(f1, 'receipt-1.png', 1247)],
          currentPayAmount: '5885.15',
          financeStatus: FinanceStatus.approved,
          createTime: '2026-04-11T07:00:00.007Z',
          receivedAmount: '5885.10',
          reviewNote: 'Received less the bank fee',
        },
      ],
    });
  });

  /** A plain order's answer: no lines, address, shipments or proofs. */
  const plainAnswer = (o: (typeof plain)[number]) => ({
    id: o.id,
    orderNo: o.orderNo,
    orderType: 1,
    orderStatus: o.orderStatus,
    payType: PAY_TYPE_USD,
    payTypeStr: 'USD',
    productAmount: '10.00',
    couponAmount: '0.00',
    discountAmount: '0.00',
    payableAmunt: '10.00',
    paidAmount: '0.00',
    createTime: o.createdAt,
    expireTime: '2026-05-02T00:00:00.000Z',
    orderDetailModels: [],
    orderAddressModels: [],
    logisticsModels: [],
    orderAgingModels: [],
  });

  /** A's orders, newest first (ties: the later recorded first), the rich one among them. */
  const newestFirst = async () => {
    const all = [
      ...plain.map((o) => ({ at: o.createdAt, id: o.id, answer: plainAnswer(o) })),
      { at: '2026-04-10T08:15:30.120Z', id: rich.id, answer: await expectedRich() },
    ];
    return all.sort((x, y) => y.at.localeCompare(x.at) || y.id - x.id).map((o) => o.answer);
  };

  it('order/getByOrderNo answers the rich order byte for byte', async () => {
    const res = await call(ctx, getOrderByOrderNo, { orderNo: rich.orderNo }, a.token);
    expect(res.body.result).toBe(1);
    expect(JSON.stringify(res.body.data)).toBe(JSON.stringify(await expectedRich()));
  });

  it("order/getByOrderNo answers another buyer's order as not found", async () => {
    const res = await call(ctx, getOrderByOrderNo, { orderNo: rich.orderNo }, b.token);
    expect(res.body).toMatchObject({ result: 0, msg: 'Order not found' });
  });

  it('order/getPager pages all of the buyer’s orders, newest first, and only theirs', async () => {
    const all = await newestFirst();
    expect(all).toHaveLength(12);
    for (const page of [1, 2, 3]) {
      const res = await call(ctx, getOrderPager, { page, limit: 5, statusList: [] }, a.token);
      expect(res.body.result).toBe(1);
      expect(JSON.stringify(res.body.data)).toBe(
        JSON.stringify({ total: 12, list: all.slice((page - 1) * 5, page * 5) }),
      );
    }
  });

  it('order/getPager past the last page answers the total and no orders', async () => {
    const res = await call(ctx, getOrderPager, { page: 4, limit: 5, statusList: [] }, a.token);
    expect(JSON.stringify(res.body.data)).toBe(JSON.stringify({ total: 12, list: [] }));
  });

  it('order/getPager with a statusList answers those statuses only, counted alike', async () => {
    const wanted: number[] = [OrderStatus.unpaid, OrderStatus.partShipped];
    const all = (await newestFirst()).filter((o) => wanted.includes(o.orderStatus));
    expect(all).toHaveLength(5);
    const first = await call(ctx, getOrderPager, { page: 1, limit: 3, statusList: wanted }, a.token);
    expect(JSON.stringify(first.body.data)).toBe(JSON.stringify({ total: 5, list: all.slice(0, 3) }));
    const second = await call(ctx, getOrderPager, { page: 2, limit: 3, statusList: wanted }, a.token);
    expect(JSON.stringify(second.body.data)).toBe(JSON.stringify({ total: 5, list: all.slice(3) }));
  });

  it("another buyer's pager shows only their own orders", async () => {
    const res = await call(ctx, getOrderPager, { page: 1, limit: 10, statusList: [] }, b.token);
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.list.every((o) => o.orderNo.startsWith('SOPINB'))).toBe(true);
  });

  it('a page of orders, with their lines, address, shipments, proofs and files, is one statement', async () => {
    // Seven statements one after another made the pager twice the reference call (docs/benchmarks.md).
    const page = await statementsOf(ctx.deps, () => listOrders(ctx.deps, a.id, { page: 1, limit: 10, statusList: [] }));
    expect(page).toHaveLength(1);
    const one = await statementsOf(ctx.deps, () => getOrder(ctx.deps, a.id, rich.orderNo));
    expect(one).toHaveLength(1);
  });
});
