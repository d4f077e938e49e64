import {
  confirmAfterSaleReceipt,
  createAfterSale,
  createAfterSaleAddress,
  createAfterSaleRecord,
  getAfterSalePager,
  msg,
  uploadAfterSaleProof,
} from '@hashforge/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/support/call.ts';
import {
  afterSaleForm,
  buyerAfterSale,
  createMachineSerial,
  createStaffFile,
  freshToken,
  SERVICE_CENTRE,
  uploadTestImage,
} from '../../../test/support/factories/after-sale.ts';
import { createBuyer, type TestBuyer } from '../../../test/support/factories/buyer.ts';
import { waitForJob } from '../../../test/support/jobs.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { AUTO_COMPLETE_JOB, afterSaleWorkers } from './after-sale.worker.ts';
import { completeAfterSale, completeConfirmedAfterSales } from './staff/complete-after-sale.ts';
import { quoteRepair, startFreeRepair } from './staff/quote-repair.ts';
import { markDevicesReceived } from './staff/receive-devices.ts';
import { replyToBuyer } from './staff/reply-to-buyer.ts';
import { approveAfterSale, rejectAfterSale } from './staff/review-application.ts';
import { approveRepairProof, failRepairProof } from './staff/review-repair-proof.ts';
import { shipRepairedDevices, startMaintenance } from './staff/ship-repaired-devices.ts';

const DAY = 24 * 60 * 60 * 1000;

const ctx = useTestContext();

/** Subjects of the emails queued to `to`, in the order they were queued (no notify worker runs here). */
async function mailSubjects(to: string): Promise<string[]> {
  const jobs = await ctx.deps.queues.notify.getJobs(['waiting'], 0, -1, true);
  return jobs.filter((j) => j.data.to === to).map((j) => j.data.subject as string);
}

async function apply(buyer: TestBuyer, email: string, serials: string[]): Promise<number> {
  const photos = [await uploadTestImage(ctx, buyer.id), await uploadTestImage(ctx, buyer.id)];
  const res = await call(ctx, createAfterSale, afterSaleForm(photos, serials, { email }), buyer.token);
  expect(res.body.result, res.body.msg).toBe(1);
  return res.body.data.id;
}

