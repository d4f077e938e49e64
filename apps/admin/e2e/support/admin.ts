import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ShopBrowser } from '../../../web/e2e/support/browser.ts';
import { ensureViteBuild } from '../../../web/e2e/support/build.ts';
import { cartRow } from '../../../web/e2e/support/cart-row.ts';
import { DEMO_BUYER, logIn } from '../../../web/e2e/support/log-in.ts';
import type { Shop } from '../../../web/e2e/support/shop.ts';

const adminRoot = path.resolve(import.meta.dirname, '../..');
const repoRoot = path.resolve(adminRoot, '../..');
/** Where the back office's screenshots are kept for people to look at. */
export const adminShotsDir = process.env.ADMIN_SHOTS_DIR ?? path.join(repoRoot, 'apps/web/e2e/artifacts/admin');

/** Server round trips (a step, its refetch) answer well within this, even on a loaded machine. */
export const SERVER = { timeout: 20_000, interval: 100 };

/** The laptop the back office is designed for first. */
export const LAPTOP = { width: 1280, height: 800 };

/** The demo staff `npm start` seeds, one per role. */
export const DEMO_STAFF_PASSWORD = 'demo1234';
export const demoStaff = (role: string) => `${role}@hashforge.example`;

/** Builds apps/admin unless its dist is newer than its sources (one builder at a time, like the storefront's). */
export function ensureAdminBuild(): Promise<void> {
  return ensureViteBuild({
    root: adminRoot,
    sources: ['src', 'index.html', 'vite.config.ts']
      .map((p) => path.join(adminRoot, p))
      .concat(path.join(repoRoot, 'packages/contract/src')),
    built: ['index.html'],
  });
}

/** A browser of the back office at laptop width (1280 px). */
export async function useLaptop(browser: ShopBrowser): Promise<void> {
  await browser.page.setViewportSize(LAPTOP);
}

/** A full-page screenshot of the back office kept as `<name>.png`, from the top. */
export async function adminShot(page: Page, name: string): Promise<string> {
  mkdirSync(adminShotsDir, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  const file = path.join(adminShotsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * The current authenticator code for a secret at the shop's clock. The API accepts each time step once,
 * so each later code is taken one step further on (the shop's clock moves with it).
 */
export function totpCode(shop: Shop, secret: string): string {
  shop.clock.advance(30_000);
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: shop.clock.now().getTime() });
}

/** Email and password on the login page; answers when the next screen shows. */
export async function submitCredentials(page: Page, email: string, password = DEMO_STAFF_PASSWORD): Promise<void> {
  // Whoever used this browser before is gone: each step of a test is one staff member.
  await page.context().clearCookies();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The dashboard's address, with or without the trailing slash. */
export const atDashboard = (url: URL) => url.pathname.replace(/\/$/, '') === '/admin';

/** Signs a staff member without a second factor in and waits for the dashboard. */
export async function staffLogin(page: Page, email: string): Promise<void> {
  await submitCredentials(page, email);
  await page.waitForURL(atDashboard);
}

export async function staffLogout(page: Page): Promise<void> {
  await page.getByTestId('staff-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL('**/admin/login');
}

/** The demo buyer `npm start` seeds, who shops on the storefront in the back office's browser tests. */
export { DEMO_BUYER };

/**
 * Two units of the seed's KS5 Pulse, its first send cycle, in the demo buyer's cart, as the order
 * desk's walk-throughs start: the cart row's id, for the storefront's order-confirm page.
 */
export async function cartTwoMachines(shop: Shop): Promise<number> {
  const demo = await shop.deps.prisma.user.findUniqueOrThrow({ where: { email: DEMO_BUYER.email } });
  return cartRow(shop, demo.id, 'HF-KS5-PULSE', 2);
}

/** Signs the demo buyer in on the storefront, whoever was signed in before, and waits for `returnTo`. */
export async function demoBuyerLogin(page: Page, returnTo: string): Promise<void> {
  await page.context().clearCookies();
  await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password, returnTo);
}

/** A desk's screenshot without the toasts of the steps before it, which would hide what it shows. */
export async function deskShot(page: Page, name: string): Promise<string> {
  // In one go in the page: a toast that leaves on its own between a count and a click cannot stall it.
  await page.evaluate(() => {
    for (const close of document.querySelectorAll<HTMLButtonElement>('[data-toast] button')) close.click();
  });
  await expect.poll(() => page.locator('[data-toast]').count(), SERVER).toBe(0);
  return adminShot(page, name);
}
