import { gunzipSync } from 'node:zlib';
import {
  availabilityOf,
  getActivityList,
  getBannerList,
  getBrand,
  getByMachineCode,
  getConfigTypes,
  getFirmwareList,
  getNewsPager,
  getPayInfo,
  getProduct,
  getProductList,
  getQuestionPager,
  isBulkExcluded,
} from '@hashforge/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandStep } from '../../../prisma/seed/brand.ts';
import { catalogStep } from '../../../prisma/seed/catalog.ts';
import { contentStep } from '../../../prisma/seed/content.ts';
import { countriesStep } from '../../../prisma/seed/countries.ts';
import { shopSettingsStep } from '../../../prisma/seed/shop-settings.ts';
import { supportStep } from '../../../prisma/seed/support.ts';
import { invalidatePublicCache } from '../src/http/public-cache.ts';
import { call } from './support/call.ts';
import { seedContext } from './support/test-app.ts';
import { useTestContext } from './support/use-test-context.ts';

const ctx = useTestContext();
let seedMs = 0;
const NOW = new Date();

beforeAll(async () => {
  ctx.clock.set(NOW);
  const seedCtx = seedContext(ctx, NOW);
  await countriesStep.run(seedCtx);
  const started = performance.now();
  for (const step of [shopSettingsStep, brandStep, catalogStep, contentStep, supportStep]) await step.run(seedCtx);
  seedMs = performance.now() - started;
  await invalidatePublicCache(ctx.deps);
}, 60_000);

function localPath(url: string): string {
  const u = new URL(url, 'http://any.host');
  return `${u.pathname}${u.search}`;
}

