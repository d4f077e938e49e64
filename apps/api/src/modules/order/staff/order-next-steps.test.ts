import { type AdminOrder, orderDesk } from '@hashforge/contract/admin/orders';
import { paymentDesk } from '@hashforge/contract/admin/payments';
import { can, ROLES, type StaffRole } from '@hashforge/contract/admin/permissions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminAnswer,
  adminCall,
  createTestStaff,
  type StaffSession,
  signInStaff,
} from '#api/test/support/admin.ts';
import {
  createCoveredOrder,
  createOrderAwaitingReview,
  createPaidOrder,
  createUnpaidOrder,
  type DeskOrder,
} from '#api/test/support/factories/desk.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';
import { addShipment } from '../add-shipment.ts';
import { confirmLogistics } from '../confirm-logistics.ts';
import { approvePaymentProof } from '../payment-proofs/review-payment-proof.ts';
import { cancelOrderByStaff, recordRefund } from './cancel-order.ts';

const ctx = useTestContext();

/** The roles that open an order at all; the others are refused orders/get itself. */
const READERS = ROLES.filter((role) => can(role, 'orders.read'));
const sessions = {} as Record<StaffRole, StaffSession>;

beforeAll(async () => {
  for (const role of ROLES) sessions[role] = await signInStaff(ctx, await createTestStaff(ctx, role));
});

/**
 * Every staff step an order's detail may list, taken as the desk takes it: with the order's own
 * lines, its proof under review (or its latest), and the amount still due. Null when the order
 * gives the step nothing to name (no proof to approve).
 */
const STEPS: Record<string, (order: AdminOrder, session: StaffSession) => Promise<AdminAnswer<unknown>> | null> = {
  [orderDesk.cancel.path]: (order, session) =>
    adminCall(ctx, orderDesk.cancel, { orderNo: order.orderNo, reason: 'The buyer asked us to cancel' }, { session }),
  [orderDesk.ship.path]: (order, session) => {
    const left = order.lines.filter((l) => l.productNum > l.shippedNum);
    const lines =
      left.length > 0
        ? left.map((l) => ({ orderLineId: l.id, quantity: l.productNum - l.shippedNum }))
        : [{ orderLineId: order.lines[0]!.id, quantity: 1 }];
    return adminCall(
      ctx,
      orderDesk.ship,
      { orderNo: order.orderNo, carrier: 'DHL', trackingNo: 'JD0001', lines },
      { session },
    );
  },
  [paymentDesk.confirmCovered.path]: (order, session) =>
    adminCall(ctx, paymentDesk.confirmCovered, { orderNo: order.orderNo }, { session }),
  [paymentDesk.approve.path]: (order, session) => {
    const proof = proofToReview(order);
    if (!proof) return null;
    const receivedAmount = Number(order.balanceAmount) > 0 ? order.balanceAmount : '1.00';
    return adminCall(ctx, paymentDesk.approve, { proofId: proof.id, receivedAmount }, { session });
  },
  [paymentDesk.fail.path]: (order, session) => {
    const proof = proofToReview(order);
    if (!proof) return null;
    return adminCall(ctx, paymentDesk.fail, { proofId: proof.id, reason: 'No such wire arrived' }, { session });
  },
  [orderDesk.recordRefund.path]: (order, session) =>
    adminCall(ctx, orderDesk.recordRefund, { orderNo: order.orderNo, note: 'Wired back' }, { session }),
};

function proofToReview(order: AdminOrder) {
  return order.proofs.find((p) => p.financeStatus === 0) ?? order.proofs.at(-1);
}

/** An order brought to one state through the shop's calls and the use cases staff steps run. */
interface State {
  name: string;
  make: () => Promise<DeskOrder>;
}

async function shortlyApproved(): Promise<DeskOrder> {
  const order = await createOrderAwaitingReview(ctx, 2);
  await approvePaymentProof(ctx.deps, null, order.proofId, '1000.00');
  return order;
}

async function shipped(units: number): Promise<DeskOrder & { shipmentId: number }> {
  const order = await createPaidOrder(ctx, 2);
  const shipment = await addShipment(ctx.deps, order.orderId, {
    logisticsName: 'DHL',
    logisticsNo: `JD${order.orderId}`,
    lines: [{ orderLineId: order.lineIds[0]!, productNum: units }],
  });
  return { ...order, shipmentId: shipment.id };
}

async function canceled(order: DeskOrder): Promise<DeskOrder> {
  await cancelOrderByStaff(ctx.deps, null, { orderNo: order.orderNo, reason: 'Out of stock after all' });
  return order;
}

