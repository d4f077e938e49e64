import type { StaffRole } from '@hashforge/contract/admin/permissions';
import { storePublicFile } from '../../src/modules/files/files.service.ts';
import { type TestStaff, totpCode } from './admin.ts';
import { createAfterSaleAt } from './factories/after-sale-desk.ts';
import { brandInput } from './factories/brand.ts';
import { createBuyer } from './factories/buyer.ts';
import { createTestProduct } from './factories/catalog.ts';
import {
  createCoveredOrder,
  createKeptTransfer,
  createOrderAwaitingReview,
  createPaidOrder,
  createSubmittedKyc,
  createUnpaidOrder,
  createVerifyingChainPayment,
} from './factories/desk.ts';
import { createUndocumentedShipment, renderedProforma } from './factories/documents.ts';
import type { TestContext } from './test-app.ts';

/**
 * A valid body for every admin call, for the permission-matrix test
 * (apps/api/test/admin-permission-matrix.test.ts). The test runs each sample afresh for every role
 * it tries, BEFORE it takes its snapshot of the database, so a sample may create the entity its call
 * acts on (an order with a proof to approve, a staff member to disable): a refused call must then
 * leave that entity as it was, and an allowed one must get past the permission check.
 *
 * A call without a sample fails the matrix test: add one here with each new admin call.
 */
export interface SampleContext {
  ctx: TestContext;
  /** The staff member who will make the call (fresh for a state-changing call, so its effects stay its own). */
  self: TestStaff;
  /** Another staff member, created for this sample. */
  newStaff(role?: StaffRole): Promise<TestStaff>;
}

export type AdminCallSample = (s: SampleContext) => Promise<Record<string, unknown>> | Record<string, unknown>;

let unique = 0;
const uniqueEmail = (what: string) => `${what}.${Date.now()}.${++unique}@sample.test`;
const currentOtp = ({ ctx, self }: SampleContext) => (self.totpSecret ? totpCode(ctx, self.totpSecret) : '123456');

