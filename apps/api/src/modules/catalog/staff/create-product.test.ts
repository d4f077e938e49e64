import { getProduct, getProductList } from '@hashforge/contract';
import { catalogDesk } from '@hashforge/contract/admin/catalog';
import { describe, expect, it } from 'vitest';
import { adminUpload } from '#api/test/support/admin.ts';
import { call } from '#api/test/support/call.ts';
import { TINY_PNG } from '#api/test/support/factories/buying.ts';
import { failAuditWrites } from '#api/test/support/failing-audit.ts';
import { useStaffSession } from '#api/test/support/use-staff-session.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';

const ctx = useTestContext();
const merchandiser = useStaffSession(ctx, 'merchandiser');

async function upload(bytes: Buffer, filename = 'miner.png') {
  const parts = [{ name: 'file', value: bytes, filename, type: 'image/png' }];
  return (await adminUpload(ctx, catalogDesk.uploadFile, merchandiser, parts)).body;
}

const category = {
  name: 'HF Forge X9',
  aliasName: 'Forge X9',
  cryptoAlgorithm: 'SHA-256',
  hashrate: '300 TH/s',
  powerConsumption: '5400 W',
};

describe('POST files/upload', () => {
  it('keeps no stored file when its upload cannot be written to the audit log', async () => {
    const files = await ctx.deps.prisma.storedFile.count();
    const lift = await failAuditWrites('files.upload');
    try {
      const refused = await upload(Buffer.concat([TINY_PNG, Buffer.from('unaudited')]), 'unaudited.png');
      expect(refused.result).toBe(0);
    } finally {
      await lift();
    }
    expect(await ctx.deps.prisma.storedFile.count()).toBe(files);
    const kept = await upload(Buffer.concat([TINY_PNG, Buffer.from('unaudited')]), 'unaudited.png');
    expect(kept.result, kept.msg).toBe(1);
    expect(await ctx.deps.prisma.storedFile.count()).toBe(files + 1);
  });
});

describe('a merchandiser creates a product', () => {
  it('uploads an image, creates the product with a send cycle; the shop lists and shows it at once', async () => {
    expect((await call(ctx, getProductList, { page: 1, limit: 100 })).body.result).toBe(1);
    const image = await upload(TINY_PNG);
    expect(image.result, image.msg).toBe(1);
    const created = await merchandiser.call(catalogDesk.createProduct, {
      productCode: 'HF-X9',
      name: 'HashForge Forge X9',
      productClass: 'HashForge',
      category,
      productDetail: '<h2>Fast</h2><script>alert(1)</script>',
      images: [image.data.storageKey],
      attributes: [{ name: 'Warranty', value: '12 months' }],
      sendCycles: [{ name: 'Ships in 3 days', price: '4999.00', stock: 20 }],
    });
    expect(created.body.result, created.body.msg).toBe(1);
    const list = await call(ctx, getProductList, { page: 1, limit: 100 });
    expect(list.body.data.list.find((p) => p.productCode === 'HF-X9')).toMatchObject({
      name: 'HashForge Forge X9',
      minPrice: '4999.00',
      mainImage: image.data.fileUrl,
    });
    const detail = await call(ctx, getProduct, { code: 'HF-X9' });
    expect(detail.body.data.productDetail).toContain('<h2>Fast</h2>');
    expect(detail.body.data.productDetail).not.toContain('script');
    expect(detail.body.data.attributeList).toEqual([{ name: 'Warranty', value: '12 months' }]);

    const cycle = await merchandiser.call(catalogDesk.createSendCycle, {
      productId: created.body.data.productId,
      name: 'December batch',
      price: '4799.00',
      stock: 5,
      deliveryDate: '2026-12-15',
    });
    expect(cycle.body.data).toMatchObject({ price: '4799.00', stock: 5 });
    const again = await call(ctx, getProduct, { code: 'HF-X9' });
    expect(again.body.data.productSendCycleModels.map((c) => [c.name, c.stock])).toEqual([
      ['Ships in 3 days', 20],
      ['December batch', 5],
    ]);
    expect(await ctx.deps.prisma.stockMovement.count({ where: { reason: 'Opening stock' } })).toBe(2);

    const duplicate = await merchandiser.call(catalogDesk.createProduct, {
      productCode: 'HF-X9',
      name: 'Again',
      productClass: 'HashForge',
      category,
      images: [image.data.storageKey],
    });
    expect(duplicate.body).toMatchObject({ result: 0, data: { errors: [{ path: 'productCode' }] } });
  });

  it('refuses an image that files/upload did not store as a public image, naming its position, and creates nothing', async () => {
    const image = await upload(TINY_PNG);
    expect(image.result, image.msg).toBe(1);
    const movements = await ctx.deps.prisma.stockMovement.count();
    for (const outside of ['https://evil.example/miner.png', '/images/test-main.svg', 'private/u1/x.png']) {
      const refused = await merchandiser.call(catalogDesk.createProduct, {
        productCode: 'HF-OUTSIDE',
        name: 'Outside image',
        productClass: 'HashForge',
        category,
        images: [image.data.storageKey, outside],
        sendCycles: [{ name: 'Spot', price: '999.00', stock: 1 }],
      });
      expect(refused.body, outside).toMatchObject({
        result: 0,
        data: { errors: [{ path: 'images.1', message: 'No such image is stored: upload it again' }] },
      });
    }
    expect(await ctx.deps.prisma.product.count({ where: { productCode: 'HF-OUTSIDE' } })).toBe(0);
    expect(await ctx.deps.prisma.stockMovement.count()).toBe(movements);
  });

  it('refuses an upload that is not an image, whatever its name says', async () => {
    const res = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'evil.png');
    expect(res.result).toBe(0);
  });
});
