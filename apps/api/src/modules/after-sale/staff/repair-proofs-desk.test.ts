import { uploadAfterSaleProof } from '@hashforge/contract';
import { afterSaleDesk } from '@hashforge/contract/admin/after-sales';
import { dashboardDesk } from '@hashforge/contract/admin/dashboard';
import { PERMISSION_DENIED, REPAIR_PROOF_STALE } from '@hashforge/contract/admin/messages';
import { paymentDesk } from '@hashforge/contract/admin/payments';
import { describe, expect, it } from 'vitest';
import { adminCall, createTestStaff, signInStaff } from '#api/test/support/admin.ts';
import { call } from '#api/test/support/call.ts';
import { uploadTestImage } from '#api/test/support/factories/after-sale.ts';
import { createAfterSaleAt } from '#api/test/support/factories/after-sale-desk.ts';
import { useStaffSession } from '#api/test/support/use-staff-session.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';
import { approveRepairProof } from './review-repair-proof.ts';

const ctx = useTestContext();
const finance = useStaffSession(ctx, 'finance');
const warehouse = useStaffSession(ctx, 'warehouse');

/** A quoted repair (33, payStatus 2, 220.00 asked) whose buyer uploaded one proof through the shop. */
async function quotedWithProof() {
  const request = await createAfterSaleAt(ctx, { status: 33, payStatus: 2, payAmount: '220.00' });
  await upload(request.buyer, request.id);
  return request;
}

async function upload(buyer: { id: number; token: string }, id: number) {
  // Each upload its own moment, as a real clock gives it.
  ctx.clock.advance(60_000);
  const image = await uploadTestImage(ctx, buyer.id);
  const res = await call(ctx, uploadAfterSaleProof, { id, proofFileModels: [image] }, buyer.token);
  expect(res.body.result, res.body.msg).toBe(1);
  return image.id;
}

async function proofs(financeStatus?: number) {
  const res = await finance.call(paymentDesk.listRepairProofs, { page: 1, limit: 50, financeStatus });
  expect(res.body.result, res.body.msg).toBe(1);
  return res.body.data;
}

describe('repair-payment proofs on the Payment proofs desk', () => {
  it("lists a quoted repair's uploaded proof for finance, with the amounts and a signed image link", async () => {
    const { id, buyer } = await quotedWithProof();
    const waiting = await proofs(0);
    const row = waiting.list.find((r) => r.afterSaleId === id);
    expect(row).toMatchObject({
      afterSaleId: id,
      email: buyer.email,
      financeStatus: 0,
      payStatus: 3,
      payableAmount: '220.00',
      paidAmount: '0.00',
      dueAmount: '220.00',
    });
    expect(row?.files).toHaveLength(1);
    expect(row?.files[0]?.fileUrl).toMatch(/\S/);
    expect(Number.isNaN(Date.parse(row?.createTime ?? ''))).toBe(false);
    expect(waiting.total).toBe(waiting.list.length);

    // The dashboard's proof queue counts it with the order proofs.
    const dashboard = await finance.call(dashboardDesk.get, {});
    expect(dashboard.body.data.queues.find((q) => q.key === 'proofs')?.count).toBeGreaterThanOrEqual(1);
  });

  it('finance approve it for the amount received: it leaves the waiting list and shows as approved', async () => {
    const { id, buyer } = await quotedWithProof();
    const approved = await finance.call(afterSaleDesk.approveRepairProof, { id, receivedAmount: '100.00' });
    expect(approved.body.result, approved.body.msg).toBe(1);
    // Short of the quote: the balance is due (payStatus 4).
    expect(approved.body.data).toEqual({ id, status: 33, payStatus: 4 });

    expect((await proofs(0)).list.some((r) => r.afterSaleId === id)).toBe(false);
    expect((await proofs(1)).list.find((r) => r.afterSaleId === id)).toMatchObject({
      financeStatus: 1,
      payStatus: 4,
      paidAmount: '100.00',
      dueAmount: '120.00',
    });

    // The buyer sends the balance: only that upload waits; finance fail it, and it is listed as failed.
    const second = await upload(buyer, id);
    const waiting = (await proofs(0)).list.filter((r) => r.afterSaleId === id);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.files.map((f) => f.id)).toEqual([second]);
    expect(waiting[0]).toMatchObject({ dueAmount: '120.00' });
    const failed = await finance.call(afterSaleDesk.failRepairProof, { id, reason: 'No transfer found' });
    expect(failed.body.data).toEqual({ id, status: 33, payStatus: 4 });
    expect((await proofs(0)).list.some((r) => r.afterSaleId === id)).toBe(false);
    const failedRows = (await proofs(2)).list.filter((r) => r.afterSaleId === id);
    expect(failedRows.map((r) => r.files.map((f) => f.id))).toEqual([[second]]);
    // Unfiltered: both uploads, newest first.
    const all = (await proofs()).list.filter((r) => r.afterSaleId === id);
    expect(all.map((r) => r.financeStatus)).toEqual([2, 1]);
  });

  it('refuses a warehouse user', async () => {
    await quotedWithProof();
    const res = await warehouse.call(paymentDesk.listRepairProofs, { page: 1, limit: 20, financeStatus: 0 });
    expect(res.body.result).toBe(0);
    expect(res.body.msg).toBe(PERMISSION_DENIED);
  });
});

