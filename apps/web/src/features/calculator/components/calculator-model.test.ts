import type { CalculatorCoin, CalculatorCoinFigures, CalculatorProduct } from '@hashforge/contract';
import { msg } from '@hashforge/contract';
import { describe, expect, it } from 'vitest';
import {
  type CalculatorData,
  evaluate,
  groupNotices,
  initialInputs,
  inputsFromSearch,
  inputsToSearch,
  numberText,
  stepElectricity,
} from './calculator-model.ts';

const figures = (over: Partial<CalculatorCoinFigures>): CalculatorCoinFigures => ({
  coinName: 'ETC',
  name: 'Ethereum Classic',
  icon: '/coins/etc.svg',
  algorithm: 'Etchash',
  USDPrice: 20,
  networkHashrate: 100,
  network_hashrate_unit: 'TH',
  blockReward: 2,
  blockTime: 10,
  currentHeight: 26_000_000,
  halvings: [],
  dagRule: null,
  dag: null,
  dagSize: null,
  updatedAt: '2026-11-15T00:00:00.000Z',
  ...over,
});

function coin(f: CalculatorCoinFigures, over: Partial<CalculatorCoin> = {}): CalculatorCoin {
  return {
    ...f,
    isMultiCoin: 0,
    hashrateUnit: 'MH',
    estimated_profit: 0.003456,
    coinList: [f],
    priceRange: { maxPrice: 60 },
    powerRange: { maxPower: 300 },
    ...over,
  };
}

const product = (over: Partial<CalculatorProduct>): CalculatorProduct => ({
  id: 7,
  name: 'HF-X4-Q 1G',
  power: 500,
  hashrate: 1000,
  hashrateUnit: 'MH',
  algorithm: 'Etchash',
  memory: 8,
  price: '2199.00',
  productCode: 'HF-X4-Q',
  ...over,
});

const data: CalculatorData = {
  productList: [
    product({ id: 3, name: 'HF-S21', algorithm: 'SHA-256', hashrateUnit: 'TH', hashrate: 200 }),
    product({}),
  ],
  coinData: [coin(figures({}))],
};
const now = new Date('2026-11-21T00:00:00Z');

describe('calculator defaults (docs/domain.md S9)', () => {
  it('preselects machine 7 and its coin, price 0, 1 machine, 0.05 USD/kWh, today to +730 days, sliders at a third', () => {
    const inputs = initialInputs(data, now);
    expect(inputs).toMatchObject({
      deviceId: 7,
      coinName: 'ETC',
      devicePrice: '0',
      machines: '1',
      electricity: '0.05',
      from: '2026-11-21',
      to: '2028-11-20',
      hashrate: '1000',
      memory: '8',
    });
    expect(inputs.coinPrice).toBe(20);
    expect(inputs.networkHashrate).toBe(100);
  });

  it('steps the electricity by 0.1 and never below 0', () => {
    expect(stepElectricity('0.05', 1)).toBe('0.15');
    expect(stepElectricity('0.15', -1)).toBe('0.05');
    expect(stepElectricity('0.05', -1)).toBe('0');
    expect(stepElectricity('', 1)).toBe('0.1');
    expect(numberText(0.1 + 0.2)).toBe('0.3');
  });
});

describe('evaluate', () => {
  it('computes the hand-checked farm: 2 x 1000 MH/s, 500 W, 0.10 USD/kWh, 1000 USD each', () => {
    const inputs = { ...initialInputs(data, now), machines: '2', electricity: '0.1', devicePrice: '1000' };
    const outcome = evaluate(inputs, data, 'payback', now);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.value.result.net_income).toBeCloseTo(4.512, 9);
    expect(outcome.value.paybackDays).toBeCloseTo(443.2624, 3);
    expect(outcome.value.paybackDate).toBe('2028-02-07');
    expect(outcome.value.projection.days).toHaveLength(731);
  });

  it('answers the generic error and its suffix', () => {
    const base = initialInputs(data, now);
    const suffix = (over: object) => {
      const outcome = evaluate({ ...base, ...over }, data, 'payback', now);
      return outcome.ok ? null : outcome.message;
    };
    expect(suffix({ hashrate: '' })).toBe(msg.calculatorInvalid(''));
    expect(suffix({ power: '0' })).toBe(msg.calculatorInvalid(''));
    expect(suffix({ networkHashrate: 0 })).toBe(msg.calculatorInvalid('2'));
    expect(suffix({ coinPrice: 0 })).toBe(msg.calculatorInvalid('4'));
    const noProfit: CalculatorData = { ...data, coinData: [coin(figures({}), { estimated_profit: 0 })] };
    const outcome = evaluate(base, noProfit, 'payback', now);
    expect(outcome.ok ? null : outcome.message).toBe(msg.calculatorInvalid('3'));
  });
});

describe('the shareable professional state', () => {
  it('round-trips through the URL', () => {
    const inputs = {
      ...initialInputs(data, now),
      poolFee: '2',
      arrival: '2026-12-12',
      sendCycleId: 4,
      coinPrice: 21.5,
    };
    const params = inputsToSearch(inputs);
    expect(params.get('fee')).toBe('2');
    expect(inputsFromSearch(new URLSearchParams(params.toString()), initialInputs(data, now), data)).toEqual(inputs);
  });

  it('ignores what it cannot trust and keeps the defaults', () => {
    const defaults = initialInputs(data, now);
    expect(inputsFromSearch(new URLSearchParams('fee=2'), defaults, data)).toBeNull();
    const parsed = inputsFromSearch(
      new URLSearchParams('c=ETC&d=99&p=abc&e=0.07&from=2026-02-31&u=ZH&cp=1e999&sc=-1'),
      defaults,
      data,
    );
    expect(parsed).toMatchObject({
      deviceId: 7,
      power: '500',
      electricity: '0.07',
      from: defaults.from,
      hashrateUnit: 'MH',
    });
    expect(parsed?.coinPrice).toBe(20);
    expect(parsed?.sendCycleId).toBeNull();
  });
});

describe('professional notices', () => {
  it("shows a coin's reward steps as one notice with the rest counted", () => {
    const step = (i: number) => ({
      kind: 'rewardChange' as const,
      coinName: 'KAS',
      height: 1000 + i,
      reward: 2 - i / 10,
      time: `2027-0${i}-01`,
      days: 30 * i,
    });
    const grouped = groupNotices([
      step(1),
      { kind: 'unprofitable', time: '2027-05-01', days: 160 },
      step(2),
      step(3),
      { ...step(4), coinName: 'BTC' },
    ]);
    expect(grouped.map((n) => n.kind)).toEqual(['rewardChange', 'unprofitable', 'rewardChange']);
    const kas = grouped[0] as Extract<(typeof grouped)[number], { kind: 'rewardChange' }>;
    expect(kas.more.map((n) => n.height)).toEqual([1002, 1003]);
  });
});
