/** Block heights as dates: where a chain is now, and when it reaches a given block. */

export const SECONDS_PER_DAY = 86_400;
export const DAY_MS = SECONDS_PER_DAY * 1000;

/** Where a chain stands: its height at `now` and its average block time in seconds. */
export interface ChainPosition {
  height: number;
  blockTime: number;
  now: Date;
}

export function blocksPerDay(blockTime: number): number {
  return SECONDS_PER_DAY / blockTime;
}

/**
 * The height now, from a height recorded at `recordedAt`: coin figures are refreshed every few
 * minutes at best (or seeded once), and a DAG or halving date computed from a stale height would
 * drift by a day for every day the figures are old.
 */
export function estimateHeight(height: number, blockTime: number, recordedAt: Date, now: Date): number {
  const elapsedSeconds = (now.getTime() - recordedAt.getTime()) / 1000;
  if (elapsedSeconds <= 0) return height;
  return height + Math.floor(elapsedSeconds / blockTime);
}

/** `YYYY-MM-DD` in UTC. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Midnight UTC of the day `date` falls on. */
export function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Whole calendar days from `from` to `to` (UTC); negative when `to` is earlier. */
export function daysBetween(from: Date, to: Date): number {
  return Math.round((startOfDay(to).getTime() - startOfDay(from).getTime()) / DAY_MS);
}

/**
 * When a future block is expected, and in how many calendar days (UTC): the days to go always agree
 * with the date shown next to them (0 = later today).
 */
export function blockEta(block: number, chain: ChainPosition): { date: Date; days: number } {
  const seconds = (block - chain.height) * chain.blockTime;
  const date = new Date(chain.now.getTime() + seconds * 1000);
  return { date, days: daysBetween(chain.now, date) };
}

/** A change of the block reward from `height` on (a halving, or ETC's 20 % era step). */
export interface RewardEvent {
  height: number;
  /** Coins per block paid to the miner from `height` on. */
  reward: number;
}

export interface DatedRewardEvent extends RewardEvent {
  /** `YYYY-MM-DD` of the expected block. */
  time: string;
  days: number;
}

/** The events still ahead of the chain, in height order, each with its expected date. */
export function upcomingRewardEvents(events: readonly RewardEvent[], chain: ChainPosition): DatedRewardEvent[] {
  return events
    .filter((event) => event.height > chain.height)
    .sort((a, b) => a.height - b.height)
    .map((event) => {
      const eta = blockEta(event.height, chain);
      return { ...event, time: isoDate(eta.date), days: eta.days };
    });
}

/** The block reward at `height`: the last event at or below it, or the current reward. */
export function rewardAt(currentReward: number, events: readonly RewardEvent[], height: number): number {
  let reward = currentReward;
  let best = Number.NEGATIVE_INFINITY;
  for (const event of events) {
    if (event.height <= height && event.height > best) {
      best = event.height;
      reward = event.reward;
    }
  }
  return reward;
}
