import { createRequire } from 'node:module';
import type { Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import {
  type BuyerBlock,
  type Correction,
  type CreditNoteContent,
  DOCUMENT_TITLES,
  type DocumentContent,
  type InvoiceContent,
  type PackingListContent,
  type ProformaContent,
  type ShipmentLine,
  type VendorBlock,
} from '../document-content.ts';
import { documentFont, fontName, needsOtherScripts, type Script, scriptRuns } from './fonts.ts';

declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      /** pdfkit takes a font fontkit has parsed already as it takes the file's bytes (PDFFontFactory.open). */
      registerFont(name: string, src: Font): this;
    }
  }
}

/**
 * A trade document as a PDF (decision 026), drawn with pdfkit on A4: the vendor's logo and colours,
 * the parties, the table (its header repeated on every page it runs onto), the totals after the
 * last row, and on every page a footer with the number and "page n of m". Fonts are embedded
 * (fonts.ts), so any script a buyer typed prints. Pure: the same input gives the same layout.
 */

export interface RenderInput {
  number: string;
  content: DocumentContent & { correction?: Correction };
  /** The logo's bytes (PNG or SVG), read from storage by the caller; null prints the shop's name. */
  logo: Buffer | null;
  /** Told why a logo could not be drawn (the shop's name stands in its place), for the worker's log. */
  onLogoError?: (err: unknown) => void;
}

type Doc = InstanceType<typeof PDFDocument>;

/** svg-to-pdfkit (no types of its own): draws the vendor's SVG logo with pdfkit's own paths. */
const SVGtoPDF = createRequire(import.meta.url)('svg-to-pdfkit') as (
  doc: Doc,
  svg: string,
  x: number,
  y: number,
  options: { width: number; height: number; preserveAspectRatio: string },
) => void;

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const FOOTER = 34;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - MARGIN - FOOTER;
const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#d1d5db';
const ZEBRA = '#f5f6f8';

interface TextOptions {
  width: number;
  size?: number;
  bold?: boolean;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

/** A colour mixed with white (amount 0..1 of the colour), for tints of the brand's colours. */
function tint(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(255 - (255 - c) * amount);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix) as [number, number, number];
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function day(iso: string): string {
  const d = new Date(iso);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

function dayAndTime(iso: string): string {
  const d = new Date(iso);
  const hh = String(d.getUTCHours()).padStart(2, '0');
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  return `${day(iso)}, ${hh}:${mm} UTC`;
}

/** 12345.5 or "12345.50" as "12,345.50". */
export function money(value: string): string {
  const [whole = '0', cents = '00'] = Number(value).toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** "14.2 kg" times a quantity, or null when the spec sheet's text is not a weight in kg. */
function kilos(weight: string): number | null {
  const m = /^\s*(\d+(?:[.,]\d+)?)\s*kg\s*$/i.exec(weight);
  return m ? Number(m[1]!.replace(',', '.')) : null;
}

/** A line that mixes scripts: room for the tallest of the three fonts. */
function mixedLineHeight(size: number): number {
  return size * 1.5;
}

function kg(value: number): string {
  return `${value.toFixed(2)} kg`;
}

class Page {
  readonly doc: Doc;
  private readonly primary: string;
  private readonly accent: string;
  private readonly registered = new Set<string>();

  constructor(
    private readonly input: RenderInput,
    private readonly brandName: string,
  ) {
    const { content, number } = input;
    this.primary = content.brand.primary;
    this.accent = content.brand.accent;
    this.doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      bufferPages: true,
      autoFirstPage: true,
      pdfVersion: '1.7',
      lang: 'en',
      displayTitle: true,
      info: {
        Title: `${DOCUMENT_TITLES[content.kind]} ${number}`,
        Author: content.vendor.name,
        Subject: `Order ${content.orderNo}`,
        Creator: brandName,
        Producer: 'pdfkit',
        CreationDate: new Date(content.issuedAt),
      },
    });
  }

  /**
   * Registered on first use, not up front: the process parses a font the first time a document draws
   * with it (fonts.ts), so workers that only ever print Latin never parse the 10 MB Chinese font.
   */
  private font(script: Script, bold: boolean, size: number): void {
    const name = fontName(script, bold);
    if (!this.registered.has(name)) {
      this.doc.registerFont(name, documentFont(script, bold));
      this.registered.add(name);
    }
    this.doc.font(name).fontSize(size);
  }

  get y(): number {
    return this.doc.y;
  }

  set y(value: number) {
    this.doc.y = value;
  }

  /** Height the text takes in a box of this width. */
  measure(text: string, o: TextOptions): number {
    const size = o.size ?? 9;
    if (text === '') return 0;
    const { doc } = this;
    if (!needsOtherScripts(text)) {
      this.font('latin', o.bold ?? false, size);
      return doc.heightOfString(text, { width: o.width, lineGap: 1 });
    }
    return this.wrap(text, o).length * mixedLineHeight(size);
  }

  /** The width of one line of mixed scripts, each run in its font. */
  private lineWidth(line: string, size: number, bold: boolean): number {
    let width = 0;
    for (const run of scriptRuns(line)) {
      this.font(run.script, bold, size);
      width += this.doc.widthOfString(run.text);
    }
    return width;
  }

  /**
   * Text of several scripts cut into lines that fit the width, word by word in reading order (pdfkit's
   * own wrapping would lay an Arabic phrase out word by word, left to right).
   */
  private wrap(text: string, o: TextOptions): string[] {
    const size = o.size ?? 9;
    const bold = o.bold ?? false;
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let current = '';
      for (const word of paragraph.split(' ')) {
        const candidate = current ? `${current} ${word}` : word;
        if (current && this.lineWidth(candidate, size, bold) > o.width) {
          lines.push(current);
          current = word;
        } else {
          current = candidate;
        }
      }
      lines.push(current);
    }
    return lines;
  }

