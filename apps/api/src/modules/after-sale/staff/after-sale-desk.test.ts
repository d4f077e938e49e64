import {
  confirmAfterSaleReceipt,
  createAfterSale,
  createAfterSaleAddress,
  uploadAfterSaleProof,
} from '@hashforge/contract';
import { afterSaleDesk } from '@hashforge/contract/admin/after-sales';
import { describe, expect, it } from 'vitest';
import { adminCall, createTestStaff, signInStaff } from '#api/test/support/admin.ts';
import { call } from '#api/test/support/call.ts';
import {
  afterSaleForm,
  buyerAfterSale,
  createMachineSerial,
  SERVICE_CENTRE,
  uploadTestImage,
} from '#api/test/support/factories/after-sale.ts';
import { createAfterSaleAt } from '#api/test/support/factories/after-sale-desk.ts';
import { createBuyer } from '#api/test/support/factories/buyer.ts';
import { useStaffSession } from '#api/test/support/use-staff-session.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';

const DAY = 24 * 60 * 60 * 1000;

const ctx = useTestContext();
const support = useStaffSession(ctx, 'support');
const warehouse = useStaffSession(ctx, 'warehouse');
const finance = useStaffSession(ctx, 'finance');

/** The after-sale emails queued to the buyer (no notify worker runs here). */
async function mails(to: string) {
  const jobs = await ctx.deps.queues.notify.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
  return jobs.filter((j) => j.data.to === to && String(j.data.purpose).startsWith('after-sale'));
}

async function auditActions(id: number) {
  const rows = await ctx.deps.prisma.auditEvent.findMany({
    where: { entityType: 'after_sale', entityId: String(id) },
    orderBy: { id: 'asc' },
  });
  return rows.map((r) => [r.action, r.staffId !== null]);
}

