import { readFileSync } from 'node:fs';
import { calculate } from '@hashforge/calculator';
import {
  type CalculatorCoin,
  callPath,
  getCalculatorData,
  getProduct,
  msg,
  type ProductSendCycle,
} from '@hashforge/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ShopBrowser } from './support/browser.ts';
import { openShopForFile } from './support/open-shop.ts';
import type { Shop } from './support/shop.ts';

let shop: Shop;
let desktop: ShopBrowser;
let phone: ShopBrowser;
let etc: CalculatorCoin;

const days = (n: number) => `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(n)} days`;

/** What the page must show for a farm of HF-X4-1U machines on ETC at today's figures: the engine's answer. */
function expectedPayback(machines: number, devicePrice: number, electricityPrice: number): string {
  const figures = etc.coinList[0]!;
  const result = calculate(
    { hashrate: 2500, hashrateUnit: 'MH', power: 1200, machines, devicePrice, electricityPrice },
    [
      {
        coinName: 'ETC',
        price: etc.priceRange.maxPrice / 3,
        networkHashrate: etc.powerRange.maxPower / 3,
        networkHashrateUnit: figures.network_hashrate_unit,
        blockReward: figures.blockReward,
        blockTime: figures.blockTime,
      },
    ],
  );
  return days(result.pay_for_itself_time!);
}

const payback = (page: Page) => page.getByTestId('payback');
const electricity = (page: Page) => page.getByLabel('Electricity price', { exact: true });

/** A full-page picture from the top, so the sticky header sits where a visitor sees it. */
async function shot(browser: ShopBrowser, name: string) {
  await browser.page.evaluate(() => window.scrollTo(0, 0));
  return browser.screenshot(name);
}

/**
 * The charts load when they come near the screen (components/when-visible.tsx): on a phone they sit
 * below the form, so scroll to each, as a visitor would, and wait for both canvases.
 */
async function showCharts(page: Page) {
  for (const title of ['Income over the date range', 'Where the revenue goes']) {
    await page.getByRole('heading', { name: title }).scrollIntoViewIfNeeded();
  }
  await expect.poll(() => page.locator('canvas').count()).toBe(2);
}

async function pickCoin(page: Page, coinName: string) {
  await page.getByLabel('Coin', { exact: true }).click();
  await page.getByRole('option', { name: new RegExp(`^${coinName} `) }).click();
}

openShopForFile((open) => ({ shop, desktop, phone } = open));

