import { msg } from '@hashforge/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_BUYER } from '../../../prisma/seed/buying.ts';
import { sentenceCase } from '../src/lib/toast.ts';
import { type ShopBrowser, toast } from './support/browser.ts';
import { openShopForFile } from './support/open-shop.ts';
import type { Shop } from './support/shop.ts';

let shop: Shop;
let desktop: ShopBrowser;
let phone: ShopBrowser;

async function availability(page: Page): Promise<string | null> {
  return page.getByTestId('availability').getAttribute('data-availability');
}

openShopForFile((open) => ({ shop, desktop, phone } = open));

describe('home page', () => {
  it('turns the banners every 6 seconds, jumps to a dot, and shows 4 products and 4 news', async () => {
    const { page } = desktop;
    await page.goto('/');
    await page.waitForURL('**/home/index');
    const carousel = page.getByTestId('banner-carousel');
    await carousel.waitFor();
    expect(await carousel.getAttribute('data-index')).toBe('0');
    expect(await page.getByTestId('product-card').count()).toBe(4);
    expect(await page.getByTestId('home-news').count()).toBe(4);
    await desktop.screenshot('home');
    // Autoplay: the pointer is elsewhere, so after 6 s the second banner shows.
    await page.mouse.move(5, 5);
    await expect.poll(() => carousel.getAttribute('data-index'), { timeout: 9000 }).toBe('1');
    await page.getByRole('button', { name: 'Go to slide 3' }).click();
    expect(await carousel.getAttribute('data-index')).toBe('2');
    // Looping: after the last banner comes the first.
    await page.mouse.move(5, 5);
    await expect.poll(() => carousel.getAttribute('data-index'), { timeout: 9000 }).toBe('0');
    expect(desktop.errors).toEqual([]);
  });

  it('shows the latest notice until dismissed, and remembers the dismissal after a reload', async () => {
    const { page } = phone;
    await page.goto('/home/index');
    const bar = page.getByTestId('notice-bar');
    await bar.waitFor();
    expect(await bar.textContent()).toContain('Planned maintenance');
    await phone.screenshot('home');
    await bar.getByRole('button', { name: 'Dismiss notice' }).click();
    await expect.poll(() => bar.count()).toBe(0);
    await page.reload();
    await page.getByTestId('banner-carousel').waitFor();
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.getByTestId('notice-bar').count()).toBe(0);
    expect(phone.errors).toEqual([]);
  });

  it('comes with its content: no call for banners, products or news after the page, and the first banner fetched from the page itself', async () => {
    const { page } = phone;
    const calls: string[] = [];
    const onRequest = (request: { url(): string; method(): string }) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/web/')) calls.push(request.url());
    };
    page.on('request', onRequest);
    try {
      await page.goto('/home/index');
      await page.getByTestId('banner-carousel').waitFor();
      expect(await page.getByTestId('product-card').count()).toBe(4);
      expect(await page.getByTestId('home-news').count()).toBe(4);
      const hero = await page.locator('link[rel="preload"][as="image"]').getAttribute('href');
      expect(await page.locator('[data-testid="banner-carousel"] img').first().getAttribute('src')).toBe(hero);
      await page.goto('/productDetail/HF-S21-FORGE');
      await page.getByTestId('product-gallery').waitFor();
      expect(calls).toEqual([]);
    } finally {
      page.off('request', onRequest);
    }
    expect(phone.errors).toEqual([]);
  });
});

describe('product list', () => {
  it('lists every machine with alias, hashrate, power, image and buy now', async () => {
    for (const browser of [desktop, phone]) {
      const { page } = browser;
      await page.goto('/product-list');
      await page.getByTestId('product-card').first().waitFor();
      expect(await page.getByTestId('product-card').count()).toBe(10);
      const first = page.getByTestId('product-card').first();
      expect(await first.textContent()).toMatch(/S21 Forge.*200 TH\/s.*3500 W.*Buy now/s);
      expect(await first.locator('img').getAttribute('src')).toContain('/files/public/');
      await browser.screenshot('product-list');
    }
    const p = desktop.page;
    await p.getByTestId('product-card').filter({ hasText: 'KS5 Pulse' }).getByRole('link', { name: 'Buy now' }).click();
    await p.waitForURL('**/productDetail/HF-KS5-PULSE');
  });
});

