import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getCalculatorData } from '@hashforge/contract';
import { calculatorDesk } from '@hashforge/contract/admin/calculator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#api/test/support/call.ts';
import { failAuditWrites } from '#api/test/support/failing-audit.ts';
import { useStaffSession } from '#api/test/support/use-staff-session.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';
import { calculatorStep } from '../../../../../../prisma/seed/calculator.ts';

const NOW = new Date('2026-11-21T00:00:00Z');
let feedServer: Server;

beforeAll(async () => {
  feedServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ coins: [{ coinName: 'LTC', usdPrice: 123 }] }));
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise((resolve) => feedServer.close(resolve)));
const ctx = useTestContext(() => ({
  COIN_DATA_URL: `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/coins.json`,
}));
beforeAll(async () => {
  ctx.clock.set(NOW);
  await ctx.deps.prisma.calculatorCoin.deleteMany();
  await ctx.deps.prisma.calculatorProduct.deleteMany();
  await calculatorStep.run({ prisma: ctx.deps.prisma, storage: ctx.deps.storage, config: ctx.deps.config, now: NOW });
});
const merchandiser = useStaffSession(ctx, 'merchandiser');

describe('the calculator desk', () => {
  it("edits a coin's figures; the shop's calculator data and the stored profit follow", async () => {
    const coins = await merchandiser.call(calculatorDesk.listCoins, {});
    expect(coins.body.data.list.map((c) => c.coinName)).toContain('ETC');
    const etcBefore = coins.body.data.list.find((c) => c.coinName === 'ETC')!;

    const res = await merchandiser.call(calculatorDesk.updateCoin, {
      coinName: 'ETC',
      usdPrice: 40,
      networkHashrate: 200,
      networkHashrateUnit: 'TH',
      currentHeight: 26_000_000,
    });
    expect(res.body.result, res.body.msg).toBe(1);
    expect(res.body.data).toMatchObject({ usdPrice: 40, networkHashrate: 200, currentHeight: 26_000_000 });
    expect(res.body.data.estimatedProfit).toBeCloseTo(
      (1e6 / 2e14) * etcBefore.blockReward * (86_400 / etcBefore.blockTime) * 40,
      12,
    );
    const shop = await call(ctx, getCalculatorData, {});
    expect(JSON.stringify(shop.body.data)).toContain('26000000');
    const audit = await ctx.deps.prisma.auditEvent.findFirstOrThrow({ where: { action: 'calculator.coin.update' } });
    expect(audit.after).toMatchObject({ usdPrice: 40, currentHeight: 26_000_000 });

    const unitAlone = await merchandiser.call(calculatorDesk.updateCoin, {
      coinName: 'ETC',
      networkHashrateUnit: 'PH',
    });
    expect(unitAlone.body.result).toBe(0);
  });

  it('refreshes from the feed now', async () => {
    const res = await merchandiser.call(calculatorDesk.refreshCoins, {});
    expect(res.body.data.updated).toEqual(['LTC']);
    const coins = await merchandiser.call(calculatorDesk.listCoins, {});
    expect(coins.body.data.list.find((c) => c.coinName === 'LTC')?.usdPrice).toBe(123);
  });

  it('keeps the figures as they were when the refresh cannot be written to the audit log', async () => {
    await ctx.deps.prisma.calculatorCoin.update({ where: { coinName: 'LTC' }, data: { usdPrice: 77 } });
    const audited = await ctx.deps.prisma.auditEvent.count({ where: { action: 'calculator.coin.refresh' } });
    const lift = await failAuditWrites('calculator.coin.refresh');
    try {
      const res = await merchandiser.call(calculatorDesk.refreshCoins, {});
      expect(res.body.result).toBe(0);
    } finally {
      await lift();
    }
    const ltc = await ctx.deps.prisma.calculatorCoin.findUniqueOrThrow({ where: { coinName: 'LTC' } });
    expect(ltc.usdPrice).toBe(77);
    expect(await ctx.deps.prisma.auditEvent.count({ where: { action: 'calculator.coin.refresh' } })).toBe(audited);
  });

  it('lists and edits the calculator products', async () => {
    const list = await merchandiser.call(calculatorDesk.listProducts, {});
    const first = list.body.data.list[0]!;
    const res = await merchandiser.call(calculatorDesk.updateProduct, { id: first.id, price: 4321 });
    expect(res.body.data).toMatchObject({ id: first.id, price: 4321, name: first.name });
  });
});
