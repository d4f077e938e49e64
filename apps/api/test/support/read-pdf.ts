import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF read back as its pages' text (pdfjs-dist, Mozilla's reader): what a bank's or customs' system extracts. */
export async function pdfPages(bytes: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join('')
        .replace(/[ \t]+/g, ' '),
    );
  }
  await doc.destroy();
  return pages;
}

/** Where the tests keep the pages they draw as PNG, to be looked at. */
export const DOCUMENT_ARTIFACTS = path.resolve(import.meta.dirname, '../../../../.data/test-artifacts/documents');

/** The PDF's pages as PNG files (Debian's poppler pdftoppm) under DOCUMENT_ARTIFACTS; answers their paths. */
export function pdfToPngs(bytes: Buffer, name: string): string[] {
  mkdirSync(DOCUMENT_ARTIFACTS, { recursive: true });
  const pdf = path.join(DOCUMENT_ARTIFACTS, `${name}.pdf`);
  writeFileSync(pdf, bytes);
  execFileSync('pdftoppm', ['-png', '-r', '80', pdf, path.join(DOCUMENT_ARTIFACTS, name)]);
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))?.[1] ?? '0');
  const digits = String(pages).length;
  return Array.from({ length: pages }, (_, i) =>
    path.join(DOCUMENT_ARTIFACTS, `${name}-${String(i + 1).padStart(digits, '0')}.png`),
  );
}

/** The fonts a PDF uses, as poppler's pdffonts lists them, and whether each is embedded. */
export function pdfFonts(bytes: Buffer): { name: string; embedded: boolean }[] {
  mkdirSync(DOCUMENT_ARTIFACTS, { recursive: true });
  const pdf = path.join(DOCUMENT_ARTIFACTS, `fonts-${process.pid}.pdf`);
  writeFileSync(pdf, bytes);
  const lines = execFileSync('pdffonts', [pdf], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
  // name type encoding emb sub uni object ID: "emb" is the fourth column from the right.
  return lines.map((line) => {
    const cols = line.trim().split(/\s+/);
    return { name: cols[0]!, embedded: cols[cols.length - 5] === 'yes' };
  });
}
