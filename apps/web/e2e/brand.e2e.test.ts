import path from 'node:path';
import { brandSettings } from '@hashforge/contract/admin/settings';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { storePublicFile } from '../../api/src/modules/files/files.service.ts';
import { writeBrand } from '../../api/src/modules/settings/save-brand.ts';
import { brandImage } from '../../api/src/modules/settings/upload-brand-image.ts';
import { artifactsDir, type ShopBrowser } from './support/browser.ts';
import { openShopForFile } from './support/open-shop.ts';
import { SECOND_BRAND, SECOND_BRAND_ICON, SECOND_BRAND_LOGO } from './support/second-brand.ts';
import type { Shop } from './support/shop.ts';

let shop: Shop;
let desktop: ShopBrowser;
let phone: ShopBrowser;

openShopForFile((open) => ({ shop, desktop, phone } = open));

/** The width the back office and the screenshots are taken at. */
const LAPTOP = { width: 1280, height: 900 };

beforeAll(async () => {
  await desktop.page.setViewportSize(LAPTOP);
});

/** The second vendor's brand, stored and saved as the owner's upload and save would. */
async function setSecondBrand(): Promise<void> {
  const store = async (kind: 'logo' | 'icon', svg: string) => {
    const image = brandImage(Buffer.from(svg));
    const size = { width: image.width, height: image.height };
    const file = { bytes: image.bytes, fileName: `${kind}.svg`, contentType: image.contentType, purpose: kind, size };
    return (await storePublicFile(shop.deps, file)).id;
  };
  const input = brandSettings.parse({
    ...SECOND_BRAND,
    logoFileId: await store('logo', SECOND_BRAND_LOGO),
    iconFileId: await store('icon', SECOND_BRAND_ICON),
  });
  await writeBrand(shop.deps, null, input);
}

/** The shop's calls a page makes, by path. */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') calls.push(new URL(request.url()).pathname);
  });
  return calls;
}

