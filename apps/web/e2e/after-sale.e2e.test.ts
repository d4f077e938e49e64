import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { msg } from '@hashforge/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUYER } from '../../../prisma/seed/buying.ts';
import { completeAfterSale } from '../../api/src/modules/after-sale/staff/complete-after-sale.ts';
import { quoteRepair } from '../../api/src/modules/after-sale/staff/quote-repair.ts';
import { markDevicesReceived } from '../../api/src/modules/after-sale/staff/receive-devices.ts';
import { replyToBuyer } from '../../api/src/modules/after-sale/staff/reply-to-buyer.ts';
import { approveAfterSale } from '../../api/src/modules/after-sale/staff/review-application.ts';
import { approveRepairProof } from '../../api/src/modules/after-sale/staff/review-repair-proof.ts';
import { shipRepairedDevices, startMaintenance } from '../../api/src/modules/after-sale/staff/ship-repaired-devices.ts';
import { createSession, TOKEN_TTL_MS } from '../../api/src/modules/auth/sessions.ts';
import { putStaffPrivateFile, recordStoredFile } from '../../api/src/modules/files/files.service.ts';
import { sentenceCase } from '../src/lib/toast.ts';
import { launchBrowser, type ShopBrowser } from './support/browser.ts';
import { type Shop, startShop } from './support/shop.ts';

const DAY = 24 * 60 * 60 * 1000;
const SERVICE_CENTRE = {
  merchantsLogisticName: 'HashForge Service Centre',
  merchantsLogisticPhone: '+852 3590 1200',
  merchantsLogisticAddress: 'Unit 5, 8 Science Park West Ave, Sha Tin, Hong Kong',
};

let shop: Shop;
let buyer: { id: number; email: string; token: string };
let inWarranty: string;
let outOfWarranty: string;
let photos: string[];

// ---------------------------------------------------------------- helpers

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  let crc = 0xffffffff;
  for (const b of body) crc = CRC[(crc ^ b) & 0xff]! ^ (crc >>> 8);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0, 8 + data.length);
  return out;
}
/** A real PNG (a dark machine with a glowing board) so uploads pass the server's byte check. */
/** The test's picture files, removed with the file's shop in afterAll. */
const photoDir = mkdtempSync(path.join(tmpdir(), 'hf-photos-'));

