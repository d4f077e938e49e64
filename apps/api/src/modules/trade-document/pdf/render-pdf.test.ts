import { existsSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { sampleBuyers, sampleInvoice, samplePackingList, sampleProforma } from '#api/test/support/document-samples.ts';
import { pdfFonts, pdfPages, pdfToPngs } from '#api/test/support/read-pdf.ts';
import { money, type RenderInput, renderDocumentPdf } from './render-pdf.ts';

const flat = (pages: string[]) => pages.join('\n').replace(/\s+/g, ' ');

describe('trade document PDFs (decision 026), read back as text', () => {
  it('a 60-line proforma runs onto several pages, the table header on each, the totals after the last row', async () => {
    const content = sampleProforma(60);
    const bytes = await renderDocumentPdf({ number: 'PI-2026-000123', content, logo: null });
    const pages = await pdfPages(bytes);
    expect(pages.length).toBeGreaterThan(1);
    for (const [i, page] of pages.entries()) {
      expect(page, `page ${i + 1}`).toContain('Description');
      expect(page, `page ${i + 1}`).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page, `page ${i + 1}`).toContain('PI-2026-000123');
    }
    const text = flat(pages);
    for (const line of content.lines) {
      expect(text).toContain(line.product);
      expect(text).toContain(money(line.amount));
    }
    // The totals follow the last line, on the page that ends the table.
    const totalsPage = pages.findIndex((p) => p.includes('Total payable'));
    const lastLinePage = pages.findIndex((p) => p.includes(content.lines.at(-1)!.product));
    expect(totalsPage).toBeGreaterThanOrEqual(lastLinePage);
    expect(pages.filter((p) => p.includes('Total payable'))).toHaveLength(1);
    expect(text).toContain(money(content.payableAmount));
    expect(text).toContain('EXCBHKHHXXX');
    expect(text).toContain(`Quote the reference ${content.orderNo}`);
  });

  it('a proforma of a shop with no published way to pay says so instead of pointing at an empty list', async () => {
    const content = { ...sampleProforma(1), payment: [] };
    const text = flat(await pdfPages(await renderDocumentPdf({ number: 'PI-2026-000124', content, logo: null })));
    expect(text).toContain('The payment details have not been published yet: do not pay until you have them.');
    expect(text).not.toContain('by one of the methods below');
  });

  it('a packing list of 300 serials prints every one, its tables headed on every page', async () => {
    const content = samplePackingList(1, 300);
    const pages = await pdfPages(await renderDocumentPdf({ number: 'PL-2026-000077', content, logo: null }));
    expect(pages.length).toBeGreaterThan(1);
    const text = flat(pages);
    for (const serial of content.lines[0]!.serials) expect(text).toContain(serial);
    for (const page of pages.slice(1)) expect(page).toMatch(/continued/);
    expect(text).toContain('Total gross weight');
    expect(text).toContain(`${(16.5 * 300).toFixed(2)} kg`);
  });

  it('prints Chinese, Arabic, Turkish, Vietnamese and Cyrillic addresses with embedded fonts; the pages are kept as PNG', async () => {
    const chinese = await renderDocumentPdf({
      number: 'INV-2026-000077',
      content: sampleInvoice(2, 5, sampleBuyers.chinese),
      logo: null,
    });
    const chineseText = flat(await pdfPages(chinese));
    expect(chineseText).toContain('香港数字矿业有限公司');
    expect(chineseText).toContain('8471.50');
    expect(chineseText).toContain('HFS2100000004');

    const arabic = await renderDocumentPdf({
      number: 'PI-2026-000124',
      content: sampleProforma(3, sampleBuyers.arabic),
      logo: null,
    });
    const arabicText = flat(await pdfPages(arabic));
    // The Arabic words come back in reading order. Noto Sans Arabic draws some letters as a base and
    // a dot of their own, which the reader cannot name, so the test counts the letters of the
    // buyer's block rather than spelling the words (the PNG shows them whole).
    const buyerBlock = arabicText.slice(arabicText.indexOf('BUYER AND CONSIGNEE'), arabicText.indexOf('United Arab'));
    expect(buyerBlock.match(/[\u0600-\u06ff]/g)?.length ?? 0).toBeGreaterThan(40);
    expect(buyerBlock).toContain('الرق');
    expect(buyerBlock).toContain('12');
    expect(arabicText).toContain('TRN 100234567800003');

    const mixed = await renderDocumentPdf({
      number: 'PL-2026-000078',
      content: samplePackingList(2, 3, sampleBuyers.mixed),
      logo: null,
    });
    const mixedText = flat(await pdfPages(mixed));
    for (const part of ['Özgür Madencilik A.Ş.', 'İstanbul', 'Şükrü Nguyễn-Иванов']) expect(mixedText).toContain(part);

    // Every font the documents use is embedded (a subset): nothing depends on the reader's fonts.
    for (const bytes of [arabic, chinese, mixed]) {
      const fonts = pdfFonts(bytes);
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.every((f) => f.embedded)).toBe(true);
    }

    for (const [bytes, name] of [
      [arabic, 'proforma-arabic'],
      [chinese, 'invoice-chinese'],
      [mixed, 'packing-list-mixed'],
    ] as const) {
      for (const png of pdfToPngs(bytes, name)) expect(existsSync(png)).toBe(true);
    }
  });
});

