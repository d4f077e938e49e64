import { randomBytes } from 'node:crypto';
import { createKycRequest } from '@hashforge/contract';
import { KYC_STALE, REPAIR_PROOF_STALE } from '@hashforge/contract/admin/messages';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardPng } from '../../../prisma/seed/art/receipt-png.ts';
import { approveRepairProof } from '../../api/src/modules/after-sale/staff/review-repair-proof.ts';
import { uploadRepairProof } from '../../api/src/modules/after-sale/upload-repair-proof.ts';
import { hashPassword } from '../../api/src/modules/auth/passwords.ts';
import { storePrivateFile } from '../../api/src/modules/files/files.service.ts';
import { submitKyc } from '../../api/src/modules/kyc/kyc.service.ts';
import { rejectKyc } from '../../api/src/modules/kyc/staff/review-kyc.ts';
import { kycForm } from '../../api/test/support/factories/buying.ts';
import { type ShopBrowser, toast } from '../../web/e2e/support/browser.ts';
import { openShopForFile } from '../../web/e2e/support/open-shop.ts';
import type { Shop } from '../../web/e2e/support/shop.ts';
import { adminShot, demoStaff, ensureAdminBuild, LAPTOP, SERVER, staffLogin, useLaptop } from './support/admin.ts';

// Decisions 023 and 022 in the back office: a review is bound to the submission the reviewer saw
// (the desk sends its submit time; a newer one is refused with a message, nothing changes), and a
// repair quote carries the quotation staff uploaded for it.

// The back office is built before the shop starts: the API serves apps/admin/dist at /admin/.
await ensureAdminBuild();

let shop: Shop;
/** The staff member's browser at 1280 px (390 px for the phone pictures). */
let staff: ShopBrowser;

openShopForFile((open) => ({ shop, desktop: staff } = open), { phone: false });

beforeAll(async () => {
  await useLaptop(staff);
});

const PHONE = { width: 390, height: 844 };

/** The page at 1280 px and at 390 px, kept as `<name>-1280.png` and `<name>-390.png`. */
async function bothWidths(page: Page, name: string) {
  await adminShot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
  await adminShot(page, `${name}-390`);
  await page.setViewportSize(LAPTOP);
}

/** A buyer's image upload as the shop stores it. */
async function buyerImage(userId: number, name: string, accent: [number, number, number]) {
  const file = await storePrivateFile(shop.deps, userId, {
    bytes: cardPng({ accent, bars: 4 }),
    fileName: name,
    contentType: 'image/png',
    extension: 'png',
  });
  return { id: file.id };
}

async function newBuyer(label: string) {
  const email = `${label}-${randomBytes(4).toString('hex')}@example.com`;
  return shop.deps.prisma.user.create({
    data: { email, passwordHash: await hashPassword('forge-123'), nickName: label },
  });
}

/** The buyer's KYC form, sent through the shop's use case with fresh images. */
async function sendKyc(userId: number, accent: [number, number, number]) {
  const documents = [await buyerImage(userId, 'passport.png', accent)];
  const selfies = [await buyerImage(userId, 'selfie.png', [120, 130, 145])];
  await submitKyc(shop.deps, userId, createKycRequest.parse(kycForm({ documents, selfies } as never)));
}

/** A repair request of the buyer's at a stage, as the shop's steps leave it. */
async function repairRequest(
  user: { id: number; email: string },
  state: { status: number; payStatus: number; payAmount?: string },
) {
  const now = shop.clock.now();
  return shop.deps.prisma.afterSale.create({
    data: {
      userId: user.id,
      userName: 'Erika Mustermann',
      email: user.email,
      mobile: '15123456789',
      mobileCode: '+49',
      describes: 'Hashboard 2 is not detected after a power cut.',
      payIntention: '1',
      ...state,
      createdAt: now,
      updatedAt: now,
      statusChangedAt: now,
      codes: { create: [{ machineCode: `HF${randomBytes(5).toString('hex').toUpperCase()}`, status: 0 }] },
    },
  });
}

