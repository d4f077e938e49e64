import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ShopBrand } from '@hashforge/contract';
import { brandLinkHtml } from '@hashforge/contract/brand-rules';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShellHeader } from './shell-header.tsx';

const squeeze = (s: string) =>
  s
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .replace(/\s*\/>/g, '>')
    .trim()
    // Attribute names are case-insensitive (React writes fetchPriority).
    .toLowerCase();

/** The bar as React renders it; React adds a preload for the logo to the document's head, not part of the bar. */
const bar = (brand: ShopBrand | undefined) =>
  renderToStaticMarkup(<ShellHeader brand={brand} />).replace(/<link [^>]*>/g, '');

const brand = (over: Partial<ShopBrand>): ShopBrand => ({
  shopName: 'Northwind & "Mining"',
  logo: null,
  icon: null,
  colors: { primary: '#0f2a2e', accent: '#0f766e' },
  contacts: { phone: '', hotlineHours: '', email: '', messaging: [] },
  partners: [],
  social: [],
  languageSites: [],
  ...over,
});

describe('index.html', () => {
  it('paints the same header bar that React renders while the first page loads', () => {
    const html = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script'));
    expect(squeeze(root)).toContain(squeeze(bar(undefined)));
  });

  it('gets from the server the home link React renders for the vendor: its logo, or its name', () => {
    const logo = brand({ logo: { url: '/files/public/pub/brand/abc/logo.svg', width: 236, height: 48 } });
    for (const b of [logo, brand({})]) {
      const link = brandLinkHtml(b, '/home/index');
      expect(squeeze(bar(b))).toContain(squeeze(link));
    }
  });
});