  /** Draws the text at (x, y), each script in its own font; answers the height it took. */
  text(text: string, x: number, y: number, o: TextOptions): number {
    const { doc } = this;
    const size = o.size ?? 9;
    const bold = o.bold ?? false;
    doc.fillColor(o.color ?? INK);
    if (text === '') return 0;
    if (!needsOtherScripts(text)) {
      this.font('latin', bold, size);
      doc.text(text, x, y, { width: o.width, align: o.align ?? 'left', lineGap: 1 });
      return doc.y - y;
    }
    // Each line drawn run by run on one baseline: fonts of different heights stay in line, and an
    // Arabic run is laid out whole (right to left, its letters joined) by the font's own rules.
    const lineHeight = mixedLineHeight(size);
    const lines = this.wrap(text, o);
    lines.forEach((line, i) => {
      const width = this.lineWidth(line, size, bold);
      let left = o.align === 'right' ? x + o.width - width : o.align === 'center' ? x + (o.width - width) / 2 : x;
      const baseline = y + i * lineHeight + size * 1.12;
      for (const run of scriptRuns(line)) {
        this.font(run.script, bold, size);
        // An Arabic run is drawn word by word from its last word to its first: fontkit lays out each
        // word right to left, but a run with spaces comes out with its spaces misplaced.
        const parts = run.script === 'arabic' ? run.text.split(/( +)/).reverse() : [run.text];
        for (const part of parts) {
          if (part.trim() !== '') doc.text(part, left, baseline, { lineBreak: false, baseline: 'alphabetic' });
          left += doc.widthOfString(part);
        }
      }
    });
    doc.x = x;
    doc.y = y + lines.length * lineHeight;
    return lines.length * lineHeight;
  }

  /** A new page when fewer than `height` points are left above the footer; answers whether it broke. */
  ensure(height: number, continued?: () => void): boolean {
    if (this.doc.y + height <= BOTTOM) return false;
    this.doc.addPage();
    this.continuationHeader();
    continued?.();
    return true;
  }

  /** A horizontal line at y, across the content width unless `from` says where it starts. */
  rule(y: number, color: string, width: number, from = MARGIN): void {
    this.doc
      .moveTo(from, y)
      .lineTo(MARGIN + CONTENT_WIDTH, y)
      .lineWidth(width)
      .strokeColor(color)
      .stroke();
  }

  /** The top of every page after the first: the shop's name, the title and number, "continued". */
  private continuationHeader(): void {
    const { content, number } = this.input;
    this.text(this.brandName, MARGIN, MARGIN, { width: 250, bold: true, color: this.primary, size: 10 });
    this.text(`${DOCUMENT_TITLES[content.kind]} ${number} (continued)`, MARGIN + 250, MARGIN, {
      width: CONTENT_WIDTH - 250,
      align: 'right',
      size: 9,
      color: MUTED,
    });
    this.rule(MARGIN + 18, this.accent, 1);
    this.doc.y = MARGIN + 28;
  }

