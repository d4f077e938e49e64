import { randomBytes } from 'node:crypto';
import { type AfterSale, type CreateAfterSaleForm, getAfterSale } from '@hashforge/contract';
import { expect } from 'vitest';
import { createSession, TOKEN_TTL_MS } from '../../../src/modules/auth/sessions.ts';
import { storePrivateFile } from '../../../src/modules/files/files.service.ts';
import { call } from '../call.ts';
import type { TestContext } from '../test-app.ts';
import type { TestBuyer } from './buyer.ts';

/** A 1x1 PNG: real image bytes, as the upload call would have stored them. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A private image owned by the buyer, as `oss/client/uploadFile` leaves it; answers its file model ref. */
export async function uploadTestImage(ctx: Pick<TestContext, 'deps'>, ownerId: number): Promise<{ id: number }> {
  const file = await storePrivateFile(ctx.deps, ownerId, {
    bytes: PNG_1X1,
    fileName: `photo-${randomBytes(3).toString('hex')}.png`,
    contentType: 'image/png',
    extension: 'png',
  });
  return { id: file.id };
}

/** A quotation as aftersales/upload-quotation leaves it: private, no buyer owns it until a quote attaches it. */
export async function createStaffFile(ctx: Pick<TestContext, 'deps'>): Promise<number> {
  const key = `private/staff/${randomBytes(8).toString('hex')}.png`;
  await ctx.deps.storage.put(key, PNG_1X1, 'image/png');
  const row = await ctx.deps.prisma.storedFile.create({
    data: {
      storageKey: key,
      fileName: 'quotation.png',
      fileSize: PNG_1X1.length,
      contentType: 'image/png',
      isPrivate: true,
      purpose: 'quotation',
    },
  });
  return row.id;
}

/** A serial the vendor sold, with its warranty ends (null = unknown). */
export async function createMachineSerial(
  ctx: Pick<TestContext, 'deps'>,
  fields: {
    machineCode?: string;
    productCategoryName?: string;
    afterEndTime: Date | null;
    afterEndPlateTime?: Date | null;
  },
): Promise<string> {
  const machineCode = fields.machineCode ?? `HF${randomBytes(5).toString('hex').toUpperCase()}`;
  await ctx.deps.prisma.machineSerial.create({
    data: {
      machineCode,
      productCategoryName: fields.productCategoryName ?? 'HF Miner S1',
      afterEndTime: fields.afterEndTime,
      afterEndPlateTime: fields.afterEndPlateTime ?? fields.afterEndTime,
    },
  });
  return machineCode;
}

/** A complete application form for this buyer with the given serials and photos. */
export function afterSaleForm(
  photos: { id: number }[],
  machineCodeList: string[],
  overrides: Partial<CreateAfterSaleForm> = {},
): CreateAfterSaleForm {
  return {
    userName: 'Erika Mustermann',
    email: 'erika@example.com',
    mobileCode: '+49',
    mobile: '15123456789',
    machineCodeList,
    describes: 'Hashboard 2 is not detected after a power cut.',
    productFileModels: photos,
    payIntention: '1',
    ...overrides,
  };
}

/** A new live token for a buyer, for tests that move the clock past the 24-hour session life. */
export async function freshToken(ctx: Pick<TestContext, 'app' | 'deps'>, userId: number): Promise<string> {
  const session = await createSession(ctx.deps, userId);
  return ctx.app.jwt.sign({ sub: String(userId), sid: session.sessionId }, { expiresIn: TOKEN_TTL_MS / 1000 });
}

/** The service centre staff name when approving a request in tests. */
export const SERVICE_CENTRE = {
  merchantsLogisticName: 'HashForge Service Centre',
  merchantsLogisticPhone: '+852 5555 0101',
  merchantsLogisticAddress: '8 Science Park Rd, Hong Kong',
};

/** The request as its buyer sees it (after/sale/question/get), which must answer. */
export async function buyerAfterSale(
  ctx: Pick<TestContext, 'app' | 'deps'>,
  buyer: Pick<TestBuyer, 'token'>,
  id: number,
): Promise<AfterSale> {
  const res = await call(ctx, getAfterSale, { id }, buyer.token);
  expect(res.body.result, res.body.msg).toBe(1);
  return res.body.data;
}
