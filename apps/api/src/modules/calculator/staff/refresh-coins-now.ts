import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';
import { refreshCoinData } from '../refresh-coin-data.ts';

/** `coins/refresh` (calculator.write): the coin-data job's work, now; refused when no feed is configured. */
export async function refreshCoinsNow(
  deps: Pick<Deps, 'config' | 'prisma' | 'clock' | 'logger'>,
  actor: StaffActor | null,
) {
  if (!deps.config.COIN_DATA_URL) {
    throw AppError.refused('No coin data feed is configured (COIN_DATA_URL): edit the figures by hand');
  }
  return refreshCoinData(deps, (tx, outcome) =>
    recordAudit(tx, actor, {
      action: 'calculator.coin.refresh',
      entityType: 'calculator_coin',
      entityId: 'feed',
      after: { updated: outcome.updated },
    }),
  );
}
