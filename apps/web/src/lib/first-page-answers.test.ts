import { FIRST_PAGE_ANSWERS_ID, firstPageKey } from '@hashforge/contract';
import { getBannerList, getProduct } from '@hashforge/contract/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPageInitialData, resetFirstPageAnswersForTests } from './first-page-answers.ts';

const bannerPath = '/web/hashforge/banner/getList';
const productPath = '/web/hashforge/product/get';
const banners = [{ id: 1, mediaUrl: '/files/public/pub/a/banner.svg', jumpUrl: '' }];

function servePage(text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_PAGE_ANSWERS_ID;
  block.textContent = text;
  document.body.append(block);
}

afterEach(() => {
  document.getElementById(FIRST_PAGE_ANSWERS_ID)?.remove();
  resetFirstPageAnswersForTests();
  vi.restoreAllMocks();
});

describe('first-page answers', () => {
  it('start a query with the embedded answer of the same call and fields, once', () => {
    servePage(
      JSON.stringify({
        [firstPageKey(bannerPath, { type: 1 })]: { result: 1, msg: 'success', data: banners },
      }),
    );
    const options = firstPageInitialData(getBannerList, { type: 1 });
    expect(options.initialData()).toEqual(banners);
    expect(options.initialDataUpdatedAt()).toBe(performance.timeOrigin);
    // Used once: a later query of the same call asks the server.
    expect(options.initialData()).toBeUndefined();
    // The block is read once and leaves the document.
    expect(document.getElementById(FIRST_PAGE_ANSWERS_ID)).toBeNull();
  });

  it('give nothing for other fields, a refusal, or a page without answers', () => {
    servePage(
      JSON.stringify({
        [firstPageKey(bannerPath, { type: 1 })]: { result: 1, msg: 'success', data: banners },
        [firstPageKey(productPath, { code: 'GONE' })]: { result: 0, msg: 'Product not found', data: null },
      }),
    );
    expect(firstPageInitialData(getBannerList, { type: 2 }).initialData()).toBeUndefined();
    expect(firstPageInitialData(getProduct, { code: 'GONE' }).initialData()).toBeUndefined();

    resetFirstPageAnswersForTests();
    expect(firstPageInitialData(getBannerList, { type: 1 }).initialData()).toBeUndefined();
  });

  it('a broken block costs only the head start, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    servePage('{"not json');
    expect(firstPageInitialData(getBannerList, { type: 1 }).initialData()).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });
});