/** What the page shifted while it loaded (the layout-shift entries Lighthouse's CLS sums). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

async function headerLogo(page: Page) {
  const logo = page.locator('header').first().getByRole('link', { name: /home$/ }).locator('img');
  await logo.waitFor();
  const box = await logo.boundingBox();
  return {
    alt: await logo.getAttribute('alt'),
    src: await logo.getAttribute('src'),
    height: Math.round(box?.height ?? 0),
    loaded: await logo.evaluate(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    ),
  };
}

describe("the demo vendor's shop", () => {
  it('is HashForge as before: its logo, name and colours from the first byte, and no call for them after the page', async () => {
    const { page } = desktop;
    const calls = recordCalls(page);
    await page.goto('/home/index');
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.title()).toBe('Home | HashForge');
    const logo = await headerLogo(page);
    expect(logo).toMatchObject({ alt: 'HashForge', height: 30, loaded: true });
    expect(logo.src).toMatch(/^\/files\/public\/pub\/brand\/[0-9a-f]{24}\/logo\.svg$/);
    // The style sheet's own orange: index.html carries no colours for the default brand.
    expect(await page.evaluate(() => document.querySelectorAll('head > style:not([data-href])').length)).toBe(0);
    expect(calls.filter((path) => path.endsWith('/brand/get'))).toEqual([]);
    expect(await page.locator('footer').getByText('NordHash Distribution').count()).toBe(1);
    expect(desktop.errors).toEqual([]);
  });
});

describe("a second vendor's shop, from its owner's settings alone", () => {
  beforeAll(async () => {
    await setSecondBrand();
  });

  it('paints its logo and colours before any script runs', async () => {
    const html = await (await fetch(`${shop.url}/home/index`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<title>Northwind Mining</title>');
    expect(html).toContain('<meta name="theme-color" content="#0c2d33"');
    expect(html).toMatch(
      /<link rel="icon" type="image\/svg\+xml" href="\/files\/public\/pub\/brand\/[0-9a-f]{24}\/icon\.svg">/,
    );
    expect(html).toContain('--color-brand-600:#0f766e');
    expect(html).toMatch(
      /aria-label="Northwind Mining home"><img src="\/files\/public\/pub\/brand\/[0-9a-f]{24}\/logo\.svg" alt="Northwind Mining" width="115" height="30"/,
    );

    // With the scripts held back, the page is index.html as the server completed it.
    for (const browser of [desktop, phone]) {
      const page = await browser.context.newPage();
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/home/index');
      const bar = page.locator('header').first();
      expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(12, 45, 51)');
      expect(await bar.locator('img').getAttribute('alt')).toBe('Northwind Mining');
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(artifactsDir, `brand-shell-${browser.device}.png`) });
      await page.close();
    }
  });

  for (const device of ['desktop', 'phone'] as const) {
    it(`shows it on every page at ${device === 'desktop' ? 1280 : 390} px: header, footer, titles, notices and colours, with nothing moving`, async () => {
      const browser = device === 'desktop' ? desktop : phone;
      const { page } = browser;
      const calls = recordCalls(page);
      await page.goto('/home/index');
      await page.getByTestId('product-card').first().waitFor();
      expect(await page.title()).toBe('Home | Northwind Mining');
      expect(await headerLogo(page)).toMatchObject({ alt: 'Northwind Mining', height: 30, loaded: true });
      expect(await layoutShift(page)).toBeLessThan(0.01);
      expect(calls.filter((path) => path.endsWith('/brand/get'))).toEqual([]);
      const css = await page.evaluate(() => {
        const root = getComputedStyle(document.documentElement);
        const button = document.querySelector('header');
        return {
          accent: root.getPropertyValue('--color-brand-600').trim(),
          header: button ? getComputedStyle(button).backgroundColor : '',
        };
      });
      expect(css).toEqual({ accent: '#0f766e', header: 'rgb(12, 45, 51)' });

      const footer = page.locator('footer');
      if (device === 'phone') {
        for (const group of ['Contact', 'Distribution partners'])
          await footer.getByRole('button', { name: group }).click();
      }
      for (const text of [
        'Atlas Compute',
        'North Africa',
        'Mastodon',
        '+44 20 7946 0000',
        'Mon–Sat 08:00–20:00 GMT',
        'help@northwind.example',
      ]) {
        expect(await footer.getByText(text, { exact: true }).isVisible(), text).toBe(true);
      }
      expect(
        await footer.getByText(`© ${new Date().getFullYear()} Northwind Mining. All rights reserved.`).count(),
      ).toBe(1);
      expect(await footer.locator('a[hreflang]').evaluateAll((as) => as.map((a) => a.textContent))).toEqual([
        'En',
        'Fr',
        'Es',
      ]);
      expect(await footer.getByText('HashForge').count()).toBe(0);
      // From the top: the sticky header stays where the page was scrolled to in a full-page picture.
      await page.evaluate(() => window.scrollTo(0, 0));
      await browser.screenshot('brand-home');

      await page.goto('/productDetail/HF-S21-FORGE');
      await page.getByRole('heading', { name: 'HashForge S21 Forge 200T' }).waitFor();
      expect(await page.title()).toBe('HashForge S21 Forge 200T | Northwind Mining');
      await browser.screenshot('brand-product', { fullPage: false });

      await page.goto('/support/index');
      expect(await page.getByTestId('support-contact').textContent()).toBe(
        'Still need help? Email help@northwind.example or call +44 20 7946 0000 (Mon–Sat 08:00–20:00 GMT).',
      );

      await page.goto('/user/login');
      await page.getByText('New to Northwind Mining?').waitFor();
      await browser.screenshot('brand-login', { fullPage: false });

      if (device === 'phone') {
        await page.goto('/news');
        await page.getByRole('button', { name: 'Menu' }).click();
        const drawer = page.getByRole('dialog');
        await drawer.getByRole('img', { name: 'Northwind Mining' }).waitFor();
        expect(await drawer.locator('a[hreflang]').evaluateAll((as) => as.map((a) => a.textContent))).toEqual([
          'En',
          'Fr',
          'Es',
        ]);
        await page.waitForTimeout(300);
        await browser.screenshot('brand-drawer', { fullPage: false });
        await page.keyboard.press('Escape');
      }
      expect(browser.errors).toEqual([]);
    });
  }
});
