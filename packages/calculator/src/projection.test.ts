import { describe, expect, it } from 'vitest';
import { handComputedCoin, handComputedMachine } from './hand-computed-farm.ts';
import { calculate } from './profit.ts';
import { DAYS_PER_MONTH, type ProjectedCoin, type ProjectionSettings, project } from './projection.ts';

// The farm of hand-computed-farm.ts: 0.3456 coin, 6.912 USD income, 2.4 USD electricity and 4.512 USD
// net a day; 2000 USD invested; payback 443.26 days. 8640 blocks a day.
const machine = handComputedMachine;
const coin: ProjectedCoin = { ...handComputedCoin, height: 1_000_000 };
const now = new Date('2026-01-01T00:00:00Z');
const flat: ProjectionSettings = {
  now,
  end: new Date('2028-01-01T00:00:00Z'),
  poolFeePercent: 0,
  networkGrowthPercent: 0,
  priceChangePercent: 0,
};

describe('the projection with every extra at 0 (the payback calculator)', () => {
  const p = project(machine, [coin], flat);

  it('covers every day of the range, today to +730 days', () => {
    expect(p.days).toHaveLength(731);
    expect(p.days[0]!.date).toBe('2026-01-01');
    expect(p.days[730]!.date).toBe('2028-01-01');
  });

  it('repeats the daily figures', () => {
    for (const day of [p.days[0]!, p.days[400]!]) {
      expect(day.mining).toBe(true);
      expect(day.coins[0]!.output).toBeCloseTo(0.3456, 12);
      expect(day.coins[0]!.price).toBe(20);
      expect(day.income).toBeCloseTo(6.912, 12);
      expect(day.electricCharge).toBeCloseTo(2.4, 12);
      expect(day.net).toBeCloseTo(4.512, 12);
    }
    expect(p.days[0]!.balance).toBeCloseTo(-2000 + 4.512, 9);
    expect(p.days[9]!.balance).toBeCloseTo(-2000 + 45.12, 9);
  });

  it('agrees with the formulas: payback, income table, first-day figures', () => {
    const r = calculate(machine, [coin]);
    expect(p.paybackDays).toBeCloseTo(r.pay_for_itself_time!, 6);
    // 443.26 days: paid back during day 444, which is 2026-01-01 + 443.
    expect(p.paybackDate).toBe('2027-03-20');
    expect(p.firstDay.coins[0]!.shutdown).toBeCloseTo(6.9444444444, 9);
    expect(p.incomeTable.map((row) => row.net)).toEqual(
      [1, 7, 30, 365].map((n) => expect.closeTo(4.512 * n, 6) as unknown as number),
    );
    expect(p.incomeTable[3]!.output[0]!.amount).toBeCloseTo(0.3456 * 365, 9);
    expect(p.totals.net).toBeCloseTo(4.512 * 731, 6);
    expect(p.totals.income).toBeCloseTo(6.912 * 731, 6);
    expect(p.totals.electricCharge).toBeCloseTo(2.4 * 731, 6);
    expect(p.notices).toEqual([]);
  });
});

