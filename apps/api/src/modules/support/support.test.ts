import { getByMachineCode, getFirmwareList, getQuestionPager, isBulkExcluded } from '@hashforge/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/support/call.ts';
import { createTestProduct } from '../../../test/support/factories/catalog.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { addProductFile } from '../catalog/write-catalog.ts';
import { storePublicFile } from '../files/files.service.ts';
import { ENQUIRIES_PER_IP } from './create-purchase-plan.ts';
import { lookupWarranty } from './warranty.ts';
import { createFaqs, createMachineSerials } from './write-support.ts';

const ctx = useTestContext();
const NOW = new Date('2026-11-15T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx.clock.set(NOW);
});

describe('POST product/firmware/getList', () => {
  it('lists manuals and firmware per product with name, size, date and remark, newest first', async () => {
    const a = await createTestProduct(ctx, { sort: 1, category: { name: 'HF-S21 Forge 200T' } });
    const b = await createTestProduct(ctx, { sort: 2, category: { name: 'HF-L9 Titan 16G' } });
    await createTestProduct(ctx, { sort: 3 }); // no files: not listed
    const manual = await storePublicFile(ctx.deps, {
      bytes: Buffer.from('%PDF-1.4 manual'),
      fileName: 'S21 Forge user manual.pdf',
      contentType: 'application/pdf',
      purpose: 'productFile',
    });
    const fwOld = await storePublicFile(ctx.deps, {
      bytes: Buffer.from('firmware 1'),
      fileName: 'hf-s21-2.3.0.tar.gz',
      contentType: 'application/gzip',
      purpose: 'productFile',
    });
    const fwNew = await storePublicFile(ctx.deps, {
      bytes: Buffer.from('firmware 2 longer'),
      fileName: 'hf-s21-2.4.1.tar.gz',
      contentType: 'application/gzip',
      purpose: 'productFile',
    });
    const fwB = await storePublicFile(ctx.deps, {
      bytes: Buffer.from('firmware b'),
      fileName: 'hf-l9-1.0.bin',
      contentType: 'application/octet-stream',
      purpose: 'productFile',
    });
    await addProductFile(ctx.deps, { productId: a.id, kind: 1, fileId: manual.id, moduleRemark: 'Setup and safety' });
    await addProductFile(ctx.deps, {
      productId: a.id,
      kind: 2,
      fileId: fwOld.id,
      moduleRemark: 'Stable',
      createdAt: new Date(NOW.getTime() - 60 * DAY),
    });
    await addProductFile(ctx.deps, {
      productId: a.id,
      kind: 2,
      fileId: fwNew.id,
      moduleRemark: 'Adds auto-tuning',
      createdAt: new Date(NOW.getTime() - DAY),
    });
    await addProductFile(ctx.deps, { productId: b.id, kind: 2, fileId: fwB.id, moduleRemark: '' });

    const res = await call(ctx, getFirmwareList, {});
    expect(res.body.result).toBe(1);
    expect(res.body.data.map((p) => [p.productId, p.productCategoryName])).toEqual([
      [a.id, 'HF-S21 Forge 200T'],
      [b.id, 'HF-L9 Titan 16G'],
    ]);
    const [first] = res.body.data;
    expect(first?.manualFileModels).toEqual([
      {
        id: manual.id,
        fileName: 'S21 Forge user manual.pdf',
        fileSize: 15,
        fileUrl: `/files/public/${manual.storageKey}`,
        createTime: expect.any(String),
        moduleRemark: 'Setup and safety',
      },
    ]);
    expect(first?.firmwareFileModels.map((f) => [f.fileName, f.moduleRemark, f.createTime])).toEqual([
      ['hf-s21-2.4.1.tar.gz', 'Adds auto-tuning', new Date(NOW.getTime() - DAY).toISOString()],
      ['hf-s21-2.3.0.tar.gz', 'Stable', new Date(NOW.getTime() - 60 * DAY).toISOString()],
    ]);
    expect(res.body.data[1]?.manualFileModels).toEqual([]);
  });
});

