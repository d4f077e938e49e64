import { estimatedProfit, type HashrateUnit, type RewardEvent } from '../../packages/calculator/src/index.ts';
import type { SeedStep } from './seed-step.ts';

/**
 * The calculators' coins and machines.
 *
 * Coin figures are a snapshot taken on SNAPSHOT_AT (prices, network hashrates, heights, rewards of
 * that week). `updatedAt` is the snapshot's time, not the seeding time, so the page's "last updated"
 * note tells the truth; the API moves each height on by the time since, and a configured
 * `COIN_DATA_URL` replaces the figures within minutes of starting. Slider maxima are three times the
 * current figure, so the sliders open on today's price and network (they start at a third).
 *
 * Block rewards are what a miner is paid per block (no fees, no uncles): BTC 3.125 since April 2024,
 * LTC 6.25 since August 2023, ZEC 1.25 (80 % of 1.5625 since November 2024), ETC 1.6384 in
 * ECIP-1017 era 6 (blocks 25,000,001 to 30,000,000), Kaspa per block at 10 blocks a second on its
 * monthly chromatic schedule.
 */
export const SNAPSHOT_AT = new Date('2026-11-15T00:00:00Z');

interface SeedCoin {
  coinName: string;
  name: string;
  algorithm: string;
  hashrateUnit: HashrateUnit;
  usdPrice: number;
  networkHashrate: number;
  networkHashrateUnit: HashrateUnit;
  blockReward: number;
  blockTime: number;
  currentHeight: number;
  dagRule?: 'ethash' | 'etchash';
  halvings?: RewardEvent[];
}

/** Kaspa's reward falls by a factor of 2^(1/12) every month: the next three years of steps. */
function kaspaMonthlySteps(height: number, reward: number, months: number): RewardEvent[] {
  const blocksPerMonth = Math.round((365.25 / 12) * 86_400 * 10);
  return Array.from({ length: months }, (_, i) => ({
    height: height + (i + 1) * blocksPerMonth,
    reward: Number((reward * 2 ** (-(i + 1) / 12)).toFixed(6)),
  }));
}

const KAS_HEIGHT = 592_800_000;
const KAS_REWARD = 1.9445;

export const seedCoins: SeedCoin[] = [
  {
    coinName: 'ETC',
    name: 'Ethereum Classic',
    algorithm: 'Etchash',
    hashrateUnit: 'MH',
    usdPrice: 16.4,
    networkHashrate: 186,
    networkHashrateUnit: 'TH',
    blockReward: 1.6384,
    blockTime: 13.2,
    currentHeight: 25_884_000,
    dagRule: 'etchash',
    halvings: [
      { height: 30_000_001, reward: 1.31072 },
      { height: 35_000_001, reward: 1.048576 },
    ],
  },
  {
    coinName: 'BTC',
    name: 'Bitcoin',
    algorithm: 'SHA-256',
    hashrateUnit: 'TH',
    usdPrice: 91_500,
    networkHashrate: 1_060,
    networkHashrateUnit: 'EH',
    blockReward: 3.125,
    blockTime: 600,
    currentHeight: 975_600,
    halvings: [
      { height: 1_050_000, reward: 1.5625 },
      { height: 1_260_000, reward: 0.78125 },
    ],
  },
  {
    coinName: 'LTC',
    name: 'Litecoin',
    algorithm: 'Scrypt',
    hashrateUnit: 'GH',
    usdPrice: 86.5,
    networkHashrate: 2.95,
    networkHashrateUnit: 'PH',
    blockReward: 6.25,
    blockTime: 150,
    currentHeight: 3_211_500,
    halvings: [{ height: 3_360_000, reward: 3.125 }],
  },
  {
    coinName: 'DOGE',
    name: 'Dogecoin',
    algorithm: 'Scrypt',
    hashrateUnit: 'GH',
    usdPrice: 0.168,
    networkHashrate: 2.82,
    networkHashrateUnit: 'PH',
    blockReward: 10_000,
    blockTime: 60,
    currentHeight: 6_012_000,
  },
  {
    coinName: 'KAS',
    name: 'Kaspa',
    algorithm: 'kHeavyHash',
    hashrateUnit: 'TH',
    usdPrice: 0.064,
    networkHashrate: 470,
    networkHashrateUnit: 'PH',
    blockReward: KAS_REWARD,
    blockTime: 0.1,
    currentHeight: KAS_HEIGHT,
    halvings: kaspaMonthlySteps(KAS_HEIGHT, KAS_REWARD, 36),
  },
  {
    coinName: 'ZEC',
    name: 'Zcash',
    algorithm: 'Equihash',
    hashrateUnit: 'KH',
    usdPrice: 212,
    networkHashrate: 13.4,
    networkHashrateUnit: 'GH',
    blockReward: 1.25,
    blockTime: 75,
    currentHeight: 3_558_200,
    halvings: [{ height: 4_406_400, reward: 0.625 }],
  },
  {
    coinName: 'ETHW',
    name: 'EthereumPoW',
    algorithm: 'Ethash',
    hashrateUnit: 'MH',
    usdPrice: 1.18,
    networkHashrate: 0.62,
    networkHashrateUnit: 'TH',
    blockReward: 2,
    blockTime: 13.5,
    currentHeight: 25_276_000,
    dagRule: 'ethash',
  },
];