describe('a repair-proof review bound to the proof the reviewer saw', () => {
  it('refuses an approval or failure sent for a proof that is no longer the one under review, and changes nothing', async () => {
    const { id, buyer } = await quotedWithProof();
    // Reviewer A opens the desk: the proof under review, uploaded at `seen`.
    const seen = (await proofs(0)).list.find((r) => r.afterSaleId === id)!.createTime;
    // Meanwhile reviewer B approves part of it and the buyer uploads a proof for the balance.
    const partial = await finance.call(afterSaleDesk.approveRepairProof, { id, receivedAmount: '100.00' });
    expect(partial.body.data).toMatchObject({ payStatus: 4 });
    await upload(buyer, id);
    const before = await ctx.deps.prisma.afterSale.findUniqueOrThrow({ where: { id } });

    for (const [call, body] of [
      [afterSaleDesk.approveRepairProof, { id, receivedAmount: '120.00', expectedSubmitTime: seen }],
      [afterSaleDesk.failRepairProof, { id, reason: 'Not on the statement', expectedSubmitTime: seen }],
    ] as const) {
      const stale = await finance.call(call, body);
      expect(stale.body).toEqual({ result: 0, msg: REPAIR_PROOF_STALE, data: null });
    }
    const after = await ctx.deps.prisma.afterSale.findUniqueOrThrow({ where: { id } });
    expect({ payStatus: after.payStatus, paidAmount: after.paidAmount.toFixed(2) }).toEqual({
      payStatus: before.payStatus,
      paidAmount: before.paidAmount.toFixed(2),
    });

    // The proof under review now, as the desk and the request both show it, is approved.
    const current = (await proofs(0)).list.find((r) => r.afterSaleId === id)!.createTime;
    expect(current).not.toBe(seen);
    // Finance's page of the request (the owner's session here: finance may not open after-sales).
    const owner = await signInStaff(ctx, await createTestStaff(ctx, 'owner'));
    const detail = await adminCall(ctx, afterSaleDesk.get, { id }, { session: owner });
    expect(detail.body.data.proofSubmitTime).toBe(current);
    const approved = await finance.call(afterSaleDesk.approveRepairProof, {
      id,
      receivedAmount: '120.00',
      expectedSubmitTime: current,
    });
    expect(approved.body.data).toEqual({ id, status: 33, payStatus: 5 });
    expect((await ctx.deps.prisma.afterSale.findUniqueOrThrow({ where: { id } })).paidAmount.toFixed(2)).toBe('220.00');
  });

  it('adds two approvals that meet, each under the row lock, instead of the later one overwriting the earlier', async () => {
    const { id, buyer } = await quotedWithProof();
    // Approval A reads the request and is held at the start of its transaction...
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered!: () => void;
    const waiting = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const prisma = ctx.deps.prisma;
    const heldPrisma = new Proxy(prisma, {
      get(target, key) {
        if (key === '$transaction') {
          return async (...args: Parameters<typeof prisma.$transaction>) => {
            entered();
            await held;
            return (prisma.$transaction as (...a: unknown[]) => unknown)(...args);
          };
        }
        const value = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const a = approveRepairProof({ ...ctx.deps, prisma: heldPrisma }, id, '100.00');
    await waiting;
    // ...while approval B of the same proof lands, and the buyer uploads a proof for the balance.
    await approveRepairProof(ctx.deps, id, '100.00');
    await upload(buyer, id);
    release();
    await a;

    const row = await ctx.deps.prisma.afterSale.findUniqueOrThrow({ where: { id } });
    expect(row.paidAmount.toFixed(2)).toBe('200.00');
    expect(row.payStatus).toBe(4);
  });
});
