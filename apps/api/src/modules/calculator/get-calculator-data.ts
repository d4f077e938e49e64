import {
  coinFiguresFromWire,
  dagSizeAt,
  dagTable,
  estimatedProfit,
  estimateHeight,
  isDagRule,
  upcomingRewardEvents,
} from '@hashforge/calculator';
import type {
  CalculatorCoin,
  CalculatorCoinFigures,
  CalculatorProduct,
  CallInput,
  calculatorCalls,
} from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { readCoinList, readRewardEvents, readUnit } from './coin-rows.ts';

type CoinRow = Awaited<ReturnType<Deps['prisma']['calculatorCoin']['findMany']>>[number];
type ProductRow = Awaited<ReturnType<Deps['prisma']['calculatorProduct']['findMany']>>[number];

type Figures = CalculatorCoinFigures & { row: CoinRow };

/**
 * A coin's figures as of now: the recorded height moved on by the time since the figures were
 * taken, and from it the DAG table and the halving dates (the engine's rules, docs/domain.md D6).
 * Null when the row cannot be used (a unit or a JSON column the engine cannot read): that coin is
 * left out and logged rather than shown with made-up numbers.
 */
function figuresOf(deps: Pick<Deps, 'logger'>, row: CoinRow, now: Date): Figures | null {
  const unit = readUnit(row.networkHashrateUnit);
  const events = readRewardEvents(row.halvings);
  const rule = row.dagRule && isDagRule(row.dagRule) ? row.dagRule : null;
  if (!unit || !events || (row.dagRule && !rule)) {
    deps.logger.warn({ coinName: row.coinName }, 'calculator coin row has an unreadable unit, halvings or DAG rule');
    return null;
  }
  const height = estimateHeight(row.currentHeight, row.blockTime, row.updatedAt, now);
  const chain = { height, blockTime: row.blockTime, now };
  return {
    row,
    coinName: row.coinName,
    name: row.name,
    icon: row.icon,
    algorithm: row.algorithm,
    USDPrice: row.usdPrice,
    networkHashrate: row.networkHashrate,
    network_hashrate_unit: unit,
    blockReward: row.blockReward,
    blockTime: row.blockTime,
    currentHeight: height,
    halvings: upcomingRewardEvents(events, chain),
    dagRule: rule,
    dag: rule ? dagTable(rule, chain) : null,
    dagSize: rule ? dagSizeAt(rule, height) : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function wireFigures({ row: _row, ...figures }: Figures): CalculatorCoinFigures {
  return figures;
}

/**
 * A merged-mining entry names its coins in `coinList`; their figures are the single coins' rows, so
 * one refresh keeps both up to date. Its own figure columns are not read: the top level repeats the
 * first coin's, and it is as fresh as its stalest coin.
 */
function toCalculatorCoin(
  deps: Pick<Deps, 'logger'>,
  row: CoinRow,
  figures: Map<string, Figures>,
): CalculatorCoin | null {
  const unit = readUnit(row.hashrateUnit);
  let parts: Figures[];
  if (row.isMultiCoin === 1) {
    const names = readCoinList(row.coinList);
    const found = names?.map((name) => figures.get(name)) ?? [];
    if (!names || names.length === 0 || found.some((f) => f === undefined)) {
      deps.logger.warn({ coinName: row.coinName }, 'merged-mining coin names a coin that is missing or unusable');
      return null;
    }
    parts = found as Figures[];
  } else {
    const own = figures.get(row.coinName);
    if (!own) return null;
    parts = [own];
  }
  if (!unit) {
    deps.logger.warn({ coinName: row.coinName }, 'calculator coin row has an unreadable hashrate unit');
    return null;
  }
  const primary = parts[0]!;
  const stalest = parts.reduce((a, b) => (a.row.updatedAt <= b.row.updatedAt ? a : b));
  return {
    ...wireFigures(primary),
    coinName: row.coinName,
    name: row.name,
    icon: row.icon,
    algorithm: row.algorithm,
    updatedAt: stalest.updatedAt,
    isMultiCoin: row.isMultiCoin === 1 ? 1 : 0,
    hashrateUnit: unit,
    estimated_profit: estimatedProfit(parts.map(coinFiguresFromWire), unit),
    coinList: parts.map(wireFigures),
    priceRange: { maxPrice: primary.row.maxPrice },
    powerRange: { maxPower: primary.row.maxPower },
  };
}

function toCalculatorProduct(row: ProductRow): CalculatorProduct | null {
  const unit = readUnit(row.hashrateUnit);
  if (!unit) return null;
  return {
    id: row.id,
    name: row.name,
    power: row.power,
    hashrate: row.hashrate,
    hashrateUnit: unit,
    algorithm: row.algorithm,
    memory: row.memoryGb,
    price: row.price.toFixed(2),
    productCode: row.productCode,
  };
}

/** `POST /web/big/screen/calculator`: the machines and the coins, figures as of now. */
export async function getCalculatorData(
  deps: Pick<Deps, 'prisma' | 'clock' | 'logger'>,
  input: CallInput<typeof calculatorCalls.getCalculatorData>,
) {
  const now = deps.clock.now();
  const [coinRows, productRows] = await Promise.all([
    deps.prisma.calculatorCoin.findMany({
      where: input.isMultiCoin === 1 ? {} : { isMultiCoin: 0 },
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
    }),
    deps.prisma.calculatorProduct.findMany({ orderBy: [{ sort: 'asc' }, { id: 'asc' }] }),
  ]);
  const figures = new Map<string, Figures>();
  for (const row of coinRows.filter((r) => r.isMultiCoin !== 1)) {
    const f = figuresOf(deps, row, now);
    if (f) figures.set(row.coinName, f);
  }
  return {
    productList: productRows.map(toCalculatorProduct).filter((p): p is CalculatorProduct => p !== null),
    coinData: coinRows
      .map((row) => toCalculatorCoin(deps, row, figures))
      .filter((c): c is CalculatorCoin => c !== null),
  };
}
