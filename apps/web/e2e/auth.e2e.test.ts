import { randomBytes } from 'node:crypto';
import { msg } from '@hashforge/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sentenceCase } from '../src/lib/toast.ts';
import { launchBrowser, type ShopBrowser, toast } from './support/browser.ts';
import { openShopForFile } from './support/open-shop.ts';
import type { Shop } from './support/shop.ts';

const email = `e2e-${randomBytes(4).toString('hex')}@example.com`;
const password = 'forge-123';
const newPassword = 'anvil-456';
const mobile = '15112345678';

let shop: Shop;
let desktop: ShopBrowser;

async function signedInEmail(page: Page): Promise<string | null> {
  await page.goto('/my/account');
  return page.getByTestId('account-email').textContent();
}

async function logOut(page: Page) {
  // The header loads the real menu on first use; a click that lands during that swap is lost, as a
  // buyer would see, so click again the way a buyer would, until the shop has gone home signed out.
  // An attempt whose click signed out but whose wait ran out finds "Sign in" in the menu next time.
  const item = page.getByRole('menuitem', { name: 'Log out' });
  const signIn = page.getByRole('menuitem', { name: 'Sign in' });
  for (let attempt = 1; ; attempt++) {
    try {
      if (!(await item.isVisible())) await page.getByTestId('account-menu').click({ timeout: 3000 });
      await item.or(signIn).first().waitFor({ state: 'visible', timeout: 3000 });
      if (await signIn.isVisible()) {
        await page.keyboard.press('Escape');
        await page.goto('/home/index');
        return;
      }
      await item.click({ timeout: 3000 });
      await page.waitForURL('**/home/index', { timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt === 5) throw error;
    }
  }
}

async function logIn(page: Page, user: string, secret: string) {
  await page.getByLabel('Email', { exact: true }).fill(user);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

openShopForFile((open) => ({ shop, desktop } = open), { phone: false });

describe('sign-up, logout and login in the browser', () => {
  it('signs up with the code from the email, logs out, and logs in again with the password', async () => {
    const { page } = desktop;
    await page.goto('/user/signup');
    await expect.poll(() => page.title()).toBe('Sign up | HashForge');
    await desktop.screenshot('signup');

    // Sending to a malformed address warns before anything is sent.
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => toast(page, 'warning').textContent()).toBe(sentenceCase(msg.checkEmail));

    await page.getByLabel('Email', { exact: true }).fill(email);
    const before = await shop.lastOutboxId();
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await shop.waitForCode(email, before);
    // The button counts down for 60 s and cannot send again meanwhile.
    await expect.poll(() => page.getByRole('button', { name: /Resend in \d+ s/ }).isDisabled()).toBe(true);

    await page.getByLabel('Verification code').fill(code);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill('something-else');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByText(msg.passwordsInconsistent).isVisible()).toBe(true);

    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/home/index');
    expect(await page.evaluate(() => document.cookie)).toMatch(/hf_token=/);
    expect(await signedInEmail(page)).toBe(email);
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'My account' }).waitFor();
    await desktop.screenshot('account-menu', { fullPage: false });
    await page.keyboard.press('Escape');

    await logOut(page);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/hf_token=/);

    // A page that needs login sends the visitor to sign in and back again afterwards.
    await page.goto('/my/account');
    await page.waitForURL('**/user/login?redirect=%2Fmy%2Faccount');
    await desktop.screenshot('login');
    await logIn(page, email, password);
    await page.waitForURL('**/my/account');
    expect(await page.getByTestId('account-email').textContent()).toBe(email);
    await expect.poll(() => page.title()).toBe('My account | HashForge');
    await desktop.screenshot('account');
    expect(desktop.errors).toEqual([]);
  });

  it("shows the server's message for a wrong password", async () => {
    const { page } = desktop;
    await logOut(page);
    await page.goto('/user/login');
    await logIn(page, email, 'wrong-pass1');
    await expect.poll(() => toast(page, 'error').textContent()).toBe(sentenceCase(msg.wrongCredentials));
    expect(page.url()).toContain('/user/login');
    await desktop.screenshot('login-wrong-password');

    // The form's own rules, with the spec's messages, before anything is sent.
    await page.getByLabel('Email', { exact: true }).fill('nobody');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => page.getByText(msg.emailFormat).isVisible()).toBe(true);
    expect(await page.getByText(msg.passwordLength).isVisible()).toBe(true);
  });

  it('binds a phone on the account page and then logs in with an SMS code', async () => {
    const { page } = desktop;
    await page.goto('/user/login');
    await logIn(page, email, password);
    await page.waitForURL('**/home/index');
    await page.goto('/my/account');
    await page.getByTestId('row-sms').getByRole('button', { name: 'Set' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Country / region').fill('Germany');
    await page.getByRole('option', { name: /Germany/ }).click();
    await dialog.getByLabel('Mobile number').fill(mobile);
    const before = await shop.lastOutboxId();
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const code = await shop.waitForCode(`+49${mobile}`, before);
    await dialog.getByLabel('Verification code').fill(code);
    await desktop.screenshot('bind-phone');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByTestId('row-sms').textContent()).toContain('modify later');
    expect(await page.getByText(`+49 ${mobile}`).first().isVisible()).toBe(true);

    await logOut(page);
    await page.goto('/user/login');
    await page.getByRole('tab', { name: 'SMS code' }).click();
    // No phone yet: the send button warns instead of sending.
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => toast(page, 'warning').textContent()).toBe(sentenceCase(msg.phoneEmpty));
    await page.getByLabel('Country code').fill('49');
    await page.getByRole('option', { name: /Germany/ }).click();
    await page.getByLabel('Mobile number').fill(mobile);
    // The phone got a code a moment ago; the shop refuses another within 60 s.
    shop.clock.advance(61_000);
    const sentAfter = await shop.lastOutboxId();
    await page.getByRole('button', { name: 'Send code' }).click();
    const loginCode = await shop.waitForCode(`+49${mobile}`, sentAfter);
    await page.getByLabel('Verification code').fill(loginCode);
    await desktop.screenshot('login-sms');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/home/index');
    expect(await signedInEmail(page)).toBe(email);
  });

  it('changes the password, which signs out and goes home; the new password works', async () => {
    const { page } = desktop;
    await page.goto('/my/account');
    await page.getByTestId('row-password').getByRole('button', { name: 'Modify' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Old password').fill(password);
    await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Confirm new password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL('**/home/index');
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/hf_token=/);

    await page.goto('/user/login');
    await logIn(page, email, newPassword);
    await page.waitForURL('**/home/index');
    expect(await signedInEmail(page)).toBe(email);
    expect(desktop.errors.filter((e) => !e.includes('status of 4'))).toEqual([]);
  });
});

describe('the same pages on a 390 px phone', () => {
  it('lays out login, sign-up and account without sideways scrolling', async () => {
    const phone = await launchBrowser('phone', shop.url);
    try {
      const { page } = phone;
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

      await page.goto('/user/signup');
      await page.getByRole('button', { name: 'Create account' }).waitFor();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await phone.screenshot('signup');

      await page.goto('/user/login');
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await phone.screenshot('login');

      await logIn(page, email, newPassword);
      await page.waitForURL('**/home/index');
      await page.goto('/my/account');
      await page.getByTestId('account-email').waitFor();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await phone.screenshot('account');

      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Support' }).waitFor();
      await phone.screenshot('menu', { fullPage: false });
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
