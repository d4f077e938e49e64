import { randomBytes } from 'node:crypto';
import { msg } from '@hashforge/contract';
import { describe, expect, it } from 'vitest';
import { cardPng } from '../../../prisma/seed/art/receipt-png.ts';
import { hashPassword } from '../../api/src/modules/auth/passwords.ts';
import { sentenceCase } from '../src/lib/toast.ts';
import { type ShopBrowser, toast } from './support/browser.ts';
import { cartRow } from './support/cart-row.ts';
import { fillKycForm } from './support/kyc-form.ts';
import { DEMO_BUYER, logIn } from './support/log-in.ts';
import { openShopForFile } from './support/open-shop.ts';
import type { Shop } from './support/shop.ts';

const receipt = {
  name: 'wire-receipt.png',
  mimeType: 'image/png',
  buffer: cardPng({ accent: [22, 110, 80], bars: 4 }),
};

let shop: Shop;
let desktop: ShopBrowser;
let phone: ShopBrowser;

/** A full-page picture from the top, so the sticky header is where a person sees it. */
async function shot(browser: ShopBrowser, name: string): Promise<void> {
  await browser.page.evaluate(() => window.scrollTo(0, 0));
  await browser.screenshot(name);
}

/** A buyer made directly in the database (sign-up has its own browser test). */
async function newBuyer(): Promise<{ id: number; email: string; password: string }> {
  const email = `buyer-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'forge-123';
  const user = await shop.deps.prisma.user.create({
    data: { email, passwordHash: await hashPassword(password), nickName: 'Kim' },
  });
  return { id: user.id, email, password };
}

openShopForFile((open) => ({ shop, desktop, phone } = open));

describe('checkout needs KYC', () => {
  it('blocks checkout with the KYC dialog, and lets the buyer through once KYC is submitted', async () => {
    const { page } = desktop;
    const buyer = await newBuyer();
    await cartRow(shop, buyer.id, 'HF-KS5-PULSE', 1);
    await logIn(page, buyer.email, buyer.password, '/shopcart');
    await expect.poll(() => page.getByTestId('cart-row').count()).toBe(1);
    await page.getByTestId('checkout').click();
    const dialog = page.getByRole('dialog', { name: 'Identity verification needed' });
    // Headless UI's dialog root has no box of its own: its content is what shows.
    await expect.poll(() => dialog.getByRole('link', { name: 'Verify my identity' }).isVisible()).toBe(true);
    await shot(desktop, 'cart-kyc-dialog');
    await dialog.getByRole('link', { name: 'Verify my identity' }).click();
    await page.waitForURL('**/user/account/kyc');

    // Every field is required; the agreement too.
    await page.getByTestId('kyc-submit').click();
    await expect.poll(() => page.getByText(msg.kycSurnameRequired).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(msg.kycDocumentImagesRequired).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(msg.agreeAgreement).isVisible()).toBe(true);
    await shot(desktop, 'kyc-errors');

    await fillKycForm(page);
    await shot(desktop, 'kyc-form');
    await page.getByTestId('kyc-submit').click();
    await expect.poll(() => page.getByTestId('kyc-status').textContent()).toContain('Verification submitted');
    const kyc = await shop.deps.prisma.kyc.findUniqueOrThrow({ where: { userId: buyer.id } });
    expect(kyc).toMatchObject({ status: 1, firstName: 'Lindqvist', lastName: 'Kim', country: 'Germany' });
    expect(kyc.expireDate.toISOString().slice(0, 10)).toBe('9999-12-31');

    await page.goto('/shopcart');
    await page.getByTestId('checkout').click();
    await page.waitForURL('**/order-confirm/**');
    await expect.poll(() => page.getByTestId('confirm-item').count()).toBe(1);
  });
});

describe('from the cart to a paid order', () => {
  it('goes from product detail to an order, chooses USD, uploads a proof and sees it awaiting review', async () => {
    const { page } = desktop;
    await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password, '/productDetail/HF-S21-FORGE');
    await page.getByRole('button', { name: 'Increase' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => toast(page, 'success').textContent()).toBe(sentenceCase(msg.addedToCart));
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('1');
    await page.goto('/productDetail/HF-X4-MINI');
    await page.getByRole('button', { name: 'Increase' }).click();
    await page.getByRole('button', { name: 'Increase' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('2');
    await page.getByRole('link', { name: /^Cart/ }).click();
    await page.waitForURL('**/shopcart');
    await expect.poll(() => page.getByTestId('cart-row').count()).toBe(2);
    // 2 x 3899.00 + 3 x 1299.00
    await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe('$11,695.00');
    await shot(desktop, 'cart');

    // The stepper sends each change; unticking a row leaves it out of the order.
    await page.getByTestId('cart-row').filter({ hasText: 'X4 Mini' }).getByRole('button', { name: 'Increase' }).click();
    await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe('$12,994.00');
    await page.getByRole('checkbox', { name: /Select HashForge X4 Mini/ }).uncheck();
    await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe('$7,798.00');
    await page.getByTestId('checkout').click();
    await page.waitForURL('**/order-confirm/**');

    // The default address is chosen; the product coupon for the S21 applies.
    await expect.poll(() => page.getByTestId('confirm-item').count()).toBe(1);
    await expect.poll(() => page.getByRole('radio', { checked: true }).first().isVisible()).toBe(true);
    await page.getByRole('radio', { name: /Valid on S21 Series HF-S21 Forge 200T/ }).check();
    await expect.poll(() => page.getByTestId('payable-amount').textContent()).toBe('$7,678.00');
    await shot(desktop, 'order-confirm');

    // Without the policy: a warning, no order.
    await page.getByTestId('submit-order').click();
    await expect.poll(() => toast(page, 'warning').textContent()).toBe(sentenceCase(msg.acceptPolicy));
    await page.getByTestId('policy-checkbox').check();
    await page.waitForTimeout(1600);
    await page.getByTestId('submit-order').click();
    await page.waitForURL('**/pay-waiting/**');
    const orderNo = decodeURIComponent(page.url().split('/pay-waiting/')[1]!);
    expect(orderNo).toMatch(/^SO[A-Z2-9]{14}$/);
    // The confirm page was replaced in the history.
    await shot(desktop, 'pay-waiting');

    await page.getByTestId('pay-waiting-submit').click();
    await page.waitForURL(`**/pay/${orderNo}`);
    await expect.poll(() => page.getByText(orderNo).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('pay-deadline').textContent()).toContain('48 hours');
    await shot(desktop, 'pay');
    await page.goBack();
    // Back skips the replaced pages (pay-waiting, confirm) and lands on the cart.
    await page.waitForURL('**/shopcart');
    await page.goForward();
    await page.waitForURL(`**/pay/${orderNo}`);

    await page.getByTestId('go-upload-proof').click();
    await page.waitForURL(`**/sale-order-detail/${orderNo}`);
    const dialog = page.getByRole('dialog', { name: 'Upload payment proof' });
    await expect.poll(() => dialog.getByTestId('proof-submit').isVisible()).toBe(true);
    // No image: the spec's warning; clicking outside does not close the dialog.
    await dialog.getByTestId('proof-submit').click();
    await expect.poll(() => toast(page, 'warning').textContent()).toBe(sentenceCase(msg.uploadFileFirst));
    await page.mouse.click(5, 5);
    expect(await dialog.getByTestId('proof-submit').isVisible()).toBe(true);
    await dialog.locator('input[type=file]').setInputFiles([receipt]);
    await expect.poll(() => dialog.getByRole('img', { name: 'wire-receipt.png' }).count()).toBe(1);
    // The amount still due is filled in; typed again, a leading point and extra points are stripped.
    expect(await dialog.getByLabel('Amount sent').inputValue()).toBe('7678.00');
    await dialog.getByLabel('Amount sent').clear();
    await dialog.getByLabel('Amount sent').pressSequentially('.7678.0.0');
    expect(await dialog.getByLabel('Amount sent').inputValue()).toBe('7678.00');
    await shot(desktop, 'proof-dialog');
    await dialog.getByTestId('proof-submit').click();
    await expect.poll(() => toast(page, 'success').textContent()).toBe(sentenceCase(msg.submitSuccess));
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.getByTestId('proof-status').first().textContent()).toBe('Awaiting review');
    await expect.poll(() => page.getByTestId('detail-status').textContent()).toBe('Paid, under review');
    expect(await page.getByTestId('upload-proof').count()).toBe(0);
    await shot(desktop, 'order-detail');

    const order = await shop.deps.prisma.order.findUniqueOrThrow({ where: { orderNo }, include: { agings: true } });
    expect(order).toMatchObject({ orderStatus: 20, payType: 3 });
    expect(order.agings[0]!.currentPayAmount.toFixed(2)).toBe('7678.00');
    // The unticked row is still in the cart.
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('1');

    await page.goto('/my/sale-order');
    await expect.poll(() => page.getByTestId('order-card').count()).toBeGreaterThan(1);
    await shot(desktop, 'order-list');
    await page.getByRole('tab', { name: 'Unpaid' }).click();
    await expect.poll(() => page.getByTestId('order-card').count()).toBe(1);
    await page.getByRole('tab', { name: 'Canceled' }).click();
    await expect.poll(() => page.getByText('No orders here yet.').isVisible()).toBe(true);
  });

  it('buys now from product detail: straight to the order confirm page with that quantity', async () => {
    const { page } = desktop;
    await page.goto('/productDetail/HF-KS5-PULSE');
    await page.getByRole('button', { name: 'Increase' }).click();
    await page.getByRole('button', { name: 'Buy now' }).click();
    await page.waitForURL('**/order-confirm/**');
    await expect.poll(() => page.getByTestId('confirm-item').count()).toBe(1);
    await expect.poll(() => page.getByTestId('confirm-item').textContent()).toContain('× 2');
  });

  it('refuses a mainland-China address at submit', async () => {
    const { page } = desktop;
    const demo = await shop.deps.prisma.user.findUniqueOrThrow({ where: { email: DEMO_BUYER.email } });
    const row = await cartRow(shop, demo.id, 'HF-X4-Q', 1);
    await page.goto(`/order-confirm/${row}`);
    await page.getByRole('button', { name: 'Add address' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New shipping address' });
    // The address's own rules first.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByText(msg.selectCountry).isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText(msg.receiverNameRequired).isVisible()).toBe(true);
    await dialog.getByLabel('Full name').fill('Wei Zhang');
    await dialog.getByLabel('Country / region').fill('China');
    await dialog.getByRole('option', { name: /^China/ }).click();
    await dialog.getByLabel('Town / city').fill('Shenzhen');
    await dialog.getByLabel('Postcode').fill('518000');
    await dialog.getByLabel('Address line 1').fill('8 Keji Road');
    await dialog.getByLabel('Mobile').fill('13800138000');
    await shot(desktop, 'address-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByTestId('policy-checkbox').check();
    await page.getByTestId('submit-order').click();
    await expect.poll(() => toast(page, 'error').textContent()).toBe(sentenceCase(msg.mainlandChina));
    expect(page.url()).toContain('/order-confirm/');
  });
});

describe('the buying pages on a phone', () => {
  it('shows cart, confirm, pay, order list and detail at 390 px without sideways scrolling', async () => {
    const { page } = phone;
    const demo = await shop.deps.prisma.user.findUniqueOrThrow({ where: { email: DEMO_BUYER.email } });
    const row = await cartRow(shop, demo.id, 'HF-AL3-AURORA', 1);
    await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password, '/shopcart');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await expect.poll(() => page.getByTestId('cart-row').count()).toBeGreaterThan(0);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shot(phone, 'cart');
    await page.goto(`/order-confirm/${row}`);
    await expect.poll(() => page.getByTestId('confirm-item').count()).toBe(1);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shot(phone, 'order-confirm');
    const unpaid = await shop.deps.prisma.order.findFirstOrThrow({ where: { userId: demo.id, orderStatus: 10 } });
    await page.goto(`/pay-waiting/${unpaid.orderNo}`);
    await expect.poll(() => page.getByTestId('pay-method-usd').isVisible()).toBe(true);
    await shot(phone, 'pay-waiting');
    await page.goto(`/pay/${unpaid.orderNo}`);
    await expect.poll(() => page.getByTestId('pay-deadline').isVisible()).toBe(true);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shot(phone, 'pay');
    await page.goto('/my/sale-order');
    await expect.poll(() => page.getByTestId('order-card').count()).toBeGreaterThan(0);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shot(phone, 'order-list');
    const shipped = await shop.deps.prisma.order.findFirstOrThrow({ where: { userId: demo.id, orderStatus: 40 } });
    await page.goto(`/sale-order-detail/${shipped.orderNo}`);
    await expect.poll(() => page.getByTestId('logistics').count()).toBe(2);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shot(phone, 'order-detail');
    // The buyer confirms the shipment still on its way: everything received, the order completes.
    await page.getByRole('button', { name: 'Confirm goods received' }).click();
    await expect.poll(() => page.getByTestId('detail-status').textContent()).toBe('Complete');
    await page.goto('/my/coupon-list');
    await expect.poll(() => page.getByTestId('coupon').count()).toBeGreaterThan(0);
    await shot(phone, 'coupon-list');
    await page.goto('/my/address');
    await expect.poll(() => page.getByTestId('address-card').count()).toBeGreaterThan(1);
    await shot(phone, 'address');
  });
});
