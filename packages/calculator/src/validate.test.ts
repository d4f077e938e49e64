import { describe, expect, it } from 'vitest';
import { type CalculatorValidationInput, validateCalculatorInput } from './validate.ts';

const valid: CalculatorValidationInput = {
  hashrate: 1950,
  power: 620,
  isMultiCoin: false,
  networkHashrate: 180,
  estimatedProfit: 0.0017,
  price: 18,
};

describe('calculator validation and its error suffixes', () => {
  it('accepts a complete single-coin input', () => {
    expect(validateCalculatorInput(valid)).toBeNull();
  });

  it('no suffix: hashrate or power not above 0', () => {
    expect(validateCalculatorInput({ ...valid, hashrate: 0 })).toEqual({ suffix: '', field: 'hashrate' });
    expect(validateCalculatorInput({ ...valid, hashrate: -5 })).toEqual({ suffix: '', field: 'hashrate' });
    expect(validateCalculatorInput({ ...valid, hashrate: Number.NaN })).toEqual({ suffix: '', field: 'hashrate' });
    expect(validateCalculatorInput({ ...valid, power: 0 })).toEqual({ suffix: '', field: 'power' });
    expect(validateCalculatorInput({ ...valid, power: Number.NaN })).toEqual({ suffix: '', field: 'power' });
  });

  it('suffix 2: network power not above 0', () => {
    expect(validateCalculatorInput({ ...valid, networkHashrate: 0 })).toEqual({
      suffix: '2',
      field: 'networkHashrate',
    });
    expect(validateCalculatorInput({ ...valid, isMultiCoin: true, otherNetworkHashrates: [2.4, 0] })).toEqual({
      suffix: '2',
      field: 'networkHashrate',
    });
  });

  it('suffix 3: a single coin without an estimated profit', () => {
    expect(validateCalculatorInput({ ...valid, estimatedProfit: 0 })).toEqual({
      suffix: '3',
      field: 'estimatedProfit',
    });
  });

  it('suffix 4: a single coin without a price', () => {
    expect(validateCalculatorInput({ ...valid, price: 0 })).toEqual({ suffix: '4', field: 'price' });
  });

  it('checks in the spec order: the first failing rule wins', () => {
    expect(validateCalculatorInput({ ...valid, hashrate: 0, networkHashrate: 0, price: 0 })?.suffix).toBe('');
    expect(validateCalculatorInput({ ...valid, networkHashrate: 0, price: 0 })?.suffix).toBe('2');
    expect(validateCalculatorInput({ ...valid, estimatedProfit: 0, price: 0 })?.suffix).toBe('3');
  });

  it('merged mining needs no single price or profit', () => {
    expect(
      validateCalculatorInput({
        ...valid,
        isMultiCoin: true,
        estimatedProfit: 0,
        price: 0,
        otherNetworkHashrates: [2.4],
      }),
    ).toBeNull();
  });
});
