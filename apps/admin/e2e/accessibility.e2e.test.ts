import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../../web/e2e/support/axe.ts';
import type { ShopBrowser } from '../../web/e2e/support/browser.ts';
import { openShopForFile } from '../../web/e2e/support/open-shop.ts';
import type { Shop } from '../../web/e2e/support/shop.ts';
import { demoStaff, ensureAdminBuild, LAPTOP, SERVER, staffLogin } from './support/admin.ts';
import { type DeskRoute, everyDeskRoute } from './support/desk-routes.ts';

// docs/backoffice.md section 1: every desk read by a screen reader and worked by keyboard, on a laptop
// (1280 px) and a phone (390 px): axe-core's WCAG 2.2 A and AA rules find nothing serious or
// critical, each table is named and has headers, and Tab reaches every control with a visible focus.
await ensureAdminBuild();

let shop: Shop;
let laptop: ShopBrowser;
let phone: ShopBrowser;
let routes: DeskRoute[];

openShopForFile((open) => ({ shop, desktop: laptop, phone } = open));

beforeAll(async () => {
  await laptop.page.setViewportSize(LAPTOP);
  routes = await everyDeskRoute(shop);
});

async function open(page: Page, route: string) {
  await page.goto(`/admin${route}`);
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), SERVER).toBe(1);
}

/** Tables a screen reader cannot name or read by column: no caption (or label), or no header cells. */
function unnamedTables(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('table')].flatMap((table, i) => {
      const problems: string[] = [];
      const name =
        table.caption?.textContent?.trim() ||
        table.getAttribute('aria-label') ||
        (table.getAttribute('aria-labelledby') &&
          document.getElementById(table.getAttribute('aria-labelledby') ?? '')?.textContent?.trim());
      if (!name) problems.push(`table ${i + 1} has no caption`);
      if (table.querySelectorAll('th').length === 0) problems.push(`table ${i + 1} (${name}) has no header cells`);
      return problems;
    }),
  );
}

/** Every admin route (and the login page) of one browser, as the owner, through axe and the table check. */
async function auditEveryRoute(browser: ShopBrowser): Promise<string[]> {
  const { page } = browser;
  const found: string[] = [];
  const note = (line: string) => {
    found.push(line);
    console.log(line);
  };
  await page.context().clearCookies();
  await page.goto('/admin/login');
  await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).count(), SERVER).toBe(1);
  for (const v of await seriousViolations(page)) note(`${browser.device} /login ${v}`);
  await staffLogin(page, demoStaff('owner'));
  for (const route of routes) {
    await open(page, route.path);
    for (const v of await seriousViolations(page)) note(`${browser.device} ${route.pattern} ${v}`);
    for (const t of await unnamedTables(page)) note(`${browser.device} ${route.pattern} ${t}`);
  }
  return found;
}

describe('axe on every desk', () => {
  it('finds no serious or critical violation on any admin route at 1280 px, and every table is named with headers', async () => {
    expect(await auditEveryRoute(laptop)).toEqual([]);
  }, 600_000);

  it('finds none at 390 px either', async () => {
    expect(await auditEveryRoute(phone)).toEqual([]);
  }, 600_000);
});

describe('the keyboard on every desk', () => {
  it('reaches every control of every admin route with Tab, each with a visible focus ring, at 1280 px', async () => {
    const { page } = laptop;
    const problems: string[] = [];
    await staffLogin(page, demoStaff('owner'));
    for (const route of routes) {
      await open(page, route.path);
      // The controls a mouse could use: visible, enabled, not inside a closed part of the page.
      const controls = await page.evaluate(() => {
        const selector =
          'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"])';
        let n = 0;
        for (const el of document.querySelectorAll<HTMLElement>(selector)) {
          const box = el.getBoundingClientRect();
          if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
          // A toolbar is one stop: the arrow keys move between its buttons (roving tabindex).
          if (el.closest('[role=toolbar]') && el.getAttribute('tabindex') === '-1') continue;
          // A radio group is one stop: arrows move inside it.
          if (el instanceof HTMLInputElement && el.type === 'radio' && !el.checked) {
            const group = document.querySelectorAll(`input[type=radio][name="${el.name}"]`);
            if ([...group].some((r) => (r as HTMLInputElement).checked) || group[0] !== el) continue;
          }
          el.dataset.a11yControl = String(n++);
        }
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, 0);
        return n;
      });
      const reached = new Set<string>();
      for (let press = 0; press < controls + 20; press++) {
        await page.keyboard.press('Tab');
        const focus = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const style = getComputedStyle(el);
          const ring =
            (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
            (style.boxShadow !== 'none' && style.boxShadow !== '') ||
            // A control whose focus shows on the border it draws (inputs: a brand-coloured border and ring).
            el.matches(':focus-visible') === false;
          return {
            id: el.dataset.a11yControl ?? null,
            what: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
            ring,
          };
        });
        if (!focus) continue;
        if (!focus.ring) problems.push(`${route.pattern}: ${focus.what} shows no focus`);
        if (focus.id !== null) reached.add(focus.id);
      }
      if (reached.size < controls) {
        const missed = await page.evaluate(
          (seen) =>
            [...document.querySelectorAll<HTMLElement>('[data-a11y-control]')]
              .filter((el) => !seen.includes(el.dataset.a11yControl ?? ''))
              .map(
                (el) =>
                  `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
              ),
          [...reached],
        );
        problems.push(`${route.pattern}: Tab never reaches ${missed.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);
});
