import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updatePayMethod } from '../../api/src/modules/order/update-pay-method.ts';
import { saveUsdtSettings } from '../../api/src/modules/settings/usdt-settings.ts';
import { deployToken, type EvmNode, sendToken, startEvmNode } from '../../api/test/chain/evm-node.ts';
import type { ShopBrowser } from './support/browser.ts';
import { DEMO_BUYER, logIn } from './support/log-in.ts';
import { openShopForFile } from './support/open-shop.ts';
import type { Shop } from './support/shop.ts';

let shop: Shop;
let desktop: ShopBrowser;
let phone: ShopBrowser;
let node: EvmNode;
let usdt: `0x${string}`;

// The chain worker runs in the shop; it looks at a waiting transfer twice a second.
openShopForFile((open) => ({ shop, desktop, phone } = open), {
  phone: true,
  env: () => ({ CHAIN_POLL_MS: '500' }),
});

beforeAll(async () => {
  node = await startEvmNode();
  usdt = await deployToken(node, node.accounts[0]!, 'USDT');
  await saveUsdtSettings(shop.deps, null, {
    networks: [
      {
        key: 'local',
        name: 'Local chain',
        chainId: node.chainId,
        enabled: true,
        rpcUrls: [node.url],
        tokens: [{ symbol: 'USDT', contract: usdt, decimals: 6 }],
        confirmations: 2,
        receivingAddress: node.accounts[1]!,
        explorerTxUrl: 'https://explorer.example/tx/{hash}',
      },
    ],
    payWithinHours: 24,
  });
}, 180_000);

afterAll(async () => {
  await node?.stop();
});

/** The demo buyer's unpaid seed order. */
async function unpaidOrder(): Promise<{ orderNo: string; payable: string }> {
  const user = await shop.deps.prisma.user.findUniqueOrThrow({ where: { email: DEMO_BUYER.email } });
  const order = await shop.deps.prisma.order.findFirstOrThrow({ where: { userId: user.id, orderStatus: 10 } });
  return { orderNo: order.orderNo, payable: order.payableAmount.toFixed(2) };
}

