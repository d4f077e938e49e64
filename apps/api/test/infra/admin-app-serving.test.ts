import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../support/use-test-context.ts';

// A back-office build as apps/admin/vite.config.ts writes it (base /admin/), beside a storefront build.
const adminDist = mkdtempSync(path.join(tmpdir(), 'hf-admin-dist-'));
const webDist = mkdtempSync(path.join(tmpdir(), 'hf-web-dist-'));
const adminHtml =
  '<!doctype html><html><head><script type="module" src="/admin/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
const adminJs = 'console.log("back office")';

beforeAll(() => {
  mkdirSync(path.join(adminDist, 'assets'));
  writeFileSync(path.join(adminDist, 'index.html'), adminHtml);
  writeFileSync(path.join(adminDist, 'assets/index-abc123.js'), adminJs);
  writeFileSync(path.join(adminDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Shop</title><div id="storefront-root"></div>');
});
afterAll(() => {
  rmSync(adminDist, { recursive: true, force: true });
  rmSync(webDist, { recursive: true, force: true });
});
const ctx = useTestContext({ ADMIN_DIST: adminDist, WEB_DIST: webDist });

const get = (url: string, headers: Record<string, string> = { accept: 'text/html' }) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('GET /admin/', () => {
  it("answers the back office's index.html, revalidated on every visit, under the shop's CSP", async () => {
    const res = await get('/admin/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(adminHtml);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/img-src 'self' data:/);
  });

  it('answers every screen address with the same page (the app routes in the browser)', async () => {
    for (const url of ['/admin/orders', '/admin/orders/HF2026000123', '/admin/login?next=%2Fadmin%2Fkyc']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(adminHtml);
    }
    const bare = await get('/admin');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/admin/');
  });

  it('sends hashed chunks cached for a year, including one written by a rebuild after the start', async () => {
    const res = await get('/admin/assets/index-abc123.js', {});
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(adminJs);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    writeFileSync(path.join(adminDist, 'assets/orders-page-def456.js'), adminJs);
    expect((await get('/admin/assets/orders-page-def456.js', {})).statusCode).toBe(200);
    expect((await get('/admin/assets/missing-000000.js', {})).statusCode).toBe(404);
    const icon = await get('/admin/favicon.svg', {});
    expect(icon.body).toContain('<svg');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('does not answer an admin API path or the storefront with the back office', async () => {
    const api = await get('/admin/api/auth/me');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ result: 0 });
    const shop = await get('/');
    expect(shop.body).toContain('<div id="storefront-root">');
    expect(shop.body).not.toContain('/admin/assets/');
  });
});
