import { describe, expect, it } from 'vitest';
import type { ShopBrowser } from './support/browser.ts';
import { openShopForFile } from './support/open-shop.ts';
import type { Shop } from './support/shop.ts';

let shop: Shop;
let desktop: ShopBrowser;
let phone: ShopBrowser;

openShopForFile((open) => ({ shop, desktop, phone } = open));

describe('news', () => {
  it('pages the news 6 at a time and opens an article with breadcrumb, time and body', async () => {
    const { page } = desktop;
    await page.goto('/news');
    const cards = page.getByTestId('news-list').locator('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(6);
    const firstTitles = await cards.locator('h2').allTextContents();
    expect(
      await cards
        .first()
        .getByRole('link', { name: /learn more/ })
        .count(),
    ).toBe(1);
    await desktop.screenshot('news');
    await page.getByRole('button', { name: '2', exact: true }).click();
    await page.waitForURL('**/news?page=2');
    await expect.poll(async () => (await cards.locator('h2').allTextContents())[0]).not.toBe(firstTitles[0]);
    const secondTitles = await cards.locator('h2').allTextContents();
    expect(secondTitles.length).toBeGreaterThanOrEqual(3);
    expect(secondTitles.some((t) => firstTitles.includes(t))).toBe(false);

    await cards
      .first()
      .getByRole('link', { name: /learn more/ })
      .click();
    await page.waitForURL(/\/news-detail\/\d+$/);
    await page.getByRole('heading', { level: 1, name: secondTitles[0] }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link').allTextContents()).toEqual(['Home', 'News']);
    expect(await crumbs.textContent()).toContain(secondTitles[0]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(secondTitles[0]);
    expect(await page.locator('article time').count()).toBe(1);
    expect(await page.locator('article .rich-text p').count()).toBeGreaterThan(0);
    await desktop.screenshot('news-detail');
    await phone.page.goto(page.url());
    await phone.page.getByRole('heading', { level: 1 }).waitFor();
    await phone.screenshot('news-detail');
    await phone.page.goto('/news');
    await phone.page.getByTestId('news-list').waitFor();
    await phone.screenshot('news');
    expect(desktop.errors).toEqual([]);
  });

  it('lists notices with title, summary and time, and opens one', async () => {
    const { page } = desktop;
    await page.goto('/notice');
    const items = page.getByTestId('notice-list').locator('li');
    await items.first().waitFor();
    expect(await items.count()).toBe(6);
    expect(await items.first().textContent()).toContain('Planned maintenance');
    await desktop.screenshot('notices');
    await items.first().getByRole('link').click();
    await page.waitForURL(/\/notice-detail\/\d+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').allTextContents()).toEqual([
      'Home',
      'Notices',
    ]);
    await desktop.screenshot('notice-detail');
  });

  it('says "temporarily no data" when a list is empty', async () => {
    await shop.deps.prisma.news.updateMany({ where: { type: 4 }, data: { type: 14 } });
    try {
      await shop.deps.redis.publish(`${shop.deps.config.REDIS_PREFIX}:public-cache:invalidate`, 'test');
      const { page } = phone;
      await page.goto('/notice');
      await page.getByText('temporarily no data').waitFor();
      await phone.screenshot('notices-empty');
    } finally {
      await shop.deps.prisma.news.updateMany({ where: { type: 14 }, data: { type: 4 } });
      await shop.deps.redis.publish(`${shop.deps.config.REDIS_PREFIX}:public-cache:invalidate`, 'test');
    }
  });
});

describe('videos', () => {
  it('shows two columns of 10 videos, loads 10 more on scroll, and plays one in a modal', async () => {
    const { page } = desktop;
    await page.goto('/voice');
    const cards = page.getByTestId('video-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(10);
    expect(await page.getByTestId('video-waterfall').locator(':scope > div').count()).toBe(2);
    await desktop.screenshot('videos', { fullPage: false });
    await page.mouse.wheel(0, 20000);
    await expect.poll(() => cards.count()).toBe(13);
    await page.getByText('You have seen every video.').waitFor();

    await cards
      .first()
      .getByRole('button', { name: /^Play / })
      .click();
    const frame = page.getByTestId('video-frame');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/);
    await desktop.screenshot('video-modal', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect.poll(() => frame.count()).toBe(0);

    await phone.page.goto('/voice');
    await phone.page.getByTestId('video-card').first().waitFor();
    await phone.screenshot('videos', { fullPage: false });
  });
});

describe('activity calendar', () => {
  it('shows this month with a week header, switches months and years, and opens a popover', async () => {
    const { page } = desktop;
    await page.goto('/activity');
    const month = page.getByTestId('month-view');
    await month.waitFor();
    const now = new Date();
    const title = page.getByTestId('calendar-title');
    const monthTitle = `${now.toLocaleDateString('en-GB', { month: 'long' })} ${now.getFullYear()}`;
    expect(await title.textContent()).toBe(monthTitle);
    expect(await month.textContent()).toMatch(/^SunMonTueWedThuFriSat/);
    const todayCell = month.locator(`[data-day="${now.toISOString().slice(0, 10)}"]`);
    expect(await todayCell.locator('[aria-current="date"]').count()).toBe(1);

    // No day shows more than 3 entries; a busier day counts the rest.
    const busiest = await month
      .locator('[data-day]')
      .evaluateAll((cells) =>
        Math.max(...cells.map((c) => c.querySelectorAll('[data-testid="activity-entry"]').length)),
      );
    expect(busiest).toBeLessThanOrEqual(3);

    const entry = month.getByTestId('activity-entry').first();
    await entry.hover();
    const popover = page.getByTestId('activity-popover');
    await popover.waitFor();
    expect(await popover.textContent()).toContain(await entry.textContent());
    expect(await popover.textContent()).toMatch(/\d{2}:\d{2} – /);
    await desktop.screenshot('calendar-popover', { fullPage: false });

    const withLink = month.getByTestId('activity-entry').filter({ hasText: 'Webinar: planning a 1 MW hydro site' });
    if ((await withLink.count()) > 0) {
      await withLink.first().hover();
      const link = page.getByTestId('activity-popover').getByRole('link', { name: /View Details/ });
      expect(await link.getAttribute('target')).toBe('_blank');
    }

    await page.getByRole('button', { name: 'Next month' }).click();
    const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
    expect(await title.textContent()).toBe(
      `${next.toLocaleDateString('en-GB', { month: 'long' })} ${next.getFullYear()}`,
    );
    expect(await month.getByTestId('activity-entry').count()).toBeGreaterThan(3);
    await page.getByRole('button', { name: 'today' }).click();
    expect(await title.textContent()).toBe(monthTitle);
    await desktop.screenshot('calendar-month');

    await page.getByRole('button', { name: 'Year', exact: true }).click();
    const year = page.getByTestId('year-view');
    await year.waitFor();
    expect(await year.getByTestId('year-month').count()).toBe(12);
    expect(await year.locator('[data-marker]').count()).toBeGreaterThan(5);
    await desktop.screenshot('calendar-year');
    await year
      .getByRole('button', { name: `Open ${next.toLocaleDateString('en-GB', { month: 'long' })} ${now.getFullYear()}` })
      .click();
    await month.waitFor();
    if (next.getFullYear() === now.getFullYear()) {
      expect(await title.textContent()).toBe(
        `${next.toLocaleDateString('en-GB', { month: 'long' })} ${next.getFullYear()}`,
      );
    }
    expect(desktop.errors).toEqual([]);
  });

  it('keeps the activity list in localStorage and uses it for 5 minutes', async () => {
    const { page } = phone;
    await page.goto('/activity');
    await page.getByTestId('month-view').waitFor();
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('hf.activityCalendar') ?? 'null'));
    expect(saved.startDate).toBe('2021-01-01');
    expect(saved.endDate).toBe(`${new Date().getFullYear() + 1}-12-31`);
    expect(saved.list.length).toBeGreaterThan(10);
    await phone.screenshot('calendar-month');

    // Within 5 minutes a new visit asks the server nothing.
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('activity/calendar/getList')) calls++;
    });
    await page.reload();
    await page.getByTestId('month-view').waitFor();
    await page.waitForTimeout(500);
    expect(calls).toBe(0);
    // Older than 5 minutes: shown at once, then fetched again.
    await page.evaluate(() => {
      const c = JSON.parse(localStorage.getItem('hf.activityCalendar') ?? '{}');
      c.savedAt -= 6 * 60 * 1000;
      localStorage.setItem('hf.activityCalendar', JSON.stringify(c));
    });
    await page.reload();
    await page.getByTestId('month-view').waitFor();
    await expect.poll(() => calls).toBe(1);
  });
});
