import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cardPng } from '../../../prisma/seed/art/receipt-png.ts';
import { hashPassword } from '../../api/src/modules/auth/passwords.ts';
import { type ShopBrowser, toast } from '../../web/e2e/support/browser.ts';
import { fillKycForm } from '../../web/e2e/support/kyc-form.ts';
import { logIn } from '../../web/e2e/support/log-in.ts';
import type { Shop } from '../../web/e2e/support/shop.ts';
import {
  adminShot,
  atDashboard,
  cartTwoMachines,
  DEMO_BUYER,
  demoStaff,
  ensureAdminBuild,
  staffLogin,
  staffLogout,
  submitCredentials,
  totpCode,
} from './support/admin.ts';
import { openStaffAndBuyerForFile } from './support/staff-and-buyer.ts';

// The back office is built before the shop starts: the API serves apps/admin/dist at /admin/.
await ensureAdminBuild();

const receipt = (accent: [number, number, number]) => ({
  name: 'wire-receipt.png',
  mimeType: 'image/png',
  buffer: cardPng({ accent, bars: 4 }),
});

let shop: Shop;
/** The staff member's browser at 1280 px. */
let staff: ShopBrowser;
/** The buyer's own browser on the storefront. */
let buyer: ShopBrowser;

openStaffAndBuyerForFile((open) => ({ shop, staff, buyer } = open));

/** The buyer uploads a wire receipt for an amount on the order page, as the storefront offers at 10 and 25. */
async function uploadProof(page: Page, orderNo: string, amount: string, accent: [number, number, number]) {
  await page.goto(`/sale-order-detail/${orderNo}`);
  await page.getByTestId('upload-proof').click();
  const dialog = page.getByRole('dialog', { name: 'Upload payment proof' });
  await dialog.locator('input[type=file]').setInputFiles([receipt(accent)]);
  await expect.poll(() => dialog.getByRole('img', { name: 'wire-receipt.png' }).count()).toBe(1);
  await dialog.getByLabel('Amount sent').fill(amount);
  await dialog.getByTestId('proof-submit').click();
  await expect.poll(() => dialog.count()).toBe(0);
}

/**
 * The owner adds a staff member; answers the email and the one-time password shown once.
 */
async function addStaffMember(page: Page, role: string, name: string, shotName?: string) {
  await page.goto('/admin/staff');
  await page.getByRole('button', { name: 'Add staff member' }).click();
  const create = page.getByRole('dialog', { name: 'Add staff member' });
  const email = `${role}-${randomBytes(3).toString('hex')}@hashforge.example`;
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('Email').fill(email);
  await create.getByLabel('Role').selectOption(role);
  await create.getByRole('button', { name: 'Add' }).click();
  const shown = page.locator('[data-one-time-password]');
  await expect.poll(() => shown.count()).toBe(1);
  if (shotName) await adminShot(page, shotName);
  const oneTimePassword = ((await shown.textContent()) ?? '').trim();
  await page.getByRole('button', { name: 'Done' }).click();
  return { email, oneTimePassword };
}

/**
 * First sign-in of a new staff member whose role must use 2FA: their own password first, then the
 * authenticator (QR code and key; the key goes into "the app", otpauth here), a code confirms it,
 * and the ten recovery codes show once. Answers the key.
 */
async function firstSignIn(page: Page, email: string, oneTimePassword: string, password: string, shots = false) {
  await submitCredentials(page, email, oneTimePassword);
  await page.waitForURL('**/admin/setup/password');
  await page.getByLabel('One-time password').fill(oneTimePassword);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('New password again').fill(password);
  if (shots) await adminShot(page, 'first-sign-in-password');
  await page.getByRole('button', { name: 'Save password' }).click();
  await page.waitForURL('**/admin/setup/two-factor');
  const key = page.locator('[data-totp-secret]');
  await expect.poll(() => key.count()).toBe(1);
  await expect.poll(() => page.getByRole('img', { name: 'QR code for your authenticator app' }).isVisible()).toBe(true);
  const secret = (await key.getAttribute('data-totp-secret')) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  if (shots) await adminShot(page, 'first-sign-in-enrol');
  // A wrong code is refused and nothing is turned on.
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThan(0);
  await page.getByLabel('Code from the app').fill(totpCode(shop, secret));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect.poll(() => page.locator('[data-recovery-code]').count()).toBe(10);
  const recoveryCodes = (await page.locator('[data-recovery-code]').allTextContents()).map((c) => c.trim());
  if (shots) await adminShot(page, 'first-sign-in-recovery-codes');
  await page.getByRole('button', { name: 'I have saved them, continue' }).click();
  await page.waitForURL(atDashboard);
  return { secret, recoveryCodes };
}

