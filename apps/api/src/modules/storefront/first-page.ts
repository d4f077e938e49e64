import {
  type Banner,
  calculatorPageQuery,
  callPath,
  type Envelope,
  envelopeSchema,
  firstPageKey,
  getBannerList,
  getBrand,
  getCalculatorData,
  getNewsPager,
  getProduct,
  getProductList,
  homePageQueries,
  type NewsListItem,
  newsPageQuery,
  type Paged,
  type Product,
  type ProductCard,
  productListPageQuery,
  type ShopBrand,
} from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { publicAnswer, successBytes } from '../../http/cached-call.ts';
import { getCalculatorData as calculatorData } from '../calculator/get-calculator-data.ts';
import type { FirstPageParts } from './document.ts';

interface FirstCall {
  path: string;
  fields: Record<string, unknown>;
  /**
   * The envelope's bytes as the call would send them. By default the public cache's answer; a call
   * that is not cached (its answer moves with the clock) says how to make it.
   */
  answer?: (deps: Deps) => Promise<Buffer>;
}

/** A storefront page the server helps ahead (docs/decisions/007-first-page-answers.md). */
interface FirstPage {
  match: RegExp;
  /** The page's chunk in the storefront build's manifest. */
  chunk: string;
  /** The public calls the page makes at once, answered into the page. */
  calls?(params: string[], provider: string, search: URLSearchParams): FirstCall[];
  /** The largest image above the fold, from the page's answers (in the order of `calls`). */
  heroImage?(answers: unknown[]): string | undefined;
}

/** `?page=` of a paged list as the storefront reads it (lib/use-page-param.ts): 1 unless a whole number of 1 or more. */
function pageParam(search: URLSearchParams): number {
  const raw = Number.parseInt(search.get('page') ?? '1', 10);
  return Number.isInteger(raw) && raw >= 1 ? raw : 1;
}

const calculatorEnvelope = envelopeSchema(getCalculatorData.response);

/** The calculators' first call: not cached (heights and DAG days follow the clock), so made here as the route makes it. */
const calculatorCall = (provider: string): FirstCall => ({
  path: callPath(getCalculatorData.path, provider),
  fields: calculatorPageQuery,
  answer: async (deps) => {
    return successBytes(calculatorEnvelope, await calculatorData(deps, calculatorPageQuery));
  },
});

const firstPages: FirstPage[] = [
  {
    match: /^\/(?:home\/index\/?)?$/,
    chunk: 'src/features/catalog/pages/home-page.tsx',
    calls: (_params, provider) => [
      { path: callPath(getBannerList.path, provider), fields: homePageQueries.banners },
      { path: callPath(getProductList.path, provider), fields: homePageQueries.products },
      { path: callPath(getNewsPager.path, provider), fields: homePageQueries.news },
      { path: callPath(getNewsPager.path, provider), fields: homePageQueries.notice },
    ],
    heroImage: ([banners]) => (banners as Banner[] | undefined)?.[0]?.mediaUrl,
  },
  {
    match: /^\/productDetail\/([^/?]+)\/?$/,
    chunk: 'src/features/catalog/pages/product-detail-page.tsx',
    calls: ([code], provider) => [{ path: callPath(getProduct.path, provider), fields: { code: code! } }],
    heroImage: ([product]) => {
      const p = product as Product | undefined;
      return p ? (p.subImageList[0]?.fileUrl ?? p.mainImage) : undefined;
    },
  },
  {
    match: /^\/product-list\/?$/,
    chunk: 'src/features/catalog/pages/product-list-page.tsx',
    calls: (_params, provider) => [{ path: callPath(getProductList.path, provider), fields: productListPageQuery }],
    heroImage: ([list]) => (list as Paged<ProductCard> | undefined)?.list[0]?.mainImage || undefined,
  },
  {
    match: /^\/news\/?$/,
    chunk: 'src/features/content/pages/news-page.tsx',
    calls: (_params, provider, search) => [
      { path: callPath(getNewsPager.path, provider), fields: newsPageQuery(pageParam(search)) },
    ],
    heroImage: ([news]) => (news as Paged<NewsListItem> | undefined)?.list[0]?.cover || undefined,
  },
  {
    match: /^\/support\/calculator\/?$/,
    chunk: 'src/features/calculator/pages/calculator-page.tsx',
    calls: (_params, provider) => [calculatorCall(provider)],
  },
  {
    match: /^\/support\/professional\/?$/,
    chunk: 'src/features/calculator/pages/professional-page.tsx',
    calls: (_params, provider) => [calculatorCall(provider)],
  },
  // Pages whose first paint needs only their chunk: fetched with the scripts, not after them.
  { match: /^\/support\/index\/?$/, chunk: 'src/features/support/pages/support-index-page.tsx' },
];

function decodeParams(match: RegExpExecArray): string[] | null {
  try {
    return match.slice(1).map((p) => decodeURIComponent(p));
  } catch {
    // A malformed escape in the address: the page shows its own not-found state.
    return null;
  }
}

/** The brand of each cached brand/get answer, read once: one object while the answer stands. */
const brands = new WeakMap<Buffer, ShopBrand>();

/**
 * brand/get's answer, which every page carries: the header, footer and title of the first render
 * are the vendor's (apps/web/src/lib/brand.ts), and index.html is completed in its brand.
 */
async function brandAnswer(deps: Deps, answers: Map<string, Buffer>): Promise<ShopBrand> {
  const path = callPath(getBrand.path, deps.config.PROVIDER);
  const { body } = await publicAnswer(deps, path, {});
  answers.set(firstPageKey(path, {}), body);
  let brand = brands.get(body);
  if (!brand) {
    brand = (JSON.parse(body.toString('utf8')) as Envelope<ShopBrand>).data;
    brands.set(body, brand);
  }
  return brand;
}

/**
 * What the page at this address gets ahead: the brand, and its chunk, its hero image and the answers
 * of its first calls, taken from the public cache exactly as the calls would get them. A call the
 * server refuses (an unknown product code) is left out: the page asks it and shows the refusal itself.
 */
export async function firstPageParts(deps: Deps, url: string): Promise<FirstPageParts> {
  const answers = new Map<string, Buffer>();
  const brand = await brandAnswer(deps, answers);
  const [pathname = '', query = ''] = url.split('?', 2);
  for (const page of firstPages) {
    const match = page.match.exec(pathname);
    if (!match) continue;
    const params = decodeParams(match);
    if (!params) break;
    const calls = page.calls?.(params, deps.config.PROVIDER, new URLSearchParams(query)) ?? [];
    const data = await Promise.all(
      calls.map(async ({ path, fields, answer }) => {
        try {
          const body = answer ? await answer(deps) : (await publicAnswer(deps, path, fields)).body;
          answers.set(firstPageKey(path, fields), body);
          return (JSON.parse(body.toString('utf8')) as Envelope<unknown>).data;
        } catch (error) {
          if (error instanceof AppError) return undefined;
          throw error;
        }
      }),
    );
    return { pageChunk: page.chunk, heroImage: page.heroImage?.(data), answers, brand };
  }
  return { answers, brand };
}
