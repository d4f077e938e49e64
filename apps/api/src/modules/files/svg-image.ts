import { SaxesParser, type SaxesTagNS } from 'saxes';
import { AppError } from '../../errors.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
/** Namespaces whose elements a browser runs or links inside an SVG document: never taken. */
const ACTIVE_NS = new Set(['http://www.w3.org/1999/xhtml', 'http://www.w3.org/1998/Math/MathML']);

/**
 * The SVG elements a logo may use: shapes, text, paint servers, clipping, masks and filters that read
 * nothing from outside. Left out: script, foreignObject (HTML inside), a (links), the animation
 * elements (set and animate can rewrite an href into javascript:), feImage (loads a URL).
 */
const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'style',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'image',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
]);

/** Elements whose text is content (the rest hold only whitespace between their children). */
const TEXT_ELEMENTS = new Set(['text', 'tspan', 'textPath', 'title', 'desc', 'style']);

/** An embedded raster image (`<image href="data:...">`), the only image a logo may carry. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/;

/** `url(#id)` points inside the file; any other url() is an outside reference. */
const URL_FUNCTION = /url\(\s*(['"]?)([^'")]*)\1\s*\)/gi;

export const SVG_REFUSED = {
  notSvg: 'This is not an SVG file that can be read: export it again as plain SVG',
  doctype: 'An SVG with a DOCTYPE or processing instructions is refused: export it again as plain SVG',
  script: 'The SVG carries script or HTML (<script>, <foreignObject>, …): it is refused',
  element: (name: string) => `The SVG uses <${name}>, which a logo may not carry: export it again as plain SVG`,
  handler: (name: string) => `The SVG carries an event handler (${name}): it is refused`,
  external: 'The SVG refers to something outside itself (a link, an image or a style sheet): it is refused',
  size: 'The SVG needs a viewBox (or a width and a height) to know its proportions',
} as const;

function refuse(message: string): never {
  throw AppError.field('file', message);
}

/**
 * CSS from a style element or attribute, refused when it may fetch anything: url() other than a
 * `#id` inside the file, @import, web fonts, image-set(), src(). A backslash (a CSS escape could spell
 * any of these) is refused too.
 */
function checkCss(css: string): void {
  const lower = css.toLowerCase();
  if (/[\\]|@import|@font-face|image-set\(|\bimage\(|\bsrc\(|expression\(|-moz-binding|behavior\s*:/.test(lower)) {
    refuse(SVG_REFUSED.external);
  }
  checkUrls(css);
}

function checkUrls(value: string): void {
  if (/javascript:/i.test(value)) refuse(SVG_REFUSED.script);
  const lower = value.toLowerCase();
  const count = lower.split('url(').length - 1;
  const local = [...value.matchAll(URL_FUNCTION)].filter((m) => m[2]!.trim().startsWith('#')).length;
  if (count !== local) refuse(SVG_REFUSED.external);
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value)
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

/** The width and height a viewBox (or, without one, the width and height attributes) gives. */
function proportions(attributes: Map<string, string>): { width: number; height: number } {
  const box = attributes
    .get('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box && box.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0) {
    return { width: box[2]!, height: box[3]! };
  }
  const length = (name: string) => {
    const match = /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/.exec(attributes.get(name) ?? '');
    return match ? Number(match[1]) : Number.NaN;
  };
  const width = length('width');
  const height = length('height');
  if (width > 0 && height > 0) return { width, height };
  return refuse(SVG_REFUSED.size);
}

export interface CheckedSvg {
  /** The SVG written again from what was checked: nothing the check did not see reaches a browser. */
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * An SVG the owner uploads as the shop's logo or icon, refused (never cleaned) when it carries script,
 * event handlers or references to anything outside itself; a browser shows such a file wherever its
 * address is opened on its own, not only in an <img>, and emails and the documents issue will carry
 * the logo too. Elements and attributes outside the list a logo needs are refused by name, so the
 * owner learns what to export differently. What passes is written again from the parsed tree, so
 * parser differences (entities, CDATA, comments, odd whitespace) cannot smuggle anything past the
 * check: the stored bytes are exactly what was checked. Comments, editor metadata (elements and
 * attributes of other namespaces, such as Inkscape's) and the XML declaration are left out; they
 * change nothing that is drawn. Answers the proportions, from the viewBox or width and height.
 */
export function checkSvg(bytes: Buffer): CheckedSvg {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Not UTF-8 text: no SVG we can read.
    return refuse(SVG_REFUSED.notSvg);
  }
  const parser = new SaxesParser({ xmlns: true });
  const out: string[] = [];
  /** The root's attributes as written; the root goes out last, once it is known whether xlink is used. */
  let rootAttributes = '';
  /** Open elements: whether each is written out (false inside a left-out foreign element). */
  const stack: { name: string; kept: boolean }[] = [];
  let usesXlink = false;
  let size: { width: number; height: number } | null = null;
  let rootOpened = false;
  let failure: AppError | null = null;

  const fail = (run: () => void) => {
    if (failure) return;
    try {
      run();
    } catch (error) {
      if (error instanceof AppError) failure = error;
      else throw error;
    }
  };

  parser.on('doctype', () => fail(() => refuse(SVG_REFUSED.doctype)));
  parser.on('processinginstruction', () => fail(() => refuse(SVG_REFUSED.doctype)));
  parser.on('opentag', (tag: SaxesTagNS) =>
    fail(() => {
      const parentKept = stack.length === 0 || stack.at(-1)!.kept;
      if (ACTIVE_NS.has(tag.uri)) refuse(SVG_REFUSED.script);
      if (tag.uri !== SVG_NS || tag.local === 'metadata') {
        // Editor metadata (Inkscape's namedview, RDF): left out with all it holds, which is still checked.
        if (stack.length === 0) refuse(SVG_REFUSED.notSvg);
        stack.push({ name: tag.name, kept: false });
        return;
      }
      const name = tag.local;
      if (name === 'script' || name === 'foreignObject') refuse(SVG_REFUSED.script);
      if (!ELEMENTS.has(name)) refuse(SVG_REFUSED.element(name));
      if (stack.length === 0) {
        if (name !== 'svg' || rootOpened) refuse(SVG_REFUSED.notSvg);
        rootOpened = true;
      }
      const kept = parentKept;
      stack.push({ name, kept });
      const attributes = new Map<string, string>();
      const written: string[] = [];
      for (const attribute of Object.values(tag.attributes)) {
        const { uri, local, value } = attribute;
        if (uri === XMLNS_NS || attribute.name === 'xmlns') continue;
        if (/^on/i.test(local)) refuse(SVG_REFUSED.handler(attribute.name));
        let writtenName: string;
        if (uri === '') writtenName = local;
        else if (uri === XLINK_NS && local === 'href') writtenName = 'xlink:href';
        else if (uri === XML_NS && (local === 'space' || local === 'lang')) writtenName = `xml:${local}`;
        else if (uri === XML_NS)
          refuse(SVG_REFUSED.external); // xml:base moves every reference elsewhere
        else continue; // another namespace's attribute (an editor's): it draws nothing
        if (writtenName === 'href' || writtenName === 'xlink:href') {
          const ref = value.trim();
          const fits = name === 'image' ? DATA_IMAGE.test(ref) : ref.startsWith('#');
          if (!fits) refuse(SVG_REFUSED.external);
          if (writtenName === 'xlink:href') usesXlink = true;
        }
        if (local === 'style') checkCss(value);
        else checkUrls(value);
        attributes.set(writtenName, value);
        written.push(` ${writtenName}="${escapeAttribute(value)}"`);
      }
      if (name === 'image' && !attributes.has('href') && !attributes.has('xlink:href')) refuse(SVG_REFUSED.external);
      if (stack.length === 1) {
        size = proportions(attributes);
        rootAttributes = written.join('');
      } else if (kept) {
        out.push(`<${name}${written.join('')}>`);
      }
    }),
  );
  const onText = (content: string) =>
    fail(() => {
      const top = stack.at(-1);
      if (!top?.kept) return;
      if (top.name === 'style') checkCss(content);
      else checkUrls(content);
      // Text elsewhere is never drawn: only whitespace between elements is kept.
      if (TEXT_ELEMENTS.has(top.name) || content.trim() === '') out.push(escapeText(content));
    });
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () =>
    fail(() => {
      const top = stack.pop();
      if (top?.kept) out.push(`</${top.name}>`);
    }),
  );
  parser.on('error', (error) => {
    failure ??= AppError.field('file', SVG_REFUSED.notSvg);
    throw error;
  });
  try {
    parser.write(text).close();
  } catch (error) {
    // The parser stops at the first fault; what it found is the refusal above.
    if (!failure) throw error;
  }
  if (failure) throw failure;
  if (!rootOpened || !size) return refuse(SVG_REFUSED.notSvg);
  const xlink = usesXlink ? ` xmlns:xlink="${XLINK_NS}"` : '';
  const svg = `<svg xmlns="${SVG_NS}"${xlink}${rootAttributes}>${out.join('')}`;
  const { width, height } = size as { width: number; height: number };
  // Whole numbers in the proportions of the drawing: a viewBox of 0 0 2.4 0.5 is 77 x 16.
  const scale = Math.max(1, 16 / Math.min(width, height));
  return {
    bytes: Buffer.from(svg, 'utf8'),
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
