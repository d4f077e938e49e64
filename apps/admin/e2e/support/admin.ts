import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import type { ShopBrowser } from '../../../web/e2e/support/browser.ts';
import type { Shop } from '../../../web/e2e/support/shop.ts';

const adminRoot = path.resolve(import.meta.dirname, '../..');
const repoRoot = path.resolve(adminRoot, '../..');
const adminDist = path.join(adminRoot, 'dist');
const lockFile = path.join(adminRoot, 'node_modules/.e2e-build.lock');
/** Where the back office's screenshots are kept for people to look at. */
export const adminShotsDir = process.env.ADMIN_SHOTS_DIR ?? path.join(repoRoot, 'apps/web/e2e/artifacts/admin');

/** The laptop the back office is designed for first. */
export const LAPTOP = { width: 1280, height: 800 };

/** The demo staff `npm start` seeds, one per role. */
export const DEMO_STAFF_PASSWORD = 'demo1234';
export const demoStaff = (role: string) => `${role}@hashforge.example`;

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function adminBuildIsFresh(): boolean {
  const index = path.join(adminDist, 'index.html');
  if (!existsSync(index)) return false;
  const built = statSync(index).mtimeMs;
  const sources = ['src', 'index.html', 'vite.config.ts'].map((p) => path.join(adminRoot, p));
  sources.push(path.join(repoRoot, 'packages/contract/src'));
  return sources.every((s) => newestMtime(s) <= built);
}

/** Builds apps/admin unless its dist is newer than its sources (one builder at a time, like the storefront's). */
export async function ensureAdminBuild(): Promise<void> {
  const giveUpAt = Date.now() + 10 * 60_000;
  mkdirSync(path.dirname(lockFile), { recursive: true });
  while (!adminBuildIsFresh()) {
    let fd: number | null = null;
    try {
      fd = openSync(lockFile, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (fd === null) {
      if (Date.now() - statSync(lockFile).mtimeMs > 5 * 60_000) rmSync(lockFile, { force: true });
      if (Date.now() > giveUpAt) throw new Error(`Timed out waiting for ${lockFile}`);
      await new Promise((r) => setTimeout(r, 500));
      continue;
    }
    try {
      if (adminBuildIsFresh()) return;
      const viteBin = path.join(
        path.dirname(createRequire(path.join(adminRoot, 'package.json')).resolve('vite/package.json')),
        'bin/vite.js',
      );
      const result = spawnSync(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], {
        cwd: adminRoot,
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'production' },
      });
      if (result.status !== 0) throw new Error(`admin build failed:\n${result.stdout}\n${result.stderr}`);
    } finally {
      closeSync(fd);
      rmSync(lockFile, { force: true });
    }
  }
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
