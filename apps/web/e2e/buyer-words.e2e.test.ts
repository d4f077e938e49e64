import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ShopBrowser } from './support/browser.ts';
import { DEMO_BUYER, logIn } from './support/log-in.ts';
import { openShopForFile } from './support/open-shop.ts';
import type { Shop } from './support/shop.ts';

/**
 * Words a buyer reads, readable by everyone (docs/domain.md D7): text contrast, one product name, the
 * calculator's payback hint, the Terms of use, the language sites and the phone footer; on the built
 * storefront against the real API, on a phone (390 px) and 1280 px.
 */

let shop: Shop;
let desktop: ShopBrowser;
let phone: ShopBrowser;

openShopForFile((open) => ({ shop, desktop, phone } = open));

/**
 * The WCAG contrast of every visible text inside `selector` against the first opaque background
 * behind it, with the text's own minimum (3:1 for large text, 4.5:1 otherwise); answers those below.
 */
function lowContrast(page: Page, selector: string) {
  return page.evaluate((sel) => {
    // Tailwind 4 computes colours in oklch: a 1x1 canvas turns any CSS colour into sRGB bytes.
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const parse = (c: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = c;
      ctx.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = ctx.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const lum = ([r = 0, g = 0, b = 0]: number[]) => {
      const f = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const background = (el: Element | null): number[] => {
      for (let e = el; e; e = e.parentElement) {
        const c = parse(getComputedStyle(e).backgroundColor);
        if ((c[3] ?? 0) > 0.5) return c;
      }
      return [255, 255, 255];
    };
    const low: string[] = [];
    for (const root of document.querySelectorAll(sel)) {
      for (const el of root.querySelectorAll<HTMLElement>('*')) {
        const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim());
        if (!own || el.offsetParent === null) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
        const fg = lum(parse(style.color));
        const bg = lum(background(el));
        const ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
        const size = Number.parseFloat(style.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
        if (ratio < (large ? 3 : 4.5)) low.push(`${el.textContent?.trim().slice(0, 30)}: ${ratio.toFixed(2)}`);
      }
    }
    return low;
  }, selector);
}

beforeAll(async () => {
  await desktop.page.setViewportSize({ width: 1280, height: 900 });
  await logIn(desktop.page, DEMO_BUYER.email, DEMO_BUYER.password);
  await logIn(phone.page, DEMO_BUYER.email, DEMO_BUYER.password);
});

describe('text contrast (WCAG AA)', () => {
  it('keeps text on the primary buttons, the account menu headings and the footer at 4.5:1 or more', async () => {
    const { page } = desktop;
    await page.goto('/productDetail/HF-S21-FORGE');
    await page.getByRole('button', { name: 'Add to cart' }).waitFor();
    expect(await lowContrast(page, 'main button, main a[href]')).toEqual([]);
    expect(await lowContrast(page, 'footer')).toEqual([]);
    await page.goto('/my/account');
    await page.getByTestId('row-kyc').waitFor();
    expect(await lowContrast(page, 'nav, aside')).toEqual([]);
    await desktop.screenshot('words-account');
  });
});

describe('one product name', () => {
  it('names a machine the same on its page, in the cart and in the orders', async () => {
    const { page } = desktop;
    await page.goto('/productDetail/HF-S21-FORGE');
    const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await page.goto('/my/sale-order');
    await expect.poll(() => page.getByTestId('order-card').count()).toBeGreaterThan(0);
    // The seeded S21 orders read the product's own name, not "class + category".
    await expect.poll(() => page.getByTestId('order-card').filter({ hasText: name }).count()).toBeGreaterThan(0);
    expect(await page.getByText('S21 Series HF-S21 Forge 200T').count()).toBe(0);
    const demo = await shop.deps.prisma.user.findUniqueOrThrow({ where: { email: DEMO_BUYER.email } });
    const product = await shop.deps.prisma.product.findUniqueOrThrow({
      where: { productCode: 'HF-S21-FORGE' },
      include: { sendCycles: true },
    });
    await shop.deps.prisma.cartItem.create({
      data: { userId: demo.id, productId: product.id, productSendCycleId: product.sendCycles[0]!.id, productNum: 1 },
    });
    await page.goto('/shopcart');
    await expect.poll(() => page.getByTestId('cart-row').filter({ hasText: name }).count()).toBe(1);
  });
});

describe('the payback calculator', () => {
  it('asks for the machine price instead of showing nothing when the price is 0', async () => {
    const { page } = phone;
    await page.goto('/support/calculator');
    const payback = page.getByTestId('payback');
    await payback.waitFor();
    const price = page.getByLabel(/price/i).first();
    await price.fill('0');
    await expect.poll(() => payback.textContent()).toBe('Enter the machine price to see payback');
  });
});

describe('the Terms of use', () => {
  it('has a page, linked from the footer and from the sign-up form', async () => {
    const { page } = desktop;
    await page.goto('/home/index');
    await page.locator('footer').getByRole('link', { name: 'Terms of use' }).click();
    await page.waitForURL('**/support/terms-of-use');
    await expect.poll(() => page.getByTestId('policy').getByRole('heading', { level: 1 }).count()).toBe(1);
    await desktop.screenshot('words-terms');
    const visitor = phone.page;
    await visitor.context().clearCookies();
    await visitor.goto('/user/signup');
    await visitor.getByTestId('signup-terms').getByRole('link', { name: 'Terms of use' }).click();
    await visitor.waitForURL('**/support/terms-of-use');
  });
});

describe('the language sites', () => {
  it('lists only sites with a configured address: no placeholder domains', async () => {
    const { page } = desktop;
    await page.goto('/home/index');
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.locator('footer a[hreflang]').first().waitFor();
    const links = await page.locator('a[hreflang]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((h) => h.includes('.example'))).toEqual([]);
  });
});

describe('the footer on a phone', () => {
  it('folds its link groups, and opens one on a tap', async () => {
    const { page } = phone;
    await page.goto('/home/index');
    const groups = page.getByTestId('footer-group');
    await expect.poll(() => groups.count()).toBe(4);
    const support = groups.filter({ hasText: 'Support' }).first();
    expect(await support.getByRole('link', { name: 'FAQ' }).isVisible()).toBe(false);
    await support.getByRole('button', { name: 'Support' }).click();
    await expect.poll(() => support.getByRole('link', { name: 'FAQ' }).isVisible()).toBe(true);
    await page.locator('footer').scrollIntoViewIfNeeded();
    await phone.screenshot('words-footer', { fullPage: false });
    // On a desktop every group is open.
    await desktop.page.goto('/home/index');
    // The footer renders after the page's first data arrives: wait for it rather than race it.
    await expect.poll(() => desktop.page.locator('footer').getByRole('link', { name: 'FAQ' }).isVisible()).toBe(true);
  });
});
