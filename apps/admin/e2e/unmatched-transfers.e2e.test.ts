import { beforeAll, describe, expect, it } from 'vitest';
import { type ShopBrowser, toast } from '../../web/e2e/support/browser.ts';
import type { Shop } from '../../web/e2e/support/shop.ts';
import { DEMO_BUYER, demoStaff, ensureAdminBuild, SERVER, staffLogin } from './support/admin.ts';
import { bothWidths } from './support/staff-and-buyer.ts';
import { openUsdtPaymentDeskForFile, RECEIVING_ADDRESS, USDT_CONTRACT } from './support/usdt-network.ts';

// Decision 025: a USDT transfer to the shop's address whose amount no order awaits is listed for
// finance on the payment desk, never credited by guess. At 1280 px and at 390 px.

await ensureAdminBuild();

const SENDER = '0x2b5ad5c4795c026514f8317c7a215e218dccd6cf';
const HASH = `0x${'7c19'.repeat(16)}`;
const SHARED_HASH = `0x${'51a2'.repeat(16)}`;

let shop: Shop;
let staff: ShopBrowser;
/** The orders a shared amount could belong to: one still unpaid, one whose wire proof came in since it was kept. */
let open: { orderNo: string };
let paid: { orderNo: string };

openUsdtPaymentDeskForFile((open) => ({ shop, staff } = open));

const keptTransfer = {
  network: 'eth',
  chainId: 1,
  tokenSymbol: 'USDT',
  tokenContract: USDT_CONTRACT,
  toAddress: RECEIVING_ADDRESS,
  decimals: 6,
  blockHash: `0x${'cd'.repeat(32)}`,
};

beforeAll(async () => {
  const user = await shop.deps.prisma.user.findUniqueOrThrow({ where: { email: DEMO_BUYER.email } });
  const orders = await shop.deps.prisma.order.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } });
  const unpaid = orders.find((o) => o.orderStatus === 10)!;
  const wired = orders.find((o) => o.orderStatus === 20)!;
  [open, paid] = [unpaid, wired];
  // What the watcher keeps of a confirmed transfer that matched no order (chain-watcher.test.ts).
  await shop.deps.prisma.chainUnmatchedTransfer.create({
    data: {
      ...keptTransfer,
      txHash: HASH,
      logIndex: 7,
      fromAddress: SENDER,
      amountUnits: '1250000000',
      amount: '1250.00',
      blockNumber: 21_345_901n,
      blockTime: new Date('2026-11-27T09:41:23Z'),
    },
  });
  // And one of an amount shown to two open orders, with those orders (one paid by wire since).
  await shop.deps.prisma.chainUnmatchedTransfer.create({
    data: {
      ...keptTransfer,
      txHash: SHARED_HASH,
      logIndex: 2,
      fromAddress: SENDER,
      amountUnits: '888000000',
      amount: '888.00',
      blockNumber: 21_345_880n,
      blockTime: new Date('2026-11-27T09:37:05Z'),
      reason: 'shared-amount',
      candidateOrderIds: [unpaid.id, wired.id],
    },
  });
});

