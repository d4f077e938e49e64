import { getProduct } from '@hashforge/contract';
import { catalogDesk } from '@hashforge/contract/admin/catalog';
import { describe, expect, it } from 'vitest';
import { adminUpload } from '#api/test/support/admin.ts';
import { call } from '#api/test/support/call.ts';
import { TINY_PNG } from '#api/test/support/factories/buying.ts';
import { createTestProduct } from '#api/test/support/factories/catalog.ts';
import { useStaffSession } from '#api/test/support/use-staff-session.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';
import { storePrivateFile, storePublicFile } from '../../files/files.service.ts';

const ctx = useTestContext();
const merchandiser = useStaffSession(ctx, 'merchandiser');

async function upload(bytes: Buffer, filename = 'front.png') {
  const parts = [{ name: 'file', value: bytes, filename, type: 'image/png' }];
  const answer = (await adminUpload(ctx, catalogDesk.uploadFile, merchandiser, parts)).body;
  expect(answer.result, answer.msg).toBe(1);
  return answer.data;
}

const edit = (body: Record<string, unknown>) => merchandiser.call(catalogDesk.updateProductDetails, body);
const staffView = async (productId: number) => {
  const res = await merchandiser.call(catalogDesk.getProduct, { productId });
  expect(res.body.result, res.body.msg).toBe(1);
  return res.body.data;
};
const shopView = async (code: string) => {
  const res = await call(ctx, getProduct, { code });
  expect(res.body.result, res.body.msg).toBe(1);
  return res.body.data;
};
const auditRows = (productId: number) =>
  ctx.deps.prisma.auditEvent.findMany({
    where: { action: 'catalog.product.update', entityType: 'product', entityId: String(productId) },
    orderBy: { id: 'asc' },
  });

