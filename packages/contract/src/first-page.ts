import { NewsType } from './content-rules.ts';

/**
 * The storefront's first page carries the answers of the public calls it is about to make (the
 * home page's banners, products and news; a product page's product), so its content and its
 * largest image need no round trip after the scripts (docs/decisions/007-first-page-answers.md).
 * They sit in a JSON script block with this id: an object of envelopes keyed by `firstPageKey`.
 */
export const FIRST_PAGE_ANSWERS_ID = 'hf-first-page-answers';

/** The key of one call's embedded answer: its resolved path and its fields, keys sorted. */
export function firstPageKey(path: string, fields: Record<string, unknown>): string {
  return `${path} ${JSON.stringify(fields, Object.keys(fields).sort())}`;
}

/**
 * What the home page shows (docs/domain.md S9): the home banners, up to 4 products, the 4 latest
 * news and the latest notice. The page asks for exactly these, and the server answers them ahead.
 */
export const homePageQueries = {
  banners: { type: 1 },
  products: { page: 1, limit: 4 },
  news: { type: NewsType.news, page: 1, limit: 4 },
  notice: { type: NewsType.notice, page: 1, limit: 1 },
} as const;

/** The product list asks for page 1 of up to 30 cards (docs/domain.md S9); the server answers it ahead. */
export const productListPageQuery = { page: 1, limit: 30 } as const;

/** The news tab: 6 cards a page (docs/domain.md S9), the page in the address (`?page=2`). */
export const newsPageQuery = (page: number) => ({ type: NewsType.news, page, limit: 6 }) as const;

/** Both calculators ask for the machines and coins, merged-mining entries included. */
export const calculatorPageQuery = { isMultiCoin: 1 } as const;
