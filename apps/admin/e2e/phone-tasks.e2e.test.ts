import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { msg } from '@hashforge/contract/messages';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPng } from '../../../prisma/seed/art/receipt-png.ts';
import { hashPassword } from '../../api/src/modules/auth/passwords.ts';
import { launchBrowser, type ShopBrowser, toast } from '../../web/e2e/support/browser.ts';
import { fillKycForm } from '../../web/e2e/support/kyc-form.ts';
import { logIn } from '../../web/e2e/support/log-in.ts';
import { openShopForFile } from '../../web/e2e/support/open-shop.ts';
import type { Shop } from '../../web/e2e/support/shop.ts';
import {
  adminShotsDir,
  cartTwoMachines,
  demoBuyerLogin,
  demoStaff,
  deskShot,
  ensureAdminBuild,
  SERVER,
  staffLogin,
} from './support/admin.ts';
import { overflowOf } from './support/desk-routes.ts';
import { writeCameraVideo } from './support/fake-camera.ts';

// docs/backoffice.md section 1: what staff do away from a desk, done on a phone (390 px) from start to
// end: finance approves a wire, the warehouse ships part of an order and scans its serials, support
// checks a returned machine and answers the buyer, compliance reads the documents and approves, the
// owner reads the dashboard.
await ensureAdminBuild();

const receipt = {
  name: 'wire-receipt.png',
  mimeType: 'image/png',
  buffer: cardPng({ accent: [22, 110, 80], bars: 4 }),
};
const boardPhoto = {
  name: 'hashboard-2.png',
  mimeType: 'image/png',
  buffer: cardPng({ accent: [150, 40, 30], bars: 6 }),
};

let shop: Shop;
/** The buyer on the storefront, at a desk. */
let buyer: ShopBrowser;
/** The staff member's phone, its camera playing `camera` (a label the test prints before each scan). */
let phone: ShopBrowser;
let cameraDir: string;
let camera: string;

openShopForFile((open) => ({ shop, desktop: buyer } = open), { phone: false });