describe('the demo catalogue seed', () => {
  // The seed takes about 2 s on an idle machine; the bound is loose because test files share two
  // cores, and it still catches a seed that grew an order of magnitude slower.
  it('runs in well under 20 seconds even on a busy machine', () => {
    expect(seedMs).toBeLessThan(20_000);
  });

  it('sells at least 8 machines across several algorithms, including the three excluded X4 models', async () => {
    const res = await call(ctx, getProductList, { page: 1, limit: 30 });
    const cards = res.body.data.list;
    expect(cards.length).toBeGreaterThanOrEqual(8);
    expect(new Set(cards.map((c) => c.cryptoAlgorithm))).toEqual(
      new Set(['SHA-256', 'Scrypt', 'kHeavyHash', 'Equihash', 'Etchash', 'Blake3']),
    );
    const aliases = cards.map((c) => c.aliasName);
    for (const alias of ['X4 Mini', 'X4-1U', 'X4 Server']) expect(aliases).toContain(alias);
    expect(
      cards
        .filter((c) => isBulkExcluded(c.aliasName))
        .map((c) => c.aliasName)
        .sort(),
    ).toEqual(['X4 Mini', 'X4 Server', 'X4-1U']);
    for (const c of cards) expect(c.minPrice).toMatch(/^\d+\.\d{2}$/);
  });

  it('exercises every availability branch of the product page', async () => {
    const cards = (await call(ctx, getProductList, { page: 1, limit: 30 })).body.data.list;
    const seen = new Set<string>();
    for (const card of cards) {
      const p = (await call(ctx, getProduct, { code: card.productCode })).body.data;
      expect(p.subImageList.length).toBeGreaterThanOrEqual(2);
      expect(p.subImageList.length).toBeLessThanOrEqual(4);
      expect(p.attributeList.length).toBeGreaterThan(10);
      expect(p.productDetail).toContain('<h2>');
      for (const c of p.productSendCycleModels) {
        seen.add(availabilityOf(p.shelvesStatus, c));
        if (p.shelvesStatus === 1 && c.stock > 0 && c.stockStatus === 0) seen.add('stockStatus0');
      }
    }
    expect(seen).toEqual(new Set(['buy', 'bulkAndOutOfStock', 'outOfStock', 'bulkOnly', 'stockStatus0']));
  });

  it('draws every product image as an SVG served from our own storage', async () => {
    const p = (await call(ctx, getProduct, { code: 'HF-S21-FORGE' })).body.data;
    for (const img of p.subImageList) {
      expect(img.fileUrl.startsWith('/files/public/')).toBe(true);
      const res = await ctx.app.inject({ method: 'GET', url: localPath(img.fileUrl) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.body).toContain('HF-S21 Forge');
      expect(res.body).not.toMatch(/<script|href="http/i);
    }
  });

  it('has three banners, 8+ news, 5+ notices and 12+ embeddable videos', async () => {
    const banners = (await call(ctx, getBannerList, { type: 1 })).body.data;
    expect(banners).toHaveLength(3);
    const news = (await call(ctx, getNewsPager, { page: 1, limit: 100, type: 1 })).body.data;
    expect(news.total).toBeGreaterThanOrEqual(8);
    expect(news.list.every((n) => n.cover.includes('/files/public/'))).toBe(true);
    expect((await call(ctx, getNewsPager, { page: 1, limit: 100, type: 4 })).body.data.total).toBeGreaterThanOrEqual(5);
    const videos = (await call(ctx, getNewsPager, { page: 1, limit: 100, type: 2 })).body.data;
    expect(videos.total).toBeGreaterThanOrEqual(12);
    for (const v of videos.list) expect(v.videoUrl).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+$/);
  });

  it('lays out calendar activities in this month and next, some already over', async () => {
    const list = (
      await call(ctx, getActivityList, { startDate: '2021-01-01', endDate: `${NOW.getUTCFullYear() + 1}-12-31` })
    ).body.data;
    const thisMonth = NOW.toISOString().slice(0, 7);
    const next = new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
    expect(list.filter((a) => a.time.startsWith(thisMonth)).length).toBeGreaterThan(5);
    expect(list.filter((a) => a.time.startsWith(next)).length).toBeGreaterThan(5);
    expect(list.filter((a) => a.type === -1).length).toBeGreaterThanOrEqual(2);
    expect(new Set(list.map((a) => a.isSelf))).toEqual(new Set([0, 1]));
  });

  it("sets the demo vendor's bank account and company, which the pay page shows", async () => {
    const payInfo = (await call(ctx, getPayInfo, {})).body.data;
    expect(payInfo.bankWire).toMatchObject({ beneficiary: 'HashForge Technologies Ltd.', currency: 'USD' });
    expect(payInfo.company).toMatchObject({ name: 'HashForge Technologies Ltd.', email: 'support@hashforge.example' });
  });

  it('writes all four policy pages and 25+ FAQ items, some hot', async () => {
    const pages = (await call(ctx, getConfigTypes, { types: [1, 2, 3, 4] })).body.data;
    expect(pages.map((p) => p.type)).toEqual([1, 2, 3, 4]);
    expect(pages.find((p) => p.type === 2)?.content).toContain('48 hours');
    // The terms name the vendor from its brand and company details, as the demo always read.
    expect(pages.find((p) => p.type === 3)?.content).toContain(
      'These terms govern your use of the HashForge website and shop, operated by HashForge Technologies Ltd. ("HashForge", "we").',
    );
    expect(pages.find((p) => p.type === 4)?.content).toContain(
      '<a href="mailto:support@hashforge.example">support@hashforge.example</a>',
    );
    const faq = (await call(ctx, getQuestionPager, { page: 1, limit: 100 })).body.data;
    expect(faq.total).toBeGreaterThanOrEqual(25);
    expect(faq.list.filter((q) => q.type === 1).length).toBeGreaterThanOrEqual(3);
  });

  it('publishes a real PDF manual and a real firmware archive for every product', async () => {
    const list = (await call(ctx, getFirmwareList, {})).body.data;
    expect(list.length).toBeGreaterThanOrEqual(8);
    for (const p of list) {
      expect(p.manualFileModels.length).toBeGreaterThan(0);
      expect(p.firmwareFileModels.length).toBeGreaterThan(0);
    }
    const forge = list.find((p) => p.productCode === 'HF-S21-FORGE')!;
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/web/hashforge/file/downloadSource?id=${forge.manualFileModels[0]!.id}`,
    });
    expect(pdf.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.rawPayload.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    expect(pdf.headers['content-disposition']).toContain('.pdf');
    const fw = await ctx.app.inject({
      method: 'GET',
      url: `/web/hashforge/file/downloadSource?id=${forge.firmwareFileModels[0]!.id}`,
    });
    const tar = gunzipSync(fw.rawPayload);
    expect(tar.subarray(257, 262).toString('ascii')).toBe('ustar');
    expect(tar.toString('latin1')).toContain('"model": "HF-S21 Forge 200T"');
    expect(fw.rawPayload.length).toBe(forge.firmwareFileModels[0]!.fileSize);
  });

  it("sets the demo vendor's brand as the shop always showed it: name, logo, icon, colours, contacts and partners", async () => {
    const brand = (await call(ctx, getBrand, {})).body.data;
    expect(brand).toMatchObject({
      shopName: 'HashForge',
      logo: { width: 236, height: 48 },
      icon: { type: 'image/svg+xml' },
      colors: { primary: '#0b1120', accent: '#c2410c' },
      contacts: {
        phone: '+1 (415) 555-0139',
        email: 'support@hashforge.example',
        hotlineHours: 'Mon–Fri 09:00–18:00 UTC',
      },
      languageSites: [],
    });
    expect(brand.partners.map((p) => p.name)).toEqual([
      'NordHash Distribution',
      'Andes Mining Supply',
      'Gulf Compute Trading',
      'Prairie Hashworks',
    ]);
    expect(brand.social.map((s) => s.name)).toEqual(['Telegram', 'X', 'YouTube', 'Facebook', 'LinkedIn']);
    const logo = await ctx.app.inject({ method: 'GET', url: brand.logo!.url });
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.body).toContain('Hash<tspan fill="#fb923c">Forge</tspan>');
  });

  it('records 50+ sold serials: in warranty, out of warranty and unknown', async () => {
    const rows = await ctx.deps.prisma.machineSerial.findMany();
    expect(rows.length).toBeGreaterThanOrEqual(50);
    const seen = new Set<number>();
    for (const r of rows.slice(0, 30)) {
      const info = (await call(ctx, getByMachineCode, { machineCode: r.machineCode })).body.data;
      seen.add(info.machineWarranty);
    }
    expect(seen).toEqual(new Set([1, 0, -1]));
  });
});
