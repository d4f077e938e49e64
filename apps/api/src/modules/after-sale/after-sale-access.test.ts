import {
  confirmAfterSaleReceipt,
  createAfterSaleAddress,
  createAfterSaleRecord,
  getAfterSale,
  msg,
  uploadAfterSaleProof,
} from '@hashforge/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/support/call.ts';
import { createStaffFile, SERVICE_CENTRE, uploadTestImage } from '../../../test/support/factories/after-sale.ts';
import { createBuyer, type TestBuyer } from '../../../test/support/factories/buyer.ts';
import { addAddress } from '../../../test/support/factories/buying.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { createAfterSale } from './create-after-sale.ts';
import { quoteRepair, startFreeRepair } from './staff/quote-repair.ts';
import { markDevicesReceived } from './staff/receive-devices.ts';
import { replyToBuyer } from './staff/reply-to-buyer.ts';
import { approveAfterSale } from './staff/review-application.ts';
import { approveRepairProof } from './staff/review-repair-proof.ts';
import { shipRepairedDevices, startMaintenance } from './staff/ship-repaired-devices.ts';

const ctx = useTestContext();
let owner: TestBuyer;
let stranger: TestBuyer;

beforeAll(async () => {
  owner = await createBuyer(ctx);
  stranger = await createBuyer(ctx);
});

let requests = 0;

/**
 * A request straight through the use case (the form has its own tests), at status 10; each for a
 * machine of its own, since one serial number has one open request at a time.
 */
async function newRequest(buyer: TestBuyer = owner): Promise<number> {
  const photo = await uploadTestImage(ctx, buyer.id);
  const { id } = await createAfterSale(ctx.deps, buyer.id, {
    userName: 'Owner',
    email: 'owner@example.com',
    mobileCode: '+44',
    mobile: '7700900123',
    machineCodeList: [`ACC${String(++requests).padStart(4, '0')}`],
    describes: 'No hashrate on board 3',
    productFileModels: [photo],
    payIntention: '1',
  });
  return id;
}

const newAddress = {
  logisticsCompany: 'DHL',
  logisticsNo: 'JD01',
  receiverName: 'Owner',
  receiverFirstAddr: '1 High St',
  country: 'United Kingdom',
  city: 'London',
  postcode: 'SW1A 1AA',
  mobileCode: '+44',
  mobile: '7700900123',
};

async function toStatus20(): Promise<number> {
  const id = await newRequest();
  await approveAfterSale(ctx.deps, id, SERVICE_CENTRE);
  return id;
}
async function toStatus30(): Promise<number> {
  const id = await toStatus20();
  const res = await call(ctx, createAfterSaleAddress, { afterSaleId: id, ...newAddress }, owner.token);
  expect(res.body.result, res.body.msg).toBe(1);
  await markDevicesReceived(ctx.deps, id);
  return id;
}
async function quoted(): Promise<number> {
  const id = await toStatus30();
  await quoteRepair(ctx.deps, id, {
    parts: [{ name: 'PSU', partsNum: 1, salePrice: '80.00', repairPrice: '20.00' }],
    proposalFileIds: [await createStaffFile(ctx)],
  });
  return id;
}
async function proofFor(buyer: TestBuyer = owner) {
  return [await uploadTestImage(ctx, buyer.id)];
}