beforeAll(async () => {
  cameraDir = mkdtempSync(path.join(tmpdir(), 'hf-camera-'));
  camera = path.join(cameraDir, 'label.y4m');
  // Nothing in front of the camera until a step prints a label.
  writeCameraVideo(camera, 'NOTHING-YET', 'code128');
  phone = await launchBrowser('phone', shop.url, [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${camera}`,
  ]);
  await phone.context.grantPermissions(['camera'], { origin: shop.url });
});

afterAll(async () => {
  await phone?.close();
  rmSync(cameraDir, { recursive: true, force: true });
});

const statusOf = (page: Page) => page.locator('h1 [data-status]').getAttribute('data-status');

/** Opens a desk from the drawer, as a thumb does: menu button, then the desk. */
async function fromDrawer(page: Page, desk: string) {
  await page.getByRole('button', { name: 'Menu' }).click();
  const nav = page.getByRole('dialog', { name: 'Desks' }).getByRole('navigation', { name: 'Desks' });
  await nav.getByRole('link', { name: desk, exact: true }).click();
  await expect.poll(() => page.getByRole('dialog', { name: 'Desks' }).count()).toBe(0);
}

/** Whether an element lies wholly inside the phone's window, across and down. */
async function onScreen(page: Page, locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  return !!box && box.x >= 0 && box.x + box.width <= size.width && box.y >= 0 && box.y + box.height <= size.height;
}

/** Scans a label: prints it for the camera and taps Scan; answers the scanner's dialog. */
async function scan(page: Page, button: ReturnType<Page['locator']>, text: string, symbology: 'code128' | 'qrcode') {
  writeCameraVideo(camera, text, symbology);
  const name = (await button.getAttribute('aria-label')) ?? 'Scan';
  await button.click();
  // A label it takes closes the scanner as soon as it is read, so the dialog may be gone already.
  return page.getByRole('dialog', { name });
}

describe('finance and the warehouse on a phone', () => {
  let orderNo: string;

  it('finance approves the proof with the amount received, from the drawer to the approved order', async () => {
    // The buyer orders two units of one machine and declares the whole wire.
    const cartId = await cartTwoMachines(shop);
    const b = buyer.page;
    await demoBuyerLogin(b, `/order-confirm/${cartId}`);
    await expect.poll(() => b.getByTestId('confirm-item').count()).toBe(1);
    await b.getByTestId('policy-checkbox').check();
    await b.waitForTimeout(1600);
    await b.getByTestId('submit-order').click();
    await b.waitForURL('**/pay-waiting/**');
    orderNo = decodeURIComponent(b.url().split('/pay-waiting/')[1]!);
    const order = await shop.deps.prisma.order.findUniqueOrThrow({ where: { orderNo } });
    await b.goto(`/sale-order-detail/${orderNo}`);
    await b.getByTestId('upload-proof').click();
    const dialog = b.getByRole('dialog', { name: 'Upload payment proof' });
    await dialog.locator('input[type=file]').setInputFiles([receipt]);
    await expect.poll(() => dialog.getByRole('img', { name: 'wire-receipt.png' }).count()).toBe(1);
    await dialog.getByLabel('Amount sent').fill(order.payableAmount.toFixed(2));
    await dialog.getByTestId('proof-submit').click();
    await expect.poll(() => dialog.count()).toBe(0);

    const { page } = phone;
    await staffLogin(page, demoStaff('finance'));
    await fromDrawer(page, 'Orders');
    await page.waitForURL('**/admin/orders');
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Search').fill(orderNo);
    const link = page.getByRole('link', { name: orderNo, exact: true });
    await expect.poll(() => link.count(), SERVER).toBe(1);
    await link.click();
    await page.waitForURL(`**/admin/orders/${orderNo}`);
    await expect.poll(() => statusOf(page), SERVER).toBe('20');
    const proof = page.locator('[data-proof-id]');
    await expect
      .poll(() =>
        proof
          .getByRole('img')
          .first()
          .evaluate((img) => (img as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    await proof.getByRole('button', { name: 'Approve' }).scrollIntoViewIfNeeded();
    await deskShot(page, 'phone-task-finance-order');
    await proof.getByRole('button', { name: 'Approve' }).click();

    const approve = page.getByRole('dialog', { name: 'Approve payment proof' });
    const amount = approve.getByLabel('Amount received (USD)');
    await expect.poll(() => amount.inputValue()).toBe(order.payableAmount.toFixed(2));
    // The bank shows less than declared: typed, the dialog says what is left before anything is saved.
    await amount.fill('1000.00');
    await expect.poll(() => approve.getByTestId('approve-outcome').textContent()).toContain('Short by');
    await amount.fill(order.payableAmount.toFixed(2));
    await expect.poll(() => approve.getByTestId('approve-outcome').textContent()).toContain('Covers the order');
    // The dialog fills the phone; its button is on screen without scrolling.
    const submit = approve.getByRole('button', { name: 'Approve' });
    expect(await onScreen(page, submit)).toBe(true);
    await page.waitForTimeout(250);
    await page.screenshot({ path: path.join(adminShotsDir, 'phone-task-finance-approve.png') });
    await submit.click();
    await expect.poll(() => statusOf(page), SERVER).toBe('30');
    const approved = await shop.deps.prisma.orderAging.findFirstOrThrow({ where: { order: { orderNo } } });
    expect(approved.financeStatus).toBe(1);
    expect(approved.receivedAmount?.toFixed(2)).toBe(order.payableAmount.toFixed(2));
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  });

  it('the warehouse ships one of two units and scans its serial; a label scanned twice or out of the rules is refused as if typed', async () => {
    const { page } = phone;
    await staffLogin(page, demoStaff('warehouse'));
    await page.goto(`/admin/orders/${orderNo}`);
    await expect.poll(() => statusOf(page), SERVER).toBe('30');
    await page.getByRole('button', { name: 'Ship', exact: true }).click();
    const ship = page.getByRole('dialog', { name: `Ship order ${orderNo}` });
    await ship.getByLabel('Carrier').fill('DHL Express');
    await ship.getByLabel('Tracking number').fill('JD014600007001');
    await ship.getByRole('spinbutton').first().fill('1');
    const scanButton = ship.getByRole('button', { name: /^Scan a serial number of / });
    const serials = ship.getByLabel(/^Serial numbers/);

    // A Code 128 label on the machine: read by the camera, it fills the line's serial field.
    const scanner = await scan(page, scanButton, 'HFKS5PHONE0001', 'code128');
    await expect.poll(() => serials.inputValue(), SERVER).toBe('HFKS5PHONE0001');
    expect(await scanner.count()).toBe(0);

    // The same label again: refused with the message the field gives the serial typed twice.
    const again = await scan(page, scanButton, 'HFKS5PHONE0001', 'code128');
    const refusal = again.getByTestId('scanner-refusal');
    await expect.poll(() => refusal.textContent(), SERVER).toContain('HFKS5PHONE0001 is entered twice');
    await deskShot(page, 'phone-task-scan-refused');
    await again.getByRole('button', { name: 'Type it instead' }).click();
    await expect.poll(() => again.count()).toBe(0);
    expect(await serials.inputValue()).toBe('HFKS5PHONE0001');
    // Typed, the same serial meets the same words (with two units leaving, so only the repeat is wrong).
    const quantity = ship.getByRole('spinbutton').first();
    await quantity.fill('2');
    await serials.fill('HFKS5PHONE0001\nHFKS5PHONE0001');
    await ship.getByRole('button', { name: 'Record shipment' }).click();
    await expect.poll(() => ship.getByRole('alert').allTextContents()).toContain('HFKS5PHONE0001 is entered twice');
    await quantity.fill('1');

    // A QR code whose text breaks the serial rules: the format message of a typed serial.
    await serials.fill('HFKS5PHONE0001');
    const bad = await scan(page, scanButton, 'HF KS5/0002', 'qrcode');
    await expect.poll(() => bad.getByTestId('scanner-refusal').textContent(), SERVER).toContain(msg.snFormat);
    await bad.getByRole('button', { name: 'Type it instead' }).click();
    expect(await serials.inputValue()).toBe('HFKS5PHONE0001');

    const record = ship.getByRole('button', { name: 'Record shipment' });
    expect(await onScreen(page, record)).toBe(true);
    await record.click();
    await expect.poll(() => statusOf(page), SERVER).toBe('35');
    await expect
      .poll(() => page.locator('[data-shipment="JD014600007001"]').getByTestId('shipment-serials').textContent())
      .toContain('HFKS5PHONE0001');
    const shipment = await shop.deps.prisma.orderLogistics.findFirstOrThrow({
      where: { order: { orderNo } },
      include: { lines: true },
    });
    expect(shipment.lines.flatMap((l) => l.serials)).toEqual(['HFKS5PHONE0001']);
    await deskShot(page, 'phone-task-warehouse-shipped');
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  });
});

describe('support on a phone', () => {
  it('checks a returned machine by scanning its label, a label out of the rules refused as typed, and answers the buyer with a picture', async () => {
    const { page } = phone;
    const request = await shop.deps.prisma.afterSale.findFirstOrThrow({
      where: { status: { lt: 50 } },
      orderBy: { id: 'asc' },
      include: { codes: true },
    });
    const device = request.codes[0]!;
    await staffLogin(page, demoStaff('support'));
    await fromDrawer(page, 'After-sales');
    await page.goto(`/admin/aftersales/${request.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), SERVER).toContain(`#${request.id}`);

    const check = page.getByRole('button', { name: 'Scan the serial number on the machine' });
    const bad = await scan(page, check, 'HF S21#0009', 'qrcode');
    await expect.poll(() => bad.getByTestId('scanner-refusal').textContent(), SERVER).toContain(msg.snFormat);
    await bad.getByRole('button', { name: 'Type it instead' }).click();
    // Typed and checked, the same serial meets the same message under the field.
    const field = page.getByRole('textbox', { name: 'Serial number on the machine' });
    await field.fill('HF S21#0009');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').allTextContents()).toContain(msg.snFormat);

    // The machine's own QR label: the field takes it and the page finds it on the request.
    await scan(page, check, device.machineCode, 'qrcode');
    await expect.poll(() => field.inputValue(), SERVER).toBe(device.machineCode);
    await expect.poll(() => page.getByTestId('device-check-result').textContent()).toContain('is on this request');
    // Another machine's label is not one of this request's.
    await scan(page, check, 'HFOTHER0001', 'code128');
    await expect
      .poll(() => page.getByTestId('device-check-result').textContent(), SERVER)
      .toContain('is not one of this request');
    await deskShot(page, 'phone-task-support-check');

    // The answer to the buyer, typed on the phone.
    const reply = page.getByLabel('Reply');
    await reply.click();
    await page.keyboard.type('Your machine arrived today; we start the diagnosis tomorrow.');
    // With a picture from the phone (its camera or its gallery): shown before it is sent.
    await page.getByLabel('Add a picture').setInputFiles([boardPhoto]);
    await expect.poll(() => page.getByRole('img', { name: boardPhoto.name }).count(), SERVER).toBe(1);
    await deskShot(page, 'phone-task-support-reply');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect.poll(() => toast(page, 'success').textContent(), SERVER).toContain('Reply sent');
    const messages = await shop.deps.prisma.afterSaleRecord.findMany({ where: { afterSaleId: request.id } });
    const sent = messages.find((m) => m.content.includes('we start the diagnosis tomorrow'));
    expect(sent?.content).toMatch(/<img [^>]*src="[^"]+"/);
    // The thread shows the picture, loaded from the address the buyer's copy names too.
    const shown = page.getByRole('img', { name: 'Picture 1 from the service centre' });
    await expect.poll(() => shown.evaluate((img) => (img as HTMLImageElement).naturalWidth), SERVER).toBeGreaterThan(0);
    const src = /src="([^"]+)"/.exec(sent!.content)![1]!;
    const served = await fetch(new URL(src, shop.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  });
});

