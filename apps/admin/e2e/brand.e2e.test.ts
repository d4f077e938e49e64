import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../api/test/support/smtp-sink.ts';
import type { ShopBrowser } from '../../web/e2e/support/browser.ts';
import { openShopForFile } from '../../web/e2e/support/open-shop.ts';
import { SECOND_BRAND_ICON, SECOND_BRAND_LOGO } from '../../web/e2e/support/second-brand.ts';
import type { Shop } from '../../web/e2e/support/shop.ts';
import {
  adminShot,
  adminShotsDir,
  demoStaff,
  deskShot,
  ensureAdminBuild,
  SERVER,
  staffLogin,
  staffLogout,
  useLaptop,
} from './support/admin.ts';

// The vendor's brand from the back office alone (docs/backoffice.md section 5, Settings): the owner
// renames the shop, puts in its logo and icon, its colours and a partner; the shop, served by another
// API process of the same shop too, the back office and a new verification email show them at once.

await ensureAdminBuild();

let shop: Shop;
let desk: ShopBrowser;
let phone: ShopBrowser;
let sink: SmtpSink;
/** Another API process on the same database and Redis, which had the old brand cached. */
let other: { url: string };

// A real mail server, so the test reads the email as a mail program would: sender, subject, HTML.
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
});
openShopForFile((open) => ({ shop, desktop: desk, phone } = open), {
  phone: true,
  env: () => ({ SMTP_URL: sink.url }),
});
beforeAll(async () => {
  await useLaptop(desk);
  other = await shop.startSecondServer();
});

const otherPage = (path: string) => `${other.url}${path}`;

/** The shop's header logo as the buyer's browser shows it. */
async function shopLogo(browser: ShopBrowser) {
  const logo = browser.page.locator('header').first().getByRole('link', { name: /home$/ }).locator('img');
  await logo.waitFor();
  return { alt: await logo.getAttribute('alt'), src: await logo.getAttribute('src') };
}

