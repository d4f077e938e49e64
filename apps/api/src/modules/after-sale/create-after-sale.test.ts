import { createAfterSale, getAfterSale, getAfterSalePager, msg } from '@hashforge/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/support/call.ts';
import { afterSaleForm, createMachineSerial, uploadTestImage } from '../../../test/support/factories/after-sale.ts';
import { createBuyer, type TestBuyer } from '../../../test/support/factories/buyer.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { createAfterSale as createAfterSaleUseCase } from './create-after-sale.ts';

const DAY = 24 * 60 * 60 * 1000;

const ctx = useTestContext();
let buyer: TestBuyer;
let photo: { id: number };

beforeAll(async () => {
  buyer = await createBuyer(ctx);
  photo = await uploadTestImage(ctx, buyer.id);
});

async function countRequests(userId: number): Promise<number> {
  return ctx.deps.prisma.afterSale.count({ where: { userId } });
}

describe('POST after/sale/question/create', () => {
  it('reports the first problem in the spec order: name, email, phone code, mobile, serial, description, image', async () => {
    const steps: Array<[Record<string, unknown>, string]> = [
      [{}, msg.afterSaleNameRequired],
      [{ userName: '  ' }, msg.afterSaleNameRequired],
      [{ userName: 'Erika' }, msg.emailRequired],
      [{ userName: 'Erika', email: 'erika@' }, msg.emailFormat],
      [{ userName: 'Erika', email: 'erika@example.com' }, msg.phoneCodeRequired],
      [{ userName: 'Erika', email: 'erika@example.com', mobileCode: '+49' }, msg.phoneRequired],
      [{ userName: 'Erika', email: 'erika@example.com', mobileCode: '+49', mobile: '15123456789' }, msg.serialRequired],
      [
        {
          userName: 'Erika',
          email: 'erika@example.com',
          mobileCode: '+49',
          mobile: '15123456789',
          machineCodeList: ['', '   '],
        },
        msg.serialRequired,
      ],
      [
        {
          userName: 'Erika',
          email: 'erika@example.com',
          mobileCode: '+49',
          mobile: '15123456789',
          machineCodeList: ['HF0001'],
        },
        msg.describesRequired,
      ],
      [
        {
          userName: 'Erika',
          email: 'erika@example.com',
          mobileCode: '+49',
          mobile: '15123456789',
          machineCodeList: ['HF0001'],
          describes: 'Fan error',
          productFileModels: [],
        },
        msg.problemImageRequired,
      ],
    ];
    for (const [fields, expected] of steps) {
      const res = await call(ctx, createAfterSale, fields, buyer.token);
      expect(res.body, JSON.stringify(fields)).toMatchObject({ result: 0, msg: expected });
    }
    // Every field missing lists every message, still in that order.
    const all = await call(ctx, createAfterSale, {}, buyer.token);
    const messages = (all.body.data as unknown as { errors: { message: string }[] }).errors.map((e) => e.message);
    expect(messages.slice(0, 7)).toEqual([
      msg.afterSaleNameRequired,
      msg.emailRequired,
      msg.phoneCodeRequired,
      msg.phoneRequired,
      msg.serialRequired,
      msg.describesRequired,
      msg.problemImageRequired,
    ]);
    expect(await countRequests(buyer.id)).toBe(0);
  });

  it('asks the buyer to agree or disagree to the repair cost', async () => {
    const res = await call(
      ctx,
      createAfterSale,
      { ...afterSaleForm([photo], ['HF0001']), payIntention: 'maybe' },
      buyer.token,
    );
    expect(res.body).toMatchObject({ result: 0, msg: msg.payIntentionRequired });
  });

  it('accepts five serials and refuses a sixth', async () => {
    const five = ['SNA001', 'SNA002', 'SNA003', 'SNA004', 'SNA005'];
    const six = [...five, 'SNA006'];
    const refused = await call(ctx, createAfterSale, afterSaleForm([photo], six), buyer.token);
    expect(refused.body).toMatchObject({ result: 0, msg: msg.serialMax });
    expect(await countRequests(buyer.id)).toBe(0);

    const accepted = await call(ctx, createAfterSale, afterSaleForm([photo], five), buyer.token);
    expect(accepted.body.result).toBe(1);
    const detail = await call(ctx, getAfterSale, { id: accepted.body.data.id }, buyer.token);
    expect(detail.body.data.machineCodeList).toEqual(five);
  });

  it('ignores blank serial inputs and refuses the same serial twice', async () => {
    const twice = await call(ctx, createAfterSale, afterSaleForm([photo], ['hf7', 'HF7']), buyer.token);
    expect(twice.body).toMatchObject({ result: 0, msg: msg.serialDuplicate });
    const bad = await call(ctx, createAfterSale, afterSaleForm([photo], ['HF 7<script>']), buyer.token);
    expect(bad.body).toMatchObject({ result: 0, msg: msg.snFormat });
  });

  it('takes at most two problem images, and only the buyer’s own uploads', async () => {
    const three = [photo, await uploadTestImage(ctx, buyer.id), await uploadTestImage(ctx, buyer.id)];
    const tooMany = await call(ctx, createAfterSale, afterSaleForm(three, ['HF0002']), buyer.token);
    expect(tooMany.body).toMatchObject({ result: 0, msg: msg.problemImagesMax });

    const stranger = await createBuyer(ctx);
    const theirs = await uploadTestImage(ctx, stranger.id);
    const borrowed = await call(ctx, createAfterSale, afterSaleForm([theirs], ['HF0002']), buyer.token);
    expect(borrowed.body).toMatchObject({ result: 0, msg: 'File not found' });
  });

  it('looks up the warranty of each device and keeps it with the request', async () => {
    const now = ctx.clock.now();
    const under = await createMachineSerial(ctx, {
      productCategoryName: 'HF Miner S1',
      afterEndTime: new Date(now.getTime() + 100 * DAY),
    });
    const over = await createMachineSerial(ctx, {
      productCategoryName: 'HF Miner X2',
      afterEndTime: new Date(now.getTime() - DAY),
    });
    const noDate = await createMachineSerial(ctx, { productCategoryName: 'HF Miner L7', afterEndTime: null });
    const form = afterSaleForm([photo], [under.toLowerCase(), over, noDate, 'NEVERSOLD42'], { payIntention: '0' });
    const created = await call(ctx, createAfterSale, form, buyer.token);
    expect(created.body.result).toBe(1);

    const { data } = (await call(ctx, getAfterSale, { id: created.body.data.id }, buyer.token)).body;
    expect(data.questionCodeModels).toEqual([
      { machineCode: under, status: 1, productCategoryName: 'HF Miner S1' },
      { machineCode: over, status: 0, productCategoryName: 'HF Miner X2' },
      { machineCode: noDate, status: -1, productCategoryName: 'HF Miner L7' },
      { machineCode: 'NEVERSOLD42', status: -1, productCategoryName: '' },
    ]);
    expect(data).toMatchObject({
      userName: 'Erika Mustermann',
      email: 'erika@example.com',
      mobileCode: '+49',
      mobile: '15123456789',
      payIntention: '0',
      status: 10,
      payStatus: 0,
      payAmount: null,
      repairPartsModels: [],
      proofFileModels: [],
      userAfterSaleLogisticsModel: null,
      companyAfterSaleLogisticsModel: null,
    });
    expect(data.productFileModels).toHaveLength(1);
    // A buyer's photo is private: a signed, expiring URL, never a guessable path.
    expect(data.productFileModels[0]!.fileUrl).toMatch(/\/files\/private\/.+\?expires=\d+&sig=/);
  });

  it("emails the applicant's account that the request was received, never the address typed on the form", async () => {
    const created = await call(
      ctx,
      createAfterSale,
      afterSaleForm([photo], ['HF0003'], { email: 'notify-me@example.com' }),
      buyer.token,
    );
    const jobs = await ctx.deps.queues.notify.getJobs(['waiting', 'delayed', 'prioritized', 'active', 'completed']);
    const subject = `Repair request #${created.body.data.id}: Pending review`;
    expect(jobs.find((j) => j.data.to === buyer.email && j.data.subject === subject)).toBeDefined();
    expect(jobs.find((j) => j.data.to === 'notify-me@example.com')).toBeUndefined();
  });

  it('needs a login', async () => {
    const res = await call(ctx, createAfterSale, afterSaleForm([photo], ['HF0004']));
    expect(res.body.result).toBe(-9999);
  });
});

