import { estimatedProfit, estimateHeight, type HashrateUnit } from '@hashforge/calculator';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type CoinDataFeed, fetchCoinDataFeed } from './coin-data-source.ts';
import { readCoinList, readUnit } from './coin-rows.ts';

/**
 * The sliders start at a third of their maxima (docs/domain.md S9), so the maxima are kept at three
 * times the current price and network hashrate: the calculator opens on today's figures and the
 * buyer can explore down to 0 and up to three times.
 */
export const SLIDER_HEADROOM = 3;

export interface RefreshOutcome {
  updated: string[];
  /** Coins in the feed the shop does not list (or lists as merged entries): ignored. */
  ignored: string[];
  /** Coins whose row is newer than the feed: kept. */
  stale: string[];
}

type Row = Awaited<ReturnType<Deps['prisma']['calculatorCoin']['findMany']>>[number];

function profitOf(
  row: Pick<Row, 'coinName' | 'usdPrice' | 'networkHashrate' | 'blockReward' | 'blockTime'>,
  networkUnit: HashrateUnit,
  unit: HashrateUnit,
) {
  return estimatedProfit(
    [
      {
        coinName: row.coinName,
        price: row.usdPrice,
        networkHashrate: row.networkHashrate,
        networkHashrateUnit: networkUnit,
        blockReward: row.blockReward,
        blockTime: row.blockTime,
      },
    ],
    unit,
  );
}

/**
 * Writes a feed's figures into `calculator_coin`, in one transaction: each listed coin's given
 * figures, its slider maxima, its stored estimated profit, and `updatedAt` = when the figures were
 * taken. A height not in the feed is moved on to that moment, so the DAG and halving dates do not
 * jump back. Merged entries get their stored profit recomputed from their coins.
 */
export async function applyCoinData(
  deps: Pick<Deps, 'prisma'>,
  feed: CoinDataFeed,
  takenAt: Date,
  /** Written in the same transaction, knowing what changed (a staff edit's or refresh's audit row). */
  alongside?: (tx: Tx, outcome: RefreshOutcome) => Promise<void>,
): Promise<RefreshOutcome> {
  const outcome: RefreshOutcome = { updated: [], ignored: [], stale: [] };
  await deps.prisma.$transaction(async (tx) => {
    const rows = await tx.calculatorCoin.findMany();
    const byName = new Map(rows.filter((r) => r.isMultiCoin !== 1).map((r) => [r.coinName, r]));
    for (const entry of feed.coins) {
      const row = byName.get(entry.coinName);
      if (!row) {
        outcome.ignored.push(entry.coinName);
        continue;
      }
      if (row.updatedAt > takenAt) {
        outcome.stale.push(entry.coinName);
        continue;
      }
      const next = {
        usdPrice: entry.usdPrice ?? row.usdPrice,
        networkHashrate: entry.networkHashrate ?? row.networkHashrate,
        networkHashrateUnit: entry.networkHashrateUnit ?? row.networkHashrateUnit,
        blockReward: entry.blockReward ?? row.blockReward,
        blockTime: entry.blockTime ?? row.blockTime,
        currentHeight: entry.currentHeight ?? estimateHeight(row.currentHeight, row.blockTime, row.updatedAt, takenAt),
      };
      const networkUnit = readUnit(next.networkHashrateUnit);
      const unit = readUnit(row.hashrateUnit);
      const updated = await tx.calculatorCoin.update({
        where: { id: row.id },
        data: {
          ...next,
          ...(entry.halvings ? { halvings: entry.halvings } : {}),
          maxPrice: next.usdPrice * SLIDER_HEADROOM,
          maxPower: next.networkHashrate * SLIDER_HEADROOM,
          ...(networkUnit && unit ? { estimatedProfit: profitOf({ ...row, ...next }, networkUnit, unit) } : {}),
          updatedAt: takenAt,
        },
      });
      byName.set(row.coinName, updated);
      outcome.updated.push(entry.coinName);
    }
    for (const merged of rows.filter((r) => r.isMultiCoin === 1)) {
      const parts = (readCoinList(merged.coinList) ?? []).map((name) => byName.get(name));
      const unit = readUnit(merged.hashrateUnit);
      if (parts.length === 0 || !unit || parts.some((p) => !p || !readUnit(p.networkHashrateUnit))) continue;
      const profit = (parts as Row[]).reduce((sum, p) => sum + profitOf(p, readUnit(p.networkHashrateUnit)!, unit), 0);
      await tx.calculatorCoin.update({ where: { id: merged.id }, data: { estimatedProfit: profit } });
    }
    if (alongside) await alongside(tx, outcome);
  });
  return outcome;
}

/**
 * The repeatable job's work, and staff's coins/refresh: fetch `COIN_DATA_URL` and apply it, with
 * `alongside` (the staff audit row) in the same transaction. Without a URL there is nothing to do.
 */
export async function refreshCoinData(
  deps: Pick<Deps, 'config' | 'prisma' | 'clock' | 'logger'>,
  alongside?: (tx: Tx, outcome: RefreshOutcome) => Promise<void>,
): Promise<RefreshOutcome> {
  const url = deps.config.COIN_DATA_URL;
  if (!url) return { updated: [], ignored: [], stale: [] };
  const feed = await fetchCoinDataFeed(url);
  const takenAt = feed.updatedAt ? new Date(feed.updatedAt) : deps.clock.now();
  const outcome = await applyCoinData(deps, feed, takenAt, alongside);
  deps.logger.info(outcome, 'coin data refreshed');
  return outcome;
}
