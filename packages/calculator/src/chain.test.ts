import { describe, expect, it } from 'vitest';
import {
  addDays,
  blockEta,
  blocksPerDay,
  daysBetween,
  estimateHeight,
  isoDate,
  rewardAt,
  startOfDay,
  upcomingRewardEvents,
} from './chain.ts';

describe('chain positions', () => {
  it('counts blocks a day from the block time', () => {
    expect(blocksPerDay(600)).toBe(144);
    expect(blocksPerDay(150)).toBe(576);
    expect(blocksPerDay(0.1)).toBeCloseTo(864_000, 6);
  });

  it('moves a recorded height forward by the time since it was recorded', () => {
    const at = new Date('2026-11-01T00:00:00Z');
    // 86,400 s at 13 s a block = 6646.15 blocks.
    expect(estimateHeight(25_000_000, 13, at, new Date('2026-11-02T00:00:00Z'))).toBe(25_006_646);
    expect(estimateHeight(25_000_000, 13, at, at)).toBe(25_000_000);
    // A clock behind the record never moves the height back.
    expect(estimateHeight(25_000_000, 13, at, new Date('2026-10-01T00:00:00Z'))).toBe(25_000_000);
  });

  it('dates a future block', () => {
    const eta = blockEta(1_050_000, { height: 1_040_000, blockTime: 600, now: new Date('2026-11-21T00:00:00Z') });
    // 10,000 blocks x 600 s = 69.44 days: 2027-01-29 10:40 UTC, 69 calendar days away.
    expect(isoDate(eta.date)).toBe('2027-01-29');
    expect(eta.days).toBe(69);
    const later = blockEta(1_040_010, { height: 1_040_000, blockTime: 600, now: new Date('2026-11-21T08:00:00Z') });
    expect(later.days).toBe(0);
  });

  it('does calendar arithmetic in UTC', () => {
    const d = new Date('2026-11-21T22:52:47Z');
    expect(startOfDay(d).toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(isoDate(addDays(d, 730))).toBe('2028-11-20');
    expect(daysBetween(d, new Date('2026-11-22T00:10:00Z'))).toBe(1);
    expect(daysBetween(d, new Date('2026-11-20T23:59:00Z'))).toBe(-1);
  });
});

describe('reward events (halvings)', () => {
  const events = [
    { height: 3_360_000, reward: 3.125 },
    { height: 2_520_000, reward: 6.25 },
    { height: 4_200_000, reward: 1.5625 },
  ];

  it('lists the events still ahead, in order, with their dates', () => {
    const upcoming = upcomingRewardEvents(events, {
      height: 3_000_000,
      blockTime: 150,
      now: new Date('2026-11-21T00:00:00Z'),
    });
    expect(upcoming.map((e) => e.height)).toEqual([3_360_000, 4_200_000]);
    // 360,000 blocks x 150 s = 625 days.
    expect(upcoming[0]).toEqual({ height: 3_360_000, reward: 3.125, time: '2028-08-07', days: 625 });
  });

  it('finds the reward at a height', () => {
    expect(rewardAt(6.25, events, 3_000_000)).toBe(6.25);
    expect(rewardAt(6.25, events, 3_360_000)).toBe(3.125);
    expect(rewardAt(6.25, events, 5_000_000)).toBe(1.5625);
    expect(rewardAt(12.5, [], 5_000_000)).toBe(12.5);
    expect(rewardAt(12.5, events, 1_000_000)).toBe(12.5);
  });
});
