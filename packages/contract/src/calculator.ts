import { z } from 'zod';
import { defineCall } from './call.ts';
import { intField, isoDate, isoDateTime, money } from './envelope.ts';
import { msg } from './messages.ts';

/**
 * Data of the two calculators (docs/domain.md S3, docs/contract.md section 6): the machines to pick from
 * and the coins with the figures the engine (`@hashforge/calculator`) needs. The storefront computes
 * the results itself from these; the DAG table and the halving dates are computed here by the same
 * engine from the coin's height, so every buyer sees the same dates.
 *
 * Units: a product's `hashrate` is in its `hashrateUnit`; a coin's `networkHashrate` and the network
 * slider's `powerRange.maxPower` are in `network_hashrate_unit`; `estimated_profit` is USD a day per
 * one `hashrateUnit` of the coin (e.g. per MH/s for ETC, per TH/s for BTC). Coin prices are market
 * rates (a DOGE is 0.18 USD), so they are numbers, not two-place money strings.
 */

export const hashrateUnit = z.enum(['H', 'KH', 'MH', 'GH', 'TH', 'PH', 'EH']);

/** Id -1 is the custom machine the buyer describes; the storefront adds it. */
export const CUSTOM_CALCULATOR_PRODUCT_ID = -1;
/** The machine preselected on load (docs/domain.md S3). */
export const DEFAULT_CALCULATOR_PRODUCT_ID = 7;

export const calculatorProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Watts per machine. */
  power: z.number(),
  hashrate: z.number(),
  hashrateUnit,
  algorithm: z.string(),
  /** Memory of the machine in GB (GiB), for the DAG check of Ethash-family coins; null when not relevant. */
  memory: z.number().nullable(),
  /** List price; the calculator starts at 0 and lets the buyer enter what they pay. */
  price: money,
  /** The shop's product this machine is sold as, for a link to its page; null when not sold here. */
  productCode: z.string().nullable(),
});
export type CalculatorProduct = z.infer<typeof calculatorProduct>;

export const dagCell = z.object({
  /** `YYYY-MM-DD` the DAG outgrows this memory, or `Passed`. */
  time: z.union([isoDate, z.literal('Passed')]),
  /** Calendar days (UTC) to go: 0 once passed, or when it happens later today. */
  days: z.number().int(),
  /** The block where it happens (or happened). */
  block: z.number().int(),
});
export type DagCellModel = z.infer<typeof dagCell>;

export const dagModel = z.object({ dag4g: dagCell, dag5g: dagCell, dag6g: dagCell, dag8g: dagCell });

export const halvingModel = z.object({
  height: z.number().int(),
  /** Block reward to the miner from `height` on. */
  reward: z.number(),
  /** Expected `YYYY-MM-DD`, from the current height and block time. */
  time: isoDate,
  days: z.number().int(),
});

/** One coin's own figures: what the engine mines with. */
export const coinFigures = z.object({
  coinName: z.string(),
  name: z.string(),
  icon: z.string(),
  algorithm: z.string(),
  USDPrice: z.number(),
  networkHashrate: z.number(),
  network_hashrate_unit: hashrateUnit,
  /** Coins per block to the miner. */
  blockReward: z.number(),
  /** Seconds per block. */
  blockTime: z.number(),
  /** Estimated height now: the recorded height moved on by the time since `updatedAt`. */
  currentHeight: z.number().int(),
  /** Reward changes still ahead (halvings, ETC's era steps), with their expected dates. */
  halvings: z.array(halvingModel),
  /** `ethash` or `etchash` for Ethash-family coins, whose DAG must fit in the machine's memory. */
  dagRule: z.enum(['ethash', 'etchash']).nullable(),
  /** The DAG table (4, 5, 6, 8 GB); null for coins without a DAG. */
  dag: dagModel.nullable(),
  /** Bytes of the DAG at the current height; null for coins without a DAG. */
  dagSize: z.number().int().nullable(),
  updatedAt: isoDateTime,
});

export const calculatorCoin = coinFigures.extend({
  /** 1 for merged mining (e.g. LTC + DOGE): the coins of `coinList` are mined together. */
  isMultiCoin: z.union([z.literal(0), z.literal(1)]),
  /** The unit machines of this coin are rated in; `estimated_profit` is per one of it. */
  hashrateUnit,
  /** USD a day per one `hashrateUnit`, summed over `coinList` for merged mining. */
  estimated_profit: z.number(),
  /**
   * The coins mined: for a single coin, the coin itself; for merged mining each coin, the first
   * being the one whose figures the top level repeats.
   */
  coinList: z.array(coinFigures),
  /** Price slider maximum, USD; the slider starts at a third of it, which is the current price. */
  priceRange: z.object({ maxPrice: z.number() }),
  /** Network-power slider maximum in `network_hashrate_unit`; starts at a third, the current network. */
  powerRange: z.object({ maxPower: z.number() }),
});
export type CalculatorCoin = z.infer<typeof calculatorCoin>;
export type CalculatorCoinFigures = z.infer<typeof coinFigures>;

export const getCalculatorDataRequest = z.object({
  /** 1 includes merged-mining entries (the storefront always sends 1). */
  isMultiCoin: intField(msg.isMultiCoinInvalid, { min: 0, max: 1 }).default(1),
});
export const getCalculatorData = defineCall({
  path: '/web/big/screen/calculator',
  auth: false,
  encrypted: false,
  summary: "The calculators' machines and coins, with DAG tables and halving dates computed from each coin's height",
  request: getCalculatorDataRequest,
  response: z.object({
    productList: z.array(calculatorProduct),
    coinData: z.array(calculatorCoin),
  }),
});

export const calculatorCalls = { getCalculatorData } as const;
