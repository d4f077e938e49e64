import { describe, expect, it } from 'vitest';
import { handComputedCoin, handComputedMachine } from './hand-computed-farm.ts';
import {
  type CoinFigures,
  calculate,
  coinFiguresFromWire,
  coinOutputPerDay,
  dailyKwh,
  estimatedProfit,
  INCOME_PERIODS,
  incomeTable,
  type MachineInput,
  withNetworkHashrate,
} from './profit.ts';

// The farm of hand-computed-farm.ts, whose figures are worked out there.
const machine = handComputedMachine;
const coin = handComputedCoin;

describe('the payback formulas', () => {
  it('daily kWh = power x machines x 24 / 1000', () => {
    expect(dailyKwh(500, 2)).toBe(24);
    expect(dailyKwh(3400, 1)).toBeCloseTo(81.6, 12);
  });

  it('computes every result field for one coin', () => {
    const r = calculate(machine, [coin]);
    expect(r.coins).toHaveLength(1);
    expect(r.coins[0]!.coinName).toBe('ETC');
    expect(r.coins[0]!.output_day_coin).toBeCloseTo(0.3456, 12);
    expect(r.coins[0]!.income_day).toBeCloseTo(6.912, 12);
    expect(r.income_day).toBeCloseTo(6.912, 12);
    expect(r.kWh).toBe(24);
    expect(r.electricCharge).toBeCloseTo(2.4, 12);
    expect(r.net_income).toBeCloseTo(4.512, 12);
    expect(r.electricCharge_proportion).toBeCloseTo(0.3472222222, 9);
    expect(r.coins[0]!.shutdown).toBeCloseTo(6.9444444444, 9);
    expect(r.pay_for_itself_time).toBeCloseTo(443.2624113, 6);
    expect(r.investment).toBe(2000);
  });

  it('the shutdown price really makes net income 0', () => {
    const r = calculate(machine, [coin]);
    const atShutdown = calculate(machine, [{ ...coin, price: r.coins[0]!.shutdown }]);
    expect(atShutdown.net_income).toBeCloseTo(0, 10);
  });

  it('aligns units: the same farm quoted in other units earns the same', () => {
    const base = calculate(machine, [coin]);
    const inGh = calculate({ ...machine, hashrate: 1, hashrateUnit: 'GH' }, [coin]);
    const networkInPh = calculate(machine, [{ ...coin, networkHashrate: 0.1, networkHashrateUnit: 'PH' }]);
    const inKh = calculate({ ...machine, hashrate: 1e6, hashrateUnit: 'KH' }, [
      { ...coin, networkHashrate: 1e8, networkHashrateUnit: 'MH' },
    ]);
    const inH = calculate({ ...machine, hashrate: 1e9, hashrateUnit: 'H' }, [
      { ...coin, networkHashrate: 1e5, networkHashrateUnit: 'GH' },
    ]);
    for (const r of [inGh, networkInPh, inKh, inH]) expect(r.coins[0]!.output_day_coin).toBeCloseTo(0.3456, 12);
    expect(base.coins[0]!.output_day_coin).toBeCloseTo(0.3456, 12);
  });

  it('works at Bitcoin scale: 200 TH/s on an 800 EH/s network', () => {
    // 2e14 / 8e20 x 3.125 x 144 = 1.125e-4 BTC a day.
    const output = coinOutputPerDay(2e14, {
      coinName: 'BTC',
      price: 90_000,
      networkHashrate: 800,
      networkHashrateUnit: 'EH',
      blockReward: 3.125,
      blockTime: 600,
    });
    expect(output).toBeCloseTo(1.125e-4, 15);
  });

  it('at zero net income: no payback, and the shutdown price is the coin price', () => {
    // Income 0.3456 x 25 = 8.64 USD; 360 W x 2 x 24 / 1000 = 17.28 kWh at 0.5 = 8.64 USD.
    const r = calculate({ ...machine, power: 360, electricityPrice: 0.5 }, [{ ...coin, price: 25 }]);
    expect(r.net_income).toBe(0);
    expect(r.pay_for_itself_time).toBeNull();
    expect(r.coins[0]!.shutdown).toBeCloseTo(25, 12);
  });

  it('at negative net income: no payback, the shutdown price still right', () => {
    // Electricity 0.5: charge 12 USD > income 6.912; shutdown = 12 / 0.3456 = 34.7222...
    const r = calculate({ ...machine, electricityPrice: 0.5 }, [coin]);
    expect(r.net_income).toBeCloseTo(-5.088, 12);
    expect(r.pay_for_itself_time).toBeNull();
    expect(r.coins[0]!.shutdown).toBeCloseTo(34.7222222222, 9);
    expect(r.electricCharge_proportion).toBeCloseTo(12 / 6.912, 12);
    // 288 W x 2 x 24 / 1000 = 13.824 kWh at 1 USD; income 0.3456 x 10 = 3.456: net -10.368.
    const deep = calculate({ ...machine, electricityPrice: 1, power: 288 }, [{ ...coin, price: 10 }]);
    expect(deep.net_income).toBeCloseTo(-10.368, 12);
    expect(deep.pay_for_itself_time).toBeNull();
    expect(deep.coins[0]!.shutdown).toBeCloseTo(40, 9);
  });

  it('has no electricity share without revenue', () => {
    const r = calculate(machine, [{ ...coin, price: 0 }]);
    expect(r.income_day).toBe(0);
    expect(r.electricCharge_proportion).toBeNull();
  });

  it('free electricity: no shutdown price, payback from income alone', () => {
    const r = calculate({ ...machine, electricityPrice: 0 }, [coin]);
    expect(r.coins[0]!.shutdown).toBe(0);
    expect(r.pay_for_itself_time).toBeCloseTo(2000 / 6.912, 9);
  });

  it('takes the pool fee off the output', () => {
    const r = calculate(machine, [coin], { poolFee: 0.01 });
    expect(r.coins[0]!.output_day_coin).toBeCloseTo(0.3456 * 0.99, 12);
    expect(r.coins[0]!.shutdown).toBeCloseTo(2.4 / (0.3456 * 0.99), 9);
  });
});

