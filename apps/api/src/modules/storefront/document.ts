import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brandColorCss, brandLinkHtml, FIRST_PAGE_ANSWERS_ID, type ShopBrand } from '@hashforge/contract';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

interface Build {
  html: string;
  manifest: Record<string, ManifestChunk>;
  /** Files index.html loads already: no second hint for them. */
  linked: Set<string>;
  version: number;
}

/** What a first page adds to index.html. */
export interface FirstPageParts {
  /** Source of the page's chunk in the manifest (`src/features/.../home-page.tsx`). */
  pageChunk?: string;
  /** The image the page shows largest above the fold (its LCP element). */
  heroImage?: string;
  /** Embedded answers: `firstPageKey` -> the envelope's JSON bytes as the call would send them. */
  answers: Map<string, Buffer>;
  /** The vendor's brand (brand/get's answer, embedded too): the page's title, icon, colours and logo. */
  brand?: ShopBrand;
}

/** Where index.html's header bar has its home link (apps/web/index.html), which the brand's replaces. */
const BRAND_LINK = /<!--brand-link-->[\s\S]*?<!--\/brand-link-->/;
/** What the storefront's index.html says of the shop, after its name. */
const DESCRIPTION = /<meta name="description" content="([^"]*)"\s*\/?>/;

/** `<` cannot close the block from inside a JSON string once written as an escape. */
function scriptSafe(json: string): string {
  return json.replace(/</g, '\\u003c');
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function text(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * index.html in the vendor's brand: its name in the title and description, its primary colour as the
 * browser's theme, its icon, its colours over the style sheet's and its logo in the header bar, so the
 * first paint is the vendor's and nothing moves when the scripts take over.
 */
function branded(html: string, brand: ShopBrand): string {
  const head: string[] = [];
  if (brand.icon) {
    head.push(`<link rel="icon" type="${attribute(brand.icon.type)}" href="${attribute(brand.icon.url)}">`);
    // A phone's home screen takes a PNG only.
    if (brand.icon.type === 'image/png') head.push(`<link rel="apple-touch-icon" href="${attribute(brand.icon.url)}">`);
  }
  const css = brandColorCss(brand.colors);
  if (css) head.push(`<style>${css}</style>`);
  const completed = html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${text(brand.shopName)}</title>`)
    .replace(
      DESCRIPTION,
      (_tag, description: string) =>
        `<meta name="description" content="${attribute(`${brand.shopName}: ${description}`)}" />`,
    )
    .replace(
      /<meta name="theme-color" content="[^"]*"/,
      () => `<meta name="theme-color" content="${attribute(brand.colors.primary)}"`,
    )
    .replace(BRAND_LINK, () => brandLinkHtml(brand, '/home/index'));
  if (head.length === 0) return completed;
  return completed.replace('</head>', () => `${head.map((tag) => `  ${tag}\n`).join('')}  </head>`);
}

/**
 * index.html of the storefront build, completed for one page: hints that fetch the page's chunk
 * and its hero image with the scripts rather than after them, and the answers of its first calls.
 * The build is read again when index.html changes (a rebuild under a running server).
 */
export class StorefrontDocument {
  private build: Build | null = null;
  /** index.html in each brand seen, per build: a brand is one object while its answer is cached. */
  private readonly brandedHtml = new WeakMap<ShopBrand, { version: number; html: string }>();

  constructor(private readonly dist: string) {}

  private current(): Build {
    const file = path.join(this.dist, 'index.html');
    const version = statSync(file).mtimeMs;
    if (this.build?.version === version) return this.build;
    const html = readFileSync(file, 'utf8');
    let manifest: Record<string, ManifestChunk> = {};
    try {
      manifest = JSON.parse(readFileSync(path.join(this.dist, '.vite/manifest.json'), 'utf8'));
    } catch (error) {
      // Without a manifest the pages lose their chunk hints, nothing else.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const linked = new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]!));
    this.build = { html, manifest, linked, version };
    return this.build;
  }

  /** The chunk of a page and every chunk it imports that index.html does not load already. */
  private chunkHints(build: Build, source: string): string[] {
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = build.manifest[key];
      if (!chunk) return;
      if (!build.linked.has(chunk.file)) files.push(chunk.file);
      for (const css of chunk.css ?? []) {
        if (!build.linked.has(css)) files.push(css);
      }
      for (const dependency of chunk.imports ?? []) visit(dependency);
    };
    visit(source);
    return files;
  }

  render(parts: FirstPageParts): string {
    const build = this.current();
    const head: string[] = [];
    if (parts.heroImage) {
      head.push(`<link rel="preload" as="image" href="${attribute(parts.heroImage)}" fetchpriority="high">`);
    }
    for (const file of parts.pageChunk ? this.chunkHints(build, parts.pageChunk) : []) {
      head.push(
        file.endsWith('.css')
          ? `<link rel="stylesheet" crossorigin href="/${attribute(file)}">`
          : `<link rel="modulepreload" crossorigin href="/${attribute(file)}">`,
      );
    }
    let body = '';
    if (parts.answers.size > 0) {
      const entries = [...parts.answers].map(
        ([key, envelope]) => `${JSON.stringify(key)}:${envelope.toString('utf8')}`,
      );
      body = `<script type="application/json" id="${FIRST_PAGE_ANSWERS_ID}">${scriptSafe(`{${entries.join(',')}}`)}</script>`;
    }
    let html = build.html;
    if (parts.brand) {
      let kept = this.brandedHtml.get(parts.brand);
      if (kept?.version !== build.version) {
        kept = { version: build.version, html: branded(build.html, parts.brand) };
        this.brandedHtml.set(parts.brand, kept);
      }
      html = kept.html;
    }
    // Replacer functions: a `$&` in an answer must stay as written, not become a pattern.
    if (head.length > 0) html = html.replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`);
    if (body) html = html.replace('</body>', () => `  ${body}\n  </body>`);
    return html;
  }
}