describe('the after-sales desk', () => {
  it('takes a request from 10 to 50 with a paid quote while the buyer acts in the shop; each step audited and mailed once', async () => {
    const buyer = await createBuyer(ctx);
    const serial = await createMachineSerial(ctx, { afterEndTime: new Date(ctx.clock.now().getTime() + 90 * DAY) });
    const photos = [await uploadTestImage(ctx, buyer.id)];
    const created = await call(ctx, createAfterSale, afterSaleForm(photos, [serial]), buyer.token);
    expect(created.body.result, created.body.msg).toBe(1);
    const id = created.body.data.id;
    const before = (await mails(buyer.email)).length;

    // The desk's list and board see it at 10.
    const list = await support.call(afterSaleDesk.list, { page: 1, limit: 200, status: 10 });
    expect(list.body.data.list.find((r) => r.id === id)).toMatchObject({ status: 10, email: 'erika@example.com' });
    const board = await support.call(afterSaleDesk.board, {});
    expect(board.body.data.stages.map((s) => s.status)).toEqual([10, 20, 25, 30, 31, 33, 36, 40, 45, 50]);
    expect(board.body.data.stages[0]!.count).toBeGreaterThanOrEqual(1);
    expect(board.body.data.stages[0]!.oldest).not.toBeNull();

    // Detail: the shop's fields, the device's warranty from the serial records, a signed photo link.
    const got = await support.call(afterSaleDesk.get, { id });
    expect(got.body.data).toMatchObject({
      id,
      status: 10,
      accountEmail: buyer.email,
      questionCodeModels: [{ machineCode: serial, status: 1 }],
      devices: [{ machineCode: serial, known: true, machineWarranty: 1, afterEndTime: expect.any(String) }],
      nextSteps: ['aftersales/approve', 'aftersales/reject'],
    });
    expect(got.body.data.productFileModels[0]!.fileUrl).toMatch(/sig=/);

    // 10 -> 20: support approves, naming the service centre.
    const approved = await support.call(afterSaleDesk.approve, { id, ...SERVICE_CENTRE });
    expect(approved.body).toMatchObject({ result: 1, data: { id, status: 20 } });
    expect((await buyerAfterSale(ctx, buyer, id)).companyAfterSaleLogisticsModel).toMatchObject(SERVICE_CENTRE);
    // A second approval is refused and sends nothing.
    const again = await support.call(afterSaleDesk.approve, { id, ...SERVICE_CENTRE });
    expect(again.body.result).toBe(0);

    // A staff reply (sanitised) is a record the buyer reads with userType other than 1.
    const reply = await support.call(afterSaleDesk.reply, {
      id,
      content: '<p>Please include the PSU.</p><script>alert(1)</script>',
    });
    expect(reply.body.result, reply.body.msg).toBe(1);
    const record = (await buyerAfterSale(ctx, buyer, id)).afterSaleQuestionRecordModels.find(
      (r) => r.id === reply.body.data.id,
    );
    expect(record?.userType).not.toBe(1);
    expect(record?.content).toContain('Please include the PSU.');
    expect(record?.content).not.toContain('script');

    // 20 -> 25: the buyer ships.
    const shipped = await call(
      ctx,
      createAfterSaleAddress,
      {
        afterSaleId: id,
        logisticsCompany: 'DHL Express',
        logisticsNo: 'JD0146000012345',
        receiverName: 'Erika Mustermann',
        receiverFirstAddr: 'Heidestrasse 17',
        country: 'Germany',
        city: 'Koeln',
        postcode: '51147',
        mobileCode: '+49',
        mobile: '15123456789',
      },
      buyer.token,
    );
    expect(shipped.body.result, shipped.body.msg).toBe(1);
    const withLogistics = await support.call(afterSaleDesk.get, { id });
    expect(withLogistics.body.data.userAfterSaleLogisticsModel).toEqual({
      logisticsName: 'DHL Express',
      logisticsNo: 'JD0146000012345',
    });

    // 25 -> 31: the warehouse receives it with a discrepancy note.
    const received = await warehouse.call(afterSaleDesk.receive, { id, discrepancy: 'The power supply was missing.' });
    expect(received.body.data).toEqual({ id, status: 31, payStatus: 0 });

    // 31 -> 33: a quote of 2 x 100.00 + 20.00 labour.
    const quoted = await support.call(afterSaleDesk.quote, {
      id,
      parts: [{ name: 'Hashboard chip', partsNum: 2, salePrice: '100.00', repairPrice: '20.00' }],
    });
    expect(quoted.body.data).toEqual({ id, status: 33, payStatus: 2 });
    expect(await buyerAfterSale(ctx, buyer, id)).toMatchObject({ payAmount: '220.00' });

    // The buyer pays part; finance fails the first proof, approves the second for what arrived.
    // (The clock moves between steps as a real one does: a step's email is keyed by its moment.)
    ctx.clock.advance(60_000);
    const proof = await uploadTestImage(ctx, buyer.id);
    expect((await call(ctx, uploadAfterSaleProof, { id, proofFileModels: [proof] }, buyer.token)).body.result).toBe(1);
    const failed = await finance.call(afterSaleDesk.failRepairProof, { id, reason: 'No transfer found' });
    expect(failed.body.data).toEqual({ id, status: 33, payStatus: 2 });
    ctx.clock.advance(60_000);
    const proof2 = await uploadTestImage(ctx, buyer.id);
    expect((await call(ctx, uploadAfterSaleProof, { id, proofFileModels: [proof2] }, buyer.token)).body.result).toBe(1);
    const paid = await finance.call(afterSaleDesk.approveRepairProof, { id, receivedAmount: '220.00' });
    expect(paid.body.data).toEqual({ id, status: 33, payStatus: 5 });

    expect((await support.call(afterSaleDesk.startMaintenance, { id })).body.data.status).toBe(36);
    const back = await warehouse.call(afterSaleDesk.ship, {
      id,
      logisticsName: 'SF Express',
      logisticsNo: 'SF1234567890',
    });
    expect(back.body.data.status).toBe(40);
    expect((await buyerAfterSale(ctx, buyer, id)).companyAfterSaleLogisticsModel).toMatchObject({
      logisticsName: 'SF Express',
      logisticsNo: 'SF1234567890',
    });
    expect((await call(ctx, confirmAfterSaleReceipt, { id }, buyer.token)).body.result).toBe(1);
    const done = await support.call(afterSaleDesk.complete, { id });
    expect(done.body.data.status).toBe(50);
    expect((await buyerAfterSale(ctx, buyer, id)).status).toBe(50);

    // One email per step (staff steps, the reply and the buyer's own steps), none for the refusal.
    const sent = await mails(buyer.email);
    expect(sent.length - before).toBe(13);
    expect(new Set(sent.map((j) => j.id)).size).toBe(sent.length);
    expect(await auditActions(id)).toEqual([
      ['aftersales.approve', true],
      ['aftersales.reply', true],
      ['aftersales.receive', true],
      ['aftersales.quote', true],
      ['aftersales.proof.fail', true],
      ['aftersales.proof.approve', true],
      ['aftersales.start-maintenance', true],
      ['aftersales.ship', true],
      ['aftersales.complete', true],
    ]);
  });

  it('rejects an application with a reason the buyer reads, and a free repair goes straight to maintenance', async () => {
    const { id, buyer } = await createAfterSaleAt(ctx, { status: 10 });
    const rejected = await support.call(afterSaleDesk.reject, { id, reason: 'Not sold by us' });
    expect(rejected.body.data).toEqual({ id, status: 50, payStatus: 0 });
    expect((await buyerAfterSale(ctx, buyer, id)).afterSaleQuestionRecordModels.at(-1)?.content).toContain(
      'Not sold by us',
    );
    expect((await support.call(afterSaleDesk.reject, { id, reason: '' })).body.result).toBe(0);

    const free = await createAfterSaleAt(ctx, { status: 30 });
    const step = await support.call(afterSaleDesk.complete, { id: free.id });
    expect(step.body.result).toBe(0);
    const got = await support.call(afterSaleDesk.get, { id: free.id });
    expect(got.body.data.nextSteps).toEqual(['aftersales/quote', 'aftersales/free-repair']);
  });

  it('two staff receiving at once: one wins, the buyer is mailed once', async () => {
    const { id, buyer } = await createAfterSaleAt(ctx, { status: 25 });
    const [a, b] = await Promise.all([
      warehouse.call(afterSaleDesk.receive, { id }),
      support.call(afterSaleDesk.receive, { id, discrepancy: 'Dented case' }),
    ]);
    expect([a.body.result, b.body.result].sort()).toEqual([0, 1]);
    expect(await mails(buyer.email)).toHaveLength(1);
    expect(await auditActions(id)).toHaveLength(1);
  });

  it("lists only the steps the caller's role may take: a repair proof under review is finance's, not support's", async () => {
    const { id } = await createAfterSaleAt(ctx, { status: 33, payStatus: 3, payAmount: '120.00' });
    const owner = await signInStaff(ctx, await createTestStaff(ctx, 'owner'));
    const asOwner = await adminCall(ctx, afterSaleDesk.get, { id }, { session: owner });
    expect(asOwner.body.data.nextSteps).toEqual([
      afterSaleDesk.approveRepairProof.path,
      afterSaleDesk.failRepairProof.path,
    ]);
    const asSupport = await support.call(afterSaleDesk.get, { id });
    expect(asSupport.body.data.nextSteps).toEqual([]);
    // What support was not offered, it is refused.
    const step = await support.call(afterSaleDesk.approveRepairProof, { id, receivedAmount: '120.00' });
    expect(step.body.result).toBe(0);
  });
});
