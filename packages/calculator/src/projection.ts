import {
  addDays,
  type ChainPosition,
  DAY_MS,
  daysBetween,
  isoDate,
  type RewardEvent,
  rewardAt,
  startOfDay,
  upcomingRewardEvents,
} from './chain.ts';
import { type DagRule, dagCell, dagSizeAt, GIB, PASSED } from './dag.ts';
import {
  type CalculatorResult,
  type CoinFigures,
  calculate,
  coinOutputPerDay,
  dailyKwh,
  farmHashes,
  INCOME_PERIODS,
  type IncomeRow,
  type MachineInput,
} from './profit.ts';

/**
 * Day-by-day projection over a date range: what the professional calculator adds to the payback
 * one. The payback calculator's chart is the same projection with every extra at 0.
 *
 * - pool fee: a share of the output kept by the pool;
 * - network growth: the network hashrate (difficulty) compounds by this percentage a month;
 * - price change: the coin price compounds by this percentage a month;
 * - arrival: the machines mine from the day they arrive (a send cycle's delivery), not from today;
 *   the money is spent today, and payback is counted in mining days from the arrival;
 * - reward events: halvings (and ETC's era steps) cut the block reward from their height on;
 * - DAG memory: an Ethash-family coin earns nothing on a day its DAG no longer fits in the machine;
 *   when every coin stops, the machines are switched off and draw no power.
 */

/** Average month (365.2425 / 12 days), the unit of the growth and price-change rates. */
export const DAYS_PER_MONTH = 30.436875;
/** How far the projection runs to find a payback beyond the chart's range. */
export const DEFAULT_HORIZON_DAYS = 3650;

export interface ProjectedCoin extends CoinFigures {
  /** The chain's height at `now`. */
  height: number;
  rewardEvents?: readonly RewardEvent[];
  dagRule?: DagRule | null;
}

export interface ProjectionSettings {
  /** Now: the moment the coins' heights refer to. The range and the investment start on its day. */
  now: Date;
  /** Last day of the range, inclusive. */
  end: Date;
  /** Percent of the output kept by the pool (2 = 2 %). */
  poolFeePercent: number;
  /** Monthly change of the network hashrate, percent, above -100. */
  networkGrowthPercent: number;
  /** Monthly change of every coin's price, percent, above -100. */
  priceChangePercent: number;
  /** The day the machines start mining; today when absent or earlier. */
  arrival?: Date | null;
  /** Memory of one machine in GiB, for the DAG check; none when unknown. */
  memoryGiB?: number | null;
  horizonDays?: number;
}

export interface ProjectedCoinDay {
  coinName: string;
  output: number;
  price: number;
  income: number;
}

export interface ProjectionDay {
  date: string;
  /** The machines run this day (arrived, and at least one coin still fits in memory). */
  mining: boolean;
  coins: ProjectedCoinDay[];
  income: number;
  electricCharge: number;
  net: number;
  /** Net income so far minus the investment: crosses 0 on the payback day. */
  balance: number;
}

export type ProjectionNotice =
  | {
      kind: 'dagLimit';
      coinName: string;
      memoryGiB: number;
      /** Where the DAG outgrows the memory (or did). */
      block: number;
      /** `YYYY-MM-DD`, or `Passed` when the machine can no longer hold it today. */
      time: string;
      days: number;
    }
  | { kind: 'rewardChange'; coinName: string; height: number; reward: number; time: string; days: number }
  /** From this day on the machines cost more in power than they earn: a miner would switch them off. */
  | { kind: 'unprofitable'; time: string; days: number };

export interface Projection {
  /** One entry per day of the range, today first. */
  days: ProjectionDay[];
  /** Index in `days` of the first mining day (may lie beyond the range). */
  arrivalIndex: number;
  /** Mining days until the balance reaches 0; null when it does not within the horizon. */
  paybackDays: number | null;
  paybackDate: string | null;
  /** Figures of the first mining day (fee, growth and events applied): shutdown prices, pie chart. */
  firstDay: CalculatorResult;
  /** Totals of the first 1, 7, 30 and 365 mining days. */
  incomeTable: IncomeRow[];
  /** Income, electricity and net over the range. */
  totals: { income: number; electricCharge: number; net: number };
  notices: ProjectionNotice[];
}

function heightAt(coin: ProjectedCoin, now: Date, timeMs: number): number {
  return coin.height + (timeMs - now.getTime()) / 1000 / coin.blockTime;
}

