import { uploadAfterSaleProof } from '@hashforge/contract';
import { approveRepairProofCall, failRepairProofCall } from '@hashforge/contract/admin/aftersales';
import { getDashboard } from '@hashforge/contract/admin/dashboard';
import { PERMISSION_DENIED } from '@hashforge/contract/admin/messages';
import { listRepairProofs } from '@hashforge/contract/admin/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createTestStaff, type StaffSession, signInStaff } from '../../../../test/support/admin.ts';
import { call } from '../../../../test/support/call.ts';
import { uploadTestImage } from '../../../../test/support/factories/after-sale.ts';
import { createAfterSaleAt } from '../../../../test/support/factories/after-sale-desk.ts';
import { createTestContext, type TestContext } from '../../../../test/support/test-app.ts';

let ctx: TestContext;
let finance: StaffSession;
let warehouse: StaffSession;

beforeAll(async () => {
  ctx = await createTestContext();
  finance = await signInStaff(ctx, await createTestStaff(ctx, 'finance'));
  warehouse = await signInStaff(ctx, await createTestStaff(ctx, 'warehouse'));
});
afterAll(() => ctx.close());

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
  const res = await adminCall(ctx, listRepairProofs, { page: 1, limit: 50, financeStatus }, { session: finance });
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
    const dashboard = await adminCall(ctx, getDashboard, {}, { session: finance });
    expect(dashboard.body.data.queues.find((q) => q.key === 'proofs')?.count).toBeGreaterThanOrEqual(1);
  });

  it('finance approve it for the amount received: it leaves the waiting list and shows as approved', async () => {
    const { id, buyer } = await quotedWithProof();
    const approved = await adminCall(
      ctx,
      approveRepairProofCall,
      { id, receivedAmount: '100.00' },
      { session: finance },
    );
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
    const failed = await adminCall(ctx, failRepairProofCall, { id, reason: 'No transfer found' }, { session: finance });
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
    const res = await adminCall(
      ctx,
      listRepairProofs,
      { page: 1, limit: 20, financeStatus: 0 },
      { session: warehouse },
    );
    expect(res.body.result).toBe(0);
    expect(res.body.msg).toBe(PERMISSION_DENIED);
  });
});
