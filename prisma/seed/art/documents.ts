import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { wrapText } from './wrap-text.ts';

/**
 * Real, small downloadable files for the demo: a PDF user manual (text, Helvetica, several pages)
 * and a firmware package (a gzipped POSIX tar with a manifest, release notes, checksums and an
 * image). Deterministic, so the seed stores the same bytes each time.
 */

// ---------------------------------------------------------------- PDF

export interface ManualSection {
  heading: string;
  paragraphs: string[];
}

function pdfText(text: string): string {
  // WinAnsi covers what the manuals use; anything else becomes '?' rather than breaking the stream.
  const latin = text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e°±·]/g, '?');
  return latin.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
}

type PdfLine = { text: string; size: number; bold: boolean; gapBefore: number };

/** A PDF 1.4 document: A4 pages, a title block, then sections of wrapped text. */
export function manualPdf(title: string, subtitle: string, sections: ManualSection[]): Buffer {
  const lines: PdfLine[] = [
    { text: title, size: 22, bold: true, gapBefore: 0 },
    { text: subtitle, size: 11, bold: false, gapBefore: 8 },
  ];
  sections.forEach((s, i) => {
    lines.push({ text: `${i + 1}. ${s.heading}`, size: 14, bold: true, gapBefore: 22 });
    for (const p of s.paragraphs) {
      for (const [j, l] of wrapText(p, 92).entries()) {
        lines.push({ text: l, size: 10, bold: false, gapBefore: j === 0 ? 8 : 2 });
      }
    }
  });

  const pages: string[] = [];
  let ops: string[] = [];
  let y = 800;
  const flush = () => {
    ops.push(`BT /F1 8 Tf 50 30 Td (${pdfText(`${title} - page ${pages.length + 1}`)}) Tj ET`);
    pages.push(ops.join('\n'));
    ops = [];
    y = 800;
  };
  for (const l of lines) {
    const step = l.size + l.gapBefore;
    if (y - step < 60) flush();
    y -= step;
    ops.push(`BT /${l.bold ? 'F2' : 'F1'} ${l.size} Tf 50 ${y} Td (${pdfText(l.text)}) Tj ET`);
  }
  flush();

  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pagesObj = add('');
  const f1 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const f2 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const content of pages) {
    const stream = add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const info = add(`<< /Title (${pdfText(title)}) /Producer (HashForge seed) >>`);

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

// ---------------------------------------------------------------- tar.gz

function tarHeader(name: string, size: number, mtime: number): Buffer {
  const h = Buffer.alloc(512, 0);
  h.write(name, 0, 100, 'utf8');
  h.write('0000644\0', 100, 'ascii');
  h.write('0000000\0', 108, 'ascii');
  h.write('0000000\0', 116, 'ascii');
  h.write(`${size.toString(8).padStart(11, '0')}\0`, 124, 'ascii');
  h.write(`${Math.floor(mtime).toString(8).padStart(11, '0')}\0`, 136, 'ascii');
  h.write('        ', 148, 'ascii');
  h.write('0', 156, 'ascii');
  h.write('ustar\0', 257, 'ascii');
  h.write('00', 263, 'ascii');
  h.write('root', 265, 'ascii');
  h.write('root', 297, 'ascii');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return h;
}

/** A POSIX (ustar) archive of the given files, gzipped. */
export function tarGz(files: { name: string; body: Buffer }[], mtime: Date): Buffer {
  const parts: Buffer[] = [];
  for (const f of files) {
    parts.push(tarHeader(f.name, f.body.length, mtime.getTime() / 1000), f.body);
    const pad = (512 - (f.body.length % 512)) % 512;
    if (pad) parts.push(Buffer.alloc(pad, 0));
  }
  parts.push(Buffer.alloc(1024, 0));
  return gzipSync(Buffer.concat(parts), { level: 6 });
}

/** Deterministic pseudo-random bytes (xorshift32), standing in for a compressed root file system. */
export function pseudoRandomBytes(seed: string, length: number): Buffer {
  let x = createHash('sha256').update(seed).digest().readUInt32LE(0) || 1;
  const out = Buffer.alloc(length);
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

export interface FirmwareSpec {
  model: string;
  /** File-name stem of the model, e.g. `hf-s21-forge`. */
  slug: string;
  version: string;
  released: Date;
  notes: string[];
  /** Bytes of the stand-in image; keeps the download realistic but the seed quick. */
  imageBytes: number;
}

/** A firmware package: `<slug>-<version>/` with manifest.json, RELEASE-NOTES.txt, SHA256SUMS and update.img. */
export function firmwarePackage(fw: FirmwareSpec): Buffer {
  const dir = `${fw.slug}-fw-${fw.version}`;
  const image = pseudoRandomBytes(`${fw.slug}@${fw.version}`, fw.imageBytes);
  const notes = Buffer.from(
    [
      `${fw.model} firmware ${fw.version}`,
      `Released ${fw.released.toISOString().slice(0, 10)}`,
      '',
      ...fw.notes.map((n) => `- ${n}`),
      '',
    ].join('\n'),
  );
  const manifest = Buffer.from(
    `${JSON.stringify(
      {
        model: fw.model,
        version: fw.version,
        released: fw.released.toISOString().slice(0, 10),
        image: 'update.img',
        sha256: createHash('sha256').update(image).digest('hex'),
        minimumBootloader: '1.2.0',
        install: 'Web dashboard > System > Firmware upgrade; keep "Keep settings" ticked',
      },
      null,
      2,
    )}\n`,
  );
  const sums = Buffer.from(
    [image, notes, manifest]
      .map(
        (b, i) =>
          `${createHash('sha256').update(b).digest('hex')}  ${['update.img', 'RELEASE-NOTES.txt', 'manifest.json'][i]}`,
      )
      .join('\n')
      .concat('\n'),
  );
  return tarGz(
    [
      { name: `${dir}/manifest.json`, body: manifest },
      { name: `${dir}/RELEASE-NOTES.txt`, body: notes },
      { name: `${dir}/SHA256SUMS`, body: sums },
      { name: `${dir}/update.img`, body: image },
    ],
    fw.released,
  );
}

/** A raw `.bin` firmware image with a small header (magic, model, version, length, SHA-256). */
export function firmwareBin(fw: FirmwareSpec): Buffer {
  const image = pseudoRandomBytes(`${fw.slug}@${fw.version}`, fw.imageBytes);
  const header = Buffer.alloc(128, 0);
  header.write('HFFW', 0, 'ascii');
  header.write(fw.model.slice(0, 40), 4, 'ascii');
  header.write(fw.version.slice(0, 16), 44, 'ascii');
  header.writeUInt32LE(image.length, 60);
  createHash('sha256').update(image).digest().copy(header, 64);
  return Buffer.concat([header, image]);
}