describe('unmatched transfers on the payment desk', () => {
  it('finance sees a transfer no order took, with its network, sender, block and amount, linked to the explorer', async () => {
    const { page } = staff;
    await staffLogin(page, demoStaff('finance'));
    // The dashboard counts them as a queue of finance's, a tap from their tab.
    await page.goto('/admin');
    const queue = page.locator('[data-queue="transfers"]');
    await expect.poll(() => queue.locator('[data-count]').textContent(), SERVER).toBe('2');
    // Its phone fit is phone-tasks' to check: a resized chart settles after the screenshot's width check.
    await bothWidths(page, 'dashboard-transfers-queue');
    await queue.getByRole('link', { name: 'Open desk →' }).click();
    await page.waitForURL('**/admin/payments?tab=unmatched');
    expect(await page.getByRole('tab', { name: 'Unmatched transfers' }).getAttribute('aria-selected')).toBe('true');
    const table = page.getByRole('table', { name: 'Unmatched transfers' });
    const hash = table.getByRole('link', { name: `${HASH.slice(0, 10)}…${HASH.slice(-6)}` });
    await expect.poll(() => hash.isVisible(), SERVER).toBe(true);
    expect(await hash.getAttribute('href')).toBe(`https://etherscan.io/tx/${HASH}`);
    const row = await table.getByRole('row').nth(1).textContent();
    expect(row).toContain('Ethereum');
    expect(row).toContain('21345901');
    expect(row).toContain('1,250.00');
    expect(row).toContain(`${SENDER.slice(0, 10)}…${SENDER.slice(-6)}`);
    expect(row).toContain('No order awaits this amount');
    // A shared amount names the orders it could belong to, each linked, with its status now.
    const shared = table.getByRole('row').nth(2);
    expect(await shared.textContent()).toContain('Two open orders were shown this amount');
    const could = shared.getByRole('list', { name: 'Orders it could belong to' });
    expect(await could.getByRole('listitem').allTextContents()).toEqual([
      `${open.orderNo}Unpaid`,
      `${paid.orderNo}Paid, pending review`,
    ]);
    expect(await could.getByRole('link', { name: open.orderNo }).getAttribute('href')).toBe(
      `/admin/orders/${open.orderNo}`,
    );
    await bothWidths(page, 'unmatched-transfers', { fitsPhone: true });
    expect(staff.errors).toEqual([]);
  });

  it('finance credits the shared amount to the order whose buyer sent it: it leaves the list, the order is paid', async () => {
    const { page } = staff;
    const table = page.getByRole('table', { name: 'Unmatched transfers' });
    await table.getByRole('row').nth(2).getByRole('button', { name: 'Credit to order' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Credit transfer to an order').isVisible(), SERVER).toBe(true);
    expect(await dialog.textContent()).toContain('USD 888.00 in USDT');
    // The orders it was shown to are offered; one paid since cannot be picked. Picking one fills the number.
    expect(await dialog.getByRole('radio', { name: new RegExp(paid.orderNo) }).isDisabled()).toBe(true);
    const pick = dialog.getByRole('radio', { name: new RegExp(open.orderNo) });
    await pick.check();
    expect(await dialog.getByLabel('Order number').inputValue()).toBe(open.orderNo);
    await bothWidths(page, 'unmatched-transfer-credit-dialog', { fitsPhone: true });

    // A typed order that does not exist is refused in the dialog, nothing credited.
    await dialog.getByLabel('Order number').fill('NO-SUCH-ORDER');
    expect(await pick.isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Credit USD 888.00' }).click();
    await expect.poll(() => dialog.getByText('Order not found').isVisible(), SERVER).toBe(true);
    expect(await shop.deps.prisma.chainPayment.count({ where: { txHash: SHARED_HASH } })).toBe(0);
    await pick.check();
    await dialog.getByRole('button', { name: 'Credit USD 888.00' }).click();
    await expect
      .poll(() => toast(page, 'success').textContent(), SERVER)
      .toContain(`Transfer credited: USD 888.00 to order ${open.orderNo}`);
    // The lists are read again: the transfer is no longer unmatched.
    await expect.poll(() => table.getByRole('row').count(), SERVER).toBe(2);
    expect(await table.textContent()).not.toContain('888.00');
    const payment = await shop.deps.prisma.chainPayment.findFirstOrThrow({ where: { txHash: SHARED_HASH } });
    expect(payment).toMatchObject({ status: 1, heldTxHash: SHARED_HASH });
    const order = await shop.deps.prisma.order.findUniqueOrThrow({ where: { orderNo: open.orderNo } });
    expect(order.paidAmount.toFixed(2)).toBe('888.00');
    const audit = await shop.deps.prisma.auditEvent.findFirstOrThrow({
      where: { action: 'payments.chain-credit', entityId: open.orderNo },
    });
    expect(audit.staffId).not.toBeNull();
    // Its order says it was paid in USDT, whatever its buyer had picked before.
    await page.goto(`/admin/orders/${encodeURIComponent(open.orderNo)}`);
    const buyerCard = page.locator('section', { has: page.getByRole('heading', { name: 'Buyer', exact: true }) });
    await expect.poll(() => buyerCard.textContent(), SERVER).toContain('Pays by USDT');
    await page.goto('/admin/payments?tab=unmatched');
    await expect.poll(() => table.getByRole('row').count(), SERVER).toBe(2);
    expect(staff.errors).toEqual([]);
  });

  it('finance marks the transfer no order took returned, with what was done: it leaves the list, the clerk audited', async () => {
    const { page } = staff;
    const table = page.getByRole('table', { name: 'Unmatched transfers' });
    await table.getByRole('row').nth(1).getByRole('button', { name: 'Mark returned' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Mark transfer returned').isVisible(), SERVER).toBe(true);
    expect(await dialog.textContent()).toContain('USD 1,250.00 in USDT');
    // A note is asked for: what was done, the refund's reference.
    await dialog.getByRole('button', { name: 'Mark returned' }).click();
    await expect.poll(() => dialog.getByRole('alert').isVisible(), SERVER).toBe(true);
    await dialog.getByLabel(/What was done/).fill('Sent back to the sender, refund tx 0x4be1…9a02');
    await bothWidths(page, 'unmatched-transfer-return-dialog', { fitsPhone: true });
    await dialog.getByRole('button', { name: 'Mark returned' }).click();
    await expect.poll(() => toast(page, 'success').textContent(), SERVER).toContain('marked returned');
    // Nothing is left to decide: the list is empty.
    await expect.poll(() => page.getByText('No unmatched transfer').isVisible(), SERVER).toBe(true);
    const kept = await shop.deps.prisma.chainUnmatchedTransfer.findFirstOrThrow({ where: { txHash: HASH } });
    expect(kept).toMatchObject({ returnNote: 'Sent back to the sender, refund tx 0x4be1…9a02' });
    expect(kept.returnedAt).not.toBeNull();
    const audit = await shop.deps.prisma.auditEvent.findFirstOrThrow({
      where: { action: 'payments.transfer-return', entityId: String(kept.id) },
    });
    expect(audit.staffId).toBe(kept.returnedByStaffId);
    expect(audit.staffId).not.toBeNull();
    expect(staff.errors).toEqual([]);
  });
});