function photoPng(file: string, hue: [number, number, number]): string {
  const [w, h] = [240, 160];
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    raw[y * (w * 3 + 1)] = 0;
    for (let x = 0; x < w; x++) {
      const inBox = x > 30 && x < 210 && y > 30 && y < 130;
      const fan = (x - 70) ** 2 + (y - 80) ** 2 < 900 || (x - 170) ** 2 + (y - 80) ** 2 < 900;
      const px = inBox ? (fan ? hue : [55, 60, 70]) : [228, 231, 236];
      raw.set(px, y * (w * 3 + 1) + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  const out = path.join(photoDir, file);
  writeFileSync(out, bytes);
  return out;
}

/** The same HS256 token the API issues at login (docs/contract.md section 4), for a session made here. */
function sign(claims: Record<string, unknown>, secret: string): string {
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const head = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

async function tokenFor(userId: number): Promise<string> {
  const session = await createSession(shop.deps, userId);
  const now = Math.floor(Date.now() / 1000);
  return sign(
    { sub: String(userId), sid: session.sessionId, iat: now, exp: now + TOKEN_TTL_MS / 1000 },
    shop.deps.keys.jwtSecret,
  );
}

async function signedIn(device: 'desktop' | 'phone', token = buyer.token): Promise<ShopBrowser> {
  const browser = await launchBrowser(device, shop.url);
  await browser.context.addCookies([{ name: 'hf_token', value: token, url: shop.url }]);
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.url });
  return browser;
}

/** A form control by its label; required fields' labels start with an asterisk. */
function field(scope: Page | ReturnType<Page['getByRole']>, label: string) {
  return scope.getByLabel(new RegExp(`^\\*?${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
}

/** A screenshot of the page as a person sees it from the top, without passing toasts. */
async function shot(browser: ShopBrowser, name: string) {
  const { page } = browser;
  const dismiss = page.getByRole('button', { name: 'Dismiss' });
  for (let i = 0; i < 5 && (await dismiss.count()) > 0; i++) await dismiss.first().click();
  await page.evaluate(() => window.scrollTo(0, 0));
  return browser.screenshot(name);
}

async function expectToast(page: Page, text: string) {
  // Toasts read as sentences: the spec's lower-case texts start with a capital on screen.
  await page.getByText(sentenceCase(text), { exact: true }).first().waitFor();
}

async function pickCountry(page: Page, placeholder: string, name: string) {
  const input = page.getByPlaceholder(placeholder).last();
  await input.click();
  await input.fill(name);
  await page
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .first()
    .click();
}

async function requestOf(id: number) {
  return shop.deps.prisma.afterSale.findUniqueOrThrow({
    where: { id },
    include: { codes: { orderBy: { id: 'asc' } }, files: true, records: true },
  });
}

// ---------------------------------------------------------------- setup

beforeAll(async () => {
  shop = await startShop();
  const email = `repair-${randomBytes(4).toString('hex')}@example.com`;
  const user = await shop.deps.prisma.user.create({
    // Signed in by token below; the password is never used.
    data: { email, passwordHash: 'not-used-in-this-test', nickName: 'Erika', mobile: '15123456789', mobileCode: '+49' },
  });
  buyer = { id: user.id, email, token: await tokenFor(user.id) };

  const suffix = randomBytes(3).toString('hex').toUpperCase();
  inWarranty = `HFE2E${suffix}01`;
  outOfWarranty = `HFE2E${suffix}02`;
  await shop.deps.prisma.machineSerial.createMany({
    data: [
      {
        machineCode: inWarranty,
        productCategoryName: 'HashForge HF-S21 200T',
        afterEndTime: new Date(Date.now() + 200 * DAY),
        afterEndPlateTime: new Date(Date.now() + 200 * DAY),
      },
      {
        machineCode: outOfWarranty,
        productCategoryName: 'HashForge HF-L7 9.5G',
        afterEndTime: new Date(Date.now() - 30 * DAY),
        afterEndPlateTime: new Date(Date.now() - 30 * DAY),
      },
    ],
  });
  photos = [photoPng('hf-board.png', [249, 115, 22]), photoPng('hf-fan.png', [14, 165, 233])];
});

afterAll(async () => {
  await shop?.close();
  rmSync(photoDir, { recursive: true, force: true });
});

// ---------------------------------------------------------------- the buyer's path

describe('after-sales in the browser', () => {
  let requestId: number;

  it('applies with two devices and pictures, then follows the request to completion (desktop)', async () => {
    const browser = await signedIn('desktop');
    const { page } = browser;
    try {
      await page.goto('/my/after-sale-apply');
      await page.getByRole('heading', { name: 'Repair application' }).waitFor();

      // Contact: the account's email and phone are prefilled.
      await field(page, 'Name').fill('Erika Mustermann');
      expect(await field(page, 'Email').inputValue()).toBe(buyer.email);
      expect(await field(page, 'Mobile number').inputValue()).toBe('15123456789');

      // Devices: the warranty of each shows as it is entered; a sixth input is refused.
      await field(page, 'Device 1 SN').fill(inWarranty.toLowerCase());
      await field(page, 'Device 1 SN').blur();
      await page.getByText('In warranty').waitFor();
      await page.getByRole('button', { name: /Add device/ }).click();
      await field(page, 'Device 2 SN').fill(outOfWarranty);
      await field(page, 'Device 2 SN').blur();
      await page.getByText('Out of warranty').waitFor();
      for (let i = 0; i < 3; i++) await page.getByRole('button', { name: /Add device/ }).click();
      await page.getByRole('button', { name: 'Add device (5/5)' }).click();
      await expectToast(page, msg.serialMax);
      for (const n of [5, 4, 3]) await page.getByRole('button', { name: `Remove device ${n}` }).click();
      expect(await page.getByLabel(/Device \d SN/).count()).toBe(2);

      await field(page, 'Description').fill('Hashboard 2 is not detected since a power cut; fans run at full speed.');
      await page.locator('input[type=file]').setInputFiles(photos);
      await page.locator('figure img').nth(1).waitFor();

      // The policy must be accepted first; its link opens the repair guide.
      await page.getByRole('button', { name: 'Submit application' }).click();
      await expectToast(page, msg.acceptRepairPolicy);
      await page.getByRole('button', { name: 'repair policy' }).click();
      await page.getByRole('heading', { name: 'Repair guide' }).first().waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      expect(await page.getByRole('checkbox').isChecked()).toBe(true);
      await shot(browser, 'after-sale-form');

      // Then the repair-cost question sets payIntention.
      await page.getByRole('button', { name: 'Submit application' }).click();
      await page.getByRole('heading', { name: 'Repair cost' }).waitFor();
      await page.getByRole('button', { name: 'Agree', exact: true }).click();

      // The list: the new request on top with its label.
      await page.waitForURL('**/my/after-sale-list');
      const row = page.getByTestId('after-sale-row').first();
      await row.getByText('Pending review').waitFor();
      const stored = await shop.deps.prisma.afterSale.findFirstOrThrow({
        where: { userId: buyer.id },
        include: { codes: { orderBy: { id: 'asc' } }, files: true },
      });
      requestId = stored.id;
      expect(await row.textContent()).toContain(`#${requestId}`);
      expect(stored).toMatchObject({ userName: 'Erika Mustermann', mobileCode: '+49', payIntention: '1', status: 10 });
      expect(stored.codes.map((c) => [c.machineCode, c.status, c.productCategoryName])).toEqual([
        [inWarranty, 1, 'HashForge HF-S21 200T'],
        [outOfWarranty, 0, 'HashForge HF-L7 9.5G'],
      ]);
      expect(stored.files).toHaveLength(2);
      await shot(browser, 'after-sale-list');

      // Detail before review: the pre-repair stage only.
      await row.getByRole('link', { name: 'Details' }).click();
      await page.getByTestId('pre-repair').waitFor();
      expect(await page.getByTestId('vendor-logistics').count()).toBe(0);

      // 20: staff approve; the buyer ships the devices and gives a return address.
      await approveAfterSale(shop.deps, requestId, SERVICE_CENTRE, '<p>Approved. Please include the power cords.</p>');
      await page.reload();
      await page.getByText(SERVICE_CENTRE.merchantsLogisticAddress).waitFor();
      await page.getByRole('button', { name: 'Submit return logistics' }).click();
      const dialog = page.getByRole('dialog', { name: 'Return logistics' });
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await dialog.getByText(msg.logisticsCompanyRequired).waitFor();
      await field(dialog, 'Logistics company').fill('DHL Express');
      await field(dialog, 'Tracking number').fill('JD014600004567');
      await field(dialog, 'Full name').fill('Erika Mustermann');
      await field(dialog, 'Address line 1').fill('Heidestrasse 17');
      await pickCountry(page, 'Select country', 'Germany');
      await field(dialog, 'Town / city').fill('Koeln');
      await field(dialog, 'Postcode').fill('51147');
      await field(dialog, 'Mobile number').fill('15123456789');
      await shot(browser, 'after-sale-logistics-dialog');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expectToast(page, 'Return logistics submitted');
      await page.getByText('Shipped by you').first().waitFor();
      expect((await requestOf(requestId)).status).toBe(25);

      // Copy the tracking number: a toast says it worked, the clipboard holds it.
      await page.getByRole('button', { name: 'Copy Tracking number' }).first().click();
      await expectToast(page, msg.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('JD014600004567');

      // 33 with a quote: the buyer uploads the payment proof.
      await markDevicesReceived(shop.deps, requestId);
      // A quotation as aftersales/upload-quotation stores it: the staff's, no buyer's until the quote names it.
      const quotation = await recordStoredFile(
        shop.deps.prisma,
        await putStaffPrivateFile(shop.deps, {
          bytes: readFileSync(photos[0]!),
          fileName: 'quotation.png',
          contentType: 'image/png',
          extension: 'png',
          purpose: 'quotation',
        }),
      );
      await quoteRepair(shop.deps, requestId, {
        parts: [
          { name: 'Hashboard (HF-L7)', partsNum: 1, salePrice: '260.00', repairPrice: '40.00' },
          { name: 'Fan 12038', partsNum: 2, salePrice: '18.50', repairPrice: '0.00' },
        ],
        proposalFileIds: [quotation.id],
      });
      await page.reload();
      await page.getByText('USD 337.00').waitFor();
      await page.getByRole('button', { name: 'Upload payment proof' }).click();
      const proof = page.getByRole('dialog', { name: 'Upload payment proof' });
      await proof.getByRole('button', { name: 'Submit' }).click();
      await expectToast(page, msg.uploadFileFirst);
      await proof.locator('input[type=file]').setInputFiles(photos[1]!);
      await proof.locator('figure img').first().waitFor();
      await shot(browser, 'after-sale-proof-dialog');
      await proof.getByRole('button', { name: 'Submit' }).click();
      await expectToast(page, msg.submitSuccess);
      await page.getByText('Payment under review').waitFor();
      expect((await requestOf(requestId)).payStatus).toBe(3);

      // 40: paid, repaired and shipped back; the buyer confirms receipt.
      await approveRepairProof(shop.deps, requestId, '337.00');
      await startMaintenance(shop.deps, requestId);
      await shipRepairedDevices(shop.deps, requestId, { logisticsName: 'UPS', logisticsNo: '1Z999AA10123456784' });
      await replyToBuyer(shop.deps, requestId, '<p>Both units pass a 4-hour burn-in. <b>Shipped today.</b></p>');
      await page.reload();
      await page.getByText('1Z999AA10123456784').waitFor();
      await page.getByRole('button', { name: 'Confirm receipt' }).click();
      await page.getByRole('dialog', { name: 'Confirm receipt' }).getByRole('button', { name: 'Confirm' }).click();
      await expectToast(page, 'Thank you, receipt confirmed');
      await page.getByText('Received by you').first().waitFor();
      expect((await requestOf(requestId)).status).toBe(45);

      // A message, shown as the buyer typed it (escaped, not interpreted).
      await page.getByRole('button', { name: 'Leave a message' }).click();
      const message = page.getByRole('dialog', { name: 'Leave a message' });
      await message.getByRole('button', { name: 'Submit' }).click();
      await message.getByText(msg.messageRequired).waitFor();
      await message.getByRole('textbox').fill('Both units arrived and hash again <b>fine</b>.\nThank you!');
      await message.getByRole('button', { name: 'Submit' }).click();
      await expectToast(page, 'Message sent');
      const messages = page.getByTestId('messages');
      await messages.getByText('Both units arrived and hash again <b>fine</b>.').waitFor();
      expect(await messages.locator('b').count()).toBe(1); // only the service team's own <b>
      await shot(browser, 'after-sale-detail');

      // 50: completed; the leave-message button is gone.
      await completeAfterSale(shop.deps, requestId);
      await page.reload();
      await page.getByText('Messages are closed', { exact: false }).waitFor();
      expect(await page.getByRole('button', { name: 'Leave a message' }).count()).toBe(0);
      await shot(browser, 'after-sale-detail-completed');

      // The buyer was emailed at every change (dev outbox).
      const mine = (await shop.readOutbox(buyer.email)).map((m) => m.subject);
      expect(mine).toContain(`Repair request #${requestId}: Pending review`);
      expect(mine).toContain(`Repair request #${requestId}: Completed`);
      expect(browser.errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('works on a phone: apply with one device, see it in the list, read the detail', async () => {
    const browser = await signedIn('phone');
    const { page } = browser;
    try {
      await page.goto('/my/after-sale-apply');
      // Each empty field says what it needs; the first one named is the name.
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Submit application' }).click();
      const alerts = page.locator('form [role=alert]');
      await alerts.first().waitFor();
      expect(await alerts.allTextContents()).toEqual([
        msg.afterSaleNameRequired,
        msg.serialRequired,
        msg.describesRequired,
        msg.problemImageRequired,
      ]);
      await shot(browser, 'after-sale-form-errors');
      await field(page, 'Name').fill('Erika Mustermann');
      await field(page, 'Device 1 SN').fill('HFUNKNOWN0042');
      await field(page, 'Device 1 SN').blur();
      await page.getByText('Warranty unknown').waitFor();
      await field(page, 'Description').fill('Control board does not boot, no network light.');
      await page.locator('input[type=file]').setInputFiles(photos[0]!);
      await page.locator('figure img').first().waitFor();
      await page.getByRole('checkbox').check();
      await shot(browser, 'after-sale-form');
      await page.getByRole('button', { name: 'Submit application' }).click();
      await page.getByRole('button', { name: 'Disagree', exact: true }).click();
      await page.waitForURL('**/my/after-sale-list');
      await page.getByTestId('after-sale-card').nth(1).waitFor();
      const newest = await shop.deps.prisma.afterSale.findFirstOrThrow({
        where: { userId: buyer.id },
        orderBy: { id: 'desc' },
        include: { codes: true },
      });
      expect(newest).toMatchObject({ payIntention: '0', status: 10 });
      expect(newest.codes).toMatchObject([{ machineCode: 'HFUNKNOWN0042', status: -1 }]);
      await shot(browser, 'after-sale-list');

      await page.goto(`/after-sale-detail/${requestId}`);
      await page.getByText('USD 337.00').first().waitFor();
      await shot(browser, 'after-sale-detail');

      // Another buyer's id, or a made-up one, is not found.
      await page.goto('/after-sale-detail/999999');
      await page.getByText('After-sale request not found').first().waitFor();
      expect(browser.errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('seeds the demo buyer with requests at each stage where a buyer acts (phone)', async () => {
    const demo = await shop.deps.prisma.user.findUniqueOrThrow({ where: { email: DEMO_BUYER.email } });
    const seeded = await shop.deps.prisma.afterSale.findMany({ where: { userId: demo.id }, orderBy: { id: 'asc' } });
    expect(seeded.map((r) => [r.status, r.payStatus])).toEqual([
      [10, 0],
      [20, 0],
      [33, 2],
      [40, 1],
    ]);
    const browser = await signedIn('phone', await tokenFor(demo.id));
    const { page } = browser;
    try {
      await page.goto(`/after-sale-detail/${seeded[1]!.id}`);
      await page.getByRole('button', { name: 'Submit return logistics' }).waitFor();
      await shot(browser, 'after-sale-detail-awaiting-shipment');
      await page.goto(`/after-sale-detail/${seeded[2]!.id}`);
      await page.getByRole('button', { name: 'Upload payment proof' }).waitFor();
      await page.getByText('USD 232.00').waitFor();
      await shot(browser, 'after-sale-detail-awaiting-payment');
      expect(browser.errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
