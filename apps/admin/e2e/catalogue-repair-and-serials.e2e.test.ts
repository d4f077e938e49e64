import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cardPng } from '../../../prisma/seed/art/receipt-png.ts';
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
  staffLogout,
} from './support/admin.ts';
import { openStaffAndBuyerForFile } from './support/staff-and-buyer.ts';

// The after-sales, catalogue, serial and content desks (docs/backoffice.md sections 5 and 8), each
// against the real API and the built apps: the staff member at 1280 px in the back office, the
// buyer in their own browser on the storefront.

// The back office is built before the shop starts: the API serves apps/admin/dist at /admin/.
await ensureAdminBuild();

const DAY = 24 * 60 * 60 * 1000;

const png = (name: string, accent: [number, number, number], bars = 4) => ({
  name,
  mimeType: 'image/png',
  buffer: cardPng({ accent, bars }),
});

let shop: Shop;
/** The staff member's browser at 1280 px. */
let staff: ShopBrowser;
/** The buyer's own browser on the storefront. */
let buyer: ShopBrowser;

openStaffAndBuyerForFile((open) => ({ shop, staff, buyer } = open));

/** A storefront form control by its label; required fields' labels start with an asterisk. */
function field(scope: Page | Locator, label: string) {
  return scope.getByLabel(new RegExp(`^\\*?${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
}

/** The status code the detail page's heading shows (its badge's data-status). */
const statusOf = (page: Page) => page.locator('h1 [data-status]').getAttribute('data-status');

// ---------------------------------------------------------------- catalogue

describe('catalogue desk', () => {
  it('a merchandiser creates a product with a send cycle and an image; the buyer sees it in the shop', async () => {
    const code = `HF-E2E-${randomBytes(3).toString('hex').toUpperCase()}`;
    const name = `HashForge Anvil ${code.slice(-6)}`;
    const { page } = staff;
    await staffLogin(page, demoStaff('merchandiser'));
    await page.goto('/admin/catalog');
    await page.getByRole('table', { name: 'Products' }).getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: 'New product', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New product' });
    const create = dialog.getByRole('button', { name: 'Create product', exact: true });
    await create.waitFor();
    const label = (text: string) => dialog.getByLabel(text, { exact: true });

    // An existing product's code first, and no price: the form names the price before anything is sent.
    await label('Product code').fill('HF-S21-FORGE');
    await label('Name').fill(name);
    await label('Product class').fill('HashForge');
    // Lower sorts first: the new machine leads both the desk's list and the shop's.
    await label('Sort').fill('-1');
    await label('Shelves status').selectOption({ label: 'On sale' });
    expect(await label('Listed in the shop').isChecked()).toBe(true);
    await label('Buy minimum').fill('1');
    await label('Buy maximum').fill('5');
    await label('Send cycle 1 Name').fill('Ships in 5 days');
    await label('Send cycle 1 Opening stock').fill('12');
    await label('Send cycle 1 Delivery date').fill('2027-01-15');
    await label('Add images (JPEG or PNG, at most 5 MB each)').setInputFiles([png('anvil.png', [37, 99, 235], 6)]);
    await expect.poll(() => dialog.getByRole('img', { name: 'Product 1' }).isVisible(), SERVER).toBe(true);
    expect(await dialog.getByRole('listitem', { name: 'Image 1, main image' }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Add attribute' }).click();
    await label('Attribute 1 name').fill('Warranty');
    await label('Attribute 1 value').fill('12 months');
    await label('Category name *').fill('HF Anvil');
    await label('Model name *').fill(`Anvil ${code.slice(-6)}`);
    await label('Algorithm *').fill('SHA-256');
    await label('Hashrate *').fill('260 TH/s');
    await label('Power consumption *').fill('4160 W');
    await label('Power efficiency').fill('16 J/TH');
    await dialog.getByLabel('Description').fill('Hydro-ready chassis with auto-tuning firmware.');
    await create.click();
    await dialog.getByText('Check the fields marked below.').waitFor();
    await dialog.getByText('Enter an amount such as 120.00').waitFor();

    // With a price the API answers: the code is taken, named under its field with the envelope's message.
    await label('Send cycle 1 Price (USD)').fill('4599.00');
    await create.click();
    await expect
      .poll(() => dialog.getByText('A product with this code exists already').count(), SERVER)
      .toBeGreaterThan(0);
    expect(await label('Product code').getAttribute('aria-invalid')).toBe('true');
    await deskShot(page, 'product-create-refused');
    await label('Product code').fill(code);
    await deskShot(page, 'product-create-form');
    // The dialog scrolls on its own: the images, attributes and spec sheet under the send cycles.
    await dialog.getByText('Images (1/20)').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await deskShot(page, 'product-create-form-images');
    await create.click();
    await expect.poll(() => dialog.count(), SERVER).toBe(0);
    await expect.poll(() => page.locator('[data-toast="success"]').last().textContent(), SERVER).toContain(name);
    // The list refreshed with the new product, leading it.
    const row = page.getByRole('table', { name: 'Products' }).getByRole('row').nth(1);
    await expect.poll(() => row.textContent(), SERVER).toContain(code);
    expect(await row.textContent()).toContain('Ships in 5 days');
    await deskShot(page, 'product-created');

    // A second batch through cycles/create, from the product's row.
    await row.getByRole('button', { name: `Add a send cycle to ${name}` }).click();
    const cycleDialog = page.getByRole('dialog', { name: `New send cycle · ${name}` });
    const addCycle = cycleDialog.getByRole('button', { name: 'Add send cycle', exact: true });
    await addCycle.waitFor();
    await cycleDialog.getByLabel('Name', { exact: true }).fill('March 2027 batch');
    await cycleDialog.getByLabel('Price (USD)', { exact: true }).fill('4399.00');
    await cycleDialog.getByLabel('Opening stock', { exact: true }).fill('8');
    await deskShot(page, 'send-cycle-create-form');
    await addCycle.click();
    await expect.poll(() => cycleDialog.count(), SERVER).toBe(0);
    await expect.poll(() => row.textContent(), SERVER).toContain('March 2027 batch');

    // The edit dialog (the same image, attribute and spec-sheet sections) opens on what was created.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit · ${name}` });
    const editLabel = (text: string) => edit.getByLabel(text, { exact: true });
    await editLabel('Hashrate *').waitFor();
    expect(await editLabel('Hashrate *').inputValue()).toBe('260 TH/s');
    expect(await editLabel('Attribute 1 value').inputValue()).toBe('12 months');
    expect(await edit.getByRole('listitem', { name: 'Image 1, main image' }).count()).toBe(1);
    await editLabel('Power efficiency').fill('15.9 J/TH');
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => edit.count(), SERVER).toBe(0);
    await staffLogout(page);

    const product = await shop.deps.prisma.product.findUniqueOrThrow({
      where: { productCode: code },
      include: { images: true, category: true, sendCycles: { orderBy: { sort: 'asc' } } },
    });
    expect(product).toMatchObject({ name, listed: true, shelvesStatus: 1, buyMinLimit: 1, buyMaxLimit: 5 });
    expect(product.images).toHaveLength(1);
    expect(product.category.powerEfficiency).toBe('15.9 J/TH');
    expect(product.sendCycles.map((c) => [c.name, c.price.toFixed(2), c.stock])).toEqual([
      ['Ships in 5 days', '4599.00', 12],
      ['March 2027 batch', '4399.00', 8],
    ]);

    // The buyer finds it in the shop's list, with the uploaded image, and on its own page.
    const b = buyer.page;
    await b.goto('/product-list');
    const card = b.getByTestId('product-card').filter({ hasText: name });
    await card.waitFor();
    expect(await card.textContent()).toMatch(/SHA-256.*260 TH\/s.*4160 W/s);
    expect(await card.locator('img').getAttribute('src')).toContain('/files/public/');
    await buyer.screenshot('admin-flow-product-created-list');
    await card.getByRole('link', { name: `Anvil ${code.slice(-6)}` }).click();
    await b.waitForURL(`**/productDetail/${code}`);
    await b.getByRole('heading', { name }).waitFor();
    expect(await b.getByTestId('product-price').textContent()).toBe('$4,599.00');
    const cycles = b.getByRole('radio');
    expect(await cycles.count()).toBe(2);
    expect(await cycles.first().isChecked()).toBe(true);
    const offered = await b.getByRole('radiogroup').textContent();
    expect(offered).toMatch(/Ships in 5 days.*15 Jan 2027.*12 units in stock.*\$4,599\.00/s);
    expect(offered).toMatch(/March 2027 batch.*8 units in stock.*\$4,399\.00/s);
    expect(await b.getByTestId('attribute-table').textContent()).toContain('Warranty12 months');
    expect(await b.locator('.rich-text').first().textContent()).toContain('auto-tuning firmware');
    await buyer.screenshot('admin-flow-product-created-detail');
  });
});