  /**
   * The first page's head: a band in the brand's primary colour with the logo (drawn for the shop's
   * dark header, as the storefront shows it) or the name, and the title; under it the number and dates.
   */
  head(facts: [string, string][]): void {
    const { doc } = this;
    const { content, number, logo } = this.input;
    const band = 64;
    doc.rect(0, 0, PAGE.width, band).fill(this.primary);
    doc.rect(0, band, PAGE.width, 3).fill(this.accent);
    let logoDrawn = false;
    if (logo && content.brand.logo) {
      try {
        if (content.brand.logo.contentType === 'image/svg+xml') {
          SVGtoPDF(doc, logo.toString('utf8'), MARGIN, 12, {
            width: 190,
            height: 40,
            preserveAspectRatio: 'xMinYMid meet',
          });
        } else {
          doc.image(logo, MARGIN, 12, { fit: [190, 40], valign: 'center' });
        }
        logoDrawn = true;
      } catch (err) {
        // A logo the library cannot draw leaves the name in its place; the document is still issued.
        logoDrawn = false;
        this.input.onLogoError?.(err);
      }
    }
    if (!logoDrawn) this.text(this.brandName, MARGIN, 20, { width: 260, size: 18, bold: true, color: '#ffffff' });
    this.text(DOCUMENT_TITLES[content.kind].toUpperCase(), MARGIN + 240, 22, {
      width: CONTENT_WIDTH - 240,
      align: 'right',
      size: 17,
      bold: true,
      color: '#ffffff',
    });

    const rows: [string, string][] = [['No.', number], ...facts];
    const right = MARGIN + CONTENT_WIDTH - 250;
    let y = band + 16;
    for (const [label, value] of rows) {
      this.text(label, right, y, { width: 95, align: 'right', size: 8.5, color: MUTED });
      this.text(value, right + 105, y, { width: 145, align: 'right', size: label === 'No.' ? 10 : 8.5, bold: true });
      y += label === 'No.' ? 15 : 12.5;
    }
    // The left of the band's foot: who issued it, in one line.
    this.text(content.vendor.name, MARGIN, band + 16, { width: 240, size: 10, bold: true, color: this.primary });
    this.text(content.vendor.address, MARGIN, band + 31, { width: 240, size: 8, color: MUTED });
    doc.y = Math.max(y, band + 60) + 8;
    if (content.correction) {
      const note = `This document replaces ${content.correction.replaces}, which is void. Reason: ${content.correction.reason}`;
      const h = this.measure(note, { width: CONTENT_WIDTH - 16, size: 8.5, bold: true }) + 10;
      const top = doc.y;
      doc.rect(MARGIN, top, CONTENT_WIDTH, h).fill(tint(this.accent, 0.12));
      this.text(note, MARGIN + 8, top + 5, { width: CONTENT_WIDTH - 16, size: 8.5, bold: true, color: INK });
      doc.y = top + h + 10;
    }
  }

  /** Boxes side by side, each a label over lines (the first bold); answers nothing, moves y below. */
  parties(boxes: { label: string; lines: string[] }[]): void {
    const { doc } = this;
    const gap = 12;
    const width = (CONTENT_WIDTH - gap * (boxes.length - 1)) / boxes.length;
    const inner = width - 16;
    const heights = boxes.map(
      (b) =>
        18 +
        b.lines.reduce((h, line, i) => h + this.measure(line, { width: inner, size: 8.5, bold: i === 0 }) + 1, 0) +
        6,
    );
    const height = Math.max(...heights);
    this.ensure(height + 10);
    const top = doc.y;
    boxes.forEach((box, i) => {
      const x = MARGIN + i * (width + gap);
      doc.rect(x, top, width, height).lineWidth(0.6).strokeColor(RULE).stroke();
      doc.rect(x, top, 3, height).fill(this.primary);
      this.text(box.label.toUpperCase(), x + 10, top + 6, { width: inner, size: 7, bold: true, color: MUTED });
      let y = top + 18;
      box.lines.forEach((line, j) => {
        y += this.text(line, x + 10, y, { width: inner, size: 8.5, bold: j === 0 }) + 1;
      });
    });
    doc.y = top + height + 12;
  }

