import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import {
  calculatorPageQuery,
  FIRST_PAGE_ANSWERS_ID,
  firstPageKey,
  homePageQueries,
  newsPageQuery,
  productListPageQuery,
} from '@hashforge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculatorStep } from '../../../../../prisma/seed/calculator.ts';
import { setTestBrand } from '../../../test/support/factories/brand.ts';
import { createTestProduct } from '../../../test/support/factories/catalog.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { createBanner } from '../content/write-content.ts';

// A storefront build as Vite writes it: index.html linking the entry and its chunks, and the manifest.
const dist = mkdtempSync(path.join(tmpdir(), 'hf-first-page-'));
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="ASIC mining machines and repair." />
    <meta name="theme-color" content="#0b1120" />
    <title>Shop</title>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-s1.js">
  </head>
  <body>
    <div id="root"><header><!--brand-link--><a href="/home/index" aria-label="Home"><span></span></a><!--/brand-link--></header></div>
  </body>
</html>`;
const manifest = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_shared-s1.js'] },
  '_shared-s1.js': { file: 'assets/shared-s1.js' },
  '_carousel-c1.js': { file: 'assets/carousel-c1.js', imports: ['_shared-s1.js'] },
  'src/features/catalog/pages/home-page.tsx': {
    file: 'assets/home-page-h1.js',
    imports: ['index.html', '_shared-s1.js', '_carousel-c1.js'],
  },
  'src/features/catalog/pages/product-detail-page.tsx': {
    file: 'assets/product-detail-page-p1.js',
    imports: ['_shared-s1.js'],
    css: ['assets/product-detail-page-p1.css'],
  },
  'src/features/catalog/pages/product-list-page.tsx': {
    file: 'assets/product-list-page-l1.js',
    imports: ['_shared-s1.js'],
  },
  'src/features/content/pages/news-page.tsx': { file: 'assets/news-page-n1.js', imports: ['_shared-s1.js'] },
  'src/features/calculator/pages/calculator-page.tsx': {
    file: 'assets/calculator-page-c1.js',
    imports: ['_shared-s1.js'],
  },
  'src/features/support/pages/support-index-page.tsx': { file: 'assets/support-index-page-s1.js' },
};

// The build is written before the app starts, and removed after it closed.
beforeAll(() => {
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const ctx = useTestContext({ WEB_DIST: dist });

const page = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

/** The answers block of a page, parsed as the storefront parses it. */
function blockOf(html: string): Record<string, unknown> | null {
  const match = new RegExp(`<script type="application/json" id="${FIRST_PAGE_ANSWERS_ID}">(.*?)</script>`, 's').exec(
    html,
  );
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
}

const apiPath = (suffix: string) => `/web/${ctx.deps.config.PROVIDER}/${suffix}`;
const brandKey = () => firstPageKey(apiPath('brand/get'), {});

/** The page's own answers: the block without the brand, which every page carries (null when none). */
function answersOf(html: string): Record<string, unknown> | null {
  const block = blockOf(html);
  if (!block || !(brandKey() in block)) throw new Error('the page came without the brand');
  const { [brandKey()]: _brand, ...own } = block;
  return Object.keys(own).length > 0 ? own : null;
}

async function postJson(suffix: string, fields: Record<string, unknown>): Promise<unknown> {
  const res = await ctx.app.inject({ method: 'POST', url: apiPath(suffix), payload: fields });
  return res.json();
}

describe('a first page comes with its first answers', () => {
  it('the home page carries the answers of its four calls, exactly as the calls send them, and fetches its banner and chunks early', async () => {
    await createBanner(ctx.deps, { mediaUrl: '/files/public/pub/first/banner-a.svg', sort: 1 });
    await createBanner(ctx.deps, { mediaUrl: '/files/public/pub/first/banner-b.svg', sort: 2 });
    await createTestProduct(ctx);

    const res = await page('/home/index');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;

    expect(html).toContain(
      '<link rel="preload" as="image" href="/files/public/pub/first/banner-a.svg" fetchpriority="high">',
    );
    expect(html).not.toContain('banner-b.svg" fetchpriority');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-h1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/carousel-c1.js">');
    // Already linked by index.html: not hinted twice.
    expect(html.match(/shared-s1\.js/g)).toHaveLength(1);

    const answers = answersOf(html);
    expect(answers).not.toBeNull();
    const calls: [string, Record<string, unknown>][] = [
      ['banner/getList', homePageQueries.banners],
      ['product/getList', homePageQueries.products],
      ['news/getPager', homePageQueries.news],
      ['news/getPager', homePageQueries.notice],
    ];
    expect(Object.keys(answers!)).toHaveLength(calls.length);
    for (const [suffix, fields] of calls) {
      expect(answers![firstPageKey(apiPath(suffix), fields)]).toEqual(await postJson(suffix, fields));
    }
  });

  it('a product page carries its product and preloads its first image; text that closes a script stays text', async () => {
    const name = 'Forge </script><script>window.owned = 1</script> $& $1 Miner';
    const product = await createTestProduct(ctx, {
      name,
      images: ['/files/public/pub/first/main.svg', '/files/public/pub/first/side.svg'],
    });

    const html = (await page(`/productDetail/${encodeURIComponent(product.productCode)}`)).body;
    // The only closing tags are the block's own and none from the data.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain(
      '<link rel="preload" as="image" href="/files/public/pub/first/main.svg" fetchpriority="high">',
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/product-detail-page-p1.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/product-detail-page-p1.css">');

    const answers = answersOf(html)!;
    const key = firstPageKey(apiPath('product/get'), { code: product.productCode });
    expect(answers[key]).toEqual(await postJson('product/get', { code: product.productCode }));
    expect((answers[key] as { data: { name: string } }).data.name).toBe(name);
  });

  it('an unknown product code gets the plain page with its chunk hints: the page asks and shows its own not-found', async () => {
    const html = (await page('/productDetail/NO-SUCH-MACHINE')).body;
    expect(answersOf(html)).toBeNull();
    expect(html).not.toContain('rel="preload" as="image"');
    expect(html).toContain('/assets/product-detail-page-p1.js');

    const odd = await page('/productDetail/%25%22%3C');
    expect(odd.statusCode).toBe(200);
    expect(answersOf(odd.body)).toBeNull();
  });

  it('the product list and the news carry their lists and preload their first picture; a later news page its own', async () => {
    const product = await createTestProduct(ctx, { images: ['/files/public/pub/first/list-main.svg'] });
    const list = (await page('/product-list')).body;
    expect(list).toContain('<link rel="modulepreload" crossorigin href="/assets/product-list-page-l1.js">');
    const listAnswer = answersOf(list)![firstPageKey(apiPath('product/getList'), productListPageQuery)];
    expect(listAnswer).toEqual(await postJson('product/getList', productListPageQuery));
    const first = (listAnswer as { data: { list: { productCode: string; mainImage: string }[] } }).data.list[0]!;
    expect(list).toContain(`<link rel="preload" as="image" href="${first.mainImage}" fetchpriority="high">`);
    expect(product.productCode).toBeTruthy();

    const news = (await page('/news')).body;
    expect(news).toContain('/assets/news-page-n1.js');
    const key = firstPageKey(apiPath('news/getPager'), newsPageQuery(1));
    expect(answersOf(news)![key]).toEqual(await postJson('news/getPager', newsPageQuery(1)));
    const second = answersOf((await page('/news?page=2')).body)!;
    expect(Object.keys(second)).toEqual([firstPageKey(apiPath('news/getPager'), newsPageQuery(2))]);
  });

  it('a calculator carries the machines and coins as the call answers them', async () => {
    const { prisma, storage, config } = ctx.deps;
    await calculatorStep.run({ prisma, storage, config, now: new Date() });
    const html = (await page('/support/calculator')).body;
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/calculator-page-c1.js">');
    const answer = answersOf(html)![firstPageKey('/web/big/screen/calculator', calculatorPageQuery)] as {
      result: number;
      data: { productList: unknown[]; coinData: { coinName: string }[] };
    };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/web/big/screen/calculator',
      payload: calculatorPageQuery,
    });
    const asked = res.json() as typeof answer;
    expect(answer.result).toBe(1);
    expect(answer.data.coinData.length).toBeGreaterThan(0);
    // Heights move on with the clock between the two answers; the machines and the coins do not.
    expect(answer.data.productList).toEqual(asked.data.productList);
    expect(answer.data.coinData.map((c) => c.coinName)).toEqual(asked.data.coinData.map((c) => c.coinName));
  });

  it('the support page fetches its chunk with the scripts; other pages are index.html with the brand alone', async () => {
    expect((await page('/support/index')).body).toContain('/assets/support-index-page-s1.js');
    const html = (await page('/user/login')).body;
    expect(answersOf(html)).toBeNull();
    expect(html).not.toContain('rel="modulepreload" crossorigin href="/assets/home');
  });

  it('is sent compressed to a browser that accepts it', async () => {
    const res = await page('/home/index', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(answersOf(html)).not.toBeNull();
  });
});

describe("every page comes in the vendor's brand", () => {
  it('carries brand/get as the call answers it, and is index.html in the brand: title, description, theme, icon, colours and logo', async () => {
    const saved = await setTestBrand(ctx);
    const html = (await page('/user/login')).body;
    expect(blockOf(html)![brandKey()]).toEqual(await postJson('brand/get', {}));

    expect(html).toContain('<title>Northwind Mining</title>');
    expect(html).toContain('<meta name="description" content="Northwind Mining: ASIC mining machines and repair." />');
    expect(html).toContain('<meta name="theme-color" content="#0c2d33"');
    // The brand's colours over the style sheet's, in the head, so the first frame paints in them.
    expect(html).toMatch(
      /<style>:root\{--color-brand-50:#[0-9a-f]{6};.*--color-brand-600:#0f766e;.*--color-ink-900:#0c2d33;.*\}<\/style>\s*<\/head>/,
    );
    // No logo saved: the header bar writes the name where the logo goes.
    expect(html).toContain(
      '<header><a href="/home/index" class="mr-4 flex min-w-0 shrink-0 items-center" aria-label="Northwind Mining home"><span class="',
    );
    expect(html).toContain('>Northwind Mining</span></a></header>');
    expect(html).not.toContain('brand-link');
    expect(saved.icon).toBeNull();
    expect(html).not.toContain('rel="icon"');
  });

  it('writes what the owner typed as text, never as markup', async () => {
    await setTestBrand(ctx, { shopName: 'Forge </title><script>window.owned=1</script> & Co "x"' });
    const html = (await page('/news')).body;
    expect(html).toContain(
      '<title>Forge &lt;/title&gt;&lt;script&gt;window.owned=1&lt;/script&gt; &amp; Co "x"</title>',
    );
    expect(html).toContain(
      'aria-label="Forge &lt;/title&gt;&lt;script&gt;window.owned=1&lt;/script&gt; &amp; Co &quot;x&quot; home"',
    );
    expect(html).not.toContain('<script>window.owned');
  });
});