// ---------------------------------------------------------------- after-sales

/** Opens a repair request from the after-sales desk's list. */
async function openAfterSale(page: Page, id: number) {
  await page.goto('/admin/aftersales');
  const link = page.getByRole('table', { name: 'Repair requests' }).getByRole('link', { name: `#${id}`, exact: true });
  await link.waitFor();
  await link.click();
  await page.waitForURL(`**/admin/aftersales/${id}`);
  await expect.poll(() => statusOf(page), SERVER).not.toBeNull();
}

/**
 * A staff step of the request page: its button in the header opens the step's dialog, `fill` fills
 * its fields, and the dialog's own button of the same name sends it; answers when the dialog closed.
 */
async function takeStep(
  page: Page,
  id: number,
  label: string,
  fill: (dialog: Locator) => Promise<void> = async () => {},
  shotName?: string,
) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `${label} · request #${id}` });
  // The dialog's root has no box of its own: its panel's button says it is open.
  const send = dialog.getByRole('button', { name: label, exact: true });
  await send.waitFor();
  await fill(dialog);
  if (shotName) await deskShot(page, shotName);
  await send.click();
  await expect.poll(() => dialog.count(), SERVER).toBe(0);
}

describe('after-sales desk: a paid repair from 10 to 50', () => {
  it('the buyer applies, support approves and receives, quotes, finance approves the proof, support repairs, ships and completes; the buyer follows each step', async () => {
    const serial = await shop.deps.prisma.machineSerial.findFirstOrThrow({
      where: { afterEndTime: { gt: new Date() }, computingPower: { not: null } },
      orderBy: { machineCode: 'asc' },
    });
    const demo = await shop.deps.prisma.user.findUniqueOrThrow({ where: { email: DEMO_BUYER.email } });
    const b = buyer.page;

    // 10: the buyer applies for a repair in the storefront.
    await demoBuyerLogin(b, '/my/after-sale-apply');
    await b.getByRole('heading', { name: 'Repair application' }).waitFor();
    await field(b, 'Name').fill('Kim Lindqvist');
    // The demo account has no phone on record: the buyer gives one.
    const code = b.getByRole('combobox', { name: 'Country code' });
    await code.click();
    await code.fill('49');
    await b
      .getByRole('option', { name: /Germany/ })
      .first()
      .click();
    await expect.poll(() => code.inputValue(), SERVER).toBe('+49');
    await field(b, 'Mobile number').fill('15123456789');
    await field(b, 'Device 1 SN').fill(serial.machineCode);
    await field(b, 'Device 1 SN').blur();
    await b.getByText('In warranty').waitFor();
    await field(b, 'Description').fill('Hashboard 3 drops out after ten minutes; the chain shows no chips.');
    await b.locator('input[type=file]').setInputFiles([png('hashboard.png', [249, 115, 22])]);
    await b.locator('figure img').first().waitFor();
    await b.getByRole('checkbox').check();
    await b.getByRole('button', { name: 'Submit application' }).click();
    await b.getByRole('heading', { name: 'Repair cost' }).waitFor();
    await b.getByRole('button', { name: 'Agree', exact: true }).click();
    await b.waitForURL('**/my/after-sale-list');
    const applied = await shop.deps.prisma.afterSale.findFirstOrThrow({
      where: { userId: demo.id },
      orderBy: { id: 'desc' },
    });
    expect(applied).toMatchObject({ status: 10, userName: 'Kim Lindqvist' });
    const id = applied.id;
    await b
      .getByTestId('after-sale-row')
      .filter({ hasText: new RegExp(`#${id}(?!\\d)`) })
      .getByText('Pending review')
      .waitFor();

    // 10 -> 20: support approves, naming the service centre the buyer ships to.
    const { page } = staff;
    await staffLogin(page, demoStaff('support'));
    await page.goto('/admin/aftersales');
    await page
      .getByRole('table', { name: 'Repair requests' })
      .getByRole('link', { name: `#${id}` })
      .waitFor();
    await deskShot(page, 'aftersales-queue');
    await openAfterSale(page, id);
    expect(await statusOf(page)).toBe('10');
    await expect.poll(() => page.getByRole('img', { name: 'Problem picture 1' }).isVisible(), SERVER).toBe(true);
    await deskShot(page, 'aftersale-pending');
    // A role without payments.review is not offered the proof steps, and rejecting is offered beside approving.
    expect(await page.getByRole('button', { name: 'Reject', exact: true }).count()).toBe(1);
    await takeStep(
      page,
      id,
      'Approve',
      async (dialog) => {
        await dialog.getByLabel('Service centre name').fill('HashForge Service Centre');
        await dialog.getByLabel('Service centre phone').fill('+852 3590 1200');
        await dialog.getByLabel('Service centre address').fill('Unit 5, 8 Science Park West Ave, Sha Tin, Hong Kong');
        await dialog.getByLabel('Note to the buyer').fill('Please include the power cord.');
      },
      'aftersale-approve-dialog',
    );
    await expect.poll(() => statusOf(page), SERVER).toBe('20');

    // 20 -> 25: the buyer ships the device and gives a return address.
    await b.goto(`/after-sale-detail/${id}`);
    await b.getByText('Unit 5, 8 Science Park West Ave, Sha Tin, Hong Kong').waitFor();
    await b.getByRole('button', { name: 'Submit return logistics' }).click();
    const logistics = b.getByRole('dialog', { name: 'Return logistics' });
    await field(logistics, 'Logistics company').fill('DHL Express');
    await field(logistics, 'Tracking number').fill('JD014600007711');
    // The devices come back to the buyer's first saved address, chosen already.
    await expect.poll(() => logistics.getByRole('radio').first().isChecked(), SERVER).toBe(true);
    await buyer.screenshot('admin-flow-aftersale-return-logistics');
    await logistics.getByRole('button', { name: 'Submit' }).click();
    await b.getByText('Shipped by you').first().waitFor();

    // 25 -> 30: support marks the device received; 30 -> 33: a paid quote with an amount.
    await page.reload();
    await expect.poll(() => statusOf(page), SERVER).toBe('25');
    await expect.poll(() => page.getByText('DHL Express JD014600007711').isVisible(), SERVER).toBe(true);
    await deskShot(page, 'aftersale-buyer-shipped');
    await takeStep(page, id, 'Mark received');
    await expect.poll(() => statusOf(page), SERVER).toBe('30');
    await takeStep(
      page,
      id,
      'Quote a paid repair',
      async (dialog) => {
        await dialog.getByLabel('Part', { exact: true }).fill('Hashboard (HF-S21)');
        await dialog.getByLabel('Qty', { exact: true }).fill('1');
        await dialog.getByLabel('Part price', { exact: true }).fill('260.00');
        await dialog.getByLabel('Repair', { exact: true }).fill('40.00');
        await dialog.getByRole('button', { name: 'Add a part' }).click();
        await dialog.getByLabel('Part', { exact: true }).nth(1).fill('Fan 12038');
        await dialog.getByLabel('Qty', { exact: true }).nth(1).fill('2');
        await dialog.getByLabel('Part price', { exact: true }).nth(1).fill('18.50');
        await dialog.getByLabel('Amount to pay', { exact: false }).fill('320.00');
      },
      'aftersale-quote-dialog',
    );
    await expect.poll(() => statusOf(page), SERVER).toBe('33');
    await expect.poll(() => page.getByText('Waiting for payment').isVisible(), SERVER).toBe(true);
    // Support may not review payments: the proof steps are finance's.
    expect(await page.getByRole('button', { name: 'Approve payment proof' }).count()).toBe(0);
    await deskShot(page, 'aftersale-quoted');

    // The buyer reads the quote and uploads the repair-payment proof.
    await b.reload();
    await b.getByText('USD 320.00').first().waitFor();
    await b.getByRole('button', { name: 'Upload payment proof' }).click();
    const proof = b.getByRole('dialog', { name: 'Upload payment proof' });
    await proof.locator('input[type=file]').setInputFiles([png('repair-wire.png', [22, 110, 80], 5)]);
    await proof.locator('figure img').first().waitFor();
    await proof.getByRole('button', { name: 'Submit' }).click();
    await b.getByText('Payment under review').waitFor();

    // aftersales/proof/approve asks for payments.review, which support lacks: finance reviews the
    // repair proof on the Payment proofs desk, beside the amounts, and approves what arrived.
    await staffLogout(page);
    await staffLogin(page, demoStaff('finance'));
    await page.goto('/admin/payments?tab=repairs');
    const repairRow = page.getByRole('row').filter({ hasText: `#${id}` });
    await expect.poll(() => repairRow.count(), SERVER).toBe(1);
    await deskShot(page, 'payments-repair-proofs');
    await repairRow.getByRole('button', { name: 'Approve', exact: true }).click();
    const approveDialog = page.getByRole('dialog', { name: `Approve repair payment, after-sale #${id}` });
    await approveDialog.getByLabel('Amount received (USD)').fill('320.00');
    await deskShot(page, 'aftersale-proof-approve-dialog');
    await approveDialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect.poll(() => approveDialog.count(), SERVER).toBe(0);
    await expect.poll(() => repairRow.count(), SERVER).toBe(0);
    await staffLogout(page);

    // Support sees it paid in full on the request.
    await staffLogin(page, demoStaff('support'));
    await openAfterSale(page, id);
    await expect.poll(() => page.getByText('Paid in full', { exact: true }).first().isVisible(), SERVER).toBe(true);
    await deskShot(page, 'aftersale-paid');
    await staffLogout(page);

    // 33 -> 36 -> 40: support repairs the device and ships it back, with a word to the buyer.
    await staffLogin(page, demoStaff('support'));
    await openAfterSale(page, id);
    await takeStep(page, id, 'Start maintenance');
    await expect.poll(() => statusOf(page), SERVER).toBe('36');
    await takeStep(
      page,
      id,
      'Ship back',
      async (dialog) => {
        await dialog.getByLabel('Carrier').fill('UPS');
        await dialog.getByLabel('Tracking number').fill('1Z999AA10123456784');
      },
      'aftersale-ship-dialog',
    );
    await expect.poll(() => statusOf(page), SERVER).toBe('40');
    await page.getByLabel('Reply', { exact: true }).fill('The unit passed a 4-hour burn-in and left today.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect
      .poll(() => page.getByText('The unit passed a 4-hour burn-in and left today.').count(), SERVER)
      .toBeGreaterThan(0);
    await deskShot(page, 'aftersale-shipped-back');

    // 40 -> 45: the buyer confirms receipt.
    await b.reload();
    await b.getByText('1Z999AA10123456784').first().waitFor();
    await b.getByText('The unit passed a 4-hour burn-in and left today.').waitFor();
    await b.getByRole('button', { name: 'Confirm receipt' }).click();
    await b.getByRole('dialog', { name: 'Confirm receipt' }).getByRole('button', { name: 'Confirm' }).click();
    await b.getByText('Received by you').first().waitFor();

    // 45 -> 50: support completes.
    await page.reload();
    await expect.poll(() => statusOf(page), SERVER).toBe('45');
    await takeStep(page, id, 'Complete');
    await expect.poll(() => statusOf(page), SERVER).toBe('50');
    // A closed request takes no more replies.
    expect(await page.getByLabel('Reply', { exact: true }).count()).toBe(0);
    await deskShot(page, 'aftersale-completed');
    await staffLogout(page);

    const done = await shop.deps.prisma.afterSale.findUniqueOrThrow({ where: { id } });
    expect(done).toMatchObject({ status: 50, payStatus: 5 });
    expect(done.paidAmount.toFixed(2)).toBe('320.00');

    // The buyer's page shows the request completed, its messages closed.
    await b.reload();
    await b.getByText('This request is completed. Messages are closed.').waitFor();
    expect(await b.getByRole('button', { name: 'Leave a message' }).count()).toBe(0);
    expect(await b.getByText('Paid in full').count()).toBe(1);
    expect(await b.getByText('1Z999AA10123456784').count()).toBe(1);
    await buyer.screenshot('admin-flow-aftersale-completed');
  });
});

// ---------------------------------------------------------------- serials

/** A serial CSV (apps/api/test/support/serial-csv.ts's format), warranties running from today. */
function serialCsv(prefix: string, count: number): Buffer {
  const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
  const [machineEnd, boardEnd] = [day(540), day(360)];
  const lines = ['machineCode,computingPower,afterEndTime,afterEndPlateTime'];
  for (let i = 1; i <= count; i += 1)
    lines.push(`${prefix}${String(i).padStart(6, '0')},${100 + (i % 50)}T,${machineEnd},${boardEnd}`);
  return Buffer.from(`${lines.join('\n')}\n`);
}

describe('serials desk', () => {
  it('imports a CSV of 10,000 serials and the storefront SN lookup finds one of them', async () => {
    const prefix = `SNE${randomBytes(2).toString('hex').toUpperCase()}`;
    const { page } = staff;
    await staffLogin(page, demoStaff('merchandiser'));
    await page.goto('/admin/serials');
    await page
      .getByLabel('CSV file')
      .setInputFiles([{ name: 'serials.csv', mimeType: 'text/csv', buffer: serialCsv(prefix, 10_000) }]);
    await deskShot(page, 'serials-import-chosen');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    // The report under the form (the toaster is a live region too, and says the same for a while).
    const report = page
      .locator('[aria-live="polite"]')
      .filter({ hasText: 'imported' })
      .filter({ hasNot: page.locator('[data-toast]') });
    await expect.poll(() => report.textContent(), { timeout: 120_000, interval: 250 }).toContain('10,000 imported');
    expect(await report.textContent()).toContain('0 updated, 0 rejected.');
    await deskShot(page, 'serials-imported');
    expect(await shop.deps.prisma.machineSerial.count({ where: { machineCode: { startsWith: prefix } } })).toBe(10_000);

    // The desk's search finds them by their first characters.
    const wanted = `${prefix}004321`;
    await page.getByLabel('Search').fill(wanted);
    const rows = page.getByRole('table', { name: 'Serials' }).locator('tbody tr');
    await expect.poll(() => rows.count(), SERVER).toBe(1);
    await expect.poll(() => rows.first().textContent(), SERVER).toContain(wanted);
    await deskShot(page, 'serials-search');
    await staffLogout(page);

    // The buyer looks the serial up on the storefront's support pages.
    const b = buyer.page;
    await b.goto('/support/searchsn');
    await b.getByLabel('Serial number (SN)').fill(wanted.toLowerCase());
    await b.getByRole('button', { name: 'Search' }).click();
    const result = b.getByTestId('sn-result');
    await result.waitFor();
    const text = await result.textContent();
    expect(text).toContain(wanted);
    expect(text).toContain(`Hashrate level${100 + (4321 % 50)}T`);
    expect(text).toMatch(/Machine warranty\d+ days? left/);
    await buyer.screenshot('admin-flow-sn-lookup-imported');
  });
});
