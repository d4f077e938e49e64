import { blocksPerDay } from './chain.ts';
import { type HashrateUnit, toHashes } from './units.ts';

/**
 * The payback calculator's formulas (docs/domain.md D6), for one coin or several mined at once
 * (merged mining: a Scrypt machine earns LTC and DOGE from the same hashes).
 *
 *   kWh                     = power (W) x machines x 24 / 1000
 *   electricCharge          = kWh x electricity price
 *   output_day_coin         = hashrate / network hashrate x block reward x blocks per day   (per coin)
 *   income_day              = sum of output_day_coin x coin price
 *   net_income              = income_day - electricCharge
 *   electricCharge_proportion = electricCharge / income_day
 *   shutdown                = the coin price at which net_income is 0                    (per coin)
 *   pay_for_itself_time     = device price x machines / net_income, in days; none when net_income <= 0
 *
 * "hashrate" is the whole farm's: the machine's rate times the machine count, like the power.
 */

/** What the engine needs to know about a coin: market price and the network it is mined on. */
export interface CoinFigures {
  coinName: string;
  /** USD per coin. */
  price: number;
  networkHashrate: number;
  networkHashrateUnit: HashrateUnit;
  /** Coins per block paid to the miner. */
  blockReward: number;
  /** Seconds per block. */
  blockTime: number;
}

/**
 * A coin's figures as the calculator data call sends them (docs/domain.md S3 keeps the old field
 * names `USDPrice` and `network_hashrate_unit`). Structural, so the engine needs no contract.
 */
export interface WireCoinFigures {
  coinName: string;
  USDPrice: number;
  networkHashrate: number;
  network_hashrate_unit: HashrateUnit;
  blockReward: number;
  blockTime: number;
}

/** The engine's figures from the wire's: the API works out the coin picker's profit with them, the page its result. */
export function coinFiguresFromWire(f: WireCoinFigures): CoinFigures {
  return {
    coinName: f.coinName,
    price: f.USDPrice,
    networkHashrate: f.networkHashrate,
    networkHashrateUnit: f.network_hashrate_unit,
    blockReward: f.blockReward,
    blockTime: f.blockTime,
  };
}

export interface MachineInput {
  /** Per machine, in `hashrateUnit`. */
  hashrate: number;
  hashrateUnit: HashrateUnit;
  /** Watts per machine. */
  power: number;
  machines: number;
  /** USD per machine. */
  devicePrice: number;
  /** USD per kWh. */
  electricityPrice: number;
}

export interface CoinResult {
  coinName: string;
  output_day_coin: number;
  /** USD a day from this coin. */
  income_day: number;
  /**
   * USD per coin at which the farm breaks even, the other coins' prices held. 0 when the other
   * coins alone pay the electricity.
   */
  shutdown: number;
}

export interface CalculatorResult {
  coins: CoinResult[];
  income_day: number;
  kWh: number;
  electricCharge: number;
  net_income: number;
  /** Share of revenue eaten by electricity (0.25 = 25 %); null when there is no revenue. */
  electricCharge_proportion: number | null;
  /** Days until the devices are paid for; null when net income is 0 or less. */
  pay_for_itself_time: number | null;
  /** Device price x machines. */
  investment: number;
}

export interface CalculateOptions {
  /** Pool fee as a fraction of output (0.01 = 1 %). */
  poolFee?: number;
}

export function dailyKwh(power: number, machines: number): number {
  return (power * machines * 24) / 1000;
}

/** Coins a day mined by `hashesPerSecond` on `coin`'s network. */
export function coinOutputPerDay(hashesPerSecond: number, coin: CoinFigures): number {
  const share = hashesPerSecond / toHashes(coin.networkHashrate, coin.networkHashrateUnit);
  return share * coin.blockReward * blocksPerDay(coin.blockTime);
}

export function farmHashes(machine: Pick<MachineInput, 'hashrate' | 'hashrateUnit' | 'machines'>): number {
  return toHashes(machine.hashrate, machine.hashrateUnit) * machine.machines;
}

export function calculate(
  machine: MachineInput,
  coins: readonly CoinFigures[],
  options: CalculateOptions = {},
): CalculatorResult {
  const keep = 1 - (options.poolFee ?? 0);
  const hashes = farmHashes(machine);
  const kWh = dailyKwh(machine.power, machine.machines);
  const electricCharge = kWh * machine.electricityPrice;
  const mined = coins.map((coin) => {
    const output = coinOutputPerDay(hashes, coin) * keep;
    return { coin, output, income: output * coin.price };
  });
  const income_day = mined.reduce((sum, m) => sum + m.income, 0);
  const net_income = income_day - electricCharge;
  const investment = machine.devicePrice * machine.machines;
  return {
    coins: mined.map((m) => ({
      coinName: m.coin.coinName,
      output_day_coin: m.output,
      income_day: m.income,
      shutdown: Math.max(0, (electricCharge - (income_day - m.income)) / m.output),
    })),
    income_day,
    kWh,
    electricCharge,
    net_income,
    electricCharge_proportion: income_day > 0 ? electricCharge / income_day : null,
    pay_for_itself_time: net_income > 0 ? investment / net_income : null,
    investment,
  };
}

/**
 * USD a day earned by one `unit` of hashrate at the coins' current figures, before electricity:
 * the "estimated profit per unit" the coin picker shows.
 */
export function estimatedProfit(coins: readonly CoinFigures[], unit: HashrateUnit): number {
  const hashes = toHashes(1, unit);
  return coins.reduce((sum, coin) => sum + coinOutputPerDay(hashes, coin) * coin.price, 0);
}

/**
 * The network-power slider moves the first coin's network hashrate; merged-mined coins share the
 * algorithm's miners, so their networks move by the same ratio.
 */
export function withNetworkHashrate<C extends CoinFigures>(coins: readonly C[], networkHashrate: number): C[] {
  const first = coins[0];
  if (!first) return [];
  const ratio = networkHashrate / first.networkHashrate;
  return coins.map((coin) => ({ ...coin, networkHashrate: coin.networkHashrate * ratio }));
}

/** The income table's periods (spec section 9). */
export const INCOME_PERIODS = [
  { key: 'day', days: 1 },
  { key: 'week', days: 7 },
  { key: 'month', days: 30 },
  { key: 'year', days: 365 },
] as const;
export type IncomePeriodKey = (typeof INCOME_PERIODS)[number]['key'];

export interface IncomeRow {
  period: IncomePeriodKey;
  days: number;
  /** Coins mined in the period, in the order of the result's coins. */
  output: { coinName: string; amount: number }[];
  income: number;
  electricCharge: number;
  net: number;
}

/** The payback calculator's table: the daily figures times 1, 7, 30 and 365. */
export function incomeTable(result: CalculatorResult): IncomeRow[] {
  return INCOME_PERIODS.map(({ key, days }) => ({
    period: key,
    days,
    output: result.coins.map((c) => ({ coinName: c.coinName, amount: c.output_day_coin * days })),
    income: result.income_day * days,
    electricCharge: result.electricCharge * days,
    net: result.net_income * days,
  }));
}
