import { z } from 'zod';
import { adminId, adminInt, adminNumber, defineAdminCall, emptyRequest, isoTime } from './call.ts';

// Calculator data (docs/backoffice.md section 5): the coins' figures the profitability calculator starts
// from, and the machines it lists. The shop's `calculator/getData` answers the change at once.

/** The units of `@hashforge/calculator` (the contract package does not depend on it). */
const unit = z.enum(['H', 'KH', 'MH', 'GH', 'TH', 'PH', 'EH'], { message: 'A unit such as TH or PH' });
const positive = adminNumber('Must be more than 0').positive('Must be more than 0');

export const coinRow = z.object({
  coinName: z.string(),
  name: z.string(),
  algorithm: z.string(),
  isMultiCoin: z.boolean(),
  usdPrice: z.number(),
  networkHashrate: z.number(),
  networkHashrateUnit: z.string(),
  blockReward: z.number(),
  blockTime: z.number(),
  currentHeight: z.number().int(),
  estimatedProfit: z.number(),
  /** When the figures were taken (a refresh, or staff's edit). */
  updateTime: isoTime,
});

const listCoins = defineAdminCall({
  path: 'coins/list',
  permission: 'calculator.write',
  mutates: false,
  summary: "Every coin's figures, in the calculator's order",
  request: emptyRequest,
  response: z.object({ list: z.array(coinRow) }),
});

const updateCoin = defineAdminCall({
  path: 'coins/update',
  permission: 'calculator.write',
  mutates: true,
  summary:
    "Set a coin's price, network hashrate, block reward, block time or height; its profit and slider ranges follow",
  request: z.object({
    coinName: z.string().trim().min(1).max(32),
    usdPrice: positive.optional(),
    networkHashrate: positive.optional(),
    networkHashrateUnit: unit.optional(),
    blockReward: positive.optional(),
    blockTime: positive.optional(),
    currentHeight: adminInt().nonnegative().optional(),
  }),
  response: coinRow,
});

const refreshCoins = defineAdminCall({
  path: 'coins/refresh',
  permission: 'calculator.write',
  mutates: true,
  summary: 'Run the coin-data job now: fetch COIN_DATA_URL and apply it',
  request: emptyRequest,
  response: z.object({ updated: z.array(z.string()), ignored: z.array(z.string()), stale: z.array(z.string()) }),
});

export const calculatorProductRow = z.object({
  id: z.number().int(),
  name: z.string(),
  power: z.number(),
  hashrate: z.number(),
  hashrateUnit: z.string(),
  algorithm: z.string(),
  price: z.number(),
  productCode: z.string().nullable(),
  sort: z.number().int(),
});

const listCalculatorProducts = defineAdminCall({
  path: 'calculator/products/list',
  permission: 'calculator.write',
  mutates: false,
  summary: 'The machines the calculator lists',
  request: emptyRequest,
  response: z.object({ list: z.array(calculatorProductRow) }),
});

const updateCalculatorProduct = defineAdminCall({
  path: 'calculator/products/update',
  permission: 'calculator.write',
  mutates: true,
  summary: "A machine's name, power, hashrate, price or order in the calculator",
  request: z.object({
    id: adminId,
    name: z.string().trim().min(1).max(200).optional(),
    power: positive.optional(),
    hashrate: positive.optional(),
    hashrateUnit: unit.optional(),
    price: adminNumber().nonnegative().optional(),
    productCode: z.string().trim().max(64).nullable().optional(),
    sort: adminInt().optional(),
  }),
  response: calculatorProductRow,
});

export const calculatorDesk = {
  listCoins,
  updateCoin,
  refreshCoins,
  listProducts: listCalculatorProducts,
  updateProduct: updateCalculatorProduct,
} as const;