  /** A grid of label/value facts, four to a row (carrier, tracking number, Incoterm, ...). */
  facts(items: [string, string][]): void {
    const { doc } = this;
    const perRow = 4;
    const width = CONTENT_WIDTH / perRow;
    for (let i = 0; i < items.length; i += perRow) {
      const row = items.slice(i, i + perRow);
      const height =
        Math.max(...row.map(([, v]) => this.measure(v, { width: width - 10, size: 8.5, bold: true }))) + 14;
      this.ensure(height + 4);
      const top = doc.y;
      doc.rect(MARGIN, top, CONTENT_WIDTH, height).fill(i % (2 * perRow) === 0 ? tint(this.primary, 0.06) : '#ffffff');
      row.forEach(([label, value], j) => {
        const x = MARGIN + j * width + 6;
        this.text(label.toUpperCase(), x, top + 3, { width: width - 10, size: 6.5, bold: true, color: MUTED });
        this.text(value, x, top + 12, { width: width - 10, size: 8.5, bold: true });
      });
      doc.y = top + height;
    }
    doc.y += 12;
  }

  /** A table whose header row is drawn again on every page it runs onto. */
  table(columns: Column[], rows: string[][][]): void {
    const { doc } = this;
    const drawHeader = () => {
      const top = doc.y;
      const height = 18;
      doc.rect(MARGIN, top, CONTENT_WIDTH, height).fill(this.primary);
      let x = MARGIN;
      for (const c of columns) {
        this.text(c.title, x + 4, top + 5, {
          width: c.width - 8,
          size: 7.5,
          bold: true,
          color: '#ffffff',
          align: c.align,
        });
        x += c.width;
      }
      doc.y = top + height;
    };
    this.ensure(40);
    drawHeader();
    rows.forEach((cells, r) => {
      const height =
        Math.max(
          ...cells.map((parts, i) =>
            parts.reduce(
              (h, part, p) => h + this.measure(part, { width: columns[i]!.width - 8, size: p === 0 ? 8.5 : 7.5 }),
              0,
            ),
          ),
        ) + 8;
      this.ensure(height, drawHeader);
      const top = doc.y;
      if (r % 2 === 1) doc.rect(MARGIN, top, CONTENT_WIDTH, height).fill(ZEBRA);
      let x = MARGIN;
      cells.forEach((parts, i) => {
        const c = columns[i]!;
        let y = top + 4;
        parts.forEach((part, p) => {
          y += this.text(part, x + 4, y, {
            width: c.width - 8,
            size: p === 0 ? 8.5 : 7.5,
            color: p === 0 ? INK : MUTED,
            align: c.align,
          });
        });
        x += c.width;
      });
      doc.y = top + height;
      this.rule(doc.y, RULE, 0.4);
    });
    doc.y += 6;
  }

  /** The totals block, right-aligned under the table; the last row stands out in the brand's colour. */
  totals(rows: [string, string][]): void {
    const { doc } = this;
    const width = 250;
    const x = MARGIN + CONTENT_WIDTH - width;
    this.ensure(rows.length * 18 + 8);
    rows.forEach(([label, value], i) => {
      const last = i === rows.length - 1;
      const top = doc.y;
      if (last) doc.rect(x, top, width, 20).fill(this.primary);
      const color = last ? '#ffffff' : INK;
      this.text(label, x + 8, top + (last ? 5 : 3), { width: 140, size: last ? 9.5 : 8.5, bold: last, color });
      this.text(value, x + 140, top + (last ? 5 : 3), {
        width: width - 148,
        size: last ? 9.5 : 8.5,
        bold: true,
        align: 'right',
        color,
      });
      doc.y = top + (last ? 20 : 16);
    });
    doc.y += 14;
  }

  /** A section title with a rule under it. */
  section(title: string, needed = 60): void {
    const { doc } = this;
    this.ensure(needed);
    const top = doc.y;
    this.text(title.toUpperCase(), MARGIN, top, { width: CONTENT_WIDTH, size: 8, bold: true, color: this.primary });
    this.rule(top + 12, this.accent, 0.6);
    doc.y = top + 18;
  }

  paragraph(text: string, o: Partial<TextOptions> = {}): void {
    const options = { width: CONTENT_WIDTH, size: 8.5, ...o };
    this.ensure(this.measure(text, options) + 4);
    const top = this.doc.y;
    this.doc.y = top + this.text(text, MARGIN, top, options) + 4;
  }