describe('POST question/answer/getPager', () => {
  beforeAll(async () => {
    await createFaqs(
      ctx.deps,
      Array.from({ length: 23 }, (_, i) => ({
        content: `Question ${i}?`,
        answerContent: `<p>Answer ${i}</p>${i === 5 ? '<img src=x onerror=alert(1)><script>bad()</script>' : ''}`,
        hot: i % 10 === 9,
        sort: i,
      })),
    );
  });

  it('pages 10 at a time, hot questions first', async () => {
    const p1 = await call(ctx, getQuestionPager, { page: 1, limit: 10 });
    expect(p1.body.data.total).toBe(23);
    expect(p1.body.data.list.slice(0, 3).map((q) => [q.content, q.type])).toEqual([
      ['Question 9?', 1],
      ['Question 19?', 1],
      ['Question 0?', 0],
    ]);
    const p3 = await call(ctx, getQuestionPager, { page: 3, limit: 10 });
    expect(p3.body.data.list).toHaveLength(3);
    const p4 = await call(ctx, getQuestionPager, { page: 4, limit: 10 });
    expect(p4.body.data.list).toEqual([]);
    expect((await call(ctx, getQuestionPager, { page: 1, limit: 0 })).body.result).toBe(0);
  });

  it('never answers script or event handlers in an answer', async () => {
    const all = await call(ctx, getQuestionPager, { page: 1, limit: 100 });
    const five = all.body.data.list.find((q) => q.content === 'Question 5?');
    expect(five?.answerContent).toContain('<p>Answer 5</p>');
    expect(five?.answerContent).not.toMatch(/script|onerror/i);
  });
});

describe('POST {provider}/logistics/product/info/getByMachineCode', () => {
  beforeAll(async () => {
    await createMachineSerials(ctx.deps, [
      {
        machineCode: 'hfs21a0001',
        productCategoryName: 'HF-S21 Forge 200T',
        computingPower: '203.5 TH/s',
        afterEndTime: new Date(NOW.getTime() + 100.5 * DAY),
        afterEndPlateTime: new Date(NOW.getTime() + 20 * DAY),
      },
      {
        machineCode: 'HFS21A0002',
        productCategoryName: 'HF-S21 Forge 200T',
        afterEndTime: new Date(NOW.getTime() - DAY),
        afterEndPlateTime: new Date(NOW.getTime() + 5 * DAY),
      },
      { machineCode: 'HFL9B0003', productCategoryName: 'HF-L9 Titan 16G', afterEndTime: null, afterEndPlateTime: null },
    ]);
  });

  it('shows an in-warranty machine with its hashrate level and days left', async () => {
    const res = await call(ctx, getByMachineCode, { machineCode: ' hfs21a0001 ' });
    expect(res.body.data).toEqual({
      machineCode: 'HFS21A0001',
      productCategoryName: 'HF-S21 Forge 200T',
      computingPower: '203.5 TH/s',
      afterEndTime: new Date(NOW.getTime() + 100.5 * DAY).toISOString(),
      afterEndPlateTime: new Date(NOW.getTime() + 20 * DAY).toISOString(),
      machineWarranty: 1,
      boardWarranty: 1,
      machineWarrantyDays: 101,
      boardWarrantyDays: 20,
    });
  });

  it('shows a machine out of warranty with 0 days, and a board still covered', async () => {
    const res = await call(ctx, getByMachineCode, { machineCode: 'HFS21A0002' });
    expect(res.body.data).toMatchObject({
      computingPower: null,
      machineWarranty: 0,
      machineWarrantyDays: 0,
      boardWarranty: 1,
      boardWarrantyDays: 5,
    });
  });

  it('shows -1 (unknown) when no end date is recorded', async () => {
    const res = await call(ctx, getByMachineCode, { machineCode: 'HFL9B0003' });
    expect(res.body.data).toMatchObject({
      machineWarranty: -1,
      boardWarranty: -1,
      machineWarrantyDays: null,
      boardWarrantyDays: null,
    });
  });

  it('follows the clock: warranty ends when the end time passes', async () => {
    ctx.clock.set(new Date(NOW.getTime() + 21 * DAY));
    const res = await call(ctx, getByMachineCode, { machineCode: 'HFS21A0001' });
    expect(res.body.data).toMatchObject({ machineWarranty: 1, boardWarranty: 0, boardWarrantyDays: 0 });
    ctx.clock.set(NOW);
  });

  it('answers "Please enter SN" for an empty SN, a clear message for an unknown or malformed one', async () => {
    for (const machineCode of ['', '   ', undefined]) {
      const res = await call(ctx, getByMachineCode, machineCode === undefined ? {} : { machineCode });
      expect(res.body).toMatchObject({ result: 0, msg: 'Please enter SN' });
    }
    expect((await call(ctx, getByMachineCode, { machineCode: 'HF00000000' })).body).toMatchObject({
      result: 0,
      msg: 'No device was found with this SN',
    });
    expect((await call(ctx, getByMachineCode, { machineCode: "x' OR 1=1 --" })).body).toMatchObject({
      result: 0,
      msg: 'Please check the SN: letters, digits, dots and dashes only',
    });
  });

  it('gives after-sales the warranty of any serial, unknown ones as -1', async () => {
    expect(await lookupWarranty(ctx.deps, 'hfs21a0002')).toEqual({
      machineCode: 'HFS21A0002',
      machineWarranty: 0,
      boardWarranty: 1,
      productCategoryName: 'HF-S21 Forge 200T',
    });
    expect(await lookupWarranty(ctx.deps, 'NEVER-SOLD')).toMatchObject({
      machineWarranty: -1,
      productCategoryName: '',
    });
  });
});

