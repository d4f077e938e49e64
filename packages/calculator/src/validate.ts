/**
 * The calculator's input rules (spec section 5): hashrate and power above 0; the network power
 * above 0 where a network figure is used; for a single coin, its estimated profit and price above 0.
 * A failure answers with the spec's generic error and its numeric suffix: none, 2, 3 or 4.
 */

export type CalculatorErrorSuffix = '' | '2' | '3' | '4';

export interface CalculatorInputError {
  suffix: CalculatorErrorSuffix;
  /** The input to point at. */
  field: 'hashrate' | 'power' | 'networkHashrate' | 'estimatedProfit' | 'price';
}

export interface CalculatorValidationInput {
  hashrate: number;
  power: number;
  isMultiCoin: boolean;
  /** The network-power slider (the first coin's network for merged mining). */
  networkHashrate: number;
  /** Every coin's network figure, for merged mining; each must be above 0 too. */
  otherNetworkHashrates?: readonly number[];
  estimatedProfit: number;
  price: number;
}

// `!(x > 0)` rather than `x <= 0`: an empty or garbled input is NaN, which fails every comparison.
const positive = (x: number) => x > 0;

export function validateCalculatorInput(input: CalculatorValidationInput): CalculatorInputError | null {
  if (!positive(input.hashrate)) return { suffix: '', field: 'hashrate' };
  if (!positive(input.power)) return { suffix: '', field: 'power' };
  if (!positive(input.networkHashrate) || !(input.otherNetworkHashrates ?? []).every(positive)) {
    return { suffix: '2', field: 'networkHashrate' };
  }
  if (input.isMultiCoin) return null;
  if (!positive(input.estimatedProfit)) return { suffix: '3', field: 'estimatedProfit' };
  if (!positive(input.price)) return { suffix: '4', field: 'price' };
  return null;
}