/** A buyer who pasted the name and street from a PDF: Arabic presentation forms, the glyphs of ordinary Arabic letters. */
const pastedArabic = {
  ...sampleBuyers.arabic,
  receiverName: '\ufe8d\ufea3\ufee4\ufea9 \ufee0\ufedf\ufe8e',
  addressLines: ['\ufeeb\ufe8e\ufedf\ufe8e \u0627\u0644\u0628\u0627\u0628 12', ...sampleBuyers.arabic.addressLines],
};

/** The renderer as a new process loads it: fonts.ts with nothing parsed yet. */
async function freshRenderer(): Promise<(input: RenderInput) => Promise<Buffer>> {
  vi.resetModules();
  return (await import('./render-pdf.ts')).renderDocumentPdf;
}

describe('trade document PDFs one after another in one process, the fonts parsed once (fonts.ts)', () => {
  it('an Arabic proforma, a Latin packing list and a Chinese invoice in a row each read back whole', async () => {
    const render = await freshRenderer();
    const arabic = flat(
      await pdfPages(
        await render({ number: 'PI-2026-000301', content: sampleProforma(3, sampleBuyers.arabic), logo: null }),
      ),
    );
    const latin = flat(
      await pdfPages(
        await render({ number: 'PL-2026-000302', content: samplePackingList(2, 3, sampleBuyers.mixed), logo: null }),
      ),
    );
    const chinese = flat(
      await pdfPages(
        await render({ number: 'INV-2026-000303', content: sampleInvoice(2, 5, sampleBuyers.chinese), logo: null }),
      ),
    );
    const buyerBlock = arabic.slice(arabic.indexOf('BUYER AND CONSIGNEE'), arabic.indexOf('United Arab'));
    expect(buyerBlock.match(/[\u0600-\u06ff]/g)?.length ?? 0).toBeGreaterThan(40);
    expect(buyerBlock).toContain('الرق');
    expect(arabic).toContain('PI-2026-000301');
    for (const part of ['Özgür Madencilik A.Ş.', 'İstanbul', 'Şükrü Nguyễn-Иванов']) {
      expect(latin).toContain(part);
    }
    expect(latin).not.toMatch(/[\u0600-\u06ff\u4e00-\u9fff]/);
    for (const part of ['香港数字矿业有限公司', '王小明', '九龙尖沙咀广东道', 'INV-2026-000303'])
      expect(chinese).toContain(part);
  });

  it('a document comes out byte for byte as when it is the first of its process, whatever the buyers before it typed', async () => {
    const arabic: RenderInput = {
      number: 'PI-2026-000311',
      content: sampleProforma(3, sampleBuyers.arabic),
      logo: null,
    };
    const pasted: RenderInput = { number: 'PI-2026-000312', content: sampleProforma(2, pastedArabic), logo: null };
    const others: RenderInput[] = [
      { number: 'PL-2026-000313', content: samplePackingList(2, 3, sampleBuyers.mixed), logo: null },
      { number: 'INV-2026-000314', content: sampleInvoice(2, 5, sampleBuyers.chinese), logo: null },
    ];
    const arabicFirst = await (await freshRenderer())(arabic);
    const pastedFirst = await (await freshRenderer())(pasted);

    // Noto Sans Arabic draws a letter and its presentation form with one glyph: met first in the
    // pasted address, that glyph must not make the next document's letters join differently.
    let render = await freshRenderer();
    for (const input of [pasted, ...others]) await render(input);
    expect((await render(arabic)).equals(arabicFirst), 'Arabic proforma after a pasted address').toBe(true);

    render = await freshRenderer();
    for (const input of [arabic, ...others]) await render(input);
    expect((await render(pasted)).equals(pastedFirst), 'pasted address after an Arabic proforma').toBe(true);
  });
});
