// A benchmark's plot as a PNG: Chart.js (the back office's own copy) drawn in Debian's Chromium, headless,
// through playwright-core (never a downloaded browser), so the benches plot offline.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../lib/services.ts';

const adminRequire = createRequire(path.join(repoRoot, 'apps/admin/package.json'));

export interface ChartSpec {
  /** A Chart.js configuration (type, data, options), as JSON: no functions. */
  config: Record<string, unknown>;
  width: number;
  height: number;
}

/** The little of playwright-core used here (the API's packages do not depend on it; the back office's do). */
interface Page {
  setContent(html: string): Promise<void>;
  addScriptTag(options: { path: string }): Promise<unknown>;
  evaluate<A>(fn: (arg: A) => void, arg: A): Promise<void>;
  locator(selector: string): { screenshot(options: { path: string }): Promise<unknown> };
  close(): Promise<void>;
}
interface Browser {
  newPage(options: { viewport: { width: number; height: number } }): Promise<Page>;
  close(): Promise<void>;
}
type Chromium = { launch(options: { executablePath: string; args: string[] }): Promise<Browser> };

/** Draws each chart into its file (PNG), one browser for all. */
export async function renderCharts(charts: { file: string; spec: ChartSpec }[]): Promise<void> {
  const { chromium } = adminRequire('playwright-core') as { chromium: Chromium };
  // chart.js exports no path to its browser build; it sits beside the entry point.
  const chartJs = path.join(path.dirname(adminRequire.resolve('chart.js')), 'chart.umd.min.js');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  try {
    for (const { file, spec } of charts) {
      const page = await browser.newPage({ viewport: { width: spec.width, height: spec.height } });
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:#fff"><canvas id="c" width="${spec.width}" height="${spec.height}"></canvas></body></html>`,
      );
      await page.addScriptTag({ path: chartJs });
      await page.evaluate((config: Record<string, unknown>) => {
        const Chart = (window as unknown as { Chart: new (el: unknown, cfg: unknown) => unknown }).Chart;
        const cfg = config as { options?: Record<string, unknown> };
        cfg.options = { ...cfg.options, animation: false, responsive: false };
        new Chart(document.getElementById('c'), cfg);
      }, spec.config);
      mkdirSync(path.dirname(file), { recursive: true });
      await page.locator('#c').screenshot({ path: file });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}