describe('paying an order in USDT', () => {
  it('at 390 px: chooses USDT, sends it on chain, pastes the hash and watches the page move to paid', async () => {
    const { orderNo, payable } = await unpaidOrder();
    const { page } = phone;
    await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password, `/pay-waiting/${orderNo}`);
    await expect.poll(() => page.getByTestId('pay-method-usdt').isVisible()).toBe(true);
    await phone.screenshot('usdt-pay-waiting');
    await page.getByTestId('pay-method-usdt').click();
    await page.getByTestId('pay-waiting-submit').click();
    await page.waitForURL(`**/pay/${orderNo}`);

    // What is due plus the order's own cents, by which the shop would find it with no hash too.
    await expect.poll(() => page.getByTestId('usdt-amount').textContent()).not.toBeNull();
    const amount = (await page.getByTestId('usdt-amount').textContent())!;
    const tail = Math.round((Number(amount) - Number(payable)) * 100);
    expect(tail).toBeGreaterThanOrEqual(1);
    expect(tail).toBeLessThanOrEqual(99);
    expect(await page.getByTestId('usdt-address').textContent()).toBe(node.accounts[1]!.toLowerCase());
    expect(await page.getByTestId('usdt-network').textContent()).toBe('Local chain · USDT');
    await expect.poll(() => page.getByTestId('usdt-qr').isVisible()).toBe(true);
    expect(await page.getByTestId('usdt-warning').textContent()).toContain('Send only USDT on Local chain');
    // No wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.screenshot('usdt-pay');

    // The buyer's wallet sends exactly what the page says, and the buyer pastes its hash.
    const units = BigInt(Math.round(Number(amount) * 100)) * 10_000n;
    const hash = await sendToken(node, usdt, node.accounts[0]!, node.accounts[1]!, units);
    await page.getByTestId('usdt-hash').fill(hash);
    await page.getByTestId('usdt-submit').click();
    await expect
      .poll(() => page.getByTestId('usdt-payment-state').textContent(), { timeout: 20_000 })
      .toBe('Seen, 1 of 2 confirmations');
    await phone.screenshot('usdt-pay-seen');

    // One more block: the worker credits it and the page moves on by itself.
    await node.mine(1);
    await page.waitForURL(`**/sale-order-detail/${orderNo}`, { timeout: 30_000 });
    const order = await shop.deps.prisma.order.findUniqueOrThrow({ where: { orderNo } });
    expect(order.orderStatus).toBe(30);
    expect(order.paidAmount.toFixed(2)).toBe(amount);
    await phone.screenshot('usdt-paid-detail');
    expect(phone.errors).toEqual([]);
  });

  it('at 1280 px: the pay page of an order paying in USDT', async () => {
    const user = await shop.deps.prisma.user.findUniqueOrThrow({ where: { email: DEMO_BUYER.email } });
    // The seed order under review, made an unpaid one paying in USDT.
    const seed = await shop.deps.prisma.order.findFirstOrThrow({ where: { userId: user.id, orderStatus: 20 } });
    const order = await shop.deps.prisma.order.update({
      where: { id: seed.id },
      data: { orderStatus: 10, payType: 4, paidAmount: 0 },
    });
    const { page } = desktop;
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password, `/pay/${order.orderNo}`);
    await expect.poll(() => page.getByTestId('usdt-amount').textContent()).toBe(order.payableAmount.toFixed(2));
    await expect.poll(() => page.getByTestId('usdt-qr').isVisible()).toBe(true);
    await desktop.screenshot('usdt-pay');
    expect(desktop.errors).toEqual([]);
  });

  it('at 390 px: sends the amount shown and pastes nothing, and the page moves to paid by itself', async () => {
    const user = await shop.deps.prisma.user.findUniqueOrThrow({ where: { email: DEMO_BUYER.email } });
    // The order of the test before: taking USDT as the pay-waiting page does gives it its own amount.
    const seed = await shop.deps.prisma.order.findFirstOrThrow({
      where: { userId: user.id, orderStatus: 10, payType: 4 },
    });
    // Placed a minute ago, so within the vendor's 24 hours for crypto and before the transfer.
    await shop.deps.prisma.order.update({ where: { id: seed.id }, data: { createdAt: new Date(Date.now() - 60_000) } });
    await updatePayMethod(shop.deps, user.id, seed.orderNo, 4);
    const { page } = phone;
    await page.goto(`${shop.url}/pay/${seed.orderNo}`);
    await expect.poll(() => page.getByTestId('usdt-tail').isVisible()).toBe(true);
    const amount = (await page.getByTestId('usdt-amount').textContent())!;
    expect(await page.getByTestId('usdt-tail').textContent()).toContain(`Send exactly ${amount} USDT`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.screenshot('usdt-pay-exact-amount');

    await sendToken(
      node,
      usdt,
      node.accounts[0]!,
      node.accounts[1]!,
      BigInt(Math.round(Number(amount) * 100)) * 10_000n,
    );
    await node.mine(1);
    await page.waitForURL(`**/sale-order-detail/${seed.orderNo}`, { timeout: 30_000 });
    const order = await shop.deps.prisma.order.findUniqueOrThrow({ where: { id: seed.id } });
    expect(order.orderStatus).toBe(30);
    expect(order.paidAmount.toFixed(2)).toBe(amount);
    expect(phone.errors).toEqual([]);
  });

  it('at 1280 and 390 px: a transfer of the amount shown, kept as another order was shown it too, is told above the hash form', async () => {
    const user = await shop.deps.prisma.user.findUniqueOrThrow({ where: { email: DEMO_BUYER.email } });
    // The completed seed order, made an unpaid one paying in USDT by its plain due.
    const seed = await shop.deps.prisma.order.findFirstOrThrow({ where: { userId: user.id, orderStatus: 50 } });
    const order = await shop.deps.prisma.order.update({
      where: { id: seed.id },
      data: { orderStatus: 10, payType: 4, paidAmount: 0 },
    });
    const amount = order.payableAmount.toFixed(2);
    const hash = `0x${'5a7e'.repeat(16)}`;
    const sender = '0x2b5ad5c4795c026514f8317c7a215e218dccd6cf';
    // What the watcher keeps of a transfer of an amount two open orders were shown (chain-watcher.test.ts).
    await shop.deps.prisma.chainUnmatchedTransfer.create({
      data: {
        network: 'local',
        chainId: node.chainId,
        txHash: hash,
        logIndex: 0,
        tokenSymbol: 'USDT',
        tokenContract: usdt.toLowerCase(),
        fromAddress: sender,
        toAddress: node.accounts[1]!.toLowerCase(),
        amountUnits: order.payableAmount.mul(1_000_000).toFixed(0),
        decimals: 6,
        amount,
        blockNumber: 1n,
        blockHash: `0x${'cd'.repeat(32)}`,
        blockTime: new Date('2026-11-27T09:37:05Z'),
        reason: 'shared-amount',
        candidateOrderIds: [order.id],
      },
    });
    for (const [device, width] of [
      [desktop, 1280],
      [phone, 390],
    ] as const) {
      const { page } = device;
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`${shop.url}/pay/${order.orderNo}`);
      const notice = page.getByTestId('usdt-shared-transfer');
      await expect.poll(() => notice.isVisible()).toBe(true);
      const told = (await notice.textContent())!;
      expect(told).toContain(`A transfer of ${amount} USDT arrived on`);
      expect(told).toContain('paste its transaction hash below');
      expect(told).not.toContain(hash);
      expect(told.toLowerCase()).not.toContain(sender);
      // Above the hash form, in the same card.
      expect(
        await notice.evaluate((n) => {
          const input = document.querySelector('[data-testid="usdt-hash"]');
          return Boolean(input && n.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING);
        }),
      ).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await device.screenshot('usdt-pay-shared-transfer');
      expect(device.errors).toEqual([]);
    }
  });

  it('at 1280 and 390 px: past the deadline, an order holding its amount says a transfer sent in time is still being confirmed', async () => {
    const user = await shop.deps.prisma.user.findUniqueOrThrow({ where: { email: DEMO_BUYER.email } });
    // A seed order the other tests leave alone, made one paying USDT by its own amount whose deadline
    // passed a minute ago: the expiry holds it open while such a transfer gathers its confirmations.
    const seed = await shop.deps.prisma.order.findFirstOrThrow({
      where: { userId: user.id, orderStatus: { notIn: [10, 50] } },
      orderBy: { id: 'desc' },
    });
    const now = Date.now();
    const order = await shop.deps.prisma.order.update({
      where: { id: seed.id },
      // Placed a day ago: choosing USDT made its deadline the settings' 24 hours from then.
      data: {
        orderStatus: 10,
        payType: 4,
        paidAmount: 0,
        createdAt: new Date(now - 24 * 3_600_000 - 60_000),
        expiresAt: new Date(now - 60_000),
      },
    });
    const held = order.payableAmount.add('0.37');
    await shop.deps.prisma.chainPayAmount.create({
      data: { orderId: order.id, dueAmount: order.payableAmount, amount: held, heldAmount: held },
    });
    for (const [device, width] of [
      [desktop, 1280],
      [phone, 390],
    ] as const) {
      const { page } = device;
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      // Signed in afresh, so the test stands alone whatever ran before it.
      await page.context().clearCookies();
      await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password, `/pay/${order.orderNo}`);
      const notice = page.getByTestId('usdt-confirming');
      await expect.poll(() => notice.isVisible()).toBe(true);
      const told = (await notice.textContent())!;
      expect(told).toContain('The time to pay has passed');
      expect(told).toContain('there is nothing more to send');
      // The deadline it names is the one that passed a minute ago, not one of the order's earlier days.
      // The browser shows times in UTC (support/browser.ts): "28 Nov 2026, 02:05".
      const utc = (d: Date) =>
        d.toLocaleString('en-GB', {
          day: '2-digit',
          month: 'short',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
          timeZone: 'UTC',
        });
      expect(told).toContain(`The time to pay ended at ${utc(order.expiresAt)}.`);
      // Nothing invites a new transfer: neither the amount to send nor the address.
      const body = (await page.locator('body').textContent())!;
      expect(body).not.toContain(held.toFixed(2));
      expect(body.toLowerCase()).not.toContain(node.accounts[1]!.toLowerCase());
      expect(await page.getByTestId('usdt-hash').isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await device.screenshot('usdt-pay-confirming');
      expect(device.errors).toEqual([]);
    }
  });
});
