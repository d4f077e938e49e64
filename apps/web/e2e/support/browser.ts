import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

export const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

/** Flags measured to work with Debian's Chromium (/usr/bin/chromium) run headless in a container without a GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export type Device = 'desktop' | 'phone';

const devices = {
  desktop: { viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
  phone: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  },
} as const;

export interface ShopBrowser {
  device: Device;
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors seen so far: a clean page has none. */
  errors: string[];
  /**
   * Saves a screenshot as `e2e/artifacts/<name>-<device>.png` (the full page unless `fullPage` is
   * false, e.g. for an open drawer); answers its path.
   */
  screenshot(name: string, options?: { fullPage?: boolean }): Promise<string>;
  close(): Promise<void>;
}

/**
 * Chromium from /usr/bin with its own throw-away profile, sized as a desktop (1366x900) or a phone
 * (390x844, touch, mobile viewport). Each call is an independent browser: its own cookies.
 * `extraArgs` adds Chromium switches, e.g. a fake camera playing a file.
 */
export async function launchBrowser(
  device: Device = 'desktop',
  baseURL?: string,
  extraArgs: string[] = [],
): Promise<ShopBrowser> {
  const profile = mkdtempSync(path.join(tmpdir(), `hf-chromium-${device}-`));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    baseURL,
    locale: 'en-US',
    timezoneId: 'UTC',
    ...devices[device],
  });
  // Generous: these machines also run the API, its workers and other test files at the same time.
  context.setDefaultTimeout(30_000);
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  mkdirSync(artifactsDir, { recursive: true });
  return {
    device,
    context,
    page,
    errors,
    async screenshot(name, options = {}) {
      const file = path.join(artifactsDir, `${name}-${device}.png`);
      // Let transitions (dialogs, toasts) settle so the picture shows what a person sees.
      await page.waitForTimeout(250);
      await page.screenshot({ path: file, fullPage: options.fullPage ?? true });
      return file;
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The newest toast of a kind, as the buyer reads it. */
export function toast(page: Page, kind: 'error' | 'warning' | 'success') {
  return page.locator(`[data-toast="${kind}"] p`).last();
}
