import { msg, OrderStatus, PAY_TYPE_USD } from '@hashforge/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addShipment } from '../../api/src/modules/order/add-shipment.ts';
import { newOrderNo } from '../../api/src/modules/order/order-no.ts';
import { paths } from '../src/lib/paths.ts';
import type { ShopBrowser } from './support/browser.ts';
import { DEMO_BUYER, logIn } from './support/log-in.ts';
import { openShopForFile } from './support/open-shop.ts';
import type { Shop } from './support/shop.ts';

/**
 * Account and identity, repair tickets and addresses, as a buyer meets them: the KYC status read alike
 * on both pages, passwords kept whole, "+1" meaning the United States, and "Request a repair" that
 * knows the machine; on the built storefront against the real API, on a phone (390 px) and 1280 px.
 */

let shop: Shop;
let desktop: ShopBrowser;
let phone: ShopBrowser;

openShopForFile((open) => ({ shop, desktop, phone } = open));

beforeAll(async () => {
  await desktop.page.setViewportSize({ width: 1280, height: 900 });
});

describe('passwords', () => {
  it('are never cut short: a 20-character password stays whole and the spec says its length rule', async () => {
    for (const { page } of [phone, desktop]) {
      await page.goto('/user/login');
      const long = 'a-very-long-secret-20';
      await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
      await page.getByLabel('Password', { exact: true }).fill(long);
      expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(long);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect.poll(() => page.getByText(msg.passwordLength).isVisible()).toBe(true);
    }
    await phone.page.goto('/user/signup');
    await phone.page.getByLabel('Password', { exact: true }).fill('x'.repeat(24));
    expect(await phone.page.getByLabel('Password', { exact: true }).inputValue()).toHaveLength(24);
  });
});

describe('the KYC status', () => {
  it('reads the same on the account page and the KYC page, and the "required" hint goes once verified', async () => {
    for (const browser of [phone, desktop]) {
      const { page } = browser;
      await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password, '/my/account');
      const row = page.getByTestId('row-kyc');
      await expect.poll(() => row.getByTestId('kyc-status-tag').textContent()).toBe('Verified');
      expect(await row.textContent()).not.toContain('required');
      await page.goto('/user/account/kyc');
      await expect.poll(() => page.getByTestId('kyc-status-label').textContent()).toBe('Verified');
      await browser.screenshot('identity-kyc-verified');
    }
  });
});

describe('phone country codes', () => {
  it('picks the United States for "+1" and never shows a country the address does not have', async () => {
    const { page } = desktop;
    await page.goto('/my/address');
    await page.getByRole('button', { name: 'Add address' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New shipping address' });
    const code = dialog.getByRole('combobox', { name: 'Country code' });
    await code.click();
    await code.fill('+1');
    const first = page.getByRole('option').first();
    await expect.poll(() => first.textContent()).toContain('United States');
    expect(await page.getByRole('option').nth(1).textContent()).toContain('Canada');
    await first.click();
    await expect.poll(() => code.inputValue()).toBe('+1');
    // The country field is still empty: the calling code does not pose as a country.
    expect(await dialog.getByPlaceholder('Select country').inputValue()).toBe('');
    await desktop.screenshot('identity-phone-code');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByText(msg.selectCountry).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});

describe('Request a repair', () => {
  it('carries the serial number from the SN lookup into the repair form', async () => {
    const { page } = phone;
    const serial = await shop.deps.prisma.machineSerial.findFirstOrThrow({
      where: { afterEndTime: { gt: new Date() } },
    });
    await page.goto('/support/searchsn');
    await page.getByLabel('Serial number (SN)').fill(serial.machineCode);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByTestId('sn-repair').click();
    await page.waitForURL('**/my/after-sale-apply?sn=*');
    const first = page.getByRole('textbox', { name: 'Device 1 SN', exact: true });
    await expect.poll(() => first.inputValue()).toBe(serial.machineCode);
    await phone.screenshot('identity-repair-serial');
  });

  it('offers it for each serial a shipment recorded on the order, carrying that serial into the repair form', async () => {
    const { page } = phone;
    const { prisma } = shop.deps;
    // A paid order of the demo buyer for one machine, made like the seed's orders (from its complete
    // order's line and address), which the warehouse then ships with the machine's serial number.
    const demo = await prisma.user.findUniqueOrThrow({ where: { email: DEMO_BUYER.email } });
    const template = await prisma.order.findFirstOrThrow({
      where: { userId: demo.id, orderStatus: OrderStatus.complete },
      include: { lines: { orderBy: { id: 'asc' } }, address: true },
    });
    const { id: _lineId, orderId: _lineOrderId, ...line } = template.lines[0]!;
    const { id: _addressId, orderId: _addressOrderId, ...address } = template.address!;
    const order = await prisma.order.create({
      data: {
        orderNo: newOrderNo(),
        userId: demo.id,
        orderStatus: OrderStatus.unshipped,
        payType: PAY_TYPE_USD,
        productAmount: line.unitPrice,
        payableAmount: line.unitPrice,
        paidAmount: line.unitPrice,
        expiresAt: new Date(),
        lines: { create: { ...line, productNum: 1, sendProductNum: 0, payableAmount: line.unitPrice } },
        address: { create: address },
      },
      include: { lines: true },
    });
    const serial = 'HFS21E2E0016';
    const shipped = await addShipment(shop.deps, order.id, {
      logisticsName: 'DHL Express',
      logisticsNo: 'JD014600001616',
      lines: [{ orderLineId: order.lines[0]!.id, productNum: 1, serials: [serial] }],
    });
    expect(shipped.orderStatus).toBe(OrderStatus.shipped);

    await page.goto(paths.saleOrderDetail(order.orderNo));
    const row = page.getByTestId('shipped-serial');
    await expect.poll(() => row.textContent()).toContain(serial);
    const repair = row.getByRole('link', { name: `Request a repair for ${serial}` });
    expect(await repair.textContent()).toBe('Request a repair');
    // The SN lookup's own link: the same path builder, so the same address.
    expect(await repair.getAttribute('href')).toBe(paths.afterSaleApplyFor(serial));
    await phone.screenshot('identity-order-serial-repair');
    await repair.click();
    await page.waitForURL('**/my/after-sale-apply?sn=*');
    // The repair form's first device field (not a field of the page left behind).
    const first = page.getByRole('textbox', { name: 'Device 1 SN', exact: true });
    await expect.poll(() => first.inputValue()).toBe(serial);
    await phone.screenshot('identity-order-serial-apply');
  });
});