beforeAll(async () => {
  const res = await fetch(`${shop.url}${getCalculatorData.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ isMultiCoin: 1 }),
  });
  etc = (await res.json()).data.coinData.find((c: CalculatorCoin) => c.coinName === 'ETC');
});

describe('payback calculator (/support/calculator)', () => {
  it('opens on machine 7 and its coin with the spec defaults', async () => {
    const { page } = desktop;
    await page.goto('/support/calculator');
    await expect.poll(() => page.title()).toBe('Payback calculator | HashForge');
    expect(await page.getByLabel('Device', { exact: true }).inputValue()).toBe('7');
    await expect.poll(() => page.getByLabel('Coin', { exact: true }).innerText()).toContain('ETC');
    expect(await page.getByLabel('Machine count', { exact: true }).inputValue()).toBe('1');
    expect(await electricity(page).inputValue()).toBe('0.05');
    expect(await page.getByLabel('Device price', { exact: true }).inputValue()).toBe('0');
    // Date range today to +730 days.
    const from = await page.getByLabel('From', { exact: true }).inputValue();
    const to = await page.getByLabel('To', { exact: true }).inputValue();
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(730);
    // Sliders at a third of their maxima.
    expect(Number(await page.getByLabel('Coin price', { exact: true }).inputValue())).toBeCloseTo(
      etc.priceRange.maxPrice / 3,
      6,
    );
    expect(Number(await page.getByLabel('Network hashrate', { exact: true }).inputValue())).toBeCloseTo(
      etc.powerRange.maxPower / 3,
      6,
    );
    // A tab leads to the professional calculator.
    expect(await page.getByRole('link', { name: 'Professional calculator' }).getAttribute('href')).toBe(
      '/support/professional',
    );
  });

  it('picks a machine and a coin, steps and types the electricity price, and calculates on Enter', async () => {
    const { page } = desktop;
    await page.getByLabel('Device', { exact: true }).selectOption({ label: 'HF-X4-1U 2.5G' });
    expect(await page.getByLabel('Hashrate', { exact: true }).inputValue()).toBe('2500');
    expect(await page.getByLabel('Power', { exact: true }).inputValue()).toBe('1200');
    await pickCoin(page, 'ETC');

    // Arrows step by 0.1 and never go below 0.
    await page.getByRole('button', { name: 'Raise the electricity price by 0.1' }).click();
    expect(await electricity(page).inputValue()).toBe('0.15');
    await page.getByRole('button', { name: 'Lower the electricity price by 0.1' }).click();
    expect(await electricity(page).inputValue()).toBe('0.05');
    await page.getByRole('button', { name: 'Lower the electricity price by 0.1' }).click();
    expect(await electricity(page).inputValue()).toBe('0');
    expect(await page.getByRole('button', { name: 'Lower the electricity price by 0.1' }).isDisabled()).toBe(true);
    await electricity(page).press('ArrowUp');
    expect(await electricity(page).inputValue()).toBe('0.1');

    // Typing does not recalculate by itself; Enter does.
    await electricity(page).fill('0.03');
    await page.getByLabel('Machine count', { exact: true }).fill('3');
    await page.getByLabel('Device price', { exact: true }).fill('4599');
    await page.getByLabel('Device price', { exact: true }).press('Enter');
    await expect.poll(() => payback(page).innerText()).toBe(expectedPayback(3, 4599, 0.03));
  });

  it('recalculates by itself a moment after a selection, and says when there is no payback', async () => {
    const { page } = desktop;
    await page.getByRole('button', { name: 'Raise the electricity price by 0.1' }).click();
    expect(await electricity(page).inputValue()).toBe('0.13');
    // Not at once: the spec's 1 to 1.5 s delay.
    expect(await payback(page).innerText()).toBe(expectedPayback(3, 4599, 0.03));
    // At 0.13 USD/kWh the electricity costs more than ETC pays.
    await expect.poll(() => payback(page).innerText(), { timeout: 3000 }).toBe('No payback');
    await page.getByRole('button', { name: 'Lower the electricity price by 0.1' }).click();
    await expect.poll(() => payback(page).innerText(), { timeout: 3000 }).toBe(expectedPayback(3, 4599, 0.03));
  });

  it('shows the charts, the income table, the shutdown price and the DAG table for ETC', async () => {
    const { page } = desktop;
    // Line chart and pie chart, drawn by chart.js (loaded only here).
    await expect.poll(() => page.locator('canvas').count()).toBe(2);
    expect(await page.getByRole('img', { name: 'Income over the date range' }).isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: 'Where the revenue goes' }).isVisible()).toBe(true);
    const table = page.getByRole('table', { name: 'Income table' });
    expect(await table.getByRole('rowheader').allInnerTexts()).toEqual(['Day', 'Week', 'Month', 'Year']);
    expect(await page.getByText('ETC shutdown price').isVisible()).toBe(true);
    const dag = page.getByRole('table', { name: 'ETC DAG epoch table' });
    expect(await dag.getByRole('columnheader').allInnerTexts()).toEqual(['4GB', '5GB', '6GB', '8GB']);
    const cells = await dag.getByRole('cell').allInnerTexts();
    expect(cells[0]).toContain('Passed');
    expect(cells[0]).toContain('block 23,100,000');
    expect(cells[1]).toMatch(/in \d+ days/);
    expect(cells[1]).toContain('block 30,780,000');
    expect(await page.getByTestId('last-updated').innerText()).toContain('Coin figures last updated');
    expect(desktop.errors).toEqual([]);
    await shot(desktop, 'calculator');
  });

  it('shows the generic error with its suffix for invalid input', async () => {
    const { page } = desktop;
    await page.getByLabel('Hashrate', { exact: true }).fill('0');
    await page.getByLabel('Hashrate', { exact: true }).press('Enter');
    await expect.poll(() => page.getByTestId('calculator-error').innerText()).toContain(msg.calculatorInvalid(''));
    await page.getByLabel('Hashrate', { exact: true }).fill('2500');
    // The network slider at 0: suffix 2.
    await page.getByLabel('Network hashrate', { exact: true }).fill('0');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => page.getByTestId('calculator-error').innerText()).toContain(msg.calculatorInvalid('2'));
  });

  it('looks right on a phone', async () => {
    const { page } = phone;
    await page.goto('/support/calculator');
    await expect.poll(() => payback(page).isVisible()).toBe(true);
    await showCharts(page);
    expect(phone.errors).toEqual([]);
    await shot(phone, 'calculator');
  });
});

describe('professional calculator (/support/professional)', () => {
  let shared = '';
  let result = '';

  it('adds pool fee, growth, price change, arrival and the DAG memory check, and keeps it in the URL', async () => {
    const { page } = desktop;
    await page.getByRole('link', { name: 'Professional calculator' }).click();
    await page.waitForURL('**/support/professional');
    // The route's chunk loads while the old page is still on screen: wait for the professional form.
    await page.getByLabel('Pool fee', { exact: true }).waitFor();
    await expect.poll(() => page.title()).toBe('Professional calculator | HashForge');
    await page.getByLabel('Device', { exact: true }).selectOption({ label: 'HF-E5 Classic 400M (discontinued)' });
    expect(await page.getByLabel('Machine memory', { exact: true }).inputValue()).toBe('5');
    await page.getByLabel('Device price', { exact: true }).fill('350');
    await page.getByLabel('Pool fee', { exact: true }).fill('2');
    await page.getByLabel('Network growth', { exact: true }).fill('1.5');
    await page.getByLabel('Coin price change', { exact: true }).fill('0.5');
    const from = await page.getByLabel('From', { exact: true }).inputValue();
    const arrival = new Date(Date.parse(from) + 20 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.parse(from) + 1095 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Arrival date', { exact: true }).fill(arrival);
    await page.getByLabel('To', { exact: true }).fill(end);
    await page.getByRole('button', { name: 'Calculate' }).click();

    await expect.poll(() => new URL(page.url()).searchParams.get('fee')).toBe('2');
    const params = new URL(page.url()).searchParams;
    expect(params.get('c')).toBe('ETC');
    expect(params.get('arr')).toBe(arrival);
    expect(params.get('mem')).toBe('5');
    // ETC's DAG outgrows 5 GB (block 30,780,000) within the three years.
    const notices = page.getByRole('list', { name: 'Things to know' });
    await expect.poll(() => notices.innerText()).toContain('outgrows the machine’s 5 GB memory');
    expect(await notices.innerText()).toContain('block 30,780,000');
    await expect.poll(() => payback(page).innerText()).toMatch(/days|No payback/);
    result = await payback(page).innerText();
    shared = page.url();
    expect(desktop.errors).toEqual([]);
    await shot(desktop, 'professional');
  });

  it('exports the projection as CSV', async () => {
    const { page } = desktop;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^hashforge-etc-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'date,mining,ETC mined,ETC price (USD),income (USD),electricity (USD),net income (USD),balance (USD)',
    );
    // One row per day of the 1096-day range; not mining before the arrival.
    expect(lines).toHaveLength(1 + 1096);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},no,0\.00000000,/);
    expect(lines[21]).toMatch(/,yes,/);
  });

  it('reproduces the same result from the shared URL in another browser', async () => {
    const { page } = phone;
    await page.goto(shared);
    await expect.poll(() => payback(page).innerText()).toBe(result);
    expect(await page.getByLabel('Pool fee', { exact: true }).inputValue()).toBe('2');
    expect(await page.getByLabel('Device', { exact: true }).inputValue()).toBe(new URL(shared).searchParams.get('d'));
    await showCharts(page);
    expect(phone.errors).toEqual([]);
    await shot(phone, 'professional');
  });
  it('takes the price and the delivery date of a send cycle as the arrival', async () => {
    const { page } = desktop;
    const res = await fetch(`${shop.url}${callPath(getProduct.path, 'hashforge')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'HF-X4-1U' }),
    });
    const cycle: ProductSendCycle = (await res.json()).data.productSendCycleModels[0];
    await page.getByLabel('Device', { exact: true }).selectOption({ label: 'HF-X4-1U 2.5G' });
    const batch = page.getByLabel('Delivery batch', { exact: true });
    await batch.waitFor();
    await batch.selectOption(String(cycle.id));
    expect(await page.getByLabel('Device price', { exact: true }).inputValue()).toBe(String(Number(cycle.price)));
    if (cycle.deliveryDate) {
      expect(await page.getByLabel('Arrival date', { exact: true }).inputValue()).toBe(cycle.deliveryDate);
    }
    // The selection recalculates and writes the URL by itself.
    await expect.poll(() => new URL(page.url()).searchParams.get('sc'), { timeout: 3000 }).toBe(String(cycle.id));
  });
  it('mines LTC and DOGE together on a Scrypt machine (merged mining)', async () => {
    const { page } = desktop;
    await pickCoin(page, 'LTC\\+DOGE');
    // A coin of another algorithm brings a machine that mines it.
    expect(await page.getByLabel('Device', { exact: true }).inputValue()).toBe('3');
    const table = page.getByRole('table', { name: 'Income table' });
    await expect
      .poll(() => table.getByRole('columnheader').allInnerTexts(), { timeout: 3000 })
      .toEqual(expect.arrayContaining(['LTC MINED', 'DOGE MINED']));
    expect(await page.getByText('LTC shutdown price').isVisible()).toBe(true);
    expect(await page.getByText('DOGE shutdown price').isVisible()).toBe(true);
    // Merged mining has no single price slider: each coin keeps its own price.
    expect(await page.getByLabel('Coin price', { exact: true }).count()).toBe(0);
    expect(desktop.errors).toEqual([]);
  });
});
