import type { Prisma } from '../../../db/generated/client.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';
import { applyCoinData } from '../refresh-coin-data.ts';

type CoinRow = Prisma.CalculatorCoinGetPayload<object>;

function toCoinRow(r: CoinRow) {
  return {
    coinName: r.coinName,
    name: r.name,
    algorithm: r.algorithm,
    isMultiCoin: r.isMultiCoin === 1,
    usdPrice: r.usdPrice,
    networkHashrate: r.networkHashrate,
    networkHashrateUnit: r.networkHashrateUnit,
    blockReward: r.blockReward,
    blockTime: r.blockTime,
    currentHeight: r.currentHeight,
    estimatedProfit: r.estimatedProfit,
    updateTime: r.updatedAt.toISOString(),
  };
}

/** `coins/list` (calculator.write). */
export async function listCoins(deps: Pick<Deps, 'prisma'>) {
  const rows = await deps.prisma.calculatorCoin.findMany({ orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  return { list: rows.map(toCoinRow) };
}

export interface CoinFigures {
  usdPrice?: number | undefined;
  networkHashrate?: number | undefined;
  networkHashrateUnit?: string | undefined;
  blockReward?: number | undefined;
  blockTime?: number | undefined;
  currentHeight?: number | undefined;
}

/**
 * `coins/update` (calculator.write): staff's figures go through the same path as the feed's
 * (applyCoinData), so the stored profit, the slider maxima and the merged entries follow exactly as
 * after a refresh; the audit row commits with them. A merged entry has no figures of its own.
 */
export async function updateCoin(
  deps: Pick<Deps, 'prisma' | 'clock'>,
  actor: StaffActor | null,
  coinName: string,
  figures: CoinFigures,
) {
  const row = await deps.prisma.calculatorCoin.findUnique({ where: { coinName } });
  if (!row) throw AppError.notFound('Coin');
  if (row.isMultiCoin === 1) throw AppError.refused('A merged entry follows its coins: edit those instead');
  if (figures.networkHashrateUnit !== undefined && figures.networkHashrate === undefined) {
    throw AppError.field('networkHashrate', 'Send the network hashrate with its unit');
  }
  const entry = { coinName, ...figures } as Parameters<typeof applyCoinData>[1]['coins'][number];
  const changed = Object.fromEntries(Object.entries(figures).filter(([, v]) => v !== undefined));
  await applyCoinData(deps, { coins: [entry] }, deps.clock.now(), (tx) =>
    recordAudit(tx, actor, {
      action: 'calculator.coin.update',
      entityType: 'calculator_coin',
      entityId: coinName,
      before: Object.fromEntries(Object.keys(changed).map((k) => [k, row[k as keyof CoinRow]])),
      after: changed,
    }),
  );
  return toCoinRow(await deps.prisma.calculatorCoin.findUniqueOrThrow({ where: { coinName } }));
}