/** Password, then the authenticator code step. */
async function signInWithCode(page: Page, email: string, password: string, secret: string, shotName?: string) {
  await submitCredentials(page, email, password);
  await expect.poll(() => page.getByLabel('Authenticator code').isVisible()).toBe(true);
  if (shotName) await adminShot(page, shotName);
  await page.getByLabel('Authenticator code').fill(totpCode(shop, secret));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
}

async function openOrder(page: Page, orderNo: string) {
  await page.goto('/admin/orders');
  await page.getByLabel('Search').fill(orderNo);
  const link = page.getByRole('link', { name: orderNo, exact: true });
  await expect.poll(() => link.count()).toBe(1);
  await link.click();
  await page.waitForURL(`**/admin/orders/${orderNo}`);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(orderNo);
}

const statusOf = (page: Page) => page.locator('h1 [data-status]').getAttribute('data-status');

describe('orders desk: from a short proof to two shipments', () => {
  it('finance approves short (25) then the balance (30), the warehouse ships part (35) then the rest (40), the buyer sees both shipments', async () => {
    // The buyer orders two units of one machine and declares a first, partial wire.
    const cartId = await cartTwoMachines(shop);
    await logIn(buyer.page, DEMO_BUYER.email, DEMO_BUYER.password, `/order-confirm/${cartId}`);
    await expect.poll(() => buyer.page.getByTestId('confirm-item').count()).toBe(1);
    await buyer.page.getByTestId('policy-checkbox').check();
    await buyer.page.waitForTimeout(1600);
    await buyer.page.getByTestId('submit-order').click();
    await buyer.page.waitForURL('**/pay-waiting/**');
    const orderNo = decodeURIComponent(buyer.page.url().split('/pay-waiting/')[1]!);
    const order = await shop.deps.prisma.order.findUniqueOrThrow({ where: { orderNo } });
    const payable = Number(order.payableAmount);
    const first = '1000.00';
    const balance = (payable - 1000).toFixed(2);
    await uploadProof(buyer.page, orderNo, first, [22, 110, 80]);

    // The owner adds a finance clerk; finance must use an authenticator: their own password and the
    // enrolment at first sign-in, then every sign-in asks for a code.
    const { page } = staff;
    await staffLogin(page, demoStaff('owner'));
    const clerk = await addStaffMember(page, 'finance', 'Ines Okafor', 'staff-one-time-password');
    const password = 'ledger-and-wire-42';
    const { secret, recoveryCodes } = await firstSignIn(page, clerk.email, clerk.oneTimePassword, password, true);
    await staffLogout(page);
    await signInWithCode(page, clerk.email, password, secret, 'login-2fa-step');
    await page.waitForURL(atDashboard);
    // Without the phone: a recovery code signs in once, and not twice.
    for (const attempt of ['first', 'again']) {
      await submitCredentials(page, clerk.email, password);
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
      await page.getByRole('button', { name: 'Sign in' }).click();
      if (attempt === 'first') {
        await page.waitForURL(atDashboard);
        await expect.poll(() => toast(page, 'success').textContent()).toContain('9 left');
      } else {
        await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('recovery code');
        expect(new URL(page.url()).pathname).toBe('/admin/login');
      }
    }
    await signInWithCode(page, clerk.email, password, secret);
    await page.waitForURL(atDashboard);
    // Finance's desks only: no KYC, no staff.
    const nav = page.getByRole('navigation', { name: 'Desks' });
    await expect.poll(() => nav.getByRole('link', { name: 'Orders' }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'KYC' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Staff' }).count()).toBe(0);
    await expect.poll(() => page.locator('[data-queue="proofs"] [data-count]').textContent()).not.toBe('0');
    await adminShot(page, 'dashboard-finance');

    // The proof beside the amounts; approve asks what was received, prefilled with the declared amount.
    await openOrder(page, orderNo);
    expect(await statusOf(page)).toBe('20');
    await adminShot(page, 'order-proof-review');
    await page.locator('[data-proof-id]').getByRole('button', { name: 'Approve' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve payment proof' });
    await expect.poll(() => approve.getByLabel('Amount received (USD)').inputValue()).toBe(first);
    await expect.poll(() => approve.getByTestId('approve-outcome').textContent()).toContain('Short by');
    await adminShot(page, 'order-approve-short');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => toast(page, 'success').textContent()).toContain('Balance payment (25)');
    await expect.poll(() => statusOf(page)).toBe('25');
    await expect.poll(() => page.getByTestId('paid-amount').textContent()).toBe('USD 1,000.00');

    // The buyer pays the balance on the storefront; finance approves it in full.
    await uploadProof(buyer.page, orderNo, balance, [140, 60, 30]);
    await page.reload();
    const awaiting = page.locator('[data-proof-id]').filter({ has: page.getByRole('button', { name: 'Approve' }) });
    await expect.poll(() => awaiting.count()).toBe(1);
    await awaiting.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => approve.getByLabel('Amount received (USD)').inputValue()).toBe(balance);
    await expect.poll(() => approve.getByTestId('approve-outcome').textContent()).toContain('Covers the order');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => statusOf(page)).toBe('30');
    // Finance does not ship.
    expect(await page.getByRole('button', { name: 'Ship', exact: true }).count()).toBe(0);
    await staffLogout(page);

    // The warehouse ships one unit, then the other.
    await staffLogin(page, demoStaff('warehouse'));
    await page.goto('/admin/orders?orderStatus=30');
    await expect.poll(() => page.getByRole('link', { name: orderNo, exact: true }).count()).toBe(1);
    await adminShot(page, 'orders-to-ship');
    await openOrder(page, orderNo);
    await page.getByRole('button', { name: 'Ship', exact: true }).click();
    const ship = page.getByRole('dialog', { name: `Ship order ${orderNo}` });
    await ship.getByLabel('Carrier').fill('DHL Express');
    await ship.getByLabel('Tracking number').fill('JD014600003812');
    const quantity = ship.getByRole('spinbutton').first();
    await expect.poll(() => quantity.inputValue()).toBe('2');
    // More than remains is refused in the dialog.
    await quantity.fill('3');
    await ship.getByRole('button', { name: 'Record shipment' }).click();
    await expect.poll(() => ship.getByText('At most 2').isVisible()).toBe(true);
    await quantity.fill('1');
    await adminShot(page, 'order-ship-dialog');
    await ship.getByRole('button', { name: 'Record shipment' }).click();
    await expect.poll(() => statusOf(page)).toBe('35');
    await page.getByRole('button', { name: 'Ship', exact: true }).click();
    await ship.getByLabel('Carrier').fill('DHL Express');
    await ship.getByLabel('Tracking number').fill('JD014600003999');
    await expect.poll(() => ship.getByRole('spinbutton').first().inputValue()).toBe('1');
    // The machine's serial number goes with it: one per unit, so two for one unit are refused.
    const serials = ship.getByLabel('Serial numbers');
    await serials.fill('HFKS5DESK0001,\nHFKS5DESK0002');
    await ship.getByRole('button', { name: 'Record shipment' }).click();
    await expect.poll(() => ship.getByText('At most 1 serial number for 1 unit').isVisible()).toBe(true);
    await serials.fill('HFKS5DESK0001');
    await ship.getByRole('button', { name: 'Record shipment' }).click();
    await expect.poll(() => statusOf(page)).toBe('40');
    await expect.poll(() => page.locator('[data-shipment]').count()).toBe(2);
    await expect
      .poll(() => page.locator('[data-shipment="JD014600003999"]').getByTestId('shipment-serials').textContent())
      .toContain('HFKS5DESK0001');
    await adminShot(page, 'order-shipped');
    await staffLogout(page);

    const shipped = await shop.deps.prisma.order.findUniqueOrThrow({ where: { orderNo } });
    expect(shipped.orderStatus).toBe(40);
    expect(shipped.paidAmount.toFixed(2)).toBe(order.payableAmount.toFixed(2));

    // The buyer's order page lists both shipments.
    await buyer.page.goto(`/sale-order-detail/${orderNo}`);
    await expect.poll(() => buyer.page.getByTestId('logistics').count()).toBe(2);
    const shipments = await buyer.page.getByTestId('logistics').allTextContents();
    expect(shipments.join(' ')).toContain('JD014600003812');
    expect(shipments.join(' ')).toContain('JD014600003999');
    expect(shipments.join(' ')).toContain('HFKS5DESK0001');
    await buyer.screenshot('admin-flow-buyer-shipments');
  });
});

/** The buyer fills in and sends the storefront's KYC form. */
async function submitKyc(page: Page) {
  await page.goto('/user/account/kyc');
  await fillKycForm(page);
  await page.getByTestId('kyc-submit').click();
  await expect.poll(() => page.getByTestId('kyc-status').isVisible()).toBe(true);
}

describe('KYC desk', () => {
  it('compliance rejects with a reason, the buyer submits again, compliance approves; the account page follows; disabling ends the buyer session', async () => {
    const email = `kyc-${randomBytes(4).toString('hex')}@example.com`;
    const user = await shop.deps.prisma.user.create({
      data: { email, passwordHash: await hashPassword('forge-123'), nickName: 'Kim' },
    });
    await buyer.context.clearCookies();
    await logIn(buyer.page, email, 'forge-123', '/my/account');
    await submitKyc(buyer.page);

    const { page } = staff;
    await staffLogin(page, demoStaff('compliance'));
    await page.goto('/admin/kyc');
    const link = page.getByRole('link', { name: email });
    await expect.poll(() => link.count()).toBe(1);
    await adminShot(page, 'kyc-queue');
    await link.click();
    await page.waitForURL(`**/admin/kyc/${user.id}`);
    await expect.poll(() => page.getByRole('img', { name: 'Identity document 1' }).isVisible()).toBe(true);
    // The signed link really serves the image.
    await expect
      .poll(() => page.getByRole('img', { name: 'Selfie 1' }).evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await adminShot(page, 'kyc-review');

    await page.getByRole('button', { name: 'Reject' }).click();
    const reject = page.getByRole('dialog', { name: 'Reject verification' });
    // The reason is required (the contract's message).
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => reject.getByText('Enter the reason the buyer will read').isVisible()).toBe(true);
    await reject.getByLabel('Reason').fill('The passport photo is blurred; upload a sharp photo of the whole page.');
    await adminShot(page, 'kyc-reject-dialog');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => page.locator('h1 [data-status]').getAttribute('data-status')).toBe('-1');

    // The buyer's account offers verification again; they submit again.
    await buyer.page.goto('/my/account');
    await expect.poll(() => buyer.page.getByTestId('row-kyc').isVisible()).toBe(true);
    await buyer.screenshot('admin-flow-kyc-rejected-account');
    await expect.poll(() => buyer.page.getByTestId('row-kyc').getByRole('link').count()).toBe(1);
    await submitKyc(buyer.page);

    await page.reload();
    await expect.poll(() => page.locator('h1 [data-status]').getAttribute('data-status')).toBe('1');
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => page.locator('h1 [data-status]').getAttribute('data-status')).toBe('2');

    const kyc = await shop.deps.prisma.kyc.findUniqueOrThrow({ where: { userId: user.id } });
    expect(kyc.status).toBe(2);
    // The account page no longer offers verification.
    await buyer.page.goto('/my/account');
    await expect.poll(() => buyer.page.getByTestId('row-kyc').isVisible()).toBe(true);
    await expect.poll(() => buyer.page.getByTestId('row-kyc').getByRole('link').count()).toBe(0);
    await buyer.screenshot('admin-flow-kyc-approved-account');

    // Compliance disables the account: the buyer's session ends at once; enabled, they sign in again.
    await page.goto(`/admin/customers/${user.id}`);
    await page.getByRole('button', { name: 'Disable account' }).click();
    const disable = page.getByRole('dialog', { name: `Disable ${email}` });
    await disable.getByLabel('Reason (kept in the audit log)').fill('Chargeback fraud check');
    await disable.getByRole('button', { name: 'Disable account' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Enable account' }).isVisible()).toBe(true);
    await adminShot(page, 'customer-disabled');
    await buyer.page.goto('/my/account');
    await buyer.page.waitForURL('**/user/login**');
    await page.getByRole('button', { name: 'Enable account' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Disable account' }).isVisible()).toBe(true);
    await staffLogout(page);
    await logIn(buyer.page, email, 'forge-123', '/my/account');
  });
});

describe('every desk as the owner, at 1280 px', () => {
  it('shows each desk, and a lost session leads back to the login page', async () => {
    const { page } = staff;
    await page.goto('/admin/login');
    await adminShot(page, 'login');
    await staffLogin(page, demoStaff('owner'));
    await expect.poll(() => page.locator('[data-queue]').count()).toBeGreaterThan(0);
    await adminShot(page, 'dashboard-owner');

    await page.goto('/admin/orders');
    await expect.poll(() => page.getByRole('table', { name: 'Orders' }).locator('tbody tr').count()).toBeGreaterThan(0);
    await adminShot(page, 'orders');
    // The CSV export carries the list's filters and downloads as a file.
    await page.getByLabel('Status').selectOption('40');
    await expect.poll(() => page.getByRole('table', { name: 'Orders' }).locator('tbody tr').count()).toBeGreaterThan(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\n');
    expect(csv[0]).toBe('orderNo,orderStatus,payableAmount,paidAmount,email,createTime');
    expect(csv.length).toBeGreaterThan(1);
    expect(csv.slice(1).every((line) => line.split(',')[1] === '40')).toBe(true);
    await page.getByLabel('Status').selectOption('');
    await page.getByRole('table', { name: 'Orders' }).locator('tbody tr a').first().click();
    await page.waitForURL('**/admin/orders/SO*');
    await expect.poll(() => page.getByRole('table', { name: 'Order lines' }).isVisible()).toBe(true);
    await adminShot(page, 'order-detail');

    await page.goto('/admin/payments?financeStatus=all');
    await expect.poll(() => page.getByRole('table', { name: 'Payment proofs' }).isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    await adminShot(page, 'payments');

    await page.goto('/admin/kyc?status=all');
    await page.waitForLoadState('networkidle');
    await adminShot(page, 'kyc-all');

    // The desks of the second set, each as the owner finds it on the seeded shop.
    for (const desk of [
      'aftersales',
      'catalog',
      'product-files',
      'serials',
      'coupons',
      'bulk',
      'calculator',
      'news',
      'banners',
      'faq',
      'policy-pages',
      'activities',
    ]) {
      await page.goto(`/admin/${desk}`);
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await adminShot(page, `desk-${desk}`);
    }

    await page.goto('/admin/customers');
    await expect
      .poll(() => page.getByRole('table', { name: 'Customers' }).locator('tbody tr').count())
      .toBeGreaterThan(0);
    await adminShot(page, 'customers');
    await page.getByLabel('Search').fill(DEMO_BUYER.email);
    await expect.poll(() => page.getByRole('table', { name: 'Customers' }).locator('tbody tr').count()).toBe(1);
    await page.getByRole('link', { name: DEMO_BUYER.email }).click();
    await page.waitForURL('**/admin/customers/*');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(DEMO_BUYER.email);
    await adminShot(page, 'customer-detail');
    await page.getByRole('button', { name: 'Issue coupon' }).click();
    const coupon = page.getByRole('dialog', { name: 'Issue a coupon' });
    await coupon.getByLabel('Value off (USD)').fill('50');
    await adminShot(page, 'customer-issue-coupon');
    await coupon.getByRole('button', { name: 'Issue coupon' }).click();
    await expect.poll(() => toast(page, 'success').textContent()).toContain('issued to');

    // A short approval, then a cancel: the approved money shows as due back until finance records
    // the refund.
    await page.goto('/admin/orders?orderStatus=20');
    const pending = page.getByRole('table', { name: 'Orders' }).locator('tbody tr a').first();
    await expect.poll(() => pending.count()).toBe(1);
    await pending.click();
    await page.waitForURL('**/admin/orders/SO*');
    await page.locator('[data-proof-id]').getByRole('button', { name: 'Approve' }).first().click();
    const approve = page.getByRole('dialog', { name: 'Approve payment proof' });
    await approve.getByLabel('Amount received (USD)').fill('500.00');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => statusOf(page)).toBe('25');
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const cancel = page.getByRole('dialog', { name: /^Cancel order/ });
    await cancel.getByLabel('Reason the buyer will read').fill('The buyer asked us to cancel by phone.');
    await adminShot(page, 'order-cancel-dialog');
    await cancel.getByRole('button', { name: 'Cancel order' }).click();
    await expect.poll(() => statusOf(page)).toBe('0');
    await expect.poll(() => page.getByText('Refund due:').textContent()).toContain('USD 500.00');
    await page.getByRole('button', { name: 'Mark refunded' }).click();
    const refund = page.getByRole('dialog', { name: 'Mark refunded' });
    await refund.getByLabel('Note (bank reference, date)').fill('Wire back, ref RF-2211');
    await refund.getByRole('button', { name: 'Mark refunded' }).click();
    await expect.poll(() => page.getByText(/^Refunded /).isVisible()).toBe(true);
    await adminShot(page, 'order-canceled-refunded');

    await page.goto('/admin/staff');
    await expect.poll(() => page.getByRole('table', { name: 'Staff' }).locator('tbody tr').count()).toBeGreaterThan(5);
    await adminShot(page, 'staff');
    // Change a role, then disable and enable: each through the row's Manage menu.
    const supportRow = page.getByRole('row').filter({ hasText: demoStaff('support') });
    await supportRow.getByRole('button', { name: /Manage/ }).click();
    await page.getByRole('menuitem', { name: 'Change role' }).click();
    const role = page.getByRole('dialog', { name: /^Change role of/ });
    await role.getByLabel('Role').selectOption('warehouse');
    await role.getByRole('button', { name: 'Save role' }).click();
    await expect.poll(() => supportRow.getByRole('cell', { name: 'Warehouse', exact: true }).count()).toBe(1);
    page.once('dialog', (d) => void d.accept());
    await supportRow.getByRole('button', { name: /Manage/ }).click();
    await page.getByRole('menuitem', { name: 'Disable' }).click();
    await expect.poll(() => supportRow.getByText('Disabled').count()).toBe(1);
    await supportRow.getByRole('button', { name: /Manage/ }).click();
    await page.getByRole('menuitem', { name: 'Enable' }).click();
    await expect.poll(() => supportRow.getByText('Active').count()).toBe(1);
    const changed = await shop.deps.prisma.staff.findUniqueOrThrow({ where: { email: demoStaff('support') } });
    expect(changed).toMatchObject({ role: 'warehouse', disabledAt: null });
    await page.goto('/admin/audit');
    await expect
      .poll(() => page.getByRole('table', { name: 'Audit events' }).locator('tbody tr').count())
      .toBeGreaterThan(0);
    await adminShot(page, 'audit');

    await page.goto('/admin/settings');
    await expect.poll(() => page.getByLabel('Beneficiary', { exact: true }).isVisible()).toBe(true);
    await adminShot(page, 'settings');

    await page.goto('/admin/account');
    await page.waitForLoadState('networkidle');
    await adminShot(page, 'account');

    // The session ends under the open app (cookie gone): the next call answers -9999, the login page
    // takes over, and signing in again returns to the desk that was asked for.
    await staff.context.clearCookies();
    await page.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL('**/admin/login?expired=1**');
    await expect.poll(() => page.getByText('Your session has ended').isVisible()).toBe(true);
    await adminShot(page, 'login-session-ended');
    await page.getByLabel('Email').fill(demoStaff('owner'));
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/admin/orders');
  });
});
