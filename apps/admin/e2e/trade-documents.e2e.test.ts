import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { proformaOfOrder } from '../../api/src/modules/order/trade-documents.ts';
import { readDocumentIdentity } from '../../api/src/modules/settings/document-identity.ts';
import { afterIssue, issueDocument } from '../../api/src/modules/trade-document/issue-document.ts';
import type { ShopBrowser } from '../../web/e2e/support/browser.ts';
import type { Shop } from '../../web/e2e/support/shop.ts';
import {
  DEMO_BUYER,
  demoBuyerLogin,
  demoStaff,
  deskShot,
  ensureAdminBuild,
  SERVER,
  staffLogin,
} from './support/admin.ts';
import { bothWidths, openStaffAndBuyerForFile } from './support/staff-and-buyer.ts';

// Decision 026: the buyer takes the proforma from the Pay page and every document from the order's
// page; staff take them from the order desk (each download audited), issue a shipment's invoice and
// packing list the catalogue held back, and correct a document. Every download is the stored bytes.

await ensureAdminBuild();

let shop: Shop;
let staff: ShopBrowser;
let buyer: ShopBrowser;

openStaffAndBuyerForFile((open) => ({ shop, staff, buyer } = open));

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The demo buyer's seeded order at `status`. */
async function demoOrder(status: number) {
  const user = await shop.deps.prisma.user.findUniqueOrThrow({ where: { email: DEMO_BUYER.email } });
  return shop.deps.prisma.order.findFirstOrThrow({ where: { userId: user.id, orderStatus: status } });
}

/**
 * The seed writes its orders straight to the tables, without the checkout that issues a proforma:
 * this issues the seeded unpaid order's as checkout does, and the shop's worker renders it.
 */
async function issueProforma(orderId: number): Promise<string> {
  const identity = await readDocumentIdentity(shop.deps);
  const doc = await shop.deps.prisma.$transaction(async (tx) =>
    issueDocument(tx, {
      kind: 'PI',
      orderId,
      content: await proformaOfOrder(tx, identity, orderId, shop.deps.clock.now()),
      issuedAt: shop.deps.clock.now(),
    }),
  );
  await afterIssue(shop.deps, [doc.id]);
  return doc.number;
}

/**
 * Clicks a download button and answers the saved file's bytes, and the headers the same signed link
 * answers when fetched again (a download's own response is not a page response).
 */
async function download(page: Page, number: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.locator(`[data-testid="download-document"][data-number="${number}"]`).first().click(),
  ]);
  expect(file.suggestedFilename()).toBe(`${number}.pdf`);
  expect(new URL(file.url()).pathname).toMatch(/^\/files\/documents\//);
  const bytes = await readFile((await file.path())!);
  const again = await page.context().request.get(file.url());
  return { bytes, headers: again.headers(), status: again.status(), refetched: await again.body() };
}

async function storedHash(number: string): Promise<string | null> {
  const row = await shop.deps.prisma.tradeDocument.findUnique({ where: { number }, select: { sha256: true } });
  return row?.sha256 ?? null;
}

