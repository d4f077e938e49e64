import { getCalculatorData } from '@hashforge/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calculatorStep } from '../../../../../prisma/seed/calculator.ts';
import { call } from '../../../test/support/call.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';

const ctx = useTestContext();
// Six days after the seed's snapshot (2026-11-15T00:00Z).
const NOW = new Date('2026-11-21T00:00:00Z');

beforeAll(async () => {
  await calculatorStep.run({ prisma: ctx.deps.prisma, storage: ctx.deps.storage, config: ctx.deps.config, now: NOW });
});
beforeEach(() => ctx.clock.set(NOW));

async function calculatorData(fields: Record<string, unknown> = { isMultiCoin: 1 }) {
  const res = await call(ctx, getCalculatorData, fields);
  expect(res.status).toBe(200);
  return res.body;
}

function coin(data: Awaited<ReturnType<typeof calculatorData>>['data'], name: string) {
  const found = data.coinData.find((c) => c.coinName === name);
  if (!found) throw new Error(`${name} not in coinData`);
  return found;
}

describe('POST /web/big/screen/calculator', () => {
  it('answers the machines, with id 7 the Etchash machine the page preselects', async () => {
    const body = await calculatorData();
    expect(body.result).toBe(1);
    expect(body.data.productList.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(body.data.productList.find((p) => p.id === 7)).toEqual({
      id: 7,
      name: 'HF-X4-Q 1G',
      power: 480,
      hashrate: 1000,
      hashrateUnit: 'MH',
      algorithm: 'Etchash',
      memory: 8,
      price: '2199.00',
      productCode: 'HF-X4-Q',
    });
    expect(body.data.productList.find((p) => p.id === 5)).toMatchObject({ hashrate: 840, hashrateUnit: 'KH' });
  });

  it('answers every coin with the spec fields and the engine figures, merged mining included', async () => {
    const { data } = await calculatorData();
    expect(data.coinData.map((c) => c.coinName)).toEqual([
      'ETC',
      'BTC',
      'LTC+DOGE',
      'LTC',
      'DOGE',
      'KAS',
      'ZEC',
      'ETHW',
    ]);
    const etc = coin(data, 'ETC');
    // Height 25,884,000 at the snapshot, moved on by 6 days of 13.2 s blocks: 518,400 / 13.2 = 39,272.7.
    expect(etc.currentHeight).toBe(25_923_272);
    expect(etc).toMatchObject({
      name: 'Ethereum Classic',
      icon: '/coins/etc.svg',
      isMultiCoin: 0,
      algorithm: 'Etchash',
      hashrateUnit: 'MH',
      USDPrice: 16.4,
      networkHashrate: 186,
      network_hashrate_unit: 'TH',
      blockReward: 1.6384,
      blockTime: 13.2,
      dagRule: 'etchash',
      updatedAt: '2026-11-15T00:00:00.000Z',
    });
    expect(etc.priceRange.maxPrice).toBeCloseTo(49.2, 9);
    expect(etc.powerRange.maxPower).toBeCloseTo(558, 9);
    // Per MH/s a day: 1e6 / 1.86e14 x 1.6384 x (86,400 / 13.2) x 16.4 = 0.00094556... USD.
    expect(etc.estimated_profit).toBeCloseTo((1e6 / 1.86e14) * 1.6384 * (86_400 / 13.2) * 16.4, 12);
    expect(etc.estimated_profit).toBeCloseTo(0.000945566, 8);
    expect(etc.coinList).toHaveLength(1);
    expect(etc.coinList[0]!.coinName).toBe('ETC');
    expect(etc.halvings[0]).toMatchObject({ height: 30_000_001, reward: 1.31072 });
  });

  it('computes the DAG table for ETC from its height (ECIP-1099 epochs of 60000 blocks)', async () => {
    const etc = coin((await calculatorData()).data, 'ETC');
    // 5 GB: epoch 513 starts at 513 x 60000 = 30,780,000; (30,780,000 - 25,923,272) x 13.2 s = 741.99 days,
    // 2028-12-02 at 23:46 UTC.
    expect(etc.dag).toEqual({
      dag4g: { time: 'Passed', days: 0, block: 23_100_000 },
      dag5g: { time: '2028-12-02', days: 742, block: 30_780_000 },
      dag6g: expect.objectContaining({ block: 38_460_000 }),
      dag8g: expect.objectContaining({ block: 53_820_000 }),
    });
    // Epoch 25,923,272 / 60000 = 432: at most 2^30 + 2^23 x 432 - 128 bytes, a few KB below it.
    const ceiling = 2 ** 30 + 2 ** 23 * 432 - 128;
    expect(etc.dagSize).toBeLessThanOrEqual(ceiling);
    expect(ceiling - etc.dagSize!).toBeLessThan(64 * 1024);
    expect((ceiling - etc.dagSize!) % 256).toBe(0);
  });

  it('has no DAG table for coins without a DAG, and Ethash epochs for ETHW', async () => {
    const { data } = await calculatorData();
    expect(coin(data, 'BTC')).toMatchObject({ dag: null, dagSize: null, dagRule: null });
    expect(coin(data, 'BTC').halvings[0]).toMatchObject({ height: 1_050_000, reward: 1.5625 });
    const ethw = coin(data, 'ETHW');
    expect(ethw.dag?.dag6g).toEqual({ time: 'Passed', days: 0, block: 19_230_000 });
    expect(ethw.dag?.dag8g.block).toBe(26_910_000);
  });

  it('answers LTC + DOGE as one merged entry whose profit is both coins together', async () => {
    const { data } = await calculatorData();
    const merged = coin(data, 'LTC+DOGE');
    const ltc = coin(data, 'LTC');
    const doge = coin(data, 'DOGE');
    expect(merged.isMultiCoin).toBe(1);
    expect(merged.coinList.map((c) => c.coinName)).toEqual(['LTC', 'DOGE']);
    expect(merged.estimated_profit).toBeCloseTo(ltc.estimated_profit + doge.estimated_profit, 12);
    // Per GH/s: LTC 1e9 / 2.95e15 x 6.25 x 576 x 86.5 = 0.10556; DOGE 1e9 / 2.82e15 x 10000 x 1440 x 0.168 = 0.85787.
    expect(ltc.estimated_profit).toBeCloseTo(0.105559, 5);
    expect(doge.estimated_profit).toBeCloseTo(0.857872, 5);
    expect(merged.USDPrice).toBe(86.5);
    expect(merged.powerRange.maxPower).toBeCloseTo(2.95 * 3, 9);
  });

  it('leaves merged entries out when isMultiCoin is 0', async () => {
    const { data } = await calculatorData({ isMultiCoin: 0 });
    expect(data.coinData.map((c) => c.coinName)).not.toContain('LTC+DOGE');
    expect(data.coinData).toHaveLength(7);
  });

  it('refuses a malformed isMultiCoin with result 0', async () => {
    const body = await calculatorData({ isMultiCoin: 'lots' });
    expect(body.result).toBe(0);
    expect(body.msg).toBe('isMultiCoin must be 0 or 1');
  });

  it('shows edited coin data at once, in the coin and in the merged entry', async () => {
    await ctx.deps.prisma.calculatorCoin.update({ where: { coinName: 'ETC' }, data: { usdPrice: 32.8 } });
    await ctx.deps.prisma.calculatorCoin.update({
      where: { coinName: 'LTC' },
      data: { usdPrice: 173, updatedAt: new Date('2026-11-20T00:00:00Z') },
    });
    const { data } = await calculatorData();
    expect(coin(data, 'ETC').USDPrice).toBe(32.8);
    expect(coin(data, 'ETC').estimated_profit).toBeCloseTo((1e6 / 1.86e14) * 1.6384 * (86_400 / 13.2) * 32.8, 12);
    expect(coin(data, 'LTC+DOGE').coinList[0]!.USDPrice).toBe(173);
    expect(coin(data, 'LTC').updatedAt).toBe('2026-11-20T00:00:00.000Z');
    // The merged entry is as fresh as its stalest coin (DOGE, still the snapshot).
    expect(coin(data, 'LTC+DOGE').updatedAt).toBe('2026-11-15T00:00:00.000Z');
    expect(coin(data, 'LTC+DOGE').estimated_profit).toBeCloseTo(0.105559 * 2 + 0.857872, 5);
  });

  it('moves the heights and the DAG days on with the clock', async () => {
    const before = coin((await calculatorData()).data, 'ETC');
    ctx.clock.set(new Date('2026-11-22T00:00:00Z'));
    const after = coin((await calculatorData()).data, 'ETC');
    // floor(7 x 86,400 / 13.2) - floor(6 x 86,400 / 13.2) = 45,818 - 39,272.
    expect(after.currentHeight - before.currentHeight).toBe(6546);
    expect(after.dag!.dag5g.days).toBe(before.dag!.dag5g.days - 1);
  });

  it('leaves out a coin whose row cannot be read instead of failing the whole answer', async () => {
    await ctx.deps.prisma.calculatorCoin.update({ where: { coinName: 'ZEC' }, data: { halvings: { broken: true } } });
    await ctx.deps.prisma.calculatorCoin.update({ where: { coinName: 'DOGE' }, data: { networkHashrateUnit: 'ZH' } });
    const { data } = await calculatorData();
    const names = data.coinData.map((c) => c.coinName);
    expect(names).not.toContain('ZEC');
    expect(names).not.toContain('DOGE');
    // Merged mining without its DOGE figures would understate the income: left out too.
    expect(names).not.toContain('LTC+DOGE');
    expect(names).toContain('ETC');
  });
});