export const adminCallSamples: Record<string, AdminCallSample> = {
  // ---------------------------------------------------------------- auth (bo-foundation)
  'auth/me': () => ({}),
  'auth/logout': () => ({}),
  'auth/password': ({ self }) => ({ currentPassword: self.password, newPassword: `${self.password}-renewed` }),
  'auth/2fa/enrol': () => ({}),
  'auth/2fa/confirm': () => ({ otp: '123456' }),
  'auth/2fa/recovery-codes': (s) => ({ otp: currentOtp(s) }),
  'auth/2fa/disable': (s) => ({ otp: currentOtp(s) }),
  'auth/sessions': () => ({}),
  'auth/passkey/register-options': () => ({}),
  // No registration was started: an allowed call gets as far as "start again".
  'auth/passkey/register': () => ({ response: { id: 'none', type: 'public-key' } }),
  'auth/passkeys': () => ({}),
  'auth/passkey/delete': async ({ ctx, self }) => {
    const passkey = await ctx.deps.prisma.staffPasskey.create({
      data: { staffId: self.id, credentialId: `sample-${self.id}-${Date.now()}`, publicKey: Buffer.from([1, 2, 3]) },
    });
    return { id: passkey.id };
  },
  // ---------------------------------------------------------------- staff, audit (bo-foundation)
  'staff/create': () => ({ email: uniqueEmail('hire'), name: 'New Hire', role: 'support' }),
  'staff/list': () => ({ page: 1, limit: 20 }),
  'staff/update-role': async ({ newStaff }) => ({ staffId: (await newStaff('support')).id, role: 'warehouse' }),
  'staff/disable': async ({ newStaff }) => ({ staffId: (await newStaff('support')).id }),
  'staff/enable': async ({ ctx, newStaff }) => {
    const target = await newStaff('support');
    await ctx.deps.prisma.staff.update({ where: { id: target.id }, data: { disabledAt: ctx.deps.clock.now() } });
    return { staffId: target.id };
  },
  'staff/reset-2fa': async ({ newStaff }) => ({ staffId: (await newStaff('finance')).id }),
  'staff/reset-password': async ({ newStaff }) => ({ staffId: (await newStaff('support')).id }),
  'staff/sessions': async ({ newStaff }) => ({ staffId: (await newStaff('support')).id }),
  'staff/revoke-session': async ({ ctx, newStaff }) => {
    const target = await newStaff('support');
    const session = await ctx.deps.prisma.staffSession.create({
      data: {
        id: `${'ab'.repeat(30)}${String(target.id).padStart(4, '0')}`,
        staffId: target.id,
        csrfToken: 'sample',
        expiresAt: new Date(ctx.deps.clock.now().getTime() + 3_600_000),
      },
    });
    return { staffId: target.id, sessionId: session.id };
  },
  'audit/list': () => ({ page: 1, limit: 20 }),
  // ---------------------------------------------------------------- desks (bo-desks adds its calls below)
  'orders/list': () => ({ page: 1, limit: 20 }),
  'orders/get': async ({ ctx }) => ({ orderNo: (await createUnpaidOrder(ctx)).orderNo }),
  'orders/ship': async ({ ctx }) => {
    const order = await createPaidOrder(ctx, 2);
    return {
      orderNo: order.orderNo,
      carrier: 'DHL',
      trackingNo: 'JD0001',
      lines: [{ orderLineId: order.lineIds[0], quantity: 1, serials: ['HFS21M0001'] }],
    };
  },
  'orders/cancel': async ({ ctx }) => ({ orderNo: (await createUnpaidOrder(ctx)).orderNo, reason: 'Out of stock' }),
  'orders/refund': async ({ ctx }) => {
    const order = await createPaidOrder(ctx, 1);
    await ctx.deps.prisma.order.update({
      where: { id: order.orderId },
      data: { orderStatus: 0, refundDueAmount: order.payableAmount, canceledAt: ctx.deps.clock.now() },
    });
    return { orderNo: order.orderNo, note: 'Wire sent back' };
  },
  'orders/documents/download': async ({ ctx }) => {
    const order = await createUnpaidOrder(ctx);
    return { id: (await renderedProforma(ctx, order.orderId)).id };
  },
  'orders/documents/issue': async ({ ctx }) => {
    const shipment = await createUndocumentedShipment(ctx);
    await shipment.fill();
    return { orderNo: shipment.orderNo, shipmentId: shipment.shipmentId };
  },
  'orders/documents/reissue': async ({ ctx }) => {
    const order = await createUnpaidOrder(ctx);
    const pi = await renderedProforma(ctx, order.orderId);
    return { orderNo: order.orderNo, number: pi.number, reason: 'The buyer corrected the importer’s address' };
  },
  'payments/list': () => ({ page: 1, limit: 20, financeStatus: 0 }),
  'payments/repair-proofs': () => ({ page: 1, limit: 20, financeStatus: 0 }),
  'payments/approve': async ({ ctx }) => {
    const order = await createOrderAwaitingReview(ctx);
    return { proofId: order.proofId, receivedAmount: order.payableAmount };
  },
  'payments/fail': async ({ ctx }) => ({
    proofId: (await createOrderAwaitingReview(ctx)).proofId,
    reason: 'Not received',
  }),
  'payments/covered': () => ({ page: 1, limit: 20 }),
  'payments/chain': () => ({ page: 1, limit: 20, status: 0 }),
  'payments/chain/get': async ({ ctx }) => ({ id: (await createVerifyingChainPayment(ctx)).paymentId }),
  'payments/chain/fail': async ({ ctx }) => ({
    id: (await createVerifyingChainPayment(ctx)).paymentId,
    reason: 'Sanctioned sender',
  }),
  'payments/unmatched-transfers': () => ({ page: 1, limit: 20 }),
  'payments/unmatched-transfers/credit': async ({ ctx }) => ({
    id: (await createKeptTransfer(ctx)).id,
    orderNo: (await createUnpaidOrder(ctx)).orderNo,
  }),
  'payments/unmatched-transfers/return': async ({ ctx }) => ({
    id: (await createKeptTransfer(ctx)).id,
    note: 'Sent back to the sender, refund 0x5e…',
  }),
  'payments/confirm-covered': async ({ ctx }) => ({ orderNo: (await createCoveredOrder(ctx)).orderNo }),
  'kyc/list': () => ({ page: 1, limit: 20, status: 1 }),
  'kyc/get': async ({ ctx }) => ({ userId: (await createSubmittedKyc(ctx)).id }),
  'kyc/approve': async ({ ctx }) => ({ userId: (await createSubmittedKyc(ctx)).id }),
  'kyc/reject': async ({ ctx }) => ({ userId: (await createSubmittedKyc(ctx)).id, reason: 'The photo is blurred' }),
  'customers/list': () => ({ page: 1, limit: 20, keyword: 'buyer' }),
  'customers/get': async ({ ctx }) => ({ userId: (await createBuyer(ctx)).id }),
  'customers/disable': async ({ ctx }) => ({ userId: (await createBuyer(ctx)).id, reason: 'Chargeback' }),
  'customers/enable': async ({ ctx }) => {
    const buyer = await createBuyer(ctx);
    await ctx.deps.prisma.user.update({ where: { id: buyer.id }, data: { disabledAt: ctx.deps.clock.now() } });
    return { userId: buyer.id };
  },
  'customers/issue-coupon': async ({ ctx }) => ({
    userId: (await createBuyer(ctx)).id,
    type: 1,
    price: '50.00',
    startTime: '2026-01-01',
    endTime: '2036-01-01',
  }),
  'dashboard/get': () => ({}),
  'settings/get': () => ({}),
  'settings/update': () => ({ orderExpiryHours: 72 }),
  'settings/brand': () => ({}),
  'settings/brand/save': () => brandInput(),
  'settings/brand/upload': () => ({}),
  'settings/usdt': () => ({}),
  // No network: USDT stays off for the rest of the file.
  'settings/usdt/save': () => ({ networks: [], payWithinHours: null }),
  // ---------------------------------------------------------------- after-sales desk (bo2-api)
  'aftersales/list': () => ({ page: 1, limit: 20, status: 10 }),
  'aftersales/board': () => ({}),
  'aftersales/get': async ({ ctx }) => ({ id: (await createAfterSaleAt(ctx, { status: 10 })).id }),
  'aftersales/reply': async ({ ctx }) => ({
    id: (await createAfterSaleAt(ctx, { status: 20 })).id,
    content: '<p>We will look at it today.</p>',
  }),
  'aftersales/approve': async ({ ctx }) => ({
    id: (await createAfterSaleAt(ctx, { status: 10 })).id,
    merchantsLogisticName: 'HashForge Service Centre',
    merchantsLogisticPhone: '+852 5555 0101',
    merchantsLogisticAddress: '8 Science Park Rd, Hong Kong',
  }),
  'aftersales/reject': async ({ ctx }) => ({
    id: (await createAfterSaleAt(ctx, { status: 10 })).id,
    reason: 'Not a device we sold',
  }),
  'aftersales/receive': async ({ ctx }) => ({ id: (await createAfterSaleAt(ctx, { status: 25 })).id }),
  // Multipart in real use; a JSON body gets past the permission check and is refused for its missing file.
  'aftersales/upload-quotation': () => ({}),
  'aftersales/upload-reply-image': () => ({}),
  'aftersales/quote': async ({ ctx }) => ({
    id: (await createAfterSaleAt(ctx, { status: 30 })).id,
    parts: [{ name: 'Fan', partsNum: 1, salePrice: '20.00', repairPrice: '10.00' }],
  }),
  'aftersales/free-repair': async ({ ctx }) => ({ id: (await createAfterSaleAt(ctx, { status: 30 })).id }),
  'aftersales/proof/approve': async ({ ctx }) => ({
    id: (await createAfterSaleAt(ctx, { status: 33, payStatus: 3, payAmount: '30.00' })).id,
    receivedAmount: '30.00',
  }),
  'aftersales/proof/fail': async ({ ctx }) => ({
    id: (await createAfterSaleAt(ctx, { status: 33, payStatus: 3, payAmount: '30.00' })).id,
    reason: 'No payment arrived',
  }),
  'aftersales/start-maintenance': async ({ ctx }) => ({
    id: (await createAfterSaleAt(ctx, { status: 33, payStatus: 1 })).id,
  }),
  'aftersales/ship': async ({ ctx }) => ({
    id: (await createAfterSaleAt(ctx, { status: 36, payStatus: 1 })).id,
    logisticsName: 'DHL Express',
    logisticsNo: 'JD0146000099999',
  }),
  'aftersales/complete': async ({ ctx }) => ({ id: (await createAfterSaleAt(ctx, { status: 45, payStatus: 1 })).id }),
  // ---------------------------------------------------------------- catalogue (bo2-api)
  'products/list': () => ({ page: 1, limit: 20, keyword: 'TP-' }),
  'products/update': async ({ ctx }) => ({ productId: (await createTestProduct(ctx)).id, listed: false }),
  'cycles/update': async ({ ctx }) => ({
    productSendCycleId: (await createTestProduct(ctx)).sendCycleIds[0],
    stockDelta: 5,
    reason: 'Counted in',
  }),
  'cycles/movements': async ({ ctx }) => ({
    page: 1,
    limit: 20,
    productSendCycleId: (await createTestProduct(ctx)).sendCycleIds[0],
  }),
  // ---------------------------------------------------------------- serials (bo2-api)
  // Multipart in real use (test/support/serial-csv.ts); a JSON body gets past the permission check
  // and is refused for its missing file.
  'serials/import': () => ({}),
  'serials/list': () => ({ page: 1, limit: 20, keyword: 'SN' }),
  'serials/update': async ({ ctx }) => {
    const machineCode = `SNS${Date.now()}${++unique}`;
    await ctx.deps.prisma.machineSerial.create({ data: { machineCode, productCategoryName: 'HF Miner S1' } });
    return { machineCode, afterEndTime: '2030-01-01' };
  },
  // ---------------------------------------------------------------- coupons (bo2-api)
  'coupons/create': () => ({
    name: 'Welcome',
    type: 1,
    price: '50.00',
    startTime: '2026-01-01',
    endTime: '2036-01-01',
  }),
  'coupons/issue': async ({ ctx }) => ({
    couponId: await sampleCoupon(ctx),
    emails: [(await createBuyer(ctx)).email],
  }),
  'coupons/issue-all': async ({ ctx }) => ({ couponId: await sampleCoupon(ctx) }),
  'coupons/list': () => ({ page: 1, limit: 20 }),
  'coupons/usage': async ({ ctx }) => ({ page: 1, limit: 20, couponId: await sampleCoupon(ctx) }),
  // ---------------------------------------------------------------- content (bo2-api)
  'news/create': () => ({ type: 1, title: 'Sample news', summary: 'Short', content: '<p>Body</p>' }),
  'news/update': async ({ ctx }) => ({ id: await sampleNews(ctx), title: 'Renamed' }),
  'news/delete': async ({ ctx }) => ({ id: await sampleNews(ctx) }),
  'news/list': () => ({ page: 1, limit: 20, type: 1 }),
  // ---------------------------------------------------------------- bulk enquiries (bo2-api)
  'bulk/list': () => ({ page: 1, limit: 20, status: 'new' }),
  'bulk/get': async ({ ctx }) => ({ id: await sampleEnquiry(ctx) }),
  'bulk/update': async ({ ctx }) => ({ id: await sampleEnquiry(ctx), status: 'contacted', staffNote: 'Called' }),
  // ---------------------------------------------------------------- calculator (bo2-api)
  'coins/list': () => ({}),
  'coins/update': async ({ ctx }) => ({ coinName: await sampleCoin(ctx), usdPrice: 21.5 }),
  // Without COIN_DATA_URL (the test app's default) an allowed call is refused for the missing feed.
  'coins/refresh': () => ({}),
  'calculator/products/list': () => ({}),
  'calculator/products/update': async ({ ctx }) => {
    const row = await ctx.deps.prisma.calculatorProduct.create({
      data: { id: 900_000 + ++unique, name: 'Sample miner', power: 3500, hashrate: 200, algorithm: 'SHA-256' },
    });
    return { id: row.id, price: 1999 };
  },
  // ---------------------------------------------------------------- catalogue, creating (bo2-api)
  'products/create': async ({ ctx }) => ({
    productCode: `SP-${Date.now()}-${++unique}`,
    name: 'Sample miner',
    productClass: 'HashForge',
    category: {
      name: 'Sample',
      aliasName: 'S1',
      cryptoAlgorithm: 'SHA-256',
      hashrate: '100 TH/s',
      powerConsumption: '3000 W',
    },
    // products/create takes only public images files/upload stored.
    images: [await samplePublicImage(ctx)],
    sendCycles: [{ name: 'Spot', price: '999.00', stock: 3 }],
  }),
  'products/get': async ({ ctx }) => ({ productId: (await createTestProduct(ctx)).id }),
  'products/update-details': async ({ ctx }) => ({
    productId: (await createTestProduct(ctx)).id,
    name: 'Renamed sample',
    // The factory's two images, the side one made the main image.
    images: ['/images/test-side.svg', '/images/test-main.svg'],
    attributes: [{ name: 'Warranty', value: '12 months' }],
  }),
  'cycles/create': async ({ ctx }) => ({
    productId: (await createTestProduct(ctx)).id,
    name: 'Next batch',
    price: '999.00',
    stock: 2,
  }),
  // Multipart in real use; a JSON body gets past the permission check and is refused for its missing file.
  'files/upload': () => ({}),
  // ---------------------------------------------------------------- product files (manuals, firmware)
  'product-files/list': () => ({ page: 1, limit: 20 }),
  'product-files/save': async ({ ctx }) => ({
    productId: (await createTestProduct(ctx)).id,
    kind: 2,
    fileId: (await sampleProductFile(ctx)).id,
    version: '1.0.0',
    moduleRemark: 'Sample firmware',
  }),
  'product-files/delete': async ({ ctx }) => ({
    id: (
      await ctx.deps.prisma.productFile.create({
        data: { productId: (await createTestProduct(ctx)).id, kind: 1, fileId: (await sampleProductFile(ctx)).id },
      })
    ).id,
  }),
  // ---------------------------------------------------------------- banners and FAQ (bo2-api)
  'banners/list': () => ({}),
  'banners/save': () => ({ mediaUrl: '/images/sample.jpg', jumpUrl: '/products' }),
  // A draft to publish: the flag moves, so an allowed call changes it and a refused one must not.
  'banners/publish': async ({ ctx }) => ({
    id: (await ctx.deps.prisma.banner.create({ data: { mediaUrl: '/images/sample.jpg', published: false } })).id,
    published: true,
  }),
  'banners/delete': async ({ ctx }) => ({
    id: (await ctx.deps.prisma.banner.create({ data: { mediaUrl: '/images/sample.jpg' } })).id,
  }),
  'faq/list': () => ({}),
  'faq/save': () => ({ content: 'Sample question?', answerContent: '<p>Sample answer.</p>' }),
  'faq/publish': async ({ ctx }) => ({
    id: (await ctx.deps.prisma.faq.create({ data: { content: 'Q?', answerContent: 'A.', published: false } })).id,
    published: true,
  }),
  'faq/delete': async ({ ctx }) => ({
    id: (await ctx.deps.prisma.faq.create({ data: { content: 'Q?', answerContent: 'A.' } })).id,
  }),
  // ---------------------------------------------------------------- policy pages, calendar (bo2-api)
  'pages/list': () => ({}),
  'pages/save': () => ({ type: 2, content: '<p>Orders ship within 3 days.</p>' }),
  'activities/list': () => ({ page: 1, limit: 20 }),
  'activities/save': () => ({
    time: '2026-12-01',
    title: 'Sample event',
    startTime: '2026-12-01T09:00:00Z',
    endTime: '2026-12-01T17:00:00Z',
  }),
  'activities/publish': async ({ ctx }) => ({
    id: (
      await ctx.deps.prisma.activity.create({
        data: {
          time: new Date('2026-12-01'),
          title: 'E',
          startTime: new Date(),
          endTime: new Date(),
          published: false,
        },
      })
    ).id,
    published: true,
  }),
  'activities/delete': async ({ ctx }) => ({
    id: (
      await ctx.deps.prisma.activity.create({
        data: { time: new Date('2026-12-01'), title: 'E', startTime: new Date(), endTime: new Date() },
      })
    ).id,
  }),
};