describe('POST after/sale/question/getPager', () => {
  it('lists only the buyer’s own requests, newest first, 10 per page', async () => {
    const lister = await createBuyer(ctx);
    const own = await uploadTestImage(ctx, lister.id);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      ctx.clock.advance(1000);
      const { id } = await createAfterSaleUseCase(ctx.deps, lister.id, {
        userName: 'Lister',
        email: 'lister@example.com',
        mobileCode: '+1',
        mobile: '5550100',
        machineCodeList: [`LIST${i}`],
        describes: `Request ${i}`,
        productFileModels: [own],
        payIntention: '1',
      });
      ids.push(id);
    }
    const first = await call(ctx, getAfterSalePager, { page: 1, limit: 10 }, lister.token);
    expect(first.body.data.total).toBe(12);
    expect(first.body.data.list.map((r) => r.id)).toEqual(ids.slice(2).reverse());
    expect(first.body.data.list[0]).toMatchObject({ describes: 'Request 11', status: 10, machineCodeList: ['LIST11'] });
    const second = await call(ctx, getAfterSalePager, { page: 2, limit: 10 }, lister.token);
    expect(second.body.data.list.map((r) => r.id)).toEqual([ids[1], ids[0]]);

    const other = await call(ctx, getAfterSalePager, { page: 1, limit: 10 }, buyer.token);
    expect(other.body.data.list.some((r) => ids.includes(r.id))).toBe(false);
  });
});
