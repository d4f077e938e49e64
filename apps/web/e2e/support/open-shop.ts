import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, type ShopBrowser } from './browser.ts';
import { type Shop, startShop } from './shop.ts';

export interface OpenShop {
  shop: Shop;
  desktop: ShopBrowser;
  /** Not opened for a file that asks for no phone: it would only cost start-up time. */
  phone: ShopBrowser;
}

/**
 * The setup every browser test file shares: its own shop with a desktop (and a phone) browser on it,
 * a desktop screenshot of each failed test, and all of it closed after the file. Registers the
 * hooks; `onOpen` hands what is open to the file's variables before the file's own `beforeAll`.
 */
export function openShopForFile(
  onOpen: (open: OpenShop) => void,
  options: { phone: boolean; env?: () => Record<string, string> } = { phone: true },
) {
  const open: Partial<OpenShop> = {};

  beforeAll(async () => {
    open.shop = await startShop({ env: options.env?.() });
    open.desktop = await launchBrowser('desktop', open.shop.url);
    if (options.phone) open.phone = await launchBrowser('phone', open.shop.url);
    onOpen(open as OpenShop);
  });

  afterEach(async ({ task }) => {
    // What the page showed when a step failed is the first thing to look at.
    if (task.result?.state === 'fail')
      await open.desktop?.screenshot(`failed-${task.name.slice(0, 40).replace(/\W+/g, '-')}`);
  });

  afterAll(async () => {
    await open.desktop?.close();
    await open.phone?.close();
    await open.shop?.close();
  });
}