/** A public stored file, as files/upload (kind productFile) leaves it. */
function sampleProductFile(ctx: TestContext) {
  return storePublicFile(ctx.deps, {
    bytes: Buffer.from(`sample firmware ${++unique}`),
    fileName: 'sample-firmware.bin',
    contentType: 'application/octet-stream',
    purpose: 'productFile',
  });
}

/** A public stored image, as files/upload (kind image) leaves it: the kind products/create takes. */
async function samplePublicImage(ctx: TestContext): Promise<string> {
  const file = await storePublicFile(ctx.deps, {
    bytes: Buffer.from(`sample image ${++unique}`),
    fileName: 'sample-miner.png',
    contentType: 'image/png',
    purpose: 'image',
  });
  return file.storageKey;
}

async function sampleCoin(ctx: TestContext): Promise<string> {
  const coinName = `S${++unique}`;
  await ctx.deps.prisma.calculatorCoin.create({
    data: {
      coinName,
      name: 'Sample coin',
      algorithm: 'SHA-256',
      usdPrice: 20,
      estimatedProfit: 0,
      networkHashrate: 100,
      networkHashrateUnit: 'TH',
      hashrateUnit: 'TH',
      blockReward: 3.125,
      blockTime: 600,
      currentHeight: 900_000,
      maxPrice: 60,
      maxPower: 300,
      updatedAt: new Date('2026-01-01'),
    },
  });
  return coinName;
}

async function sampleNews(ctx: TestContext): Promise<number> {
  const row = await ctx.deps.prisma.news.create({
    data: { type: 1, title: 'Sample', releaseTime: new Date('2026-01-01') },
  });
  return row.id;
}

async function sampleEnquiry(ctx: TestContext): Promise<number> {
  const row = await ctx.deps.prisma.purchasePlan.create({
    data: {
      name: 'Sample Buyer',
      country: 'Nigeria',
      email: uniqueEmail('bulk'),
      mobile: '8035550199',
      mobileCode: '+234',
      productId: 1,
      productName: 'Sample',
      productNum: 100,
    },
  });
  return row.id;
}

async function sampleCoupon(ctx: TestContext): Promise<number> {
  const row = await ctx.deps.prisma.coupon.create({
    data: {
      name: 'Sample',
      type: 1,
      price: '10.00',
      startTime: new Date('2026-01-01'),
      endTime: new Date('2036-01-01'),
    },
  });
  return row.id;
}