  /** Label/value rows in two columns (bank details). */
  keyValues(rows: [string, string][], x = MARGIN, width = CONTENT_WIDTH): void {
    for (const [label, value] of rows) {
      const h = Math.max(this.measure(value, { width: width - 150, size: 8.5, bold: true }), 11);
      this.ensure(h + 2);
      const top = this.doc.y;
      this.text(label, x, top, { width: 140, size: 8.5, color: MUTED });
      this.text(value, x + 150, top, { width: width - 150, size: 8.5, bold: true });
      this.doc.y = top + h + 2;
    }
  }

  /** The footer of every page, once all are laid out: vendor, number, page n of m. */
  finish(): void {
    const { doc } = this;
    const { content, number } = this.input;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // Drawing under the bottom margin must not open a page of its own.
      doc.page.margins.bottom = 0;
      const y = PAGE.height - MARGIN - 14;
      this.rule(y - 6, RULE, 0.5);
      const left = [content.vendor.name, content.vendor.email, content.vendor.phone].filter(Boolean).join(' · ');
      this.text(left, MARGIN, y, { width: CONTENT_WIDTH - 170, size: 7, color: MUTED });
      this.text(`${number} · Page ${i - range.start + 1} of ${range.count}`, MARGIN + CONTENT_WIDTH - 170, y, {
        width: 170,
        size: 7,
        color: MUTED,
        align: 'right',
      });
    }
  }
}

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

function vendorLines(v: VendorBlock): string[] {
  return [
    v.name,
    v.address,
    v.registrationNumber ? `Registration no. ${v.registrationNumber}` : '',
    v.taxNumber ? `Tax no. ${v.taxNumber}` : '',
    [v.email, v.phone].filter(Boolean).join(' · '),
  ].filter(Boolean);
}

function buyerLines(b: BuyerBlock): string[] {
  return [
    b.companyName || b.receiverName,
    b.companyName ? `Attn. ${b.receiverName}` : '',
    ...b.addressLines,
    b.phone ? `Tel. ${b.phone}` : '',
    b.taxCode ? `Tax / import code: ${b.taxCode}` : '',
  ].filter(Boolean);
}

function importerLines(b: BuyerBlock): string[] | null {
  if (!b.importerName && !b.importerAddress) return null;
  return [b.importerName || b.companyName || b.receiverName, b.importerAddress].filter(Boolean);
}

function drawProforma(page: Page, c: ProformaContent): void {
  page.head([
    ['Date', day(c.issuedAt)],
    ['Order', c.orderNo],
    ['Valid until', dayAndTime(c.validUntil)],
    ['Currency', c.currency],
  ]);
  const importer = importerLines(c.buyer);
  page.parties([
    { label: 'Seller', lines: vendorLines(c.vendor) },
    { label: 'Buyer and consignee', lines: buyerLines(c.buyer) },
    ...(importer ? [{ label: 'Importer', lines: importer }] : []),
  ]);
  page.table(
    [
      { title: '#', width: 24, align: 'right' },
      { title: 'Description', width: 245 },
      { title: 'Qty', width: 40, align: 'right' },
      { title: `Unit price (${c.currency})`, width: 98, align: 'right' },
      { title: `Amount (${c.currency})`, width: CONTENT_WIDTH - 407, align: 'right' },
    ],
    c.lines.map((l, i) => [
      [String(i + 1)],
      [l.product, l.sendCycle],
      [String(l.quantity)],
      [money(l.unitPrice)],
      [money(l.amount)],
    ]),
  );
  const totals: [string, string][] = [['Subtotal', money(c.productAmount)]];
  if (Number(c.couponAmount) > 0) totals.push(['Coupon', `-${money(c.couponAmount)}`]);
  totals.push([`Total payable (${c.currency})`, money(c.payableAmount)]);
  page.totals(totals);

  page.section('Validity');
  page.paragraph(
    `This proforma invoice is valid until ${dayAndTime(c.validUntil)}. The prices and the machines are held for order ${c.orderNo} until then; an order not paid by then closes, and this invoice with it.`,
  );
  page.y += 8;
  page.section('Payment instructions', 120);
  // A shop whose owner has published no way to pay yet (no bank account, no USDT) says so rather
  // than point at an empty list.
  const contact = c.vendor.email ? ` Ask ${c.vendor.email} for them.` : '';
  page.paragraph(
    c.payment.length > 0
      ? `Pay the total of ${c.currency} ${money(c.payableAmount)} by one of the methods below. Quote the reference ${c.orderNo} on the payment.`
      : `The payment details have not been published yet: do not pay until you have them.${contact} Quote the reference ${c.orderNo} on the payment.`,
  );
  page.y += 4;
  for (const instruction of c.payment) {
    page.ensure(20 + instruction.rows.length * 13);
    page.paragraph(instruction.method, { bold: true, size: 9 });
    page.keyValues([...instruction.rows, ['Reference', c.orderNo]]);
    if (instruction.note) page.paragraph(instruction.note, { color: MUTED, size: 8 });
    page.y += 8;
  }
}

