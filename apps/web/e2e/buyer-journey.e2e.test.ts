import { msg } from '@hashforge/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { invalidatePublicCache } from '../../api/src/http/public-cache.ts';
import { sentenceCase } from '../src/lib/toast.ts';
import { type ShopBrowser, toast } from './support/browser.ts';
import { DEMO_BUYER, logIn } from './support/log-in.ts';
import { openShopForFile } from './support/open-shop.ts';
import type { Shop } from './support/shop.ts';

/**
 * The buyer's journey: what a phone buyer and a desktop buyer meet between the order
 * list, checkout and paying, on the built storefront against the real API, at 360, 390 and 1280 px.
 */

const PHONE_NARROW = { width: 360, height: 780 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

let shop: Shop;
let desktop: ShopBrowser;
let phone: ShopBrowser;

openShopForFile((open) => ({ shop, desktop, phone } = open));

/** How far the page reaches past the right edge of the window (0 when nothing sticks out). */
function overflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Whether an element lies wholly inside the window's width and is not clipped by an ancestor. */
async function fullyShown(page: Page, testIdOrLocator: ReturnType<Page['locator']>) {
  const box = await testIdOrLocator.boundingBox();
  if (!box) return false;
  const width = page.viewportSize()?.width ?? 0;
  const inWindow = box.x >= 0 && box.x + box.width <= width + 0.5;
  // The element's centre is the element itself on top: not cut away by an overflow-hidden card.
  const onTop = await testIdOrLocator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
  return inWindow && onTop;
}

async function shot(browser: ShopBrowser, name: string) {
  await browser.page.evaluate(() => window.scrollTo(0, 0));
  await browser.screenshot(`journey-${name}`);
}

beforeAll(async () => {
  await logIn(phone.page, DEMO_BUYER.email, DEMO_BUYER.password);
  await logIn(desktop.page, DEMO_BUYER.email, DEMO_BUYER.password);
  await desktop.page.setViewportSize(DESKTOP);
});

describe('my orders on a phone', () => {
  it('shows every order card whole at 360 and 390 px, so its Pay and Order details buttons can be used', async () => {
    const { page } = phone;
    for (const size of [PHONE_NARROW, PHONE]) {
      await page.setViewportSize(size);
      await page.goto('/my/sale-order');
      await expect.poll(() => page.getByTestId('order-card').count()).toBeGreaterThan(2);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      const cards = page.getByTestId('order-card');
      for (let i = 0; i < (await cards.count()); i++) {
        const card = cards.nth(i);
        await card.scrollIntoViewIfNeeded();
        const details = card.getByRole('link', { name: 'Order details' });
        expect(await fullyShown(page, details)).toBe(true);
        const pay = card.getByTestId('order-pay');
        if ((await pay.count()) > 0) expect(await fullyShown(page, pay)).toBe(true);
      }
    }
    await shot(phone, 'order-list');
    // The unpaid order's Pay button opens its payment from the list.
    const unpaid = page.getByTestId('order-card').filter({ has: page.locator('[data-status="10"]') });
    await unpaid.first().getByTestId('order-pay').click();
    await page.waitForURL(/\/pay(-waiting)?\//);
  });

  it('has no horizontal overflow on any storefront route at 360 px', async () => {
    const { page } = phone;
    await page.setViewportSize(PHONE_NARROW);
    const shipped = await shop.deps.prisma.order.findFirstOrThrow({ where: { orderStatus: 40 } });
    const routes = [
      '/home/index',
      '/product-list',
      '/productDetail/HF-S21-FORGE',
      '/shopcart',
      '/my/sale-order',
      `/sale-order-detail/${shipped.orderNo}`,
      '/my/account',
      '/my/coupon-list',
      '/my/address',
      '/my/after-sale-list',
      '/my/after-sale-apply',
      '/user/account/kyc',
      '/support/index',
      '/support/searchsn',
      '/support/download',
      '/support/question',
      '/notice',
      '/voice',
      '/activity',
      '/user/login',
      '/user/signup',
      '/support/order-policy',
      '/news',
      '/support/calculator',
      '/bulk-order',
    ];
    const wide: string[] = [];
    for (const route of routes) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      if ((await overflow(page)) > 0) wide.push(`${route}: ${await overflow(page)} px`);
    }
    expect(wide).toEqual([]);
  });
});

describe('order statuses', () => {
  it('reads one status table in the list, the detail and the pay page stepper', async () => {
    const { page } = desktop;
    const review = await shop.deps.prisma.order.findFirstOrThrow({ where: { orderStatus: 20 } });
    await page.goto('/my/sale-order');
    const listBadge = page.getByTestId('order-card').filter({ hasText: review.orderNo }).getByTestId('order-status');
    await expect.poll(() => listBadge.textContent()).toBe('Paid, under review');
    const tone = (badge: typeof listBadge) =>
      badge.evaluate((el) => `${getComputedStyle(el).color} on ${getComputedStyle(el).backgroundColor}`);
    const listTone = await tone(listBadge);
    await page.goto(`/sale-order-detail/${review.orderNo}`);
    const detailBadge = page.getByTestId('detail-status');
    await expect.poll(() => detailBadge.textContent()).toBe('Paid, under review');
    // The same tone as the list, not a red shared by every status.
    expect(await tone(detailBadge)).toBe(listTone);
    expect(await detailBadge.getAttribute('class')).not.toContain('red');
  });

  it('does not tick Pay on the stepper before anything is paid', async () => {
    const { page } = desktop;
    const unpaid = await shop.deps.prisma.order.findFirstOrThrow({ where: { orderStatus: 10 } });
    await shop.deps.prisma.order.update({ where: { id: unpaid.id }, data: { payType: 3 } });
    await page.goto(`/pay/${unpaid.orderNo}`);
    await expect.poll(() => page.getByTestId('pay-deadline').isVisible()).toBe(true);
    const current = page.locator('[aria-current="step"]');
    await expect.poll(() => current.textContent()).toContain('Pay');
  });
});

describe('the pay page', () => {
  it('at 20 says the transfer is under review, shows what was declared and asks for no money', async () => {
    for (const browser of [phone, desktop]) {
      const { page } = browser;
      if (browser === phone) await page.setViewportSize(PHONE);
      const review = await shop.deps.prisma.order.findFirstOrThrow({
        where: { orderStatus: 20 },
        include: { agings: true },
      });
      await page.goto(`/pay/${review.orderNo}`);
      const note = page.getByTestId('pay-under-review');
      await expect.poll(() => note.textContent()).toContain('under review');
      expect(await note.textContent()).toContain(
        `$${Number(review.agings[0]!.currentPayAmount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      );
      expect(await page.getByTestId('pay-deadline').count()).toBe(0);
      expect(await page.getByText('Bank wire instructions').count()).toBe(0);
      expect(await page.getByTestId('go-upload-proof').count()).toBe(0);
      // Past "pay": the stepper stands at submit.
      await expect.poll(() => page.locator('[aria-current="step"]').textContent()).toContain('Submit');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await shot(browser, 'pay-under-review');
    }
  });

  it('at 25 shows the balance still due', async () => {
    const { page } = desktop;
    const review = await shop.deps.prisma.order.findFirstOrThrow({ where: { orderStatus: 20 } });
    // Finance approved part of it: the order waits for the balance.
    await shop.deps.prisma.order.update({
      where: { id: review.id },
      data: { orderStatus: 25, paidAmount: review.payableAmount.minus(1000) },
    });
    try {
      await page.goto(`/pay/${review.orderNo}`);
      const note = page.getByTestId('pay-balance');
      await expect.poll(() => note.textContent()).toContain('USD 1000.00');
      expect(await page.getByText('Bank wire instructions').count()).toBe(1);
      await shot(desktop, 'pay-balance');
    } finally {
      await shop.deps.prisma.order.update({
        where: { id: review.id },
        data: { orderStatus: 20, paidAmount: review.paidAmount },
      });
    }
  });

  it('of a shop whose owner has set no bank account says so and shows no account to wire to', async () => {
    const { page } = desktop;
    const unpaid = await shop.deps.prisma.order.findFirstOrThrow({ where: { orderStatus: 10 } });
    const bankWire = await shop.deps.prisma.shopSetting.findUniqueOrThrow({ where: { key: 'payment.bankWire' } });
    await shop.deps.prisma.shopSetting.delete({ where: { key: bankWire.key } });
    await invalidatePublicCache(shop.deps);
    try {
      await page.goto(`/pay/${unpaid.orderNo}`);
      const note = page.getByTestId('bank-not-set');
      await expect.poll(() => note.textContent()).toContain('has not published its bank account');
      expect(await page.getByText('SWIFT / BIC').count()).toBe(0);
      expect(await page.getByText('Before you send the transfer').count()).toBe(0);
    } finally {
      await shop.deps.prisma.shopSetting.create({ data: { key: bankWire.key, value: bankWire.value ?? {} } });
      await invalidatePublicCache(shop.deps);
    }
  });
});

describe('checkout', () => {
  it('chooses the best coupon, submits at once after a refused click, picks USD in one click and prefills the proof amount', async () => {
    const { page } = desktop;
    const demo = await shop.deps.prisma.user.findUniqueOrThrow({ where: { email: DEMO_BUYER.email } });
    const product = await shop.deps.prisma.product.findUniqueOrThrow({
      where: { productCode: 'HF-S21-FORGE' },
      include: { sendCycles: { orderBy: [{ sort: 'asc' }, { id: 'asc' }] } },
    });
    const row = await shop.deps.prisma.cartItem.create({
      data: { userId: demo.id, productId: product.id, productSendCycleId: product.sendCycles[0]!.id, productNum: 1 },
    });
    await page.goto(`/order-confirm/${row.id}`);
    await expect.poll(() => page.getByTestId('confirm-item').count()).toBe(1);

    // The 120 USD coupon for the S21 is the best that applies: chosen before the buyer does anything.
    const productCoupon = page.getByRole('radio', { name: /Valid on S21 Series HF-S21 Forge 200T/ });
    await expect.poll(() => productCoupon.isChecked()).toBe(true);
    const price = Number(product.sendCycles[0]!.price);
    const usd = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    await expect.poll(() => page.getByTestId('payable-amount').textContent()).toBe(usd(price - 120));
    // The buyer may take none, and pick it again.
    await page.getByRole('radio', { name: 'No coupon' }).check();
    await expect.poll(() => page.getByTestId('payable-amount').textContent()).toBe(usd(price));
    await productCoupon.check();
    await expect.poll(() => page.getByTestId('payable-amount').textContent()).toBe(usd(price - 120));
    await shot(desktop, 'order-confirm-coupon');

    // Refused for the policy, then ticked: the very next click submits.
    await page.getByTestId('submit-order').click();
    await expect.poll(() => toast(page, 'warning').textContent()).toBe(sentenceCase(msg.acceptPolicy));
    await page.getByTestId('policy-checkbox').check();
    await page.getByTestId('submit-order').click();
    await page.waitForURL('**/pay-waiting/**', { timeout: 5_000 });
    const orderNo = decodeURIComponent(page.url().split('/pay-waiting/')[1]!);

    // One method, shown chosen; one click moves on.
    const usdMethod = page.getByTestId('pay-method-usd');
    await expect.poll(() => usdMethod.getByRole('radio').isChecked()).toBe(true);
    await shot(desktop, 'pay-method');
    await page.getByTestId('pay-waiting-submit').click();
    await page.waitForURL(`**/pay/${orderNo}`);

    // The proof dialog's amount is the amount due, filled in.
    await page.getByTestId('go-upload-proof').click();
    const dialog = page.getByRole('dialog', { name: 'Upload payment proof' });
    await expect.poll(() => dialog.getByLabel('Amount sent').inputValue()).toBe((price - 120).toFixed(2));
    await shot(desktop, 'proof-amount');
  });
});
