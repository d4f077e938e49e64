import { msg } from '@hashforge/contract';
import { describe, expect, it } from 'vitest';
import { sentenceCase } from '../src/lib/toast.ts';
import { type ShopBrowser, toast } from './support/browser.ts';
import { openShopForFile } from './support/open-shop.ts';
import type { Shop } from './support/shop.ts';

let shop: Shop;
let desktop: ShopBrowser;
let phone: ShopBrowser;

openShopForFile((open) => ({ shop, desktop, phone } = open));

describe('support hub', () => {
  it('links to every support page and asks a logged-out visitor to log in for their own records', async () => {
    const { page } = desktop;
    await page.goto('/support/index');
    await page.getByTestId('support-orderStatus').click();
    await expect.poll(() => toast(page, 'warning').textContent()).toBe(sentenceCase(msg.loginFirst));
    expect(page.url()).toContain('/support/index');
    await desktop.screenshot('support-index');
    await phone.page.goto('/support/index');
    await phone.page.getByTestId('support-repairTicket').click();
    await expect.poll(() => toast(phone.page, 'warning').textContent()).toBe(sentenceCase(msg.loginFirst));
    await phone.screenshot('support-index');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Warranty lookup/ })
      .click();
    await page.waitForURL('**/support/searchsn');
  });

  it('shows the three policy pages from the server', async () => {
    for (const [path, heading] of [
      ['/support/support-policy', 'Support policy'],
      ['/support/repair-guide', 'Repair guide'],
      ['/support/order-policy', 'Order policy'],
    ] as const) {
      const { page } = desktop;
      await page.goto(path);
      await page.getByTestId('policy').getByRole('heading', { level: 1, name: heading }).waitFor();
      await desktop.screenshot(`policy-${path.split('/').pop()}`);
    }
    await desktop.page.goto('/support/order-policy');
    await expect.poll(() => desktop.page.getByTestId('policy').textContent()).toContain('48-hour payment window');
    await phone.page.goto('/support/repair-guide');
    await phone.page.getByTestId('policy').getByRole('heading', { level: 1 }).waitFor();
    await phone.screenshot('policy-repair-guide');
  });
});