describe('a review bound to what the reviewer saw', () => {
  it('compliance approving a verification the buyer submitted again since is refused with the message; reloaded, the new one is approved', async () => {
    const user = await newBuyer('kyc-stale');
    await sendKyc(user.id, [31, 78, 121]);

    const { page } = staff;
    await staffLogin(page, demoStaff('compliance'));
    await page.goto(`/admin/kyc/${user.id}`);
    await expect.poll(() => page.getByRole('img', { name: 'Identity document 1' }).isVisible(), SERVER).toBe(true);

    // While the page is open, a colleague rejects it and the buyer sends new documents.
    await rejectKyc(shop.deps, null, user.id, 'The passport photo is blurred');
    shop.clock.advance(60_000);
    await sendKyc(user.id, [190, 40, 40]);

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect.poll(() => toast(page, 'error').textContent(), SERVER).toBe(KYC_STALE);
    await bothWidths(page, 'kyc-stale-approval');
    expect((await shop.deps.prisma.kyc.findUniqueOrThrow({ where: { userId: user.id } })).status).toBe(1);

    await page.reload();
    await expect.poll(() => page.locator('h1 [data-status]').getAttribute('data-status'), SERVER).toBe('1');
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect.poll(() => page.locator('h1 [data-status]').getAttribute('data-status'), SERVER).toBe('2');
  });

  it('finance approving a repair proof the buyer replaced since is refused in the dialog; what was paid stays as it was', async () => {
    const user = await newBuyer('repair-stale');
    const request = await repairRequest(user, { status: 33, payStatus: 2, payAmount: '300.00' });
    await uploadRepairProof(shop.deps, user.id, {
      id: request.id,
      proofFileModels: [await buyerImage(user.id, 'first-wire.png', [22, 110, 80])],
    });

    const { page } = staff;
    await staffLogin(page, demoStaff('finance'));
    await page.goto('/admin/payments?tab=repairs');
    const row = page.getByRole('row').filter({ hasText: `#${request.id}` });
    await expect.poll(() => row.count(), SERVER).toBe(1);
    await row.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Approve repair payment, after-sale #${request.id}` });
    await dialog.getByLabel('Amount received (USD)').fill('300.00');

    // While the dialog is open, a colleague approves 100.00 of it and the buyer uploads the balance's proof.
    await approveRepairProof(shop.deps, request.id, '100.00');
    shop.clock.advance(60_000);
    await uploadRepairProof(shop.deps, user.id, {
      id: request.id,
      proofFileModels: [await buyerImage(user.id, 'balance-wire.png', [160, 90, 20])],
    });

    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect.poll(() => dialog.getByText(REPAIR_PROOF_STALE).isVisible(), SERVER).toBe(true);
    await bothWidths(page, 'repair-proof-stale-approval');
    const after = await shop.deps.prisma.afterSale.findUniqueOrThrow({ where: { id: request.id } });
    expect({ payStatus: after.payStatus, paidAmount: after.paidAmount.toFixed(2) }).toEqual({
      payStatus: 3,
      paidAmount: '100.00',
    });
  });
});

describe('a repair quote with its quotation', () => {
  it("support uploads the quotation in the quote dialog; it goes to that request and becomes its buyer's file", async () => {
    const user = await newBuyer('quotation');
    const request = await repairRequest(user, { status: 30, payStatus: 0 });

    const { page } = staff;
    await staffLogin(page, demoStaff('support'));
    await page.goto(`/admin/aftersales/${request.id}`);
    await page.getByRole('button', { name: 'Quote a paid repair', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Quote a paid repair · request #${request.id}` });
    await dialog.getByLabel('Part', { exact: true }).fill('Fan 12038');
    await dialog.getByLabel('Qty', { exact: true }).fill('1');
    await dialog.getByLabel('Part price', { exact: true }).fill('18.50');
    await dialog.getByLabel('Repair', { exact: true }).fill('20.00');
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300, 0x20)]);
    await dialog
      .getByLabel('Quotation files (optional)')
      .setInputFiles([{ name: 'Quotation 2026-118.pdf', mimeType: 'application/pdf', buffer: pdf }]);
    await expect
      .poll(() => dialog.getByRole('list', { name: 'Quotation files' }).getByText('Quotation 2026-118.pdf').count())
      .toBe(1);
    await bothWidths(page, 'aftersale-quote-quotation');
    await dialog.getByRole('button', { name: 'Quote a paid repair', exact: true }).click();
    await expect.poll(() => dialog.count(), SERVER).toBe(0);

    const proposals = await shop.deps.prisma.afterSaleFile.findMany({ where: { afterSaleId: request.id, kind: 2 } });
    expect(proposals).toHaveLength(1);
    const file = await shop.deps.prisma.storedFile.findUniqueOrThrow({ where: { id: proposals[0]!.fileId } });
    expect(file).toMatchObject({ purpose: 'quotation', ownerId: user.id, fileName: 'Quotation 2026-118.pdf' });
  });
});