describe('compliance on a phone', () => {
  it('reads the documents full-screen, zoomed, and approves the verification', async () => {
    const email = `kyc-${randomBytes(4).toString('hex')}@example.com`;
    const user = await shop.deps.prisma.user.create({
      data: { email, passwordHash: await hashPassword('forge-123'), nickName: 'Kim' },
    });
    const b = buyer.page;
    await b.context().clearCookies();
    await logIn(b, email, 'forge-123', '/user/account/kyc');
    await fillKycForm(b);
    await b.getByTestId('kyc-submit').click();
    await expect.poll(() => b.getByTestId('kyc-status').isVisible()).toBe(true);

    const { page } = phone;
    await staffLogin(page, demoStaff('compliance'));
    await fromDrawer(page, 'KYC');
    const link = page.getByRole('link', { name: email });
    await expect.poll(() => link.count(), SERVER).toBe(1);
    await link.click();
    await page.waitForURL(`**/admin/kyc/${user.id}`);
    const document = page.getByRole('img', { name: 'Identity document 1' });
    await expect
      .poll(() => document.evaluate((img) => (img as HTMLImageElement).naturalWidth), SERVER)
      .toBeGreaterThan(0);

    // Tapped, the document fills the screen: as wide as the phone, on black, then zoomed in and panned.
    await page.getByRole('button', { name: 'Identity document 1' }).click();
    const viewer = page.getByRole('dialog', { name: /Identity document 1/ });
    await expect.poll(() => viewer.count()).toBe(1);
    const big = viewer.getByRole('img', { name: 'Identity document 1' });
    await expect.poll(async () => (await big.boundingBox())?.width, SERVER).toBe(390);
    await page.screenshot({ path: path.join(adminShotsDir, 'phone-task-kyc-viewer.png') });
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(async () => (await big.boundingBox())?.width).toBe(3 * 390);
    // Zoomed, the stage opens on the picture's centre and pans: the picture covers the screen.
    const stage = viewer.getByTestId('image-viewer-stage');
    expect(await stage.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const painted = await stage.evaluate((el) => {
      // Where object-fit: contain paints the picture inside its box, against the stage's centre.
      const img = el.querySelector('img') as HTMLImageElement;
      const box = img.getBoundingClientRect();
      const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
      const width = img.naturalWidth * scale;
      const height = img.naturalHeight * scale;
      const left = box.x + (box.width - width) / 2;
      const top = box.y + (box.height - height) / 2;
      const stageBox = el.getBoundingClientRect();
      const cx = stageBox.x + stageBox.width / 2;
      const cy = stageBox.y + stageBox.height / 2;
      return { width, covers: cx > left && cx < left + width && cy > top && cy < top + height };
    });
    expect(painted.covers).toBe(true);
    expect(painted.width).toBeGreaterThanOrEqual(3 * 390 - 2);
    await stage.evaluate((el) => el.scrollBy({ left: 200 }));
    await expect.poll(() => stage.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(adminShotsDir, 'phone-task-kyc-viewer-zoomed.png') });
    // The selfie is a swipe away, and Escape leaves the viewer with the page as it was.
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.count()).toBe(0);
    await page.getByRole('button', { name: 'Selfie 1' }).click();
    const selfieViewer = page.getByRole('dialog', { name: /Selfie 1/ });
    await expect
      .poll(
        () =>
          selfieViewer.getByRole('img', { name: 'Selfie 1' }).evaluate((img) => (img as HTMLImageElement).naturalWidth),
        SERVER,
      )
      .toBeGreaterThan(0);
    await selfieViewer.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => selfieViewer.count()).toBe(0);

    await expect.poll(() => statusOf(page)).toBe('1');
    const approveButton = page.getByRole('button', { name: 'Approve' });
    await approveButton.scrollIntoViewIfNeeded();
    expect(await onScreen(page, approveButton)).toBe(true);
    await approveButton.click();
    await expect.poll(() => statusOf(page), SERVER).toBe('2');
    const kyc = await shop.deps.prisma.kyc.findUniqueOrThrow({ where: { userId: user.id } });
    expect(kyc.status).toBe(2);
    await deskShot(page, 'phone-task-kyc-approved');
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  });
});

