import { couponOverLimit } from '@hashforge/contract/admin/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { invalidatePublicCache } from '../../api/src/http/public-cache.ts';
import { type ShopBrowser, toast } from '../../web/e2e/support/browser.ts';
import { cartRow } from '../../web/e2e/support/cart-row.ts';
import type { Shop } from '../../web/e2e/support/shop.ts';
import { DEMO_BUYER, demoBuyerLogin, demoStaff, ensureAdminBuild, SERVER, staffLogin } from './support/admin.ts';
import { bothWidths, openStaffAndBuyerForFile } from './support/staff-and-buyer.ts';

// Decision 021: no single role moves money or goods alone. The owner sets the coupon limit, a
// merchandiser is refused above it, and an order a coupon covers in full waits for finance: the
// staff member at 1280 px in the back office, the buyer in their own browser, each also at 390 px.

await ensureAdminBuild();

let shop: Shop;
let staff: ShopBrowser;
let buyer: ShopBrowser;

openStaffAndBuyerForFile((open) => ({ shop, staff, buyer } = open));

const statusOf = (page: Page) => page.locator('h1 [data-status]').getAttribute('data-status');

describe('no single role moves money or goods alone', () => {
  it('the owner sets the coupon limit, a merchandiser is refused above it, and a free order waits for finance to confirm it', async () => {
    const { page } = staff;

    // The owner lowers the limit in Settings and gives the demo buyer a coupon above it (the owner may).
    await staffLogin(page, demoStaff('owner'));
    await page.goto('/admin/settings');
    const limit = page.getByLabel('Coupons above this need the owner (USD)');
    await expect.poll(() => limit.inputValue(), SERVER).toBe('500.00');
    await limit.fill('300');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => toast(page, 'success').textContent(), SERVER).toContain('Settings saved');
    await expect.poll(() => limit.inputValue(), SERVER).toBe('300.00');
    await limit.scrollIntoViewIfNeeded();
    await bothWidths(page, 'settings-coupon-limit');

    // A new shop has no bank account yet: the owner saves the rest while it is still empty, and a
    // half-typed account is refused under its fields and never stored.
    const bankWire = await shop.deps.prisma.shopSetting.findUniqueOrThrow({ where: { key: 'payment.bankWire' } });
    await shop.deps.prisma.shopSetting.delete({ where: { key: bankWire.key } });
    await invalidatePublicCache(shop.deps);
    try {
      await page.goto('/admin/settings');
      const beneficiary = page.getByLabel('Beneficiary', { exact: true });
      await expect.poll(() => limit.inputValue(), SERVER).toBe('300.00');
      expect(await beneficiary.inputValue()).toBe('');
      await limit.fill('310');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect.poll(() => limit.inputValue(), SERVER).toBe('310.00');
      await beneficiary.fill('Northwind Mining Limited');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect
        .poll(() => page.getByText('A SWIFT/BIC code has 8 or 11 letters and digits').count(), SERVER)
        .toBe(1);
      expect(await shop.deps.prisma.shopSetting.count({ where: { key: bankWire.key } })).toBe(0);
      await beneficiary.fill('');
      await limit.fill('300');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect.poll(() => limit.inputValue(), SERVER).toBe('300.00');
      expect(await shop.deps.prisma.shopSetting.count({ where: { key: bankWire.key } })).toBe(0);
    } finally {
      await shop.deps.prisma.shopSetting.upsert({
        where: { key: bankWire.key },
        create: { key: bankWire.key, value: bankWire.value ?? {} },
        update: {},
      });
      await invalidatePublicCache(shop.deps);
    }

    const demo = await shop.deps.prisma.user.findUniqueOrThrow({ where: { email: DEMO_BUYER.email } });
    await page.goto(`/admin/customers/${demo.id}`);
    await page.getByRole('button', { name: 'Issue coupon' }).click();
    const give = page.getByRole('dialog', { name: 'Issue a coupon' });
    await give.getByLabel('Value off (USD)').fill('20000');
    await give.getByRole('button', { name: 'Issue coupon' }).click();
    await expect.poll(() => toast(page, 'success').textContent(), SERVER).toContain('issued to');

    // A merchandiser may make coupons, but not one worth a machine: refused, naming the limit.
    await staffLogin(page, demoStaff('merchandiser'));
    const templates = await shop.deps.prisma.coupon.count();
    await page.goto('/admin/coupons');
    await page.getByRole('button', { name: 'New coupon' }).click();
    const create = page.getByRole('dialog', { name: 'New coupon' });
    await create.getByLabel('Name').fill('Free miner');
    await create.getByLabel('Value (USD off)').fill('5000');
    await create.getByLabel('Valid until').fill('2036-12-31');
    await create.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => create.getByRole('alert').textContent(), SERVER).toContain(couponOverLimit('300.00'));
    expect(await shop.deps.prisma.coupon.count()).toBe(templates);
    await bothWidths(page, 'coupon-over-limit');
    await create.getByRole('button', { name: 'Cancel' }).click();

    // The buyer orders one machine with the owner's coupon: nothing to pay, and no Pay that leads to wiring 0.
    const cartId = await cartRow(shop, demo.id, 'HF-KS5-PULSE');
    const b = buyer.page;
    await demoBuyerLogin(b, `/order-confirm/${cartId}`);
    await expect.poll(() => b.getByTestId('confirm-item').count(), SERVER).toBe(1);
    await expect.poll(() => b.getByTestId('payable-amount').textContent(), SERVER).toBe('$0.00');
    await b.getByTestId('policy-checkbox').check();
    await b.waitForTimeout(1600);
    await b.getByTestId('submit-order').click();
    await b.waitForURL('**/pay-waiting/**');
    const orderNo = decodeURIComponent(b.url().split('/pay-waiting/')[1]!);
    await expect.poll(() => b.getByTestId('covered-note').textContent(), SERVER).toContain('nothing to pay');
    expect(await b.getByTestId('pay-waiting-submit').count()).toBe(0);
    await bothWidths(b, 'buyer-covered-pay-waiting');

    await b.goto(`/sale-order-detail/${orderNo}`);
    await expect.poll(() => b.getByTestId('detail-status').getAttribute('data-status'), SERVER).toBe('20');
    await expect.poll(() => b.getByTestId('covered-note').textContent(), SERVER).toContain('Our team confirms');
    expect(await b.getByRole('link', { name: 'Pay', exact: true }).count()).toBe(0);
    expect(await b.getByTestId('upload-proof').count()).toBe(0);
    await bothWidths(b, 'buyer-covered-order-detail');
    await b.goto('/my/sale-order');
    const card = b.getByTestId('order-card').filter({ hasText: orderNo });
    await expect.poll(() => card.count(), SERVER).toBe(1);
    expect(await card.getByTestId('order-pay').count()).toBe(0);

    // Finance finds it on the payment desk, looks at the order and confirms it for the warehouse.
    await staffLogin(page, demoStaff('finance'));
    await page.goto('/admin/payments?tab=covered');
    const queue = page.getByRole('table', { name: 'Orders with nothing to pay' });
    const listed = queue.getByRole('link', { name: orderNo, exact: true });
    await expect.poll(() => listed.count(), SERVER).toBe(1);
    await bothWidths(page, 'payments-nothing-to-pay');
    await listed.click();
    await page.waitForURL(`**/admin/orders/${orderNo}`);
    await expect.poll(() => page.getByTestId('covered-notice').isVisible(), SERVER).toBe(true);
    expect(await statusOf(page)).toBe('20');
    // Nothing reaches the warehouse before finance confirms.
    expect(await page.getByRole('button', { name: 'Ship', exact: true }).count()).toBe(0);
    await bothWidths(page, 'order-covered-confirm');
    await page.getByTestId('covered-notice').getByRole('button', { name: 'Confirm order' }).click();
    const confirm = page.getByRole('dialog', { name: `Confirm order ${orderNo}` });
    await expect.poll(() => confirm.getByTestId('confirm-covered-amounts').textContent(), SERVER).toContain('USD 0.00');
    await bothWidths(page, 'order-covered-confirm-dialog');
    await confirm.getByRole('button', { name: 'Confirm order' }).click();
    await expect.poll(() => toast(page, 'success').textContent(), SERVER).toContain('Order confirmed');
    await expect.poll(() => statusOf(page), SERVER).toBe('30');
    const audit = await shop.deps.prisma.auditEvent.findMany({
      where: { entityType: 'order', entityId: orderNo, action: 'payments.confirm-covered' },
    });
    expect(audit).toHaveLength(1);

    await page.goto('/admin/payments?tab=covered');
    await expect.poll(() => queue.getByRole('link', { name: orderNo, exact: true }).count(), SERVER).toBe(0);

    // The buyer sees it unshipped, still with nothing to pay.
    await b.goto(`/sale-order-detail/${orderNo}`);
    await expect.poll(() => b.getByTestId('detail-status').getAttribute('data-status'), SERVER).toBe('30');
    await expect.poll(() => b.getByTestId('covered-note').textContent(), SERVER).toContain('nothing to pay');
  });
});