/** Merged mining: Scrypt machines earn LTC and DOGE from the same work. */
export const seedMergedCoins = [
  {
    coinName: 'LTC+DOGE',
    name: 'Litecoin + Dogecoin',
    algorithm: 'Scrypt',
    hashrateUnit: 'GH',
    coinList: ['LTC', 'DOGE'],
  },
] as const;

/** The order of the coin picker: ETC first, the coin of the preselected machine. */
const COIN_ORDER = ['ETC', 'BTC', 'LTC+DOGE', 'LTC', 'DOGE', 'KAS', 'ZEC', 'ETHW'];

interface SeedProduct {
  id: number;
  name: string;
  algorithm: string;
  hashrate: number;
  hashrateUnit: HashrateUnit;
  power: number;
  memoryGb?: number;
  price: number;
  /** The catalogue product (prisma/seed/data/products.ts) this machine is sold as. */
  productCode: string | null;
}

/**
 * Machines of the calculator, ids explicit. They are the catalogue's machines with its names,
 * figures and spot prices, for every algorithm the calculator has a coin for (the Blake3 AL3 is
 * left out until ALPH figures are kept). Id 7, preselected, is the HF-X4-Q: the catalogue's
 * best-selling Etchash machine, 8 GB, so the page opens on ETC with its DAG table. Id 10 is a
 * discontinued 5 GB model that buyers still run: ETC's DAG outgrows it in about two years, which is
 * what the professional calculator's DAG warning is for.
 */
export const seedProducts: SeedProduct[] = [
  {
    id: 1,
    name: 'HF-S21 Forge 200T',
    algorithm: 'SHA-256',
    hashrate: 200,
    hashrateUnit: 'TH',
    power: 3500,
    price: 3899,
    productCode: 'HF-S21-FORGE',
  },
  {
    id: 2,
    name: 'HF-S21 Hydro 335T',
    algorithm: 'SHA-256',
    hashrate: 335,
    hashrateUnit: 'TH',
    power: 5360,
    price: 6499,
    productCode: 'HF-S21-HYDRO',
  },
  {
    id: 3,
    name: 'HF-L9 Titan 16G',
    algorithm: 'Scrypt',
    hashrate: 16,
    hashrateUnit: 'GH',
    power: 3360,
    price: 5199,
    productCode: 'HF-L9-TITAN',
  },
  {
    id: 4,
    name: 'HF-KS5 Pulse 21T',
    algorithm: 'kHeavyHash',
    hashrate: 21,
    hashrateUnit: 'TH',
    power: 3150,
    price: 2399.5,
    productCode: 'HF-KS5-PULSE',
  },
  {
    id: 5,
    name: 'HF-Z15 Prime 840K',
    algorithm: 'Equihash',
    hashrate: 840,
    hashrateUnit: 'KH',
    power: 2780,
    price: 4290,
    productCode: 'HF-Z15-PRIME',
  },
  {
    id: 6,
    name: 'HF-X4 Mini 520M',
    algorithm: 'Etchash',
    hashrate: 520,
    hashrateUnit: 'MH',
    power: 240,
    memoryGb: 6,
    price: 1299,
    productCode: 'HF-X4-MINI',
  },
  {
    id: 7,
    name: 'HF-X4-Q 1G',
    algorithm: 'Etchash',
    hashrate: 1000,
    hashrateUnit: 'MH',
    power: 480,
    memoryGb: 8,
    price: 2199,
    productCode: 'HF-X4-Q',
  },
  {
    id: 8,
    name: 'HF-X4-1U 2.5G',
    algorithm: 'Etchash',
    hashrate: 2500,
    hashrateUnit: 'MH',
    power: 1200,
    memoryGb: 8,
    price: 4599,
    productCode: 'HF-X4-1U',
  },
  {
    id: 9,
    name: 'HF-X4 Server 6G',
    algorithm: 'Etchash',
    hashrate: 6000,
    hashrateUnit: 'MH',
    power: 3000,
    memoryGb: 8,
    price: 11800,
    productCode: 'HF-X4-SERVER',
  },
  {
    id: 10,
    name: 'HF-E5 Classic 400M (discontinued)',
    algorithm: 'Etchash',
    hashrate: 400,
    hashrateUnit: 'MH',
    power: 210,
    memoryGb: 5,
    price: 0,
    productCode: null,
  },
];