describe('merged mining (LTC + DOGE)', () => {
  // 9 GH/s, 3400 W, one machine at 5000 USD, electricity 0.08. Both networks 2.5 PH/s.
  //   share = 9e9 / 2.5e15 = 3.6e-6
  //   LTC:  3.6e-6 x 6.25 x 576 blocks   = 0.01296 LTC  x 90  = 1.1664 USD
  //   DOGE: 3.6e-6 x 10000 x 1440 blocks = 51.84 DOGE   x 0.2 = 10.368 USD
  //   income 11.5344; kWh 81.6; charge 6.528; net 5.0064
  //   shutdown LTC:  DOGE alone pays the power -> 0
  //   shutdown DOGE: (6.528 - 1.1664) / 51.84 = 0.103425...
  const scrypt: MachineInput = {
    hashrate: 9,
    hashrateUnit: 'GH',
    power: 3400,
    machines: 1,
    devicePrice: 5000,
    electricityPrice: 0.08,
  };
  const ltc: CoinFigures = {
    coinName: 'LTC',
    price: 90,
    networkHashrate: 2.5,
    networkHashrateUnit: 'PH',
    blockReward: 6.25,
    blockTime: 150,
  };
  const doge: CoinFigures = {
    coinName: 'DOGE',
    price: 0.2,
    networkHashrate: 2500,
    networkHashrateUnit: 'TH',
    blockReward: 10_000,
    blockTime: 60,
  };

  it('sums the coins', () => {
    const r = calculate(scrypt, [ltc, doge]);
    expect(r.coins.map((c) => c.coinName)).toEqual(['LTC', 'DOGE']);
    expect(r.coins[0]!.output_day_coin).toBeCloseTo(0.01296, 12);
    expect(r.coins[1]!.output_day_coin).toBeCloseTo(51.84, 9);
    expect(r.income_day).toBeCloseTo(11.5344, 9);
    expect(r.kWh).toBeCloseTo(81.6, 12);
    expect(r.electricCharge).toBeCloseTo(6.528, 12);
    expect(r.net_income).toBeCloseTo(5.0064, 9);
    expect(r.pay_for_itself_time).toBeCloseTo(5000 / 5.0064, 6);
  });

  it('gives a shutdown price per coin, the other coin held at its price', () => {
    const r = calculate(scrypt, [ltc, doge]);
    expect(r.coins[0]!.shutdown).toBe(0);
    expect(r.coins[1]!.shutdown).toBeCloseTo(0.1034259259, 9);
  });

  it('moves every network by the slider ratio', () => {
    const moved = withNetworkHashrate([ltc, doge], 5);
    expect(moved[0]!.networkHashrate).toBe(5);
    expect(moved[1]!.networkHashrate).toBe(5000);
    expect(calculate(scrypt, moved).income_day).toBeCloseTo(11.5344 / 2, 9);
    expect(withNetworkHashrate([], 5)).toEqual([]);
  });

  it('estimates the profit per unit for the coin picker', () => {
    // Per MH/s: 1e6 / 2.5e15 = 4e-10 share; LTC 4e-10 x 3600 x 90 = 1.296e-4; DOGE 4e-10 x 14,400,000 x 0.2 = 1.152e-3.
    expect(estimatedProfit([ltc, doge], 'MH')).toBeCloseTo(1.2816e-3, 12);
  });
});

describe('estimated profit per unit', () => {
  it('is USD a day per one unit of hashrate', () => {
    // 1e6 / 1e14 x 2 x 8640 x 20 = 0.003456 USD per MH/s a day.
    expect(estimatedProfit([coin], 'MH')).toBeCloseTo(0.003456, 12);
    expect(estimatedProfit([coin], 'GH')).toBeCloseTo(3.456, 9);
  });
});

describe('figures from the wire', () => {
  it("reads the calculator call's USDPrice and network_hashrate_unit, ignoring the display fields", () => {
    const wire = {
      coinName: 'ETC',
      name: 'Ethereum Classic',
      USDPrice: 20,
      networkHashrate: 100,
      network_hashrate_unit: 'TH' as const,
      blockReward: 2,
      blockTime: 10,
    };
    expect(coinFiguresFromWire(wire)).toEqual(coin);
  });
});

describe('the income table', () => {
  it('covers 1, 7, 30 and 365 days', () => {
    expect(INCOME_PERIODS.map((p) => p.days)).toEqual([1, 7, 30, 365]);
    const rows = incomeTable(calculate(machine, [coin]));
    expect(rows.map((r) => r.period)).toEqual(['day', 'week', 'month', 'year']);
    const week = rows[1]!;
    expect(week.output[0]!.amount).toBeCloseTo(0.3456 * 7, 12);
    expect(week.income).toBeCloseTo(48.384, 9);
    expect(week.electricCharge).toBeCloseTo(16.8, 9);
    expect(week.net).toBeCloseTo(31.584, 9);
    const year = rows[3]!;
    expect(year.net).toBeCloseTo(4.512 * 365, 9);
    expect(rows[2]!.income).toBeCloseTo(207.36, 9);
    expect(rows[0]!.net).toBeCloseTo(4.512, 12);
  });
});