describe('buyer actions at the wrong status are refused with a clear message', () => {
  it('return logistics only at 20', async () => {
    const pending = await newRequest();
    const at10 = await call(ctx, createAfterSaleAddress, { afterSaleId: pending, ...newAddress }, owner.token);
    expect(at10.body).toMatchObject({ result: 0, msg: msg.returnLogisticsNotAllowed });

    const id = await toStatus30();
    const again = await call(ctx, createAfterSaleAddress, { afterSaleId: id, ...newAddress }, owner.token);
    expect(again.body).toMatchObject({ result: 0, msg: msg.returnLogisticsNotAllowed });
    expect(await ctx.deps.prisma.afterSaleUserLogistics.count({ where: { afterSaleId: { in: [pending, id] } } })).toBe(
      1,
    );
  });

  it('payment proof only at 33 with payStatus 2 or 4', async () => {
    const pending = await newRequest();
    const at10 = await call(ctx, uploadAfterSaleProof, { id: pending, proofFileModels: await proofFor() }, owner.token);
    expect(at10.body).toMatchObject({ result: 0, msg: msg.repairProofNotAllowed });

    const id = await quoted();
    const first = await call(ctx, uploadAfterSaleProof, { id, proofFileModels: await proofFor() }, owner.token);
    expect(first.body.result).toBe(1);
    // payStatus 3: the proof is under review, a second one is refused until finance decide.
    const second = await call(ctx, uploadAfterSaleProof, { id, proofFileModels: await proofFor() }, owner.token);
    expect(second.body).toMatchObject({ result: 0, msg: msg.repairProofNotAllowed });
    await approveRepairProof(ctx.deps, id, '100.00');
    // payStatus 5: paid in full.
    const paid = await call(ctx, uploadAfterSaleProof, { id, proofFileModels: await proofFor() }, owner.token);
    expect(paid.body).toMatchObject({ result: 0, msg: msg.repairProofNotAllowed });
  });

  it('a payment proof needs 1 to 4 images of the buyer’s own', async () => {
    const id = await quoted();
    const none = await call(ctx, uploadAfterSaleProof, { id, proofFileModels: [] }, owner.token);
    expect(none.body).toMatchObject({ result: 0, msg: msg.uploadFileFirst });
    const five = [];
    for (let i = 0; i < 5; i++) five.push(await uploadTestImage(ctx, owner.id));
    const tooMany = await call(ctx, uploadAfterSaleProof, { id, proofFileModels: five }, owner.token);
    expect(tooMany.body).toMatchObject({ result: 0, msg: msg.afterSaleProofMax });
    const theirs = await call(
      ctx,
      uploadAfterSaleProof,
      { id, proofFileModels: await proofFor(stranger) },
      owner.token,
    );
    expect(theirs.body).toMatchObject({ result: 0, msg: 'File not found' });
    expect((await call(ctx, getAfterSale, { id }, owner.token)).body.data.payStatus).toBe(2);
  });

  it('receipt only at 40, and only once when confirmed twice at the same moment', async () => {
    const id = await toStatus30();
    const at30 = await call(ctx, confirmAfterSaleReceipt, { id }, owner.token);
    expect(at30.body).toMatchObject({ result: 0, msg: msg.receiptNotAllowed });
    await startFreeRepair(ctx.deps, id);
    await startMaintenance(ctx.deps, id);
    const at36 = await call(ctx, confirmAfterSaleReceipt, { id }, owner.token);
    expect(at36.body).toMatchObject({ result: 0, msg: msg.receiptNotAllowed });
    await shipRepairedDevices(ctx.deps, id, { logisticsName: 'UPS', logisticsNo: '1Z' });
    const both = await Promise.all([
      call(ctx, confirmAfterSaleReceipt, { id }, owner.token),
      call(ctx, confirmAfterSaleReceipt, { id }, owner.token),
    ]);
    expect(both.map((r) => r.body.result).sort()).toEqual([0, 1]);
    expect((await call(ctx, getAfterSale, { id }, owner.token)).body.data.status).toBe(45);
  });

  it('staff steps out of order are refused too: no maintenance while the quote is unpaid', async () => {
    const id = await quoted();
    await expect(startMaintenance(ctx.deps, id)).rejects.toThrow(msg.afterSaleWrongStatus(33));
    await expect(approveAfterSale(ctx.deps, id, SERVICE_CENTRE)).rejects.toThrow(msg.afterSaleWrongStatus(33));
    await expect(shipRepairedDevices(ctx.deps, id, { logisticsName: 'UPS', logisticsNo: '1' })).rejects.toThrow(
      msg.afterSaleWrongStatus(33),
    );
  });
});

describe('another buyer’s request is unreachable', () => {
  it('answers "After-sale request not found" to every call, and changes nothing', async () => {
    const id = await toStatus20();
    const notFound = { result: 0, msg: 'After-sale request not found' };
    expect((await call(ctx, getAfterSale, { id }, stranger.token)).body).toMatchObject(notFound);
    expect((await call(ctx, getAfterSale, { id: 999999 }, owner.token)).body).toMatchObject(notFound);
    expect(
      (await call(ctx, createAfterSaleAddress, { afterSaleId: id, ...newAddress }, stranger.token)).body,
    ).toMatchObject(notFound);
    expect(
      (await call(ctx, uploadAfterSaleProof, { id, proofFileModels: await proofFor(stranger) }, stranger.token)).body,
    ).toMatchObject(notFound);
    expect((await call(ctx, confirmAfterSaleReceipt, { id }, stranger.token)).body).toMatchObject(notFound);
    expect(
      (await call(ctx, createAfterSaleRecord, { afterSaleId: id, content: 'hello' }, stranger.token)).body,
    ).toMatchObject(notFound);
    const row = await ctx.deps.prisma.afterSale.findUniqueOrThrow({ where: { id }, include: { records: true } });
    expect(row.status).toBe(20);
    expect(row.records).toHaveLength(0);
  });

  it('refuses another buyer’s saved address as the return address', async () => {
    const id = await toStatus20();
    const theirs = await addAddress(ctx, stranger.token);
    const res = await call(
      ctx,
      createAfterSaleAddress,
      { afterSaleId: id, logisticsCompany: 'DHL', logisticsNo: 'X1', userShippingId: theirs },
      owner.token,
    );
    expect(res.body).toMatchObject({ result: 0, msg: 'Shipping address not found' });
    expect((await call(ctx, getAfterSale, { id }, owner.token)).body.data.status).toBe(20);
  });
});