describe('POST purchase/plan/create', () => {
  let okProduct: { id: number };
  let x4: Record<string, number>;
  let ipSeq = 0;
  const nextIp = () => `203.0.113.${++ipSeq}`;

  beforeAll(async () => {
    okProduct = await createTestProduct(ctx, { name: 'HashForge S21 Forge', category: { aliasName: 'S21 Forge' } });
    x4 = {};
    for (const alias of ['X4 Mini', 'X4-1U', 'X4 Server', 'x4 SERVER Pro', 'X4-Q']) {
      x4[alias] = (await createTestProduct(ctx, { category: { aliasName: alias } })).id;
    }
  });

  function form(overrides: Record<string, unknown> = {}) {
    return {
      name: 'Amara Okafor',
      country: 'Nigeria',
      email: 'amara@minefarm.ng',
      mobile: '803 555 0199',
      mobileCode: '+234',
      productId: okProduct.id,
      productName: 'whatever the page showed',
      companyName: 'Lagos Hash Farm Ltd',
      address: '12 Marina Road, Lagos',
      currentCapacity: '4.5',
      futurePlannedCapacity: '20',
      hashforgeUsage: 'Running 300 S19 Forge units since 2024',
      contactType: 'Telegram',
      telegram: '@amara_hash',
      ...overrides,
    };
  }

  async function submit(body: Record<string, unknown>, ip = nextIp()) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/web/hashforge/purchase/plan/create',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    return {
      status: res.statusCode,
      headers: res.headers,
      body: res.json() as { result: number; msg: string; data: unknown },
    };
  }

  it('stores a complete enquiry with quantity 100 by default and the catalogue name of the product', async () => {
    const ip = nextIp();
    const res = await submit(form(), ip);
    expect(res.body).toEqual({ result: 1, msg: 'success', data: null });
    const row = await ctx.deps.prisma.purchasePlan.findFirstOrThrow({ where: { email: 'amara@minefarm.ng' } });
    expect(row).toMatchObject({
      productNum: 100,
      productName: 'HashForge S21 Forge',
      mobile: '8035550199',
      mobileCode: '+234',
      telegram: '@amara_hash',
      currentCapacity: '4.5',
      futurePlannedCapacity: '20',
      hashforgeUsage: 'Running 300 S19 Forge units since 2024',
      ip,
    });
  });

  it('checks every required field with its own message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'Please enter the contact name'],
      [{ name: undefined }, 'name', 'Please enter the contact name'],
      [{ country: '' }, 'country', 'please select country'],
      [{ mobile: '' }, 'mobile', 'Phone is required'],
      [{ mobileCode: '' }, 'mobileCode', 'please select country'],
      [{ productId: undefined }, 'productId', 'Please select a product'],
      [{ productId: '' }, 'productId', 'Please select a product'],
      [{ contactType: 'Signal' }, 'contactType', 'Please choose WeChat, Telegram or WhatsApp'],
      [{ telegram: '' }, 'telegram', 'Please enter your Telegram account'],
      [{ contactType: 'WeChat', telegram: '@x' }, 'weChat', 'Please enter your WeChat account'],
      [{ contactType: 'WhatsApp', whatsApp: '   ' }, 'whatsApp', 'Please enter your WhatsApp account'],
      [{ email: '' }, 'email', 'Please enter your E-mail'],
      [{ email: 'amara@' }, 'email', 'E-mail format error'],
      [{ productNum: 0 }, 'productNum', 'The quantity must be a whole number from 1 to 99999'],
      [{ productNum: 100000 }, 'productNum', 'The quantity must be a whole number from 1 to 99999'],
      [{ productNum: 2.5 }, 'productNum', 'The quantity must be a whole number from 1 to 99999'],
      [{ currentCapacity: '5 MW' }, 'currentCapacity', 'Please enter the capacity in MW as a number'],
      [{ companyName: 'x'.repeat(201) }, 'companyName', 'Please use at most 200 characters'],
    ];
    for (const [overrides, path, message] of cases) {
      const res = await submit(form(overrides));
      expect(res.body.result, JSON.stringify(overrides)).toBe(0);
      expect(res.body.msg, JSON.stringify(overrides)).toBe(message);
      expect((res.body.data as { errors: { path: string }[] }).errors.map((e) => e.path)).toContain(path);
    }
    expect(await ctx.deps.prisma.purchasePlan.count({ where: { email: { not: 'amara@minefarm.ng' } } })).toBe(0);
  });

  it('lists every missing required field at once for an empty form', async () => {
    const res = await submit({});
    const paths = (res.body.data as { errors: { path: string }[] }).errors.map((e) => e.path);
    expect(paths).toEqual(['name', 'country', 'email', 'mobile', 'mobileCode', 'productId', 'telegram']);
  });

  it('accepts WeChat or WhatsApp as the contact when chosen', async () => {
    expect((await submit(form({ contactType: 'WeChat', telegram: '', weChat: 'amara_wx' }))).body.result).toBe(1);
    expect(
      (await submit(form({ contactType: 'WhatsApp', telegram: '', whatsApp: '+234 803 555 0199' }))).body.result,
    ).toBe(1);
  });

  it('refuses the X4 Mini, X4-1U and X4 Server, but not other X4 models', async () => {
    for (const alias of ['X4 Mini', 'X4-1U', 'X4 Server', 'x4 SERVER Pro']) {
      expect(isBulkExcluded(alias)).toBe(true);
      const res = await submit(form({ productId: x4[alias] }));
      expect(res.body).toMatchObject({
        result: 0,
        msg: 'This product is not offered for bulk purchase, please choose another',
      });
    }
    expect(isBulkExcluded('X4-Q')).toBe(false);
    expect((await submit(form({ productId: x4['X4-Q'] }))).body.result).toBe(1);
  });

  it('refuses a product that does not exist', async () => {
    const res = await submit(form({ productId: 987654 }));
    expect(res.body).toMatchObject({ result: 0, msg: 'Please select a product' });
  });

  it(`takes ${ENQUIRIES_PER_IP} enquiries an hour from one IP address, then answers 429`, async () => {
    const ip = '198.51.100.7';
    const bad = await submit(form({ name: '' }), ip);
    expect(bad.body.result).toBe(0);
    for (let i = 0; i < ENQUIRIES_PER_IP; i++) {
      expect((await submit(form({ email: `n${i}@farm.example` }), ip)).body.result).toBe(1);
    }
    const over = await submit(form({ email: 'over@farm.example' }), ip);
    expect(over.status).toBe(429);
    expect(over.body.result).toBe(0);
    expect(over.body.msg).toMatch(/^Too many requests, please try again in \d+ s$/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await submit(form({ email: 'other@farm.example' }), '198.51.100.8')).body.result).toBe(1);
    expect(await ctx.deps.prisma.purchasePlan.count({ where: { email: 'over@farm.example' } })).toBe(0);
  });
});