describe('trade documents in the browser', () => {
  let proforma: string;
  let orderNo: string;

  it('the buyer downloads the proforma from the Pay page: a PDF whose bytes hash to the stored hash', async () => {
    const order = await demoOrder(10);
    orderNo = order.orderNo;
    proforma = await issueProforma(order.id);
    await expect.poll(() => storedHash(proforma), SERVER).toMatch(/^[0-9a-f]{64}$/);

    const { page } = buyer;
    await demoBuyerLogin(page, `/pay/${orderNo}`);
    await expect.poll(() => page.getByTestId('proforma').textContent(), SERVER).toContain(proforma);
    const got = await download(page, proforma);
    expect(got.status).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(got.headers.etag).toBe(`"${await storedHash(proforma)}"`);
    expect(got.refetched.equals(got.bytes)).toBe(true);
    expect(sha256(got.bytes)).toBe(await storedHash(proforma));
    await page.getByTestId('proforma').scrollIntoViewIfNeeded();
    await bothWidths(page, 'documents-pay-page');

    await page.goto(`/sale-order-detail/${orderNo}`);
    await expect.poll(() => page.getByTestId('order-documents').textContent(), SERVER).toContain(proforma);
    const again = await download(page, proforma);
    expect(sha256(again.bytes)).toBe(sha256(got.bytes));
    await page.getByTestId('order-documents').scrollIntoViewIfNeeded();
    await bothWidths(page, 'documents-order-detail');
    expect(buyer.errors).toEqual([]);
  });

  it('staff download it from the order desk, and the audit log and the timeline say so', async () => {
    const { page } = staff;
    await staffLogin(page, demoStaff('support'));
    await page.goto(`/admin/orders/${orderNo}`);
    await expect.poll(() => page.getByTestId('order-documents').textContent(), SERVER).toContain(proforma);
    const got = await download(page, proforma);
    expect(sha256(got.bytes)).toBe(await storedHash(proforma));
    const audited = () =>
      shop.deps.prisma.auditEvent.count({ where: { action: 'orders.documents.download', entityId: orderNo } });
    await expect.poll(audited, SERVER).toBe(1);
    await expect.poll(() => page.getByText(`Downloaded ${proforma}`).count(), SERVER).toBeGreaterThan(0);
    await page.getByTestId('order-documents').scrollIntoViewIfNeeded();
    await bothWidths(page, 'documents-order-desk');
  });

  it('the desk names the product a shipment’s documents wait for, then issues them once the catalogue has it', async () => {
    const order = await demoOrder(40);
    const line = await shop.deps.prisma.orderLine.findFirstOrThrow({ where: { orderId: order.id } });
    const product = await shop.deps.prisma.product.findUniqueOrThrow({ where: { id: line.productId } });
    await shop.deps.prisma.product.update({ where: { id: product.id }, data: { hsCode: '' } });

    const { page } = staff;
    await staffLogin(page, demoStaff('owner'));
    await page.goto(`/admin/orders/${order.orderNo}`);
    const notice = page.getByTestId('shipment-documents-blocked').first();
    await expect.poll(() => notice.textContent(), SERVER).toContain(`${product.name} has no HS code`);
    await notice.scrollIntoViewIfNeeded();
    await bothWidths(page, 'documents-shipment-blocked');

    await shop.deps.prisma.product.update({ where: { id: product.id }, data: { hsCode: product.hsCode } });
    await page.reload();
    await page.getByRole('button', { name: 'Issue invoice and packing list' }).first().click();
    await expect
      .poll(() => shop.deps.prisma.tradeDocument.count({ where: { orderId: order.id, kind: 'INV' } }), SERVER)
      .toBe(1);
    await expect.poll(() => page.getByTestId('order-documents').textContent(), SERVER).toMatch(/INV-\d{4}-\d{6}/);

    // A correction of the first invoice, from the desk.
    const invoice = await shop.deps.prisma.tradeDocument.findFirstOrThrow({
      where: { orderId: order.id, kind: 'INV' },
    });
    await page.getByRole('button', { name: 'Correct' }).first().click();
    await page.getByLabel('What it corrects (printed on the new document)').fill('Importer’s tax code corrected');
    await deskShot(page, 'documents-correct-dialog-1280');
    await page.getByRole('button', { name: 'Issue correction' }).click();
    await expect
      .poll(() => shop.deps.prisma.tradeDocument.count({ where: { replacesId: invoice.id } }), SERVER)
      .toBe(1);
    await expect.poll(() => page.getByTestId('order-documents').textContent(), SERVER).toContain('replaced by');
    await page.getByTestId('order-documents').scrollIntoViewIfNeeded();
    await bothWidths(page, 'documents-corrected');
  });
});