describe('an after-sale request from application to completion', () => {
  it('goes 10 -> 50 with a paid repair: quote, short payment, failed proof, balance, maintenance, shipping, receipt', async () => {
    const buyer = await createBuyer(ctx);
    const email = 'paid-path@example.com';
    const serial = await createMachineSerial(ctx, { afterEndTime: new Date(ctx.clock.now().getTime() - 30 * DAY) });
    const id = await apply(buyer, email, [serial, 'UNKNOWN77']);
    expect((await buyerAfterSale(ctx, buyer, id)).status).toBe(10);

    await approveAfterSale(ctx.deps, id, SERVICE_CENTRE, 'Approved: please ship with the power supply.');
    let request = await buyerAfterSale(ctx, buyer, id);
    expect(request.status).toBe(20);
    expect(request.afterSaleQuestionRecordModels.at(-1)).toMatchObject({ userType: 2 });
    // From approval the buyer sees where to ship; the vendor's tracking comes with the return.
    expect(request.companyAfterSaleLogisticsModel).toEqual({ logisticsName: '', logisticsNo: '', ...SERVICE_CENTRE });

    // 20: the buyer ships, naming a new return address.
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
    request = await buyerAfterSale(ctx, buyer, id);
    expect(request.status).toBe(25);
    expect(request.userAfterSaleLogisticsModel).toEqual({
      logisticsName: 'DHL Express',
      logisticsNo: 'JD0146000012345',
    });
    expect(request.afterSaleAddressModel).toEqual({
      receiverName: 'Erika Mustermann',
      mobileCode: '+49',
      mobile: '15123456789',
      address: 'Heidestrasse 17, Koeln, 51147, Germany',
    });

    await markDevicesReceived(ctx.deps, id);
    expect((await buyerAfterSale(ctx, buyer, id)).status).toBe(30);

    // 33 with a quote: 2 x 120.00 parts + 30.00 labour, then 15.00 labour = 285.00.
    const proposal = await createStaffFile(ctx);
    await quoteRepair(ctx.deps, id, {
      parts: [
        { name: 'Hashboard chip', partsNum: 2, salePrice: '120.00', repairPrice: '30.00' },
        { name: 'Fan', partsNum: 1, salePrice: '0.00', repairPrice: '15.00' },
      ],
      proposalFileIds: [proposal],
    });
    request = await buyerAfterSale(ctx, buyer, id);
    expect(request).toMatchObject({ status: 33, payStatus: 2, payAmount: '285.00', paidAmount: '0.00' });
    expect(request.repairPartsModels.map((p) => [p.name, p.partsNum, p.salePrice, p.repairPrice])).toEqual([
      ['Hashboard chip', 2, '120.00', '30.00'],
      ['Fan', 1, '0.00', '15.00'],
    ]);
    expect(request.proposalFileModels.map((f) => f.id)).toEqual([proposal]);

    // The buyer pays part of it.
    const proof1 = await uploadTestImage(ctx, buyer.id);
    const uploaded = await call(ctx, uploadAfterSaleProof, { id, proofFileModels: [proof1] }, buyer.token);
    expect(uploaded.body).toMatchObject({ result: 1, msg: 'submit success' });
    expect((await buyerAfterSale(ctx, buyer, id)).payStatus).toBe(3);
    await approveRepairProof(ctx.deps, id, '200.00');
    request = await buyerAfterSale(ctx, buyer, id);
    expect(request).toMatchObject({ payStatus: 4, paidAmount: '200.00' });
    expect(request.proofFileModels.map((f) => f.id)).toEqual([proof1.id]);

    // A balance proof that finance cannot match goes back to "balance due", set aside.
    ctx.clock.advance(60_000);
    const bad = await uploadTestImage(ctx, buyer.id);
    await call(ctx, uploadAfterSaleProof, { id, proofFileModels: [bad] }, buyer.token);
    await failRepairProof(ctx.deps, id, 'The transfer reference does not match.');
    request = await buyerAfterSale(ctx, buyer, id);
    expect(request).toMatchObject({ payStatus: 4, paidAmount: '200.00' });
    expect(request.proofFileModels.map((f) => f.id)).toEqual([proof1.id]);
    expect(request.afterSaleQuestionRecordModels.at(-1)!.content).toContain('The transfer reference does not match.');

    // The balance arrives.
    ctx.clock.advance(60_000);
    const proof2 = [await uploadTestImage(ctx, buyer.id), await uploadTestImage(ctx, buyer.id)];
    await call(ctx, uploadAfterSaleProof, { id, proofFileModels: proof2 }, buyer.token);
    await approveRepairProof(ctx.deps, id, '85.00');
    request = await buyerAfterSale(ctx, buyer, id);
    expect(request).toMatchObject({ status: 33, payStatus: 5, paidAmount: '285.00' });
    expect(request.proofFileModels.map((f) => f.id)).toEqual([proof1.id, ...proof2.map((p) => p.id)]);

    await startMaintenance(ctx.deps, id);
    expect((await buyerAfterSale(ctx, buyer, id)).status).toBe(36);

    await shipRepairedDevices(ctx.deps, id, { logisticsName: 'UPS', logisticsNo: '1Z999AA10123456784' });
    request = await buyerAfterSale(ctx, buyer, id);
    expect(request.status).toBe(40);
    expect(request.companyAfterSaleLogisticsModel).toEqual({
      logisticsName: 'UPS',
      logisticsNo: '1Z999AA10123456784',
      merchantsLogisticName: 'HashForge Service Centre',
      merchantsLogisticPhone: '+852 5555 0101',
      merchantsLogisticAddress: '8 Science Park Rd, Hong Kong',
    });

    const received = await call(ctx, confirmAfterSaleReceipt, { id }, buyer.token);
    expect(received.body.result).toBe(1);
    expect((await buyerAfterSale(ctx, buyer, id)).status).toBe(45);

    await completeAfterSale(ctx.deps, id);
    expect((await buyerAfterSale(ctx, buyer, id)).status).toBe(50);

    // Mailed to the account's own address, never the contact address typed on the form (docs/domain.md D5).
    expect(await mailSubjects(email)).toEqual([]);
    expect(await mailSubjects(buyer.email)).toEqual([
      `Repair request #${id}: Pending review`,
      `Repair request #${id}: Approved, waiting for your shipment`,
      `Repair request #${id}: Shipped by you`,
      `Repair request #${id}: Received by our service centre`,
      `Repair request #${id}: Processing`, // quoted
      `Repair request #${id}: Processing`, // proof under review
      `Repair request #${id}: Processing`, // balance due
      `Repair request #${id}: Processing`, // proof under review
      `Repair request #${id}: Processing`, // proof failed
      `Repair request #${id}: Processing`, // proof under review
      `Repair request #${id}: Processing`, // paid
      `Repair request #${id}: In maintenance`,
      `Repair request #${id}: Shipped back to you`,
      `Repair request #${id}: Received by you`,
      `Repair request #${id}: Completed`,
    ]);
  });

  it('goes 10 -> 50 with a free repair, a saved address, a noted discrepancy and completion 14 days after receipt', async () => {
    const buyer = await createBuyer(ctx);
    const email = 'free-path@example.com';
    const serial = await createMachineSerial(ctx, { afterEndTime: new Date(ctx.clock.now().getTime() + 200 * DAY) });
    const id = await apply(buyer, email, [serial]);
    expect((await buyerAfterSale(ctx, buyer, id)).questionCodeModels[0]!.status).toBe(1);
    await approveAfterSale(ctx.deps, id, SERVICE_CENTRE);

    const saved = await ctx.deps.prisma.shippingAddress.create({
      data: {
        userId: buyer.id,
        receiverName: 'Jamie Lee',
        receiverFirstAddr: '500 Main St',
        receiverTwoAddr: 'Suite 4',
        country: 'United States',
        state: 'TX',
        city: 'Austin',
        postcode: '78701',
        mobile: '5125550100',
        mobileCode: '+1',
      },
    });
    const shipped = await call(
      ctx,
      createAfterSaleAddress,
      { afterSaleId: id, logisticsCompany: 'FedEx', logisticsNo: '7777 8888 9999', userShippingId: saved.id },
      buyer.token,
    );
    expect(shipped.body.result, shipped.body.msg).toBe(1);
    expect((await buyerAfterSale(ctx, buyer, id)).afterSaleAddressModel).toEqual({
      receiverName: 'Jamie Lee',
      mobileCode: '+1',
      mobile: '5125550100',
      address: '500 Main St, Suite 4, Austin, TX, 78701, United States',
    });

    await markDevicesReceived(ctx.deps, id, '<p>Only one power cable was in the box.</p>');
    let request = await buyerAfterSale(ctx, buyer, id);
    expect(request.status).toBe(31);
    expect(request.afterSaleQuestionRecordModels.at(-1)!.content).toBe('<p>Only one power cable was in the box.</p>');

    await startFreeRepair(ctx.deps, id);
    request = await buyerAfterSale(ctx, buyer, id);
    expect(request).toMatchObject({ status: 33, payStatus: 1, payAmount: null, repairPartsModels: [] });
    // Nothing is owed, so no proof can be uploaded.
    const proof = await uploadTestImage(ctx, buyer.id);
    const refused = await call(ctx, uploadAfterSaleProof, { id, proofFileModels: [proof] }, buyer.token);
    expect(refused.body).toMatchObject({ result: 0, msg: msg.repairProofNotAllowed });

    await startMaintenance(ctx.deps, id);
    await shipRepairedDevices(ctx.deps, id, { logisticsName: 'FedEx', logisticsNo: '123456789012' });
    await call(ctx, confirmAfterSaleReceipt, { id }, buyer.token);
    expect((await buyerAfterSale(ctx, buyer, id)).status).toBe(45);

    // 13 days later nothing happens; after 14 the sweep closes it, once.
    ctx.clock.advance(13 * DAY);
    expect(await completeConfirmedAfterSales(ctx.deps)).toBe(0);
    buyer.token = await freshToken(ctx, buyer.id);
    expect((await buyerAfterSale(ctx, buyer, id)).status).toBe(45);
    ctx.clock.advance(DAY);
    expect(await completeConfirmedAfterSales(ctx.deps)).toBe(1);
    expect(await completeConfirmedAfterSales(ctx.deps)).toBe(0);
    buyer.token = await freshToken(ctx, buyer.id);
    request = await buyerAfterSale(ctx, buyer, id);
    expect(request.status).toBe(50);

    // At 50 the request is closed to messages.
    const late = await call(ctx, createAfterSaleRecord, { afterSaleId: id, content: 'Thanks!' }, buyer.token);
    expect(late.body).toMatchObject({ result: 0, msg: msg.afterSaleClosed });
    await expect(replyToBuyer(ctx.deps, id, 'Anything else?')).rejects.toThrow(msg.afterSaleClosed);

    expect(await mailSubjects(email)).toEqual([]);
    const subjects = await mailSubjects(buyer.email);
    expect(subjects.at(-1)).toBe(`Repair request #${id}: Completed`);
    expect(subjects).toContain(`Repair request #${id}: Received by our service centre, with a note`);
  });

  it('the after-sale worker’s sweep job completes requests 14 days after receipt', async () => {
    const buyer = await createBuyer(ctx);
    const id = await apply(buyer, 'worker-path@example.com', ['WORKER001']);
    await approveAfterSale(ctx.deps, id, SERVICE_CENTRE);
    await call(
      ctx,
      createAfterSaleAddress,
      {
        afterSaleId: id,
        logisticsCompany: 'DHL',
        logisticsNo: 'W1',
        receiverName: 'W',
        receiverFirstAddr: 'Street 1',
        country: 'France',
        city: 'Paris',
        postcode: '75001',
        mobile: '0612345678',
      },
      buyer.token,
    );
    await markDevicesReceived(ctx.deps, id);
    await startFreeRepair(ctx.deps, id);
    await startMaintenance(ctx.deps, id);
    await shipRepairedDevices(ctx.deps, id, { logisticsName: 'DHL', logisticsNo: 'W2' });
    await call(ctx, confirmAfterSaleReceipt, { id }, buyer.token);
    ctx.clock.advance(14 * DAY + 1000);

    const workers = await afterSaleWorkers(ctx.deps);
    try {
      const job = await ctx.deps.queues.afterSale.add(AUTO_COMPLETE_JOB, {}, { jobId: `auto-complete-test-${id}` });
      expect(await waitForJob(ctx.deps.queues.afterSale, job.id!)).toBe('completed');
      buyer.token = await freshToken(ctx, buyer.id);
      expect((await buyerAfterSale(ctx, buyer, id)).status).toBe(50);
      expect(await ctx.deps.queues.afterSale.getJobSchedulersCount()).toBe(1);
    } finally {
      await Promise.all(workers.map((w) => w.close()));
    }
  });

  it('a rejected application is closed at 50 with the reason as a service message', async () => {
    const buyer = await createBuyer(ctx);
    const email = 'rejected@example.com';
    const id = await apply(buyer, email, ['REJECT01']);
    await expect(rejectAfterSale(ctx.deps, id, '   ')).rejects.toThrow(msg.staffReasonRequired);
    await rejectAfterSale(ctx.deps, id, 'This model is not sold by HashForge.');
    const request = await buyerAfterSale(ctx, buyer, id);
    expect(request.status).toBe(50);
    expect(request.afterSaleQuestionRecordModels).toHaveLength(1);
    expect(request.afterSaleQuestionRecordModels[0]).toMatchObject({ userType: 2 });
    expect(request.afterSaleQuestionRecordModels[0]!.content).toContain(msg.afterSaleRejected);
    expect(request.afterSaleQuestionRecordModels[0]!.content).toContain('This model is not sold by HashForge.');
    expect((await mailSubjects(buyer.email)).at(-1)).toBe(`Repair request #${id}: Completed`);
    const list = await call(ctx, getAfterSalePager, { page: 1, limit: 10 }, buyer.token);
    expect(list.body.data.list[0]).toMatchObject({ id, status: 50 });
  });
});
