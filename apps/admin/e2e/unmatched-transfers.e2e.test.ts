import { beforeAll, describe, expect, it } from 'vitest';
import type { ShopBrowser } from '../../web/e2e/support/browser.ts';
import type { Shop } from '../../web/e2e/support/shop.ts';
import { demoStaff, ensureAdminBuild, SERVER, staffLogin } from './support/admin.ts';
import { bothWidths } from './support/staff-and-buyer.ts';
import { openUsdtPaymentDeskForFile, RECEIVING_ADDRESS, USDT_CONTRACT } from './support/usdt-network.ts';

// Decision 025: a USDT transfer to the shop's address whose amount no order awaits is listed for
// finance on the payment desk, never credited by guess. At 1280 px and at 390 px.

await ensureAdminBuild();

const SENDER = '0x2b5ad5c4795c026514f8317c7a215e218dccd6cf';
const HASH = `0x${'7c19'.repeat(16)}`;

let shop: Shop;
let staff: ShopBrowser;

openUsdtPaymentDeskForFile((open) => ({ shop, staff } = open));

beforeAll(async () => {
  // What the watcher keeps of a confirmed transfer that matched no order (chain-watcher.test.ts).
  await shop.deps.prisma.chainUnmatchedTransfer.create({
    data: {
      network: 'eth',
      chainId: 1,
      txHash: HASH,
      logIndex: 7,
      tokenSymbol: 'USDT',
      tokenContract: USDT_CONTRACT,
      fromAddress: SENDER,
      toAddress: RECEIVING_ADDRESS,
      amountUnits: '1250000000',
      decimals: 6,
      amount: '1250.00',
      blockNumber: 21_345_901n,
      blockHash: `0x${'cd'.repeat(32)}`,
      blockTime: new Date('2026-11-27T09:41:23Z'),
    },
  });
});

describe('unmatched transfers on the payment desk', () => {
  it('finance sees a transfer no order took, with its network, sender, block and amount, linked to the explorer', async () => {
    const { page } = staff;
    await staffLogin(page, demoStaff('finance'));
    await page.goto('/admin/payments');
    await page.getByRole('tab', { name: 'Unmatched transfers' }).click();
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
    await bothWidths(page, 'unmatched-transfers', { fitsPhone: true });
    expect(staff.errors).toEqual([]);
  });
});
