import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create, type Font } from 'fontkit';

/**
 * The fonts every document embeds (decision 026): Noto Sans for Latin (accents, Turkish,
 * Vietnamese), Greek and Cyrillic, Noto Sans Arabic and Noto Sans SC (Chinese, with the kana),
 * each in regular and bold. They come from npm packages (Google's Noto fonts under the OFL), so
 * every machine that installs the shop renders the same glyphs, and pdfkit embeds only the glyphs a
 * document uses. Parsed once per process; a 10 MB CJK font is parsed only when a document first needs it.
 */
export type Script = 'latin' | 'arabic' | 'cjk';

const require = createRequire(import.meta.url);

function fontFile(pkg: string, file: string): string {
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);
}

const FILES: Record<Script, { regular: string; bold: string }> = {
  latin: {
    regular: fontFile('@expo-google-fonts/noto-sans', '400Regular/NotoSans_400Regular.ttf'),
    bold: fontFile('@expo-google-fonts/noto-sans', '700Bold/NotoSans_700Bold.ttf'),
  },
  arabic: {
    regular: fontFile('@expo-google-fonts/noto-sans-arabic', '400Regular/NotoSansArabic_400Regular.ttf'),
    bold: fontFile('@expo-google-fonts/noto-sans-arabic', '700Bold/NotoSansArabic_700Bold.ttf'),
  },
  cjk: {
    regular: fontFile('@expo-google-fonts/noto-sans-sc', '400Regular/NotoSansSC_400Regular.ttf'),
    bold: fontFile('@expo-google-fonts/noto-sans-sc', '700Bold/NotoSansSC_700Bold.ttf'),
  },
};

/**
 * The fonts parsed by fontkit, once per process: parsing their tables took most of a document's
 * render time (docs/benchmarks.md, "Reading the documents figures"). The tables are only read once
 * decoded (each document's subset copies what it changes), so every document can share them.
 */
const parsed = new Map<string, Font>();

function parsedFont(script: Script, bold: boolean): Font {
  const file = FILES[script][bold ? 'bold' : 'regular'];
  let font = parsed.get(file);
  if (!font) {
    const created = create(readFileSync(file));
    if (!('layout' in created)) throw new Error(`${file} is a font collection, not one font`);
    font = created;
    parsed.set(file, font);
  }
  return font;
}

/**
 * The font for one document to register with pdfkit: the process's parsed tables under a glyph
 * cache of the document's own. fontkit keeps each glyph object with the code points of the text it
 * first came from, and Noto Sans Arabic and SC draw several code points with one glyph (an
 * Arabic letter and its presentation form, a space and a no-break space, the kana middle dot and
 * U+00B7): shared across documents, a glyph met first in one buyer's address would carry its code
 * points into the next document, changing how the Arabic shaper joins letters there and what its
 * text reads back as. A fresh glyph cache (and with it fontkit's own layout engine, which builds
 * glyphs through the font it was made for) gives each document exactly what a fresh parse gave it.
 */
export function documentFont(script: Script, bold: boolean): Font {
  return Object.create(parsedFont(script, bold), { _glyphs: { value: {} } }) as Font;
}

/** The name a document registers the font under. */
export function fontName(script: Script, bold: boolean): string {
  return `${script}${bold ? '-bold' : ''}`;
}

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
const CJK =
  /[\u2e80-\u2fdf\u3000-\u30ff\u3100-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]|[\ud840-\ud87f][\udc00-\udfff]/;
/** Spaces and punctuation that belong to the script around them. */
const NEUTRAL = /[\s.,:;()\-/'"#&+]/;

function scriptOf(ch: string): Script | 'neutral' {
  if (ARABIC.test(ch)) return 'arabic';
  if (CJK.test(ch)) return 'cjk';
  if (NEUTRAL.test(ch)) return 'neutral';
  return 'latin';
}

export interface Run {
  script: Script;
  text: string;
}

/**
 * A line of text cut into runs of one script each, in the order they are drawn left to right.
 * Spaces and punctuation between two runs of one script stay in it (an Arabic street name is one
 * run, shaped whole by the font's own rules). A line whose first letter is Arabic reads right to
 * left: its runs are drawn in reverse order, each Arabic run itself laid out right to left by fontkit,
 * while numbers and Latin words inside it keep their own order (the Unicode bidi rule for a
 * right-to-left paragraph of this shape, enough for names and addresses).
 */
export function scriptRuns(text: string): Run[] {
  const chars = Array.from(text);
  const classes = chars.map(scriptOf);
  const strong = classes.filter((c): c is Script => c !== 'neutral');
  const rtl = strong[0] === 'arabic';
  const base: Script = rtl ? 'arabic' : 'latin';
  // A neutral takes the script of the strong letters on both sides when they agree, else the line's.
  const resolved = classes.map((c, i) => {
    if (c !== 'neutral') return c;
    let before: Script | undefined;
    for (let j = i - 1; j >= 0 && !before; j--) if (classes[j] !== 'neutral') before = classes[j] as Script;
    let after: Script | undefined;
    for (let j = i + 1; j < classes.length && !after; j++) if (classes[j] !== 'neutral') after = classes[j] as Script;
    if (before && before === after) return before;
    return base;
  });
  const runs: Run[] = [];
  chars.forEach((ch, i) => {
    const script = resolved[i] as Script;
    const last = runs[runs.length - 1];
    if (last && last.script === script) last.text += ch;
    else runs.push({ script, text: ch });
  });
  return rtl ? runs.reverse() : runs;
}

/** Does the text need a font other than the Latin one? */
export function needsOtherScripts(text: string): boolean {
  return ARABIC.test(text) || CJK.test(text);
}