export function project(
  machine: MachineInput,
  coins: readonly ProjectedCoin[],
  settings: ProjectionSettings,
): Projection {
  const today = startOfDay(settings.now);
  const rangeDays = Math.max(1, daysBetween(today, settings.end) + 1);
  const arrivalIndex = settings.arrival ? Math.max(0, daysBetween(today, settings.arrival)) : 0;
  const totalDays = Math.max(rangeDays, arrivalIndex + 365, settings.horizonDays ?? DEFAULT_HORIZON_DAYS);
  const keep = 1 - settings.poolFeePercent / 100;
  const networkGrowth = 1 + settings.networkGrowthPercent / 100;
  const priceChange = 1 + settings.priceChangePercent / 100;
  const hashes = farmHashes(machine);
  const electricPerDay = dailyKwh(machine.power, machine.machines) * machine.electricityPrice;
  const memoryBytes = settings.memoryGiB ? settings.memoryGiB * GIB : null;
  const investment = machine.devicePrice * machine.machines;

  /** Each coin's figures on day `i`: network and price compounded, reward after the events passed. */
  const coinsOn = (i: number): { coin: ProjectedCoin; figures: CoinFigures; fits: boolean }[] => {
    const months = i / DAYS_PER_MONTH;
    const dayStartMs = today.getTime() + i * DAY_MS;
    const priceFactor = priceChange ** months;
    const networkFactor = networkGrowth ** months;
    return coins.map((coin) => {
      const height = heightAt(coin, settings.now, dayStartMs);
      const fits = !(coin.dagRule && memoryBytes !== null && dagSizeAt(coin.dagRule, height) > memoryBytes);
      return {
        coin,
        fits,
        figures: {
          ...coin,
          price: coin.price * priceFactor,
          networkHashrate: coin.networkHashrate * networkFactor,
          blockReward: rewardAt(coin.blockReward, coin.rewardEvents ?? [], height),
        },
      };
    });
  };

  const days: ProjectionDay[] = [];
  let balance = -investment;
  let paybackDays: number | null = investment <= 0 ? 0 : null;
  const minedDays: ProjectionDay[] = [];
  let unprofitableFrom: number | null = null;
  for (let i = 0; i < totalDays; i++) {
    // Past the range, a day matters only to the payback (still unknown) and the first 365 mining days
    // (the income table): once both are settled the rest of the horizon changes nothing. A phone
    // computes this on the calculator's first render, so the 3650-day horizon is walked only when needed.
    if (i >= rangeDays && paybackDays !== null && minedDays.length >= 365) break;
    const arrived = i >= arrivalIndex;
    const figuresToday = coinsOn(i);
    const mining = arrived && figuresToday.some((c) => c.fits);
    const coinDays = figuresToday.map(({ figures, fits }) => {
      const output = mining && fits ? coinOutputPerDay(hashes, figures) * keep : 0;
      return { coinName: figures.coinName, output, price: figures.price, income: output * figures.price };
    });
    const income = coinDays.reduce((sum, c) => sum + c.income, 0);
    const electricCharge = mining ? electricPerDay : 0;
    const net = income - electricCharge;
    const before = balance;
    balance += net;
    if (paybackDays === null && balance >= 0) {
      // The part of this day needed to close the gap, so a flat projection agrees with investment / net.
      paybackDays = i - arrivalIndex + -before / net;
    }
    if (mining && net < 0 && unprofitableFrom === null) unprofitableFrom = i;
    const inRange = i < rangeDays;
    const counted = arrived && minedDays.length < 365;
    if (!inRange && !counted) continue;
    const day: ProjectionDay = {
      // Only days kept get their date (toISOString is most of a day's cost).
      date: inRange ? isoDate(addDays(today, i)) : '',
      mining,
      coins: coinDays,
      income,
      electricCharge,
      net,
      balance,
    };
    if (inRange) days.push(day);
    if (counted) minedDays.push(day);
  }

  const incomeTable = INCOME_PERIODS.map(({ key, days: n }): IncomeRow => {
    const slice = minedDays.slice(0, n);
    return {
      period: key,
      days: n,
      output: coins.map((coin, k) => ({
        coinName: coin.coinName,
        amount: slice.reduce((sum, d) => sum + d.coins[k]!.output, 0),
      })),
      income: slice.reduce((sum, d) => sum + d.income, 0),
      electricCharge: slice.reduce((sum, d) => sum + d.electricCharge, 0),
      net: slice.reduce((sum, d) => sum + d.net, 0),
    };
  });

  const first = coinsOn(arrivalIndex);
  const firstDay = calculate(
    machine,
    first.map((c) => c.figures),
    { poolFee: settings.poolFeePercent / 100 },
  );

  const rangeEnd = addDays(today, rangeDays);
  const notices: ProjectionNotice[] = [];
  for (const coin of coins) {
    const chain: ChainPosition = { height: coin.height, blockTime: coin.blockTime, now: settings.now };
    if (coin.dagRule && settings.memoryGiB) {
      const cell = dagCell(coin.dagRule, settings.memoryGiB, chain);
      if (cell.time === PASSED || cell.time < isoDate(rangeEnd))
        notices.push({ kind: 'dagLimit', coinName: coin.coinName, memoryGiB: settings.memoryGiB, ...cell });
    }
    for (const event of upcomingRewardEvents(coin.rewardEvents ?? [], chain)) {
      if (event.time < isoDate(rangeEnd)) notices.push({ kind: 'rewardChange', coinName: coin.coinName, ...event });
    }
  }

  if (unprofitableFrom !== null && unprofitableFrom < rangeDays) {
    notices.push({ kind: 'unprofitable', time: isoDate(addDays(today, unprofitableFrom)), days: unprofitableFrom });
  }

  return {
    days,
    arrivalIndex,
    paybackDays,
    paybackDate:
      paybackDays === null ? null : isoDate(addDays(today, arrivalIndex + Math.max(0, Math.ceil(paybackDays) - 1))),
    firstDay,
    incomeTable,
    totals: {
      income: days.reduce((sum, d) => sum + d.income, 0),
      electricCharge: days.reduce((sum, d) => sum + d.electricCharge, 0),
      net: days.reduce((sum, d) => sum + d.net, 0),
    },
    notices,
  };
}