describe('the owner on a phone', () => {
  it('reads the dashboard: the queues two to a row, the chart and the lists within the screen, a queue a tap from its desk', async () => {
    const { page } = phone;
    await staffLogin(page, demoStaff('owner'));
    await page.waitForLoadState('networkidle');
    const queues = page.locator('[data-queue]');
    await expect.poll(() => queues.count(), SERVER).toBeGreaterThanOrEqual(4);
    for (const queue of await queues.all()) {
      const box = (await queue.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      // Each count is legible: a large figure, not squeezed.
      expect(Number((await queue.locator('[data-count]').textContent())?.replace(/,/g, ''))).toBeGreaterThanOrEqual(0);
      expect(box.width).toBeGreaterThan(150);
    }
    // The chart is drawn, as wide as its card and no wider than the phone.
    const chart = page.locator('canvas').first();
    await expect.poll(async () => (await chart.boundingBox())?.width ?? 0, SERVER).toBeGreaterThan(300);
    expect((await chart.boundingBox())!.x + (await chart.boundingBox())!.width).toBeLessThanOrEqual(390);
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    await deskShot(page, 'phone-task-owner-dashboard');
    // A queue leads to its desk.
    await page.locator('[data-queue="proofs"]').getByRole('link', { name: 'Open desk →' }).click();
    await page.waitForURL('**/admin/payments');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), SERVER).toBe(1);
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  });
});