function shipmentFacts(c: InvoiceContent | PackingListContent): [string, string][] {
  const origins = [...new Set(c.lines.map((l) => l.countryOfOrigin))].join(', ');
  return [
    ['Incoterm', c.incoterm],
    ['Carrier', c.shipment.carrier],
    ['Tracking no.', c.shipment.trackingNo],
    ['Shipped', day(c.shipment.shippedAt)],
    ['Country of origin', origins],
    ['Currency', c.currency],
  ];
}

function totalWeight(lines: ShipmentLine[], key: 'netWeight' | 'grossWeight'): string {
  let sum = 0;
  for (const l of lines) {
    const each = kilos(l[key]);
    if (each === null) return '—';
    sum += each * l.quantity;
  }
  return kg(sum);
}

/** What an invoice and a packing list total under their table: units and weights. */
function shipmentTotals(lines: ShipmentLine[]): [string, string][] {
  return [
    ['Total units', String(lines.reduce((n, l) => n + l.quantity, 0))],
    ['Total net weight', totalWeight(lines, 'netWeight')],
    ['Total gross weight', totalWeight(lines, 'grossWeight')],
  ];
}

/** Every serial of the shipment, under its line, in columns; runs onto as many pages as it needs. */
function drawSerials(page: Page, lines: ShipmentLine[]): void {
  if (lines.every((l) => l.serials.length === 0)) return;
  page.section('Serial numbers', 50);
  const perRow = 4;
  const width = CONTENT_WIDTH / perRow;
  lines.forEach((l, i) => {
    if (l.serials.length === 0) return;
    const heading = `${i + 1}. ${l.product} (${l.serials.length} of ${l.quantity} units)`;
    page.ensure(30);
    page.paragraph(heading, { bold: true, size: 8.5 });
    for (let r = 0; r < l.serials.length; r += perRow) {
      if (page.ensure(12)) page.paragraph(`${heading}, continued`, { bold: true, size: 8.5 });
      const top = page.y;
      l.serials.slice(r, r + perRow).forEach((serial, j) => {
        page.text(`${r + j + 1}. ${serial}`, MARGIN + j * width, top, { width: width - 6, size: 7.5 });
      });
      page.y = top + 11;
    }
    page.y += 6;
  });
}

function drawInvoice(page: Page, c: InvoiceContent): void {
  page.head([
    ['Date', day(c.issuedAt)],
    ['Order', c.orderNo],
    ...(c.proformaNumber ? [['Proforma', c.proformaNumber] as [string, string]] : []),
    ['Shipment', String(c.shipment.id)],
  ]);
  const importer = importerLines(c.buyer);
  page.parties([
    { label: 'Seller / exporter', lines: vendorLines(c.vendor) },
    { label: 'Buyer and consignee', lines: buyerLines(c.buyer) },
    ...(importer ? [{ label: 'Importer of record', lines: importer }] : []),
  ]);
  page.facts(shipmentFacts(c));
  page.table(
    [
      { title: '#', width: 22, align: 'right' },
      { title: 'Description of goods', width: 178 },
      { title: 'HS code', width: 58 },
      { title: 'Origin', width: 40 },
      { title: 'Qty', width: 34, align: 'right' },
      { title: `Unit value (${c.currency})`, width: 87, align: 'right' },
      { title: `Amount (${c.currency})`, width: CONTENT_WIDTH - 419, align: 'right' },
    ],
    c.lines.map((l, i) => [
      [String(i + 1)],
      [l.product, `${l.sendCycle} · net ${l.netWeight} · gross ${l.grossWeight} each`],
      [l.hsCode],
      [l.countryOfOrigin],
      [String(l.quantity)],
      [money(l.unitValue)],
      [money(l.amount)],
    ]),
  );
  page.totals([...shipmentTotals(c.lines), [`Total value (${c.currency})`, money(c.totalValue)]]);
  page.paragraph(
    'The values are the prices the buyer paid for these goods (after any coupon). We declare that this invoice shows the actual price of the goods described and that all particulars are true and correct.',
    { color: MUTED, size: 8 },
  );
  drawSerials(page, c.lines);
  signature(page, c.vendor);
}

