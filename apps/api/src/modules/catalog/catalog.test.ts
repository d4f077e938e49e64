import { availabilityOf, getBannerList, getProduct, getProductList } from '@hashforge/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/support/call.ts';
import { createTestProduct } from '../../../test/support/factories/catalog.ts';
import { createTestContext } from '../../../test/support/test-app.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { invalidatePublicCache } from '../../http/public-cache.ts';
import { createBanner } from '../content/write-content.ts';
import { updateProductDetail } from './write-catalog.ts';

const ctx = useTestContext();

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `/web/hashforge/${path}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

describe('POST product/getList', () => {
  let codes: string[];
  beforeAll(async () => {
    codes = [];
    for (let i = 0; i < 33; i++) {
      const p = await createTestProduct(ctx, {
        sort: i,
        category: i % 3 === 0 ? { cryptoAlgorithm: 'Scrypt', aliasName: `Scrypt ${i}` } : {},
        sendCycles: [
          { name: 'Batch A', price: '2450.50', stock: 0 },
          { name: 'Batch B', price: `${1000 + i}.05`, stock: 3 },
        ],
      });
      codes.push(p.productCode);
    }
  });

  it('shows the first 30 cards in catalogue order with the total', async () => {
    const res = await call(ctx, getProductList, { page: 1, limit: 30 });
    expect(res.body.result).toBe(1);
    expect(res.body.data.total).toBe(33);
    expect(res.body.data.list.map((p) => p.productCode)).toEqual(codes.slice(0, 30));
  });

  it('shows the rest on page 2 and an empty list past the end', async () => {
    const page2 = await call(ctx, getProductList, { page: 2, limit: 30 });
    expect(page2.body.data.list.map((p) => p.productCode)).toEqual(codes.slice(30));
    const page9 = await call(ctx, getProductList, { page: 9, limit: 30 });
    expect(page9.body.data).toEqual({ total: 33, list: [] });
  });

  it('refuses a page below 1 and a limit outside 1..100', async () => {
    for (const [fields, message] of [
      [{ page: 0, limit: 10 }, 'page must be 1 or more'],
      [{ page: 1, limit: 0 }, 'limit must be 1 to 100'],
      [{ page: 1, limit: 101 }, 'limit must be 1 to 100'],
      [{ page: 'x', limit: 10 }, undefined],
    ] as const) {
      const res = await call(ctx, getProductList, fields);
      expect(res.status).toBe(200);
      expect(res.body.result).toBe(0);
      if (message) expect(res.body.msg).toBe(message);
    }
  });

  it('gives each card its alias, hashrate, power, image, lowest price and stock flag', async () => {
    const res = await call(ctx, getProductList, { page: 1, limit: 1 });
    const [card] = res.body.data.list;
    expect(card).toMatchObject({
      productCode: codes[0],
      aliasName: 'Scrypt 0',
      cryptoAlgorithm: 'Scrypt',
      hashrate: '200 TH/s',
      powerConsumption: '3500 W',
      mainImage: '/images/test-main.svg',
      shelvesStatus: 1,
      minPrice: '1000.05',
      inStock: true,
    });
  });

  it('filters by algorithm when categoryType names one', async () => {
    const res = await call(ctx, getProductList, { page: 1, limit: 100, categoryType: 'scrypt' });
    expect(res.body.data.total).toBe(11);
    expect(res.body.data.list.every((p) => p.cryptoAlgorithm === 'Scrypt')).toBe(true);
  });
});

describe('POST product/get', () => {
  it('answers the whole product: data sheet, images, attributes and send cycles with decimal prices', async () => {
    const p = await createTestProduct(ctx, {
      buyMinLimit: 2,
      buyMaxLimit: 40,
      images: ['pub/abc/main.svg', 'pub/abc/side.svg', 'https://cdn.example.com/rear.png'],
      attributes: [
        { name: 'Hashrate', value: '200 TH/s ±3%' },
        { name: 'Power', value: '3500 W' },
      ],
      sendCycles: [
        { name: 'Spot', price: '3199.9', stock: 5, deliveryDate: new Date('2026-12-01') },
        { name: 'January batch', price: '2999.00', stock: 100 },
      ],
    });
    const res = await call(ctx, getProduct, { code: p.productCode });
    expect(res.body.result).toBe(1);
    const d = res.body.data;
    expect(d).toMatchObject({
      id: p.id,
      productCode: p.productCode,
      shelvesStatus: 1,
      buyMinLimit: 2,
      buyMaxLimit: 40,
    });
    expect(d.mainImage).toBe('/files/public/pub/abc/main.svg');
    expect(d.subImageList.map((i) => i.fileUrl)).toEqual([
      '/files/public/pub/abc/main.svg',
      '/files/public/pub/abc/side.svg',
      'https://cdn.example.com/rear.png',
    ]);
    expect(d.attributeList).toEqual([
      { name: 'Hashrate', value: '200 TH/s ±3%' },
      { name: 'Power', value: '3500 W' },
    ]);
    expect(d.productSendCycleModels).toEqual([
      { id: p.sendCycleIds[0], name: 'Spot', price: '3199.90', stock: 5, stockStatus: 1, deliveryDate: '2026-12-01' },
      {
        id: p.sendCycleIds[1],
        name: 'January batch',
        price: '2999.00',
        stock: 100,
        stockStatus: 1,
        deliveryDate: null,
      },
    ]);
    expect(Object.keys(d.productCategoryModel).sort()).toEqual(
      [
        'id',
        'name',
        'aliasName',
        'cryptoAlgorithm',
        'hashrate',
        'memory',
        'powerConsumption',
        'powerEfficiency',
        'chipNum',
        'coolMode',
        'powerNorms',
        'cooling',
        'networkingConnectionMode',
        'operatingTemperature',
        'voltage',
        'noise',
        'shape',
        'netWeight',
        'grossWeight',
        'netDimensions',
        'grossDimensions',
      ].sort(),
    );
    expect(d.productCategoryModel.netDimensions).toBe('400 x 195 x 290 mm');
  });

  it('answers "Product not found" for an unknown code, and refuses an empty one', async () => {
    const unknown = await call(ctx, getProduct, { code: 'NOPE-404' });
    expect(unknown.body).toMatchObject({ result: 0, msg: 'Product not found' });
    const empty = await call(ctx, getProduct, { code: '  ' });
    expect(empty.body).toMatchObject({ result: 0, msg: 'Please enter a product code' });
  });

  it('carries what each availability branch of the detail page needs', async () => {
    const onSale = await createTestProduct(ctx, {
      shelvesStatus: 1,
      sendCycles: [
        { name: 'in stock', price: '100.00', stock: 4 },
        { name: 'sold out', price: '100.00', stock: 0 },
        { name: 'paused', price: '100.00', stock: 9, stockStatus: 0 },
      ],
    });
    const off = await createTestProduct(ctx, { shelvesStatus: 0 });
    const bulk = await createTestProduct(ctx, { shelvesStatus: 2 });
    const a = (await call(ctx, getProduct, { code: onSale.productCode })).body.data;
    expect(a.productSendCycleModels.map((c) => availabilityOf(a.shelvesStatus, c))).toEqual([
      'buy',
      'bulkAndOutOfStock',
      'outOfStock',
    ]);
    const b = (await call(ctx, getProduct, { code: off.productCode })).body.data;
    expect(b.shelvesStatus).toBe(0);
    expect(availabilityOf(b.shelvesStatus, b.productSendCycleModels[0])).toBe('outOfStock');
    const c = (await call(ctx, getProduct, { code: bulk.productCode })).body.data;
    expect(c.shelvesStatus).toBe(2);
    expect(availabilityOf(c.shelvesStatus, c.productSendCycleModels[0])).toBe('bulkOnly');

    const cards = await call(ctx, getProductList, { page: 1, limit: 100 });
    const byCode = new Map(cards.body.data.list.map((p) => [p.productCode, p]));
    expect(byCode.get(onSale.productCode)?.inStock).toBe(true);
    expect(byCode.get(off.productCode)?.inStock).toBe(false);
    expect(byCode.get(bulk.productCode)?.inStock).toBe(false);
  });

  it('never answers a <script> or an onerror from the stored description', async () => {
    const p = await createTestProduct(ctx, {
      productDetail:
        '<h2>Specs</h2><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><p onclick="alert(4)">ok</p>',
    });
    const written = (await call(ctx, getProduct, { code: p.productCode })).body.data.productDetail;
    expect(written).toContain('<h2>Specs</h2>');
    expect(written).toContain('<p>ok</p>');
    expect(written).not.toMatch(/script|onerror|onclick|javascript:/i);

    // A row edited by hand, past the write path, is still cleaned on the way out.
    await ctx.deps.prisma.product.update({
      where: { id: p.id },
      data: { productDetail: '<p>hand</p><svg><script>alert(5)</script></svg><img src=x onerror=alert(6)>' },
    });
    await invalidatePublicCache(ctx.deps);
    const raw = (await call(ctx, getProduct, { code: p.productCode })).body.data.productDetail;
    expect(raw).toContain('<p>hand</p>');
    expect(raw).not.toMatch(/script|onerror/i);
  });
});

describe('public answers: cache and ETag', () => {
  it('answers 304 with no body when If-None-Match names the current ETag', async () => {
    const p = await createTestProduct(ctx);
    const first = await post('product/get', { code: p.productCode });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-frame-options': 'SAMEORIGIN',
      'cache-control': 'no-cache',
    });
    const again = await post('product/get', { code: p.productCode }, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const weak = await post('product/get', { code: p.productCode }, { 'if-none-match': `"other", W/${etag}` });
    expect(weak.statusCode).toBe(304);
    const stale = await post('product/get', { code: p.productCode }, { 'if-none-match': '"stale"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().data.productCode).toBe(p.productCode);
  });

  it('serves a change at once after a write through the catalogue, with a new ETag', async () => {
    const p = await createTestProduct(ctx, { productDetail: '<p>before</p>' });
    const before = await post('product/get', { code: p.productCode });
    await updateProductDetail(ctx.deps, p.id, '<p>after</p>');
    const after = await post(
      'product/get',
      { code: p.productCode },
      { 'if-none-match': before.headers.etag as string },
    );
    expect(after.statusCode).toBe(200);
    expect(after.json().data.productDetail).toBe('<p>after</p>');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('keeps answering from memory until invalidated (a hand edit waits for the hook)', async () => {
    const p = await createTestProduct(ctx, { productDetail: '<p>cached</p>' });
    await post('product/get', { code: p.productCode });
    await ctx.deps.prisma.product.update({ where: { id: p.id }, data: { productDetail: '<p>edited</p>' } });
    expect((await post('product/get', { code: p.productCode })).json().data.productDetail).toBe('<p>cached</p>');
    await invalidatePublicCache(ctx.deps);
    expect((await post('product/get', { code: p.productCode })).json().data.productDetail).toBe('<p>edited</p>');
  });

  it('tells every other API process to drop its answers (Redis pub/sub)', async () => {
    const other = await createTestContext();
    try {
      const p = await createTestProduct(ctx, { productDetail: '<p>v1</p>' });
      const ask = async () =>
        (
          await other.app.inject({
            method: 'POST',
            url: '/web/hashforge/product/get',
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify({ code: p.productCode }),
          })
        ).json().data.productDetail;
      expect(await ask()).toBe('<p>v1</p>');
      await updateProductDetail(ctx.deps, p.id, '<p>v2</p>');
      let seen = await ask();
      for (let i = 0; i < 50 && seen !== '<p>v2</p>'; i++) {
        await new Promise((r) => setTimeout(r, 20));
        seen = await ask();
      }
      expect(seen).toBe('<p>v2</p>');
    } finally {
      await other.close();
    }
  });

  it('answers a body padded with unknown fields like the plain one', async () => {
    const p = await createTestProduct(ctx);
    const plain = await post('product/get', { code: p.productCode });
    const padded = await post('product/get', { code: p.productCode, junk: 'x'.repeat(5000) });
    expect(padded.statusCode).toBe(200);
    expect(padded.headers.etag).toBe(plain.headers.etag);
    const invalid = await post('product/get', { code: 42, junk: 'x'.repeat(5000) });
    expect(invalid.json()).toMatchObject({ result: 0 });
  });

  it('does not cache refusals: a product created after a miss is found', async () => {
    const miss = await call(ctx, getProduct, { code: 'LATER-1' });
    expect(miss.body.msg).toBe('Product not found');
    await createTestProduct(ctx, { productCode: 'LATER-1' });
    expect((await call(ctx, getProduct, { code: 'LATER-1' })).body.result).toBe(1);
  });
});

describe('POST banner/getList', () => {
  it('lists the banners of a type in order, storage keys as public URLs', async () => {
    await createBanner(ctx.deps, { mediaUrl: 'pub/b/second.svg', jumpUrl: '/product-list', sort: 2 });
    await createBanner(ctx.deps, { mediaUrl: 'pub/b/first.svg', jumpUrl: '/productDetail/X', sort: 1 });
    await createBanner(ctx.deps, { type: 2, mediaUrl: 'pub/b/other.svg' });
    const res = await call(ctx, getBannerList, { type: 1 });
    expect(res.body.data.map((b) => [b.mediaUrl, b.jumpUrl])).toEqual([
      ['/files/public/pub/b/first.svg', '/productDetail/X'],
      ['/files/public/pub/b/second.svg', '/product-list'],
    ]);
    expect((await call(ctx, getBannerList, { type: 3 })).body.data).toEqual([]);
  });
});
