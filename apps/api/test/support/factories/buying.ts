import { randomBytes } from 'node:crypto';
import {
  type CallRequest,
  callPath,
  createAddress,
  createCartItem,
  createKyc,
  createOrder,
  type Envelope,
  type FileModel,
  fileCalls,
  getCartList,
  getProductAmount,
} from '@hashforge/contract';
import { expect } from 'vitest';
import { Prisma } from '../../../src/db/generated/client.ts';
import { call } from '../call.ts';
import type { TestContext } from '../test-app.ts';
import { createBuyer, type TestBuyer } from './buyer.ts';
import { createTestProduct, type TestProduct } from './catalog.ts';

type Ctx = Pick<TestContext, 'app' | 'deps'>;

/** A real 1x1 PNG: the upload route checks the bytes, not the name. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body as a browser's FormData sends it. */
export function multipart(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[]) {
  const boundary = `----hf${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.filename
      ? `form-data; name="${p.name}"; filename="${p.filename}"`
      : `form-data; name="${p.name}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads through `oss/client/uploadFile` from a fresh IP (the route is rate-limited per IP). */
export async function uploadFile(
  ctx: Ctx,
  token: string,
  file: { bytes?: Buffer; filename?: string; type?: string } = {},
): Promise<Envelope<FileModel>> {
  const body = multipart([
    { name: 'type', value: '2' },
    {
      name: 'file',
      value: file.bytes ?? TINY_PNG,
      filename: file.filename ?? 'proof.png',
      type: file.type ?? 'image/png',
    },
  ]);
  const b = randomBytes(3);
  const res = await ctx.app.inject({
    method: 'POST',
    url: callPath(fileCalls.uploadFile.path, ctx.deps.config.PROVIDER),
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': body.contentType,
      'x-forwarded-for': `10.${b[0]}.${b[1]}.${b[2]}`,
    },
    payload: body.payload,
  });
  return res.json() as Envelope<FileModel>;
}

export async function uploadImage(ctx: Ctx, token: string): Promise<FileModel> {
  const answer = await uploadFile(ctx, token);
  expect(answer).toMatchObject({ result: 1 });
  return answer.data;
}

export const germanAddress = {
  receiverName: 'Erika Mustermann',
  receiverFirstAddr: 'Heidestrasse 17',
  receiverTwoAddr: '2. OG',
  country: 'Germany',
  state: 'NRW',
  city: 'Koeln',
  postcode: '51147',
  mobile: '1701234567',
  mobileCode: '+49',
};

export async function addAddress(ctx: Ctx, token: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await call(ctx, createAddress, { ...germanAddress, ...overrides }, token);
  expect(res.body).toMatchObject({ result: 1 });
  return res.body.data.id;
}

export function kycForm(
  files: { documents: FileModel[]; selfies: FileModel[] },
  overrides: Record<string, unknown> = {},
) {
  return {
    accountType: 1,
    individual: {
      country: 'Germany',
      idDocumentType: 1,
      firstName: 'Mustermann',
      lastName: 'Erika',
      birthday: '1988-04-12',
      gender: 2,
      idNumber: 'C01X00T47',
      expireDateType: 1,
      expireDate: '2031-08-01',
      address: 'Heidestrasse 17, 51147 Koeln',
      postal: '51147',
      passportDocumentImgArray: files.documents,
      selfieImgArray: files.selfies,
      ...overrides,
    },
  };
}

/** Submits KYC through the API with freshly uploaded images. */
export async function submitKycFor(ctx: Ctx, buyer: TestBuyer): Promise<void> {
  const documents = [await uploadImage(ctx, buyer.token)];
  const selfies = [await uploadImage(ctx, buyer.token)];
  const res = await call(ctx, createKyc, kycForm({ documents, selfies }), buyer.token);
  expect(res.body).toMatchObject({ result: 1 });
}

