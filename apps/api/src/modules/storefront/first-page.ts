import {
  type Banner,
  callPath,
  type Envelope,
  firstPageKey,
  getBannerList,
  getNewsPager,
  getProduct,
  getProductList,
  homePageQueries,
  type Product,
} from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { publicAnswer } from '../../http/cached-call.ts';
import type { FirstPageParts } from './document.ts';

interface FirstCall {
  path: string;
  fields: Record<string, unknown>;
}

/** A storefront page whose first calls the server answers ahead (docs/decisions/007-first-page-answers.md). */
interface FirstPage {
  match: RegExp;
  /** The page's chunk in the storefront build's manifest. */
  chunk: string;
  calls(params: string[], provider: string): FirstCall[];
  /** The largest image above the fold, from the page's answers (in the order of `calls`). */
  heroImage(answers: unknown[]): string | undefined;
}

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
];

function decodeParams(match: RegExpExecArray): string[] | null {
  try {
    return match.slice(1).map((p) => decodeURIComponent(p));
  } catch {
    // A malformed escape in the address: the page shows its own not-found state.
    return null;
  }
}

/**
 * What the page at this address gets ahead: its chunk, its hero image and the answers of its first
 * calls, taken from the public cache exactly as the calls would get them. A call the server
 * refuses (an unknown product code) is left out: the page asks it and shows the refusal itself.
 */
export async function firstPageParts(deps: Deps, pathname: string): Promise<FirstPageParts> {
  const answers = new Map<string, Buffer>();
  for (const page of firstPages) {
    const match = page.match.exec(pathname);
    if (!match) continue;
    const params = decodeParams(match);
    if (!params) break;
    const calls = page.calls(params, deps.config.PROVIDER);
    const data = await Promise.all(
      calls.map(async ({ path, fields }) => {
        try {
          const answer = await publicAnswer(deps, path, fields);
          answers.set(firstPageKey(path, fields), answer.body);
          return (JSON.parse(answer.body.toString('utf8')) as Envelope<unknown>).data;
        } catch (error) {
          if (error instanceof AppError) return undefined;
          throw error;
        }
      }),
    );
    return { pageChunk: page.chunk, heroImage: page.heroImage(data), answers };
  }
  return { answers };
}
