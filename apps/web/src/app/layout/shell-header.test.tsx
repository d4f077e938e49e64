import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShellHeader } from './shell-header.tsx';

describe('index.html', () => {
  it('paints the same header bar that React renders while the first page loads', () => {
    const html = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script'));
    const squeeze = (s: string) =>
      s
        .replace(/<!--[\s\S]*?-->/g, '')
        .replace(/>\s+</g, '><')
        .replace(/\s*\/>/g, '>')
        .trim()
        // Attribute names are case-insensitive (React writes fetchPriority).
        .toLowerCase();
    // React adds a preload for the logo to the document's head, where a page renders; not part of the bar.
    const header = renderToStaticMarkup(<ShellHeader />).replace(/<link [^>]*>/g, '');
    expect(squeeze(root)).toContain(squeeze(header));
  });
});