/** A buyer who may order: KYC approved (2) and one default address. */
export async function createReadyBuyer(ctx: Ctx): Promise<TestBuyer & { addressId: number }> {
  const buyer = await createBuyer(ctx, { kycStatus: 2 });
  const addressId = await addAddress(ctx, buyer.token);
  return { ...buyer, addressId };
}

/** Adds to the cart through the API and answers the row's id. */
export async function addToCart(
  ctx: Ctx,
  token: string,
  product: Pick<TestProduct, 'id' | 'sendCycleIds'>,
  productNum = 1,
  cycleIndex = 0,
): Promise<number> {
  const productSendCycleId = product.sendCycleIds[cycleIndex]!;
  const res = await call(ctx, createCartItem, { productId: product.id, productSendCycleId, productNum }, token);
  expect(res.body).toMatchObject({ result: 1 });
  const list = await call(ctx, getCartList, {}, token);
  const row = list.body.data.find((r) => r.productSendCycleId === productSendCycleId);
  expect(row).toBeDefined();
  return row!.id;
}

/** The order-confirm preview's product amount for these rows, as the storefront would send it. */
export async function previewAmount(ctx: Ctx, token: string, cartIds: number[]): Promise<string> {
  const res = await call(ctx, getProductAmount, { cartIds }, token);
  expect(res.body).toMatchObject({ result: 1 });
  return res.body.data.productAmount;
}

/** Cart -> order through the API; answers the order number. */
/**
 * order/create as the storefront sends it at checkout: these cart rows, to the buyer's saved address,
 * at the product amount the buyer was shown. The answer as it comes (a refusal is some tests' point).
 */
export function placeOrder(
  ctx: Ctx,
  buyer: Pick<TestBuyer, 'token'> & { addressId: number },
  order: Omit<CallRequest<typeof createOrder>, 'userShippingAddressId'>,
  headers?: Record<string, string>,
) {
  return call(ctx, createOrder, { ...order, userShippingAddressId: buyer.addressId }, buyer.token, headers);
}

export async function orderProduct(
  ctx: Ctx,
  buyer: TestBuyer & { addressId: number },
  product: Pick<TestProduct, 'id' | 'sendCycleIds'>,
  quantity = 1,
  options: { couponId?: number } = {},
): Promise<string> {
  const cartId = await addToCart(ctx, buyer.token, product, quantity);
  const productAmount = await previewAmount(ctx, buyer.token, [cartId]);
  const res = await placeOrder(ctx, buyer, { cartIds: [cartId], productAmount, userCouponId: options.couponId });
  expect(res.body).toMatchObject({ result: 1 });
  return res.body.data.orderNo;
}

/** Coupons are issued by staff; tests write them directly. Defaults: general, 100.00, valid 30 days. */
export async function grantCoupon(
  ctx: Pick<TestContext, 'deps'>,
  userId: number,
  overrides: Partial<{
    price: string;
    type: number;
    productClass: string | null;
    productCategoryName: string | null;
    excessAmount: string | null;
    status: number;
    startTime: Date;
    endTime: Date;
  }> = {},
): Promise<number> {
  const now = Date.now();
  const row = await ctx.deps.prisma.userCoupon.create({
    data: {
      userId,
      price: new Prisma.Decimal(overrides.price ?? '100.00'),
      type: overrides.type ?? 1,
      productClass: overrides.productClass ?? null,
      productCategoryName: overrides.productCategoryName ?? null,
      excessAmount: overrides.excessAmount ? new Prisma.Decimal(overrides.excessAmount) : null,
      status: overrides.status ?? 1,
      startTime: overrides.startTime ?? new Date(now - 24 * 3600 * 1000),
      endTime: overrides.endTime ?? new Date(now + 30 * 24 * 3600 * 1000),
    },
  });
  return row.id;
}

export async function stockOf(ctx: Pick<TestContext, 'deps'>, sendCycleId: number): Promise<number> {
  const row = await ctx.deps.prisma.productSendCycle.findUniqueOrThrow({ where: { id: sendCycleId } });
  return row.stock;
}

export { createBuyer, createTestProduct };