const STATES: State[] = [
  { name: '10 unpaid', make: () => createUnpaidOrder(ctx, 2) },
  { name: '20 with a proof under review', make: () => createOrderAwaitingReview(ctx, 2) },
  { name: '20 with nothing to pay (a coupon covers it)', make: () => createCoveredOrder(ctx) },
  { name: '25 balance due, no proof under review', make: shortlyApproved },
  { name: '30 paid in full', make: () => createPaidOrder(ctx, 2) },
  { name: '35 part shipped', make: () => shipped(1) },
  { name: '40 shipped', make: () => shipped(2) },
  {
    name: '50 complete',
    make: async () => {
      const order = await shipped(2);
      await confirmLogistics(ctx.deps, order.buyer.id, order.shipmentId);
      return order;
    },
  },
  { name: '0 canceled unpaid, nothing to refund', make: async () => canceled(await createUnpaidOrder(ctx, 2)) },
  { name: '0 canceled with money to refund', make: async () => canceled(await shortlyApproved()) },
  {
    name: '0 canceled and refunded',
    make: async () => {
      const order = await canceled(await shortlyApproved());
      await recordRefund(ctx.deps, null, { orderNo: order.orderNo, note: '' });
      return order;
    },
  },
];

async function detail(orderNo: string, role: StaffRole): Promise<AdminOrder> {
  const got = await adminCall(ctx, orderDesk.get, { orderNo }, { session: sessions[role] });
  expect(got.body.result, got.body.msg).toBe(1);
  return got.body.data;
}

/** What a refused step must leave as it was. */
function stateOf(order: AdminOrder) {
  return {
    orderStatus: order.orderStatus,
    paidAmount: order.paidAmount,
    refundedAt: order.refundedAt,
    proofs: order.proofs.map((p) => p.financeStatus),
    shipments: order.shipments.length,
  };
}

describe('POST /admin/api/orders/get nextSteps', () => {
  it.each(STATES)(
    'at $name: each listed step is accepted and every other refused, for every role',
    async (state) => {
      for (const role of READERS) {
        const order = await state.make();
        const before = await detail(order.orderNo, role);
        const listed = before.nextSteps;
        expect(
          listed.every((path) => path in STEPS),
          `${role}: ${listed}`,
        ).toBe(true);

        // The steps not listed, on this order: each refused, and the order is as it was.
        for (const [path, take] of Object.entries(STEPS)) {
          if (listed.includes(path)) continue;
          const answer = await take(before, sessions[role]);
          if (answer) expect(answer.body.result, `${role} at ${state.name}: ${path} not listed`).toBe(0);
        }
        expect(stateOf(await detail(order.orderNo, role))).toEqual(stateOf(before));

        // Each listed step, on an order of its own in the same state: accepted.
        for (const [i, path] of listed.entries()) {
          const own = i === 0 ? before : await detail((await state.make()).orderNo, role);
          const answer = await STEPS[path]!(own, sessions[role]);
          expect(answer?.body.result, `${role} at ${state.name}: ${path} listed (${answer?.body.msg})`).toBe(1);
        }
      }
    },
    180_000,
  );

  it('is not answered to a role that may not read orders', async () => {
    const order = await createUnpaidOrder(ctx);
    for (const role of ROLES.filter((r) => !READERS.includes(r))) {
      const got = await adminCall(ctx, orderDesk.get, { orderNo: order.orderNo }, { session: sessions[role] });
      expect(got.body.result).toBe(0);
    }
  });

  it('lists what each desk does at the states people ask about', async () => {
    const paid = await createPaidOrder(ctx, 2);
    expect((await detail(paid.orderNo, 'warehouse')).nextSteps).toEqual([orderDesk.ship.path]);
    expect((await detail(paid.orderNo, 'finance')).nextSteps).toEqual([orderDesk.cancel.path]);
    expect((await detail(paid.orderNo, 'support')).nextSteps).toEqual([]);
    const covered = await createCoveredOrder(ctx);
    expect((await detail(covered.orderNo, 'finance')).nextSteps).toEqual([
      orderDesk.cancel.path,
      paymentDesk.confirmCovered.path,
    ]);
    expect((await detail(covered.orderNo, 'warehouse')).nextSteps).toEqual([]);
    const review = await createOrderAwaitingReview(ctx);
    expect((await detail(review.orderNo, 'owner')).nextSteps).toEqual([
      orderDesk.cancel.path,
      paymentDesk.approve.path,
      paymentDesk.fail.path,
    ]);
  });
});