describe('a merchandiser edits a product after creating it', () => {
  it('changes name, description, attributes and images; the shop shows it at once; the audit row holds only what changed', async () => {
    const product = await createTestProduct(ctx);
    const before = await staffView(product.id);
    expect(before).toMatchObject({
      productId: product.id,
      productCode: product.productCode,
      productClass: 'HashForge Test',
      images: [
        { storageKey: '/images/test-main.svg', fileUrl: '/images/test-main.svg' },
        { storageKey: '/images/test-side.svg', fileUrl: '/images/test-side.svg' },
      ],
      attributes: [{ name: 'Model', value: product.productCode }],
      category: { hashrate: '200 TH/s', cooling: '4 fans' },
    });
    // Warm the shop's answer cache: the change must not wait for it to expire.
    expect((await shopView(product.productCode)).name).toBe(before.name);

    const front = await upload(TINY_PNG);
    const saved = await edit({
      productId: product.id,
      name: 'Forge X9 Pro',
      productDetail: '<h2>Faster</h2><script>alert(1)</script><p onclick="steal()">Quiet</p>',
      attributes: [
        { name: 'Warranty', value: '12 months' },
        { name: 'Colour', value: 'Black' },
      ],
      images: [front.storageKey, '/images/test-main.svg'],
      expectedUpdateTime: before.updateTime,
    });
    expect(saved.body.result, saved.body.msg).toBe(1);
    expect(saved.body.data).toMatchObject({
      name: 'Forge X9 Pro',
      mainImage: front.fileUrl,
      images: [
        { storageKey: front.storageKey, fileUrl: front.fileUrl },
        { storageKey: '/images/test-main.svg', fileUrl: '/images/test-main.svg' },
      ],
    });
    expect(saved.body.data.productDetail).toContain('<h2>Faster</h2>');
    expect(saved.body.data.productDetail).not.toMatch(/script|onclick|steal/);

    const shop = await shopView(product.productCode);
    expect(shop).toMatchObject({
      name: 'Forge X9 Pro',
      productClass: 'HashForge Test',
      mainImage: front.fileUrl,
      subImageList: [{ fileUrl: front.fileUrl }, { fileUrl: '/images/test-main.svg' }],
      attributeList: [
        { name: 'Warranty', value: '12 months' },
        { name: 'Colour', value: 'Black' },
      ],
    });
    expect(shop.productDetail).toContain('<p>Quiet</p>');
    expect(shop.productDetail).not.toMatch(/script|onclick|alert/);

    // The order of the images is the main image.
    const reordered = await edit({ productId: product.id, images: ['/images/test-main.svg', front.storageKey] });
    expect(reordered.body.result, reordered.body.msg).toBe(1);
    expect((await shopView(product.productCode)).mainImage).toBe('/images/test-main.svg');
    expect((await staffView(product.id)).images.map((i) => i.storageKey)).toEqual([
      '/images/test-main.svg',
      front.storageKey,
    ]);

    const [first, second] = await auditRows(product.id);
    expect(first).toMatchObject({
      after: {
        name: 'Forge X9 Pro',
        images: [front.storageKey, '/images/test-main.svg'],
        attributes: [
          { name: 'Warranty', value: '12 months' },
          { name: 'Colour', value: 'Black' },
        ],
      },
      before: { name: before.name, images: ['/images/test-main.svg', '/images/test-side.svg'] },
    });
    expect(Object.keys(first!.after as object).sort()).toEqual(['attributes', 'images', 'name', 'productDetail']);
    expect(first!.staffId).not.toBeNull();
    expect(second!.after).toEqual({ images: ['/images/test-main.svg', front.storageKey] });
  });

  it('changes the spec sheet, class and sort; sending the same values again writes nothing', async () => {
    const product = await createTestProduct(ctx);
    const current = await staffView(product.id);
    const saved = await edit({
      productId: product.id,
      productClass: 'HashForge Pro',
      sort: 5,
      category: { ...current.category, hashrate: '320 TH/s', noise: '70 dB' },
    });
    expect(saved.body.result, saved.body.msg).toBe(1);
    const shop = await shopView(product.productCode);
    expect(shop.productClass).toBe('HashForge Pro');
    expect(shop.productCategoryModel).toMatchObject({ hashrate: '320 TH/s', noise: '70 dB', cooling: '4 fans' });
    const [row] = await auditRows(product.id);
    expect(row).toMatchObject({
      before: { productClass: 'HashForge Test', sort: 0, category: { hashrate: '200 TH/s', noise: '75 dB' } },
      after: { productClass: 'HashForge Pro', sort: 5, category: { hashrate: '320 TH/s', noise: '70 dB' } },
    });

    const again = await edit({ productId: product.id, productClass: 'HashForge Pro', sort: 5 });
    expect(again.body.result).toBe(1);
    expect(await auditRows(product.id)).toHaveLength(1);
  });

  it('refuses an image key that is not a stored public image, and changes nothing', async () => {
    const product = await createTestProduct(ctx);
    const before = await staffView(product.id);
    await shopView(product.productCode);
    const buyerUpload = await storePrivateFile(ctx.deps, 1, {
      bytes: TINY_PNG,
      fileName: 'proof.png',
      contentType: 'image/png',
      extension: 'png',
    });
    const firmware = await storePublicFile(ctx.deps, {
      bytes: Buffer.from('firmware bytes'),
      fileName: 'fw.bin',
      contentType: 'application/octet-stream',
      purpose: 'productFile',
    });
    for (const bad of [
      'pub/000000000000000000000000/never-uploaded.png',
      buyerUpload.storageKey,
      firmware.storageKey,
      'https://evil.example/x.png',
    ]) {
      const res = await edit({
        productId: product.id,
        name: 'Should not stick',
        attributes: [],
        images: ['/images/test-main.svg', bad],
      });
      expect(res.body, bad).toMatchObject({ result: 0, data: { errors: [{ path: 'images.1' }] } });
    }
    const twice = await edit({ productId: product.id, images: ['/images/test-main.svg', '/images/test-main.svg'] });
    expect(twice.body).toMatchObject({ result: 0, data: { errors: [{ path: 'images.1' }] } });
    const none = await edit({ productId: product.id, images: [] });
    expect(none.body).toMatchObject({ result: 0, data: { errors: [{ path: 'images' }] } });

    expect(await staffView(product.id)).toEqual(before);
    const shop = await shopView(product.productCode);
    expect(shop.name).toBe(before.name);
    expect(shop.attributeList).toEqual(before.attributes);
    expect(await auditRows(product.id)).toHaveLength(0);
  });

  it('refuses a change made on a stale copy: the other staff member edited the product first', async () => {
    const product = await createTestProduct(ctx);
    const opened = await staffView(product.id);
    const first = await edit({ productId: product.id, name: 'First edit', expectedUpdateTime: opened.updateTime });
    expect(first.body.result, first.body.msg).toBe(1);
    const second = await edit({ productId: product.id, name: 'Second edit', expectedUpdateTime: opened.updateTime });
    expect(second.body.result).toBe(0);
    expect(second.body.msg).toMatch(/changed this product/);
    expect((await staffView(product.id)).name).toBe('First edit');
  });

  it('answers not found for a product that does not exist', async () => {
    const res = await merchandiser.call(catalogDesk.getProduct, { productId: 99_999_999 });
    expect(res.body.result).toBe(0);
    const upd = await edit({ productId: 99_999_999, name: 'Nobody' });
    expect(upd.body.result).toBe(0);
  });
});