describe('product detail', () => {
  it('shows the carousel, send cycles with the first chosen, price, stepper, description and specifications', async () => {
    for (const browser of [desktop, phone]) {
      const p = browser.page;
      await p.goto('/productDetail/HF-S21-FORGE');
      await p.getByRole('heading', { name: 'HashForge S21 Forge 200T' }).waitFor();
      await expect.poll(() => p.title()).toBe('HashForge S21 Forge 200T | HashForge');
      const radios = p.getByRole('radio');
      expect(await radios.count()).toBe(2);
      expect(await radios.first().isChecked()).toBe(true);
      expect(await p.getByTestId('product-price').textContent()).toBe('$3,899.00');
      await radios.nth(1).check();
      expect(await p.getByTestId('product-price').textContent()).toBe('$3,649.00');
      expect(await p.getByTestId('attribute-table').textContent()).toContain('17.5 J/TH');
      expect(await p.locator('.rich-text').first().textContent()).toContain('Auto-tuning firmware');
      await browser.screenshot('product-detail');
    }
    expect(desktop.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
  });

  it('autoplays the images every 3 seconds, loops, and jumps to a clicked dot', async () => {
    const p = desktop.page;
    await p.goto('/productDetail/HF-S21-FORGE');
    const gallery = p.getByTestId('product-gallery');
    await gallery.waitFor();
    await p.mouse.move(1300, 10);
    expect(await gallery.getAttribute('data-index')).toBe('0');
    await expect.poll(() => gallery.getAttribute('data-index'), { timeout: 5000 }).toBe('1');
    await p.getByTestId('gallery-dots').getByRole('button', { name: 'Show image 4' }).click();
    expect(await gallery.getAttribute('data-index')).toBe('3');
    await p.mouse.move(1300, 10);
    await expect.poll(() => gallery.getAttribute('data-index'), { timeout: 5000 }).toBe('0');
  });

  it('offers what each shelves and stock case allows', async () => {
    const p = desktop.page;
    const cases: [string, string, string[], string[]][] = [
      ['HF-S21-FORGE', 'buy', ['Add to cart', 'Buy now'], ['Bulk order']],
      ['HF-S21-HYDRO', 'bulkAndOutOfStock', ['Bulk order', 'Out of stock'], ['Add to cart']],
      ['HF-L9-TITAN', 'outOfStock', ['Out of stock'], ['Add to cart', 'Bulk order']],
      ['HF-Z15-PRIME', 'outOfStock', ['Out of stock'], ['Add to cart', 'Bulk order']],
      ['HF-X4-SERVER', 'bulkOnly', ['Bulk order'], ['Add to cart', 'Out of stock']],
    ];
    for (const [code, expected, shown, hidden] of cases) {
      await p.goto(`/productDetail/${code}`);
      await p.getByTestId('availability').waitFor();
      expect(await availability(p), code).toBe(expected);
      const box = p.getByTestId('availability');
      for (const name of shown)
        expect(
          await box.getByRole(name === 'Bulk order' ? 'link' : 'button', { name }).count(),
          `${code} ${name}`,
        ).toBe(1);
      for (const name of hidden)
        expect(await box.getByText(name, { exact: true }).count(), `${code} no ${name}`).toBe(0);
      if (expected === 'outOfStock' || expected === 'bulkAndOutOfStock') {
        expect(await box.getByRole('button', { name: 'Out of stock' }).isDisabled()).toBe(true);
      }
      await desktop.screenshot(`product-${expected}-${code.toLowerCase()}`, { fullPage: false });
    }
    // The Hydro's sold-out spot cycle offers a bulk order; its next batch can be bought.
    await p.goto('/productDetail/HF-S21-HYDRO');
    await p.getByRole('radio').nth(1).check();
    expect(await availability(p)).toBe('buy');
    // The Titan's paused spot cycle (stockStatus 0) is out of stock although it has units; the batch sells.
    await p.goto('/productDetail/HF-L9-TITAN');
    expect(await p.getByRole('radio').first().isChecked()).toBe(true);
    await p.getByRole('radio').nth(1).check();
    expect(await availability(p)).toBe('buy');
    // Bulk order goes to the enquiry form with the product chosen.
    await p.goto('/productDetail/HF-X4-SERVER');
    await p.getByTestId('availability').getByRole('link', { name: 'Bulk order' }).click();
    await p.waitForURL(/\/bulk-order\?productId=\d+$/);
  });

  it('warns at the quantity bounds with the spec messages', async () => {
    const p = desktop.page;
    await p.goto('/productDetail/HF-KS5-PULSE');
    const quantity = p.getByLabel('Quantity', { exact: true });
    await quantity.waitFor();
    expect(await quantity.inputValue()).toBe('1');
    await p.getByRole('button', { name: 'Decrease' }).click();
    await expect.poll(() => toast(p, 'warning').textContent()).toBe(sentenceCase(msg.minPurchase(1)));
    // Digits only: letters are dropped, a value past the limit is brought back to it.
    await quantity.fill('4x2');
    expect(await quantity.inputValue()).toBe('42');
    await quantity.press('Enter');
    // The KS5 Pulse is limited to 10 per order.
    expect(await quantity.inputValue()).toBe('10');
    await p.getByRole('button', { name: 'Increase' }).click();
    await expect.poll(() => toast(p, 'warning').textContent()).toBe(sentenceCase(msg.maxPurchase(10)));

    // The AL3 Aurora is sold in pairs: minimum 2.
    await p.goto('/productDetail/HF-AL3-AURORA');
    await p.getByLabel('Quantity', { exact: true }).waitFor();
    expect(await p.getByLabel('Quantity', { exact: true }).inputValue()).toBe('2');
    await p.getByRole('button', { name: 'Decrease' }).click();
    await expect.poll(() => toast(p, 'warning').textContent()).toBe(sentenceCase(msg.minPurchase(2)));
    await desktop.screenshot('product-quantity-warning', { fullPage: false });
  });

  it('sends a logged-out visitor who adds to cart to login, and back to the product afterwards', async () => {
    const p = phone.page;
    await p.goto('/productDetail/HF-X4-MINI');
    await p.getByRole('button', { name: 'Add to cart' }).click();
    await p.waitForURL('**/user/login?redirect=%2FproductDetail%2FHF-X4-MINI');
    await p.getByLabel('Email', { exact: true }).fill(DEMO_BUYER.email);
    await p.getByLabel('Password', { exact: true }).fill(DEMO_BUYER.password);
    await p.getByRole('button', { name: 'Sign in', exact: true }).click();
    await p.waitForURL('**/productDetail/HF-X4-MINI');
    await p.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => toast(p, 'success').textContent()).toBe(sentenceCase(msg.addedToCart));
  });

  it('says so for an unknown product code', async () => {
    const p = desktop.page;
    await p.goto('/productDetail/NO-SUCH-MACHINE');
    await p.getByText('This product does not exist or is no longer listed.').waitFor();
    expect(await p.getByRole('link', { name: 'Back to products' }).count()).toBe(1);
  });
});