describe('the professional extras', () => {
  it('takes the pool fee off the output', () => {
    const p = project(machine, [coin], { ...flat, poolFeePercent: 2 });
    expect(p.days[0]!.coins[0]!.output).toBeCloseTo(0.3456 * 0.98, 12);
    expect(p.firstDay.coins[0]!.output_day_coin).toBeCloseTo(0.3456 * 0.98, 12);
    expect(p.paybackDays).toBeCloseTo(2000 / (6.912 * 0.98 - 2.4), 6);
  });

  it('grows the network hashrate monthly, so each day mines less', () => {
    const p = project(machine, [coin], { ...flat, networkGrowthPercent: 10 });
    expect(p.days[0]!.coins[0]!.output).toBeCloseTo(0.3456, 12);
    // One average month on, the network is 10 % larger.
    expect(p.days[365]!.coins[0]!.output).toBeCloseTo(0.3456 / 1.1 ** (365 / DAYS_PER_MONTH), 12);
    expect(p.days[365]!.coins[0]!.output).toBeLessThan(0.3456 / 3);
    // At 10 % a month the farm never earns its 2000 USD back.
    expect(p.paybackDays).toBeNull();
    const slow = project(machine, [coin], { ...flat, networkGrowthPercent: 2 });
    expect(slow.paybackDays).toBeGreaterThan(443.27);
  });

  it('says from which day the electricity costs more than the farm earns', () => {
    // Income falls below 2.4 USD when 1.1^(i / 30.436875) > 2.88: from day 338.
    const p = project(machine, [coin], { ...flat, networkGrowthPercent: 10 });
    expect(p.days[337]!.net).toBeGreaterThan(0);
    expect(p.days[338]!.net).toBeLessThan(0);
    expect(p.notices).toEqual([{ kind: 'unprofitable', time: '2026-12-05', days: 338 }]);
  });

  it('can let the network shrink too', () => {
    const p = project(machine, [coin], { ...flat, networkGrowthPercent: -5 });
    expect(p.paybackDays).toBeLessThan(443.26);
  });

  it('changes the coin price monthly', () => {
    const p = project(machine, [coin], { ...flat, priceChangePercent: -5 });
    expect(p.days[0]!.coins[0]!.price).toBe(20);
    expect(p.days[300]!.coins[0]!.price).toBeCloseTo(20 * 0.95 ** (300 / DAYS_PER_MONTH), 9);
  });

  it('counts the payback from the arrival day, with no power drawn before it', () => {
    const p = project(machine, [coin], { ...flat, arrival: new Date('2026-01-11T12:00:00Z') });
    expect(p.arrivalIndex).toBe(10);
    for (const day of p.days.slice(0, 10)) {
      expect(day).toMatchObject({ mining: false, income: 0, electricCharge: 0, net: 0, balance: -2000 });
    }
    expect(p.days[10]!.mining).toBe(true);
    expect(p.paybackDays).toBeCloseTo(443.2624113, 6);
    expect(p.paybackDate).toBe('2027-03-30');
    expect(p.incomeTable[0]!.income).toBeCloseTo(6.912, 12);
  });

  it('treats an arrival in the past as today', () => {
    expect(project(machine, [coin], { ...flat, arrival: new Date('2025-12-01T00:00:00Z') }).arrivalIndex).toBe(0);
  });

  it('still finds the payback when the machines arrive after the range', () => {
    const p = project(machine, [coin], { ...flat, arrival: new Date('2028-03-01T00:00:00Z') });
    expect(p.days.every((d) => !d.mining)).toBe(true);
    expect(p.paybackDays).toBeCloseTo(443.2624113, 6);
    expect(p.incomeTable[3]!.net).toBeCloseTo(4.512 * 365, 6);
  });

  it('halves the reward from the halving block on, and says when', () => {
    // 5 days of 8640 blocks ahead.
    const halving = { ...coin, rewardEvents: [{ height: 1_000_000 + 5 * 8640, reward: 1 }] };
    const p = project(machine, [halving], flat);
    expect(p.days[4]!.coins[0]!.output).toBeCloseTo(0.3456, 12);
    expect(p.days[5]!.coins[0]!.output).toBeCloseTo(0.1728, 12);
    expect(p.notices).toEqual([
      { kind: 'rewardChange', coinName: 'ETC', height: 1_043_200, reward: 1, time: '2026-01-06', days: 5 },
    ]);
  });

  it('does not announce a halving beyond the range', () => {
    const later = { ...coin, rewardEvents: [{ height: 1_000_000 + 800 * 8640, reward: 1 }] };
    expect(project(machine, [later], flat).notices).toEqual([]);
  });

  it('stops mining an Ethash coin the day its DAG outgrows the memory, and warns', () => {
    // 8 GiB is outgrown at block 26,910,000: three days of 8640 blocks ahead.
    const eth: ProjectedCoin = { ...coin, dagRule: 'ethash', height: 26_910_000 - 3 * 8640 };
    const p = project(machine, [eth], { ...flat, memoryGiB: 8 });
    expect(p.days[2]!.mining).toBe(true);
    expect(p.days[3]).toMatchObject({ mining: false, income: 0, electricCharge: 0 });
    expect(p.paybackDays).toBeNull();
    expect(p.paybackDate).toBeNull();
    expect(p.notices).toEqual([
      { kind: 'dagLimit', coinName: 'ETC', memoryGiB: 8, time: '2026-01-04', days: 3, block: 26_910_000 },
    ]);
  });

  it('warns at once when the DAG is already too large for the machine', () => {
    const eth: ProjectedCoin = { ...coin, dagRule: 'ethash', height: 20_000_000 };
    const p = project(machine, [eth], { ...flat, memoryGiB: 4 });
    expect(p.days.every((d) => !d.mining)).toBe(true);
    expect(p.notices).toEqual([
      { kind: 'dagLimit', coinName: 'ETC', memoryGiB: 4, time: 'Passed', days: 0, block: 11_550_000 },
    ]);
  });

  it('says nothing when the DAG fits for the whole range, or the memory is unknown', () => {
    const eth: ProjectedCoin = { ...coin, dagRule: 'ethash', height: 20_000_000 };
    expect(project(machine, [eth], { ...flat, memoryGiB: 8 }).notices).toEqual([]);
    expect(project(machine, [eth], { ...flat, memoryGiB: null }).days[0]!.mining).toBe(true);
  });

  it('keeps mining the coin that still fits when another outgrows the memory', () => {
    const eth: ProjectedCoin = { ...coin, dagRule: 'ethash', height: 20_000_000 };
    const other: ProjectedCoin = { ...coin, coinName: 'OTHER' };
    const p = project(machine, [eth, other], { ...flat, memoryGiB: 4 });
    expect(p.days[0]!.mining).toBe(true);
    expect(p.days[0]!.coins[0]!.output).toBe(0);
    expect(p.days[0]!.coins[1]!.output).toBeCloseTo(0.3456, 12);
    expect(p.days[0]!.electricCharge).toBeCloseTo(2.4, 12);
  });

  it('free machines pay back on the arrival day', () => {
    const p = project({ ...machine, devicePrice: 0 }, [coin], { ...flat, arrival: new Date('2026-01-11T00:00:00Z') });
    expect(p.paybackDays).toBe(0);
    expect(p.paybackDate).toBe('2026-01-11');
  });

  it('has no payback when the farm loses money', () => {
    const p = project({ ...machine, electricityPrice: 0.5 }, [coin], flat);
    expect(p.paybackDays).toBeNull();
    expect(p.days[730]!.balance).toBeCloseTo(-2000 - 5.088 * 731, 6);
    expect(p.notices).toEqual([{ kind: 'unprofitable', time: '2026-01-01', days: 0 }]);
  });

  it('looks for the payback only within the horizon', () => {
    // At least the range and a year of mining are always projected (the income table needs it).
    expect(project(machine, [coin], { ...flat, horizonDays: 100, end: now }).paybackDays).toBeNull();
    expect(project(machine, [coin], { ...flat, horizonDays: 500, end: now }).paybackDays).toBeCloseTo(443.26, 2);
  });

  it('answers the same payback and year of income whatever the range shows', () => {
    // Past the range the projection stops once the payback and 365 mining days are known.
    const growing = { ...flat, networkGrowthPercent: 3, priceChangePercent: 1 };
    const week = project(machine, [coin], { ...growing, end: new Date('2026-01-07T00:00:00Z') });
    const long = project(machine, [coin], { ...growing, end: new Date('2029-01-01T00:00:00Z') });
    expect(week.days).toHaveLength(7);
    expect(week.paybackDays).not.toBeNull();
    expect(week.paybackDays).toBe(long.paybackDays);
    expect(week.paybackDate).toBe(long.paybackDate);
    expect(week.incomeTable).toEqual(long.incomeTable);
    expect(week.days).toEqual(long.days.slice(0, 7));
  });

  it('always has at least today in the range', () => {
    expect(project(machine, [coin], { ...flat, end: new Date('2025-06-01T00:00:00Z') }).days).toHaveLength(1);
  });
});