describe('POST after/sale/address/create', () => {
  it('checks the logistics dialog: company, number, then the new address fields', async () => {
    const id = await toStatus20();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ afterSaleId: id }, msg.logisticsCompanyRequired],
      [{ afterSaleId: id, logisticsCompany: 'DHL' }, msg.logisticsNoRequired],
      [{ afterSaleId: id, logisticsCompany: 'DHL', logisticsNo: '1' }, msg.receiverNameRequired],
      [{ ...newAddress, afterSaleId: id, receiverFirstAddr: 'x'.repeat(51) }, msg.addressLine1Length],
      [{ ...newAddress, afterSaleId: id, country: '' }, msg.selectCountry],
      [{ ...newAddress, afterSaleId: id, city: '' }, msg.cityRequired],
      [{ ...newAddress, afterSaleId: id, postcode: '' }, msg.postcodeRequired],
      [{ ...newAddress, afterSaleId: id, mobile: '' }, msg.phoneRequired],
      [{ ...newAddress, afterSaleId: id, country: 'China' }, msg.mainlandChina],
    ];
    for (const [fields, expected] of cases) {
      const res = await call(ctx, createAfterSaleAddress, fields, owner.token);
      expect(res.body, JSON.stringify(fields)).toMatchObject({ result: 0, msg: expected });
    }
    expect((await call(ctx, getAfterSale, { id }, owner.token)).body.data.status).toBe(20);
  });
});

describe('POST after/sale/question/record/create', () => {
  it('stores the buyer’s message sanitised, beside the service team’s reply', async () => {
    const id = await newRequest();
    const res = await call(
      ctx,
      createAfterSaleRecord,
      {
        afterSaleId: id,
        content:
          '<p onclick="steal()">Board 3 <b>still</b> fails</p><script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">log</a>',
      },
      owner.token,
    );
    expect(res.body.result, res.body.msg).toBe(1);
    await replyToBuyer(ctx.deps, id, '<p>Please send the kernel log.</p><iframe src="https://evil.example"></iframe>');

    const records = (await call(ctx, getAfterSale, { id }, owner.token)).body.data.afterSaleQuestionRecordModels;
    expect(records.map((r) => r.userType)).toEqual([1, 2]);
    expect(records[0]!.content).toBe('<p>Board 3 <b>still</b> fails</p><img src="x" loading="lazy" /><a>log</a>');
    expect(records[1]!.content).toBe('<p>Please send the kernel log.</p>');
    for (const r of records) expect(r.content).not.toMatch(/script|onclick|onerror|javascript|iframe/i);
  });

  it('refuses an empty message, and one that is empty once cleaned', async () => {
    const id = await newRequest();
    for (const content of ['', '   ', '<script>alert(1)</script>', '<p> </p>']) {
      const res = await call(ctx, createAfterSaleRecord, { afterSaleId: id, content }, owner.token);
      expect(res.body, content).toMatchObject({ result: 0, msg: msg.messageRequired });
    }
    expect(await ctx.deps.prisma.afterSaleRecord.count({ where: { afterSaleId: id } })).toBe(0);
  });

  it('takes messages at every status before 50', async () => {
    const id = await quoted();
    const res = await call(
      ctx,
      createAfterSaleRecord,
      { afterSaleId: id, content: 'Is the PSU covered?' },
      owner.token,
    );
    expect(res.body.result).toBe(1);
  });
});

describe('payment information', () => {
  it('stays hidden at payStatus 0 and 1, and shows amount, quotation and proofs from 2 on', async () => {
    const id = await toStatus30();
    let data = (await call(ctx, getAfterSale, { id }, owner.token)).body.data;
    expect(data).toMatchObject({ payStatus: 0, payAmount: null, repairPartsModels: [], proposalFileModels: [] });
    // Staff may have written the parts before the quote is sent: nothing leaks before payStatus 2.
    const free = await toStatus30();
    await startFreeRepair(ctx.deps, free);
    data = (await call(ctx, getAfterSale, { id: free }, owner.token)).body.data;
    expect(data).toMatchObject({ payStatus: 1, payAmount: null, repairPartsModels: [] });

    await quoteRepair(ctx.deps, id, {
      parts: [{ name: 'Control board', partsNum: 1, salePrice: '150.00', repairPrice: '25.00' }],
      proposalFileIds: [await createStaffFile(ctx)],
      payAmount: '160.00',
    });
    data = (await call(ctx, getAfterSale, { id }, owner.token)).body.data;
    expect(data).toMatchObject({ payStatus: 2, payAmount: '160.00' });
    expect(data.repairPartsModels).toHaveLength(1);
    expect(data.proposalFileModels).toHaveLength(1);
  });
});