describe('downloads', () => {
  it('groups files by product, with manual and firmware tabs, and downloads a file as an attachment', async () => {
    const { page } = desktop;
    await page.goto('/support/download');
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    await tabs.first().waitFor();
    expect(await tabs.first().textContent()).toBe('HF-S21 Forge 200T');
    expect(await tabs.count()).toBe(10);
    const table = page.getByTestId('download-table');
    expect(await table.locator('thead').textContent()).toMatch(/File name.*Size.*Publish date.*Description.*Download/i);
    expect(await table.textContent()).toContain('User Manual.pdf');
    expect(await table.textContent()).toMatch(/\d+\.\d{2} MB|< 0\.01 MB/);
    await page.getByRole('tab', { name: /Firmware/ }).click();
    expect(await table.textContent()).toContain('hf-s21-forge-fw-2.4.1.tar.gz');
    await desktop.screenshot('downloads');

    await page.getByRole('tab', { name: 'HF-X4 Mini 520M' }).click();
    await page.getByRole('tab', { name: /Firmware/ }).click();
    expect(await table.textContent()).toContain('hf-x4-mini-fw-1.5.0.bin');
    const link = table.getByRole('link', { name: 'Download hf-x4-mini-fw-1.5.0.bin' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/web\/hashforge\/file\/downloadSource\?id=\d+$/);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('hf-x4-mini-fw-1.5.0.bin');
    const res = await fetch(`${shop.url}${href}`);
    expect(res.headers.get('content-disposition')).toContain('attachment; filename="hf-x4-mini-fw-1.5.0.bin"');
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    await phone.page.goto('/support/download');
    await phone.page.getByTestId('download-table').waitFor();
    await phone.screenshot('downloads');
  });
});

describe('FAQ', () => {
  it('pages the questions 10 at a time, marks hot ones and opens the solution in a dialog', async () => {
    const { page } = desktop;
    await page.goto('/support/question');
    const items = page.getByTestId('faq-list').locator('li');
    await items.first().waitFor();
    expect(await items.count()).toBe(10);
    expect(await items.first().textContent()).toContain('Hot');
    await items.first().getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('USD bank wire').first().waitFor();
    expect(await dialog.textContent()).toContain('How do I pay for my order?');
    expect(await dialog.textContent()).toContain('USD bank wire');
    await desktop.screenshot('faq-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await page.getByRole('button', { name: '3', exact: true }).click();
    await page.waitForURL('**/support/question?page=3');
    await expect.poll(() => items.count()).toBeLessThan(10);
    await desktop.screenshot('faq');
    await phone.page.goto('/support/question');
    await phone.page.getByTestId('faq-list').waitFor();
    await phone.screenshot('faq');
  });
});

describe('SN search', () => {
  it('asks for an SN, explains an unknown one, and shows hashrate level and warranty days', async () => {
    const { page } = phone;
    await page.goto('/support/searchsn');
    const field = page.getByLabel('Serial number (SN)');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText(msg.enterSn).waitFor();
    await field.fill('HF00000000');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText(msg.snNotFound).waitFor();
    await phone.screenshot('sn-unknown');

    const serial = await shop.deps.prisma.machineSerial.findFirstOrThrow({
      where: { afterEndTime: { gt: new Date() }, computingPower: { not: null } },
    });
    await field.fill(serial.machineCode.toLowerCase());
    await page.getByRole('button', { name: 'Search' }).click();
    const result = page.getByTestId('sn-result');
    await result.waitFor();
    const text = await result.textContent();
    expect(text).toContain(serial.machineCode);
    expect(text).toContain(`Hashrate level${serial.computingPower}`);
    expect(text).toMatch(/Machine warranty\d+ days? left/);
    expect(text).toMatch(/Hash board warranty/);
    await phone.screenshot('sn-result');

    const unknown = await shop.deps.prisma.machineSerial.findFirstOrThrow({
      where: { afterEndTime: null, computingPower: null },
    });
    await field.fill(unknown.machineCode);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => result.textContent()).toContain(unknown.machineCode);
    expect(await result.textContent()).toContain('Unknown');
    expect(await result.textContent()).not.toContain('Hashrate level');
    await desktop.page.goto('/support/searchsn');
    await desktop.page.getByLabel('Serial number (SN)').fill(serial.machineCode);
    await desktop.page.getByRole('button', { name: 'Search' }).click();
    await desktop.page.getByTestId('sn-result').waitFor();
    await desktop.screenshot('sn-result');
  });
});

describe('bulk order', () => {
  it('shows every required-field message, hides the excluded X4 models, and sends once with a success alert', async () => {
    const { page } = desktop;
    await page.goto('/bulk-order');
    const form = page.getByTestId('bulk-form');
    await form.waitFor();
    const product = form.getByLabel('Product');
    await expect.poll(() => product.locator('option').count()).toBeGreaterThan(3);
    const options = await product.locator('option').allTextContents();
    expect(options.some((o) => o.includes('X4-Q'))).toBe(true);
    for (const excluded of ['X4 Mini', 'X4-1U', 'X4 Server'])
      expect(options.some((o) => o.includes(excluded))).toBe(false);
    expect(await form.getByLabel('Quantity').inputValue()).toBe('100');
    expect(await form.getByLabel('Contact type').inputValue()).toBe('Telegram');

    await form.getByRole('button', { name: 'Send enquiry' }).click();
    for (const text of [
      msg.bulkNameRequired,
      msg.selectCountry,
      msg.emailRequired,
      msg.phoneRequired,
      msg.bulkProductRequired,
      msg.bulkContactRequired('Telegram'),
    ]) {
      await form.getByText(text).first().waitFor();
    }
    await desktop.screenshot('bulk-errors');

    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Contact type').selectOption('WhatsApp');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await form.getByText(msg.emailFormat).waitFor();
    await form.getByText(msg.bulkContactRequired('WhatsApp')).waitFor();

    await form.getByLabel('Contact name').fill('Amara Okafor');
    await form.getByLabel('Country / region').fill('Nigeria');
    await page.getByRole('option', { name: /Nigeria/ }).click();
    await form.getByLabel(/Mobile$/).fill('803 555 0199');
    await form.getByLabel('Email').fill('amara@minefarm.example');
    await product.selectOption({ label: options.find((o) => o.includes('S21 Forge'))! });
    await form.getByLabel('Quantity').fill('250');
    await form.getByLabel('Current capacity').fill('4.5');
    await form.getByLabel('WhatsApp account').fill('+234 803 555 0199');
    await form.getByLabel('Company name').fill('Lagos Hash Farm Ltd');

    // Two quick clicks send one enquiry.
    const button = form.getByRole('button', { name: 'Send enquiry' });
    await button.dblclick();
    const alert = page.getByRole('dialog');
    await page.getByTestId('bulk-success').waitFor();
    expect(await alert.getByRole('heading').textContent()).toBe('success');
    expect(await alert.textContent()).toContain(msg.bdContact);
    expect(await alert.getByRole('button', { name: /confirm|ok/i }).count()).toBe(0);
    await desktop.screenshot('bulk-success', { fullPage: false });
    const rows = await shop.deps.prisma.purchasePlan.findMany({ where: { email: 'amara@minefarm.example' } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      productNum: 250,
      whatsApp: '+234 803 555 0199',
      telegram: '',
      mobileCode: '+234',
      country: 'Nigeria',
    });
    await page.keyboard.press('Escape');
    expect(await form.getByLabel('Contact name').inputValue()).toBe('');
    expect(await form.getByLabel('Quantity').inputValue()).toBe('100');

    await phone.page.goto('/bulk-order');
    await phone.page.getByTestId('bulk-form').waitFor();
    await phone.screenshot('bulk-order');
    expect(desktop.errors).toEqual([]);
  });
});