function drawPackingList(page: Page, c: PackingListContent): void {
  page.head([
    ['Date', day(c.issuedAt)],
    ['Order', c.orderNo],
    ['Invoice', c.invoiceNumber],
    ['Shipment', String(c.shipment.id)],
  ]);
  page.parties([
    { label: 'Shipper', lines: vendorLines(c.vendor) },
    { label: 'Consignee', lines: buyerLines(c.buyer) },
  ]);
  page.facts(shipmentFacts(c));
  page.table(
    [
      { title: '#', width: 22, align: 'right' },
      { title: 'Description', width: 150 },
      { title: 'HS code', width: 54 },
      { title: 'Qty', width: 32, align: 'right' },
      { title: 'Net weight', width: 62, align: 'right' },
      { title: 'Gross weight', width: 66, align: 'right' },
      { title: 'Dimensions (each)', width: CONTENT_WIDTH - 386 },
    ],
    c.lines.map((l, i) => {
      const net = kilos(l.netWeight);
      const gross = kilos(l.grossWeight);
      return [
        [String(i + 1)],
        [l.product, l.sendCycle],
        [l.hsCode],
        [String(l.quantity)],
        [net === null ? l.netWeight : kg(net * l.quantity), `${l.netWeight} each`],
        [gross === null ? l.grossWeight : kg(gross * l.quantity), `${l.grossWeight} each`],
        [l.dimensions],
      ];
    }),
  );
  page.totals(shipmentTotals(c.lines));
  drawSerials(page, c.lines);
  signature(page, c.vendor);
}

function drawCreditNote(page: Page, c: CreditNoteContent): void {
  page.head([
    ['Date', day(c.issuedAt)],
    ['Order', c.orderNo],
    ['Currency', c.currency],
  ]);
  page.parties([
    { label: 'Issued by', lines: vendorLines(c.vendor) },
    { label: 'Credited to', lines: buyerLines(c.buyer) },
  ]);
  if (c.against.length > 0) page.facts([['Against', c.against.join(', ')]]);
  page.table(
    [
      { title: '#', width: 24, align: 'right' },
      { title: 'Description', width: CONTENT_WIDTH - 144 },
      { title: `Amount (${c.currency})`, width: 120, align: 'right' },
    ],
    [[['1'], [`Refund of the payment received for order ${c.orderNo}`, c.reason], [money(c.refundAmount)]]],
  );
  page.totals([
    ['Received on the order', money(c.paidAmount)],
    [`Total credited (${c.currency})`, money(c.refundAmount)],
  ]);
  page.paragraph(
    `The amount above was paid back to the buyer. This credit note cancels that amount of order ${c.orderNo}${c.against.length > 0 ? ` and of ${c.against.join(', ')}` : ''}.`,
    { color: MUTED, size: 8 },
  );
  signature(page, c.vendor);
}

function signature(page: Page, vendor: VendorBlock): void {
  page.y += 16;
  page.ensure(50);
  const top = page.y + 24;
  page.rule(top, INK, 0.6, MARGIN + CONTENT_WIDTH - 220);
  page.text(`For and on behalf of ${vendor.name}`, MARGIN + CONTENT_WIDTH - 220, top + 4, {
    width: 220,
    size: 7.5,
    color: MUTED,
  });
  page.y = top + 20;
}

/** The document's PDF bytes. */
export function renderDocumentPdf(input: RenderInput): Promise<Buffer> {
  const page = new Page(input, input.content.brand.shopName || input.content.vendor.name);
  const { content } = input;
  switch (content.kind) {
    case 'PI':
      drawProforma(page, content);
      break;
    case 'INV':
      drawInvoice(page, content);
      break;
    case 'PL':
      drawPackingList(page, content);
      break;
    case 'CN':
      drawCreditNote(page, content);
      break;
  }
  page.finish();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    page.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    page.doc.on('end', () => resolve(Buffer.concat(chunks)));
    page.doc.on('error', reject);
    page.doc.end();
  });
}
