import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const api = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

/**
 * Brotli and gzip siblings of the build's text files (`index-abc.js.br`, `index-abc.js.gz`): the API
 * sends them through @fastify/static's `preCompressed`, so the storefront travels compressed at no
 * cost per request. Uncompressed it was 3x the bytes and Lighthouse's largest loss on a slow phone.
 * Made from the files as written, once the build is closed: chunks are still rewritten in
 * generateBundle (preload lists), so compressing any earlier would ship different code (tested in
 * e2e/precompressed-build.e2e.test.ts). Until they exist the server sends the plain file.
 */
function precompress(): Plugin {
  let outDir = '';
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'hashforge:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(?:js|css|html|svg|json|txt|webmanifest)$/.test(file) && !file.startsWith('.vite'))
        .map((file) => path.join(outDir, file))
        .filter((file) => statSync(file).size >= 1024);
      await Promise.all(
        files.map(async (file) => {
          const raw = readFileSync(file);
          const [br, gzipped] = await Promise.all([
            brotli(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gz(raw, { level: 9 }),
          ]);
          // Not worth a second file, nor the decoding, when it saves less than a tenth.
          if (br.length < raw.length * 0.9) writeFileSync(`${file}.br`, br);
          if (gzipped.length < raw.length * 0.9) writeFileSync(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}

/**
 * A chunk's lazy imports name the files each needs in one list (`__vite__mapDeps` and its `m.f`
 * array); each import passes the indexes of its own. Drops the indexes of the given files.
 */
function withoutFetchOf(files: Set<string>, code: string): string {
  const list = /__vite__mapDeps=.*?m\.f=(\[[^\]]*\])/.exec(code)?.[1];
  if (!list) return code;
  const names = JSON.parse(list) as string[];
  const drop = new Set(names.flatMap((name, index) => (files.has(name) ? [index] : [])));
  if (drop.size === 0) return code;
  return code.replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_call, indexes: string) => {
    const kept = indexes.split(',').filter((i) => i !== '' && !drop.has(Number(i)));
    return `__vite__mapDeps([${kept.join(',')}])`;
  });
}

/**
 * The storefront's style sheet goes inside index.html instead of beside it. A linked sheet blocks the
 * first paint until it arrives, in the same queue as the scripts; inline, index.html's header bar
 * (app/layout/shell-header.tsx) can paint as soon as the page is parsed, and the first render needs
 * one request fewer. It is 11 KB compressed, sent once per visit (the storefront navigates without
 * reloading the page). `data-href` names the sheet, so the server never links it again as a page
 * chunk's style (apps/api/src/modules/storefront/document.ts reads every href of index.html).
 * Vite's lazy imports would still fetch it: each lists the sheets of the chunks it needs and adds a
 * <link> for any sheet the page does not link, which an inline sheet is not (the product page's
 * lazily loaded description downloaded the 11 KB again). The entry's sheets leave those lists.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'hashforge:inline-entry-css',
    apply: 'build',
    generateBundle: {
      // After Vite has written each lazy import's list of files to fetch with it.
      order: 'post',
      handler(_options, bundle) {
        const inlined = new Set<string>();
        const visit = (file: string, seen: Set<string>) => {
          const chunk = bundle[file];
          if (seen.has(file) || chunk?.type !== 'chunk') return;
          seen.add(file);
          for (const css of chunk.viteMetadata?.importedCss ?? []) inlined.add(css);
          for (const next of chunk.imports) visit(next, seen);
        };
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName, new Set());
        }
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk') chunk.code = withoutFetchOf(inlined, chunk.code);
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = ctx.bundle?.[file];
          if (asset?.type !== 'asset') return tag;
          const css = typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');
          // A style element ends at the first `</style`, which no style sheet needs to contain.
          return `<style data-href="/${file}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
  };
}

/** The pages buyers land on, whose first load is measured by `npm run bench -- lighthouse`. */
const landingPages = [
  'features/catalog/pages/home-page.tsx',
  'features/catalog/pages/product-list-page.tsx',
  'features/catalog/pages/product-detail-page.tsx',
  'features/content/pages/news-page.tsx',
  'features/support/pages/support-index-page.tsx',
];

/**
 * How the first load is cut into files. Left to itself the bundler made 12 files for the shell and
 * 10 more for a page, most of them 1-2 KB: over HTTP/1.1 (six connections to an origin, as Lighthouse
 * models a phone) each costs a round trip, and they queued behind one another. Now the shell is a few
 * files of similar size that load side by side: React, the router, the other libraries the shell
 * runs on, and the shell's own code (every module that src/main.tsx imports statically). A landing
 * page then needs two files more: its own and `landing`, the storefront modules that two or more
 * landing pages import statically (format, the product card, the first-page answers, the page
 * frame). Cut by the bundler they were 1-5 KB files, 15 for product detail, that queued in rounds
 * behind the shell. A page outside the list that imports one of them loads `landing` whole (7 KB).
 */
function chunkGroups() {
  const inPackage = (names: string[]) => new RegExp(`/node_modules/(?:${names.join('|')})/`);
  const src = `${path.resolve(import.meta.dirname, 'src')}${path.sep}`;
  type ModuleInfo = { importedIds: readonly string[] } | null;
  // The storefront's own modules that some files reach through static imports, found once.
  const reachedFrom = (roots: string[]) => {
    let reached: Set<string> | null = null;
    return (info: (id: string) => ModuleInfo) => {
      if (reached) return reached;
      const found = new Set<string>();
      const visit = (id: string) => {
        if (found.has(id)) return;
        found.add(id);
        for (const next of info(id)?.importedIds ?? []) if (next.startsWith(src)) visit(next);
      };
      for (const root of roots) visit(root);
      reached = found;
      return found;
    };
  };
  const shellModules = reachedFrom([`${src}main.tsx`]);
  // The group's minShareCount leaves a module that only one landing page imports in that page's chunk.
  const landingModules = reachedFrom(landingPages.map((page) => `${src}${page}`));
  return {
    groups: [
      { name: 'react', test: inPackage(['react', 'react-dom', 'scheduler']), priority: 40 },
      {
        name: 'router',
        test: inPackage(['react-router', 'react-router-dom', 'cookie', 'set-cookie-parser']),
        priority: 30,
      },
      {
        name: 'libs',
        test: inPackage([
          '@tanstack/query-core',
          '@tanstack/react-query',
          'i18next',
          'react-i18next',
          'html-parse-stringify',
          'void-elements',
        ]),
        priority: 20,
      },
      {
        debugName: 'shell',
        name: (id: string, ctx: { getModuleInfo: (id: string) => ModuleInfo }) =>
          shellModules((m) => ctx.getModuleInfo(m)).has(id) ? 'shell' : null,
        priority: 10,
      },
      {
        debugName: 'landing',
        name: (id: string, ctx: { getModuleInfo: (id: string) => ModuleInfo }) =>
          landingModules((m) => ctx.getModuleInfo(m)).has(id) ? 'landing' : null,
        minShareCount: 2,
        priority: 5,
      },
    ],
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), inlineEntryCss(), precompress()],
  server: {
    // The dev server serves only the storefront; every API prefix goes to the API process.
    proxy: Object.fromEntries(
      ['/web', '/hashforge', '/send', '/files', '/docs'].map((prefix) => [prefix, { target: api, changeOrigin: true }]),
    ),
  },
  build: {
    rolldownOptions: { output: { codeSplitting: chunkGroups() } },
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/check-bundle.ts reads it to measure what the home page loads first.
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
});