function engineCoin(c: SeedCoin) {
  return {
    coinName: c.coinName,
    price: c.usdPrice,
    networkHashrate: c.networkHashrate,
    networkHashrateUnit: c.networkHashrateUnit,
    blockReward: c.blockReward,
    blockTime: c.blockTime,
  };
}

export const calculatorStep: SeedStep = {
  name: 'calculator',
  async run({ prisma }) {
    const sort = (coinName: string) => COIN_ORDER.indexOf(coinName) + 1;
    const byName = new Map(seedCoins.map((c) => [c.coinName, c]));
    for (const c of seedCoins) {
      await prisma.calculatorCoin.upsert({
        where: { coinName: c.coinName },
        update: {},
        create: {
          coinName: c.coinName,
          name: c.name,
          icon: `/coins/${c.coinName.toLowerCase()}.svg`,
          algorithm: c.algorithm,
          isMultiCoin: 0,
          hashrateUnit: c.hashrateUnit,
          usdPrice: c.usdPrice,
          estimatedProfit: estimatedProfit([engineCoin(c)], c.hashrateUnit),
          networkHashrate: c.networkHashrate,
          networkHashrateUnit: c.networkHashrateUnit,
          blockReward: c.blockReward,
          blockTime: c.blockTime,
          currentHeight: c.currentHeight,
          maxPrice: c.usdPrice * 3,
          maxPower: c.networkHashrate * 3,
          dagRule: c.dagRule ?? null,
          halvings: (c.halvings ?? []).map((e) => ({ height: e.height, reward: e.reward })),
          sort: sort(c.coinName),
          updatedAt: SNAPSHOT_AT,
        },
      });
    }
    for (const m of seedMergedCoins) {
      const parts = m.coinList.map((name) => byName.get(name)!);
      const primary = parts[0]!;
      await prisma.calculatorCoin.upsert({
        where: { coinName: m.coinName },
        update: {},
        create: {
          coinName: m.coinName,
          name: m.name,
          icon: '/coins/ltc-doge.svg',
          algorithm: m.algorithm,
          isMultiCoin: 1,
          coinList: [...m.coinList],
          hashrateUnit: m.hashrateUnit,
          estimatedProfit: estimatedProfit(parts.map(engineCoin), m.hashrateUnit),
          // Not read for merged entries (the API takes the coins' own rows); kept equal to the first coin's.
          usdPrice: primary.usdPrice,
          networkHashrate: primary.networkHashrate,
          networkHashrateUnit: primary.networkHashrateUnit,
          blockReward: primary.blockReward,
          blockTime: primary.blockTime,
          currentHeight: primary.currentHeight,
          maxPrice: primary.usdPrice * 3,
          maxPower: primary.networkHashrate * 3,
          sort: sort(m.coinName),
          updatedAt: SNAPSHOT_AT,
        },
      });
    }
    await prisma.calculatorProduct.createMany({
      data: seedProducts.map((p) => ({
        id: p.id,
        name: p.name,
        algorithm: p.algorithm,
        hashrate: p.hashrate,
        hashrateUnit: p.hashrateUnit,
        power: p.power,
        memoryGb: p.memoryGb ?? null,
        price: p.price,
        productCode: p.productCode,
        sort: p.id,
      })),
      skipDuplicates: true,
    });
  },
};