it('the owner sets name, logo, colours and a partner; the shop on every process, the back office and a new email show them', async () => {
  // The other process serves the demo brand, and keeps it cached.
  await desk.page.goto(otherPage('/home/index'));
  await expect.poll(() => desk.page.title()).toBe('Home | HashForge');
  expect((await shopLogo(desk)).alt).toBe('HashForge');

  const page = desk.page;
  await staffLogin(page, demoStaff('owner'));
  await page.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Brand and contacts' }).click();
  await page.waitForURL('**/admin/settings/brand');
  await page.getByLabel('Shop name').waitFor();
  expect(await page.getByLabel('Shop name').inputValue()).toBe('HashForge');
  await deskShot(page, 'brand-before-1280');

  // A logo with a script is refused under its field, and nothing changes.
  await page.getByLabel('Logo file').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script></svg>'),
  });
  await expect
    .poll(() => page.getByRole('alert').allTextContents(), SERVER)
    .toContain('The SVG carries script or HTML (<script>, <foreignObject>, …): it is refused');

  await page.getByLabel('Shop name').fill('Northwind Mining');
  await page.getByLabel('Email sender name').fill('Northwind Mining');
  await page
    .getByLabel('Logo file')
    .setInputFiles({ name: 'northwind.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(SECOND_BRAND_LOGO) });
  await page.getByRole('img', { name: 'Logo as the shop shows it' }).and(page.locator('[src*="/logo.svg"]')).waitFor();
  await page
    .getByLabel('Icon file')
    .setInputFiles({ name: 'icon.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(SECOND_BRAND_ICON) });
  await expect
    .poll(() => page.getByRole('img', { name: 'Icon as the shop shows it' }).getAttribute('src'), SERVER)
    .toMatch(/icon\.svg$/);

  // An accent white text cannot be read on is refused under its field before anything is sent.
  await page.getByLabel('Accent (buttons and links)', { exact: true }).fill('#7dd3fc');
  await page.getByRole('button', { name: 'Save brand' }).click();
  await expect
    .poll(() => page.getByText(/White text on this colour has a contrast of 1\.\d\d:1/).isVisible())
    .toBe(true);
  await page.getByLabel('Primary (header and footer)', { exact: true }).fill('#0c2d33');
  await page.getByLabel('Accent (buttons and links)', { exact: true }).fill('#0f766e');
  expect(await page.getByText('White text on it: 5.47:1 (at least 4.5:1) ✓').isVisible()).toBe(true);

  // A partner's link must be https://.
  await page.getByLabel('Distribution partner 1 name').fill('Fjord Hash AS');
  await page.getByLabel('Distribution partner 1 region').fill('Nordics');
  await page.getByLabel('Distribution partner 1 link').fill('http://fjordhash.example');
  await page.getByRole('button', { name: 'Save brand' }).click();
  await expect.poll(() => page.getByText('Enter an https:// address').isVisible()).toBe(true);
  await page.getByLabel('Distribution partner 1 link').fill('https://fjordhash.example');
  await deskShot(page, 'brand-edited-1280');
  await page.getByRole('button', { name: 'Save brand' }).click();
  await expect.poll(() => page.getByText('Brand saved.', { exact: false }).isVisible(), SERVER).toBe(true);

  // The back office's own header follows at once.
  await expect
    .poll(() => page.getByTestId('shell-brand').getByRole('img').getAttribute('alt'), SERVER)
    .toBe('Northwind Mining');
  await expect.poll(() => page.title(), SERVER).toBe('Northwind Mining Admin');

  // The shop, on the other process, at 1280 and 390 px: no restart, no rebuild.
  for (const browser of [desk, phone]) {
    const shopPage = await browser.context.newPage();
    await expect
      .poll(async () => {
        await shopPage.goto(otherPage('/home/index'));
        // The server's HTML carries the brand alone; the page adds its own part once its route has
        // loaded, which can come after the load event. Read the title then, or try the page again.
        await shopPage.waitForFunction(() => document.title.includes(' | '), null, { timeout: 5_000 });
        return shopPage.title();
      }, SERVER)
      .toBe('Home | Northwind Mining');
    const logo = shopPage.locator('header').first().getByRole('link', { name: 'Northwind Mining home' }).locator('img');
    expect(await logo.getAttribute('src')).toMatch(/^\/files\/public\/pub\/brand\/[0-9a-f]{24}\/logo\.svg$/);
    expect(
      await shopPage
        .locator('header')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe('rgb(12, 45, 51)');
    const footer = shopPage.locator('footer');
    if (browser === phone) await footer.getByRole('button', { name: 'Distribution partners' }).click();
    expect(await footer.getByRole('link', { name: 'Fjord Hash AS' }).getAttribute('href')).toBe(
      'https://fjordhash.example',
    );
    expect(await footer.getByText('NordHash Distribution').count()).toBe(0);
    await adminShot(shopPage, `brand-shop-other-process-${browser === phone ? 390 : 1280}`);
    await shopPage.close();
  }

  // A new verification email, asked on the other process from a phone, comes in the new brand.
  const email = `brand-${randomBytes(3).toString('hex')}@example.com`;
  await phone.page.goto(otherPage('/user/signup'));
  await phone.page.getByLabel('Email', { exact: true }).fill(email);
  await phone.page.getByRole('button', { name: 'Send code' }).click();
  await expect
    .poll(() => sink.received.filter((m) => m.to && JSON.stringify(m.to).includes(email)).length, SERVER)
    .toBe(1);
  const mail = sink.received.find((m) => JSON.stringify(m.to).includes(email))!;
  expect(mail.subject).toBe('Your Northwind Mining verification code');
  expect(mail.from?.value[0]?.name).toBe('Northwind Mining');
  expect(mail.html).toContain('background:#0c2d33');
  expect(mail.html).toContain('sent by the Northwind Mining shop');
  expect(mail.html).not.toContain('HashForge');

  // The login page names the vendor, on a laptop and on a phone.
  await staffLogout(page);
  await expect.poll(() => page.getByTestId('auth-brand').textContent(), SERVER).toBe('Northwind MiningAdmin');
  await adminShot(page, 'brand-login-1280');
  await phone.page.goto('/admin/login');
  await expect.poll(() => phone.page.getByTestId('auth-brand').textContent(), SERVER).toBe('Northwind MiningAdmin');
  await adminShot(phone.page, 'brand-login-390');
  expect(desk.errors).toEqual([]);
});

it('the brand page works on a phone (390 px)', async () => {
  const page = phone.page;
  await staffLogin(page, demoStaff('owner'));
  await page.goto('/admin/settings/brand');
  await page.getByLabel('Shop name').waitFor();
  expect(await page.getByLabel('Shop name').inputValue()).toBe('Northwind Mining');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  // The demo's five social links, and a sixth to fill in.
  await page.getByRole('button', { name: 'Add a social link' }).click();
  await page.getByLabel('Social link 6 name').waitFor();
  await deskShot(page, 'brand-390');
  // What a phone shows at a time: the top, and the partners.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(adminShotsDir, 'brand-390-top.png') });
  await page.getByText('Distribution partners', { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(adminShotsDir, 'brand-390-partners.png') });
});
