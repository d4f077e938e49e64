import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../support/use-test-context.ts';

// A storefront build as apps/web/vite.config.ts writes it: text files with `.br` and `.gz` beside them.
const dist = mkdtempSync(path.join(tmpdir(), 'hf-dist-'));
const html = `<!doctype html><html lang="en"><head><title>Shop</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const js = `export const catalogue = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Machine ${i}` })))};`;

function writeWithSiblings(file: string, content: string): void {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

// The build is written before the app starts, and removed after it closed.
beforeAll(() => {
  mkdirSync(path.join(dist, 'assets'));
  writeWithSiblings(path.join(dist, 'index.html'), html);
  writeWithSiblings(path.join(dist, 'assets/index-a1b2c3.js'), js);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const ctx = useTestContext({ WEB_DIST: dist });

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('the storefront build as a phone downloads it', () => {
  it('sends a script brotli-compressed to a browser that accepts br, cached for a year', async () => {
    const res = await get('/assets/index-a1b2c3.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(js);
    expect(res.rawPayload.length).toBeLessThan(js.length / 3);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that asks for no encoding', async () => {
    const gz = await get('/assets/index-a1b2c3.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);

    const plain = await get('/assets/index-a1b2c3.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('answers a page address with the compressed index.html, never cached without revalidation', async () => {
    const res = await get('/productDetail/HF-S21-FORGE', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // index.html as built (an unbranded shop's title is its plain name), and the brand's answer every page carries.
    const page = brotliDecompressSync(res.rawPayload).toString();
    expect(page).toContain('<script type="application/json" id="hf-first-page-answers">');
    expect(page.replace(/\s*<script type="application\/json"[\s\S]*?<\/script>\s*/, '')).toBe(html);
  });

  it('compresses a chunk written by a rebuild after the server started', async () => {
    writeWithSiblings(path.join(dist, 'assets/home-page-d4e5f6.js'), js);
    const res = await get('/assets/home-page-d4e5f6.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(js);
  });

  it('sends a file that has no compressed sibling as it is', async () => {
    const res = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('<svg');
  });
});
