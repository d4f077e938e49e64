import { type HashrateUnit, isHashrateUnit, type RewardEvent } from '@hashforge/calculator';
import { z } from 'zod';

/**
 * The JSON columns of `calculator_coin`, read defensively: a vendor edits these rows by hand (or a
 * feed writes them), and one malformed entry must not take the calculator down for every coin.
 */

const rewardEvents = z.array(z.object({ height: z.number().int().nonnegative(), reward: z.number().nonnegative() }));
const coinNames = z.array(z.string().min(1));

export function readRewardEvents(value: unknown): RewardEvent[] | null {
  if (value === null || value === undefined) return [];
  const parsed = rewardEvents.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function readCoinList(value: unknown): string[] | null {
  const parsed = coinNames.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function readUnit(value: string): HashrateUnit | null {
  return isHashrateUnit(value) ? value : null;
}
