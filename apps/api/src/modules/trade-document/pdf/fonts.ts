import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The fonts every document embeds (decision 026): Noto Sans for Latin (accents, Turkish,
 * Vietnamese), Greek and Cyrillic, Noto Sans Arabic and Noto Sans SC (Chinese, with the kana),
 * each in regular and bold. They come from npm packages (Google's Noto fonts under the OFL), so
 * every machine that installs the shop renders the same glyphs, and pdfkit embeds only the glyphs a
 * document uses. Read once per process; a 10 MB CJK font is parsed only by a document that needs it.
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

const loaded = new Map<string, Buffer>();

/** The font's bytes, read from disk once per process. */
export function fontBytes(script: Script, bold: boolean): Buffer {
  const file = FILES[script][bold ? 'bold' : 'regular'];
  let bytes = loaded.get(file);
  if (!bytes) {
    bytes = readFileSync(file);
    loaded.set(file, bytes);
  }
  return bytes;
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
