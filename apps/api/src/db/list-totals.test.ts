import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { KEPT_TOTAL_MIN, listTotal, TOTAL_FRESH_MS, TOTAL_MAX_AGE_MS } from './list-totals.ts';

/** A table whose size the test sets, counting how often it is counted. */
function table(rows: number) {
  const t = {
    rows,
    counts: 0,
    fail: false,
    count: async () => {
      t.counts++;
      await new Promise((r) => setTimeout(r, 5));
      if (t.fail) throw new Error('Postgres is away');
      return t.rows;
    },
  };
  return t;
}

const settle = () => new Promise((r) => setTimeout(r, 20));

function deps() {
  return { clock: new ManualClock(), logger: pino({ level: 'silent' }) };
}

describe('listTotal: the total of a back-office list', () => {
  it('counts a small total every time', async () => {
    const d = deps();
    const t = table(KEPT_TOTAL_MIN - 1);
    expect(await listTotal(d, 'kyc:{}', t.count)).toBe(KEPT_TOTAL_MIN - 1);
    t.rows++;
    expect(await listTotal(d, 'kyc:{}', t.count)).toBe(KEPT_TOTAL_MIN);
    expect(t.counts).toBe(2);
  });

  it('keeps a large total: answered as it was while fresh, then answered while counted again in the background', async () => {
    const d = deps();
    const t = table(2_000_000);
    expect(await listTotal(d, 'audit:{}', t.count)).toBe(2_000_000);
    t.rows++;
    d.clock.advance(TOTAL_FRESH_MS - 1);
    expect(await listTotal(d, 'audit:{}', t.count)).toBe(2_000_000);
    expect(t.counts).toBe(1);
    d.clock.advance(1);
    // Stale: the kept total is answered at once, a single count starts behind it.
    expect(await listTotal(d, 'audit:{}', t.count)).toBe(2_000_000);
    expect(await listTotal(d, 'audit:{}', t.count)).toBe(2_000_000);
    await settle();
    expect(t.counts).toBe(2);
    expect(await listTotal(d, 'audit:{}', t.count)).toBe(2_000_001);
  });

  it('lets staff asking at once share one count, and keeps each filter apart', async () => {
    const d = deps();
    const all = table(900_000);
    const awaiting = table(1_200);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => listTotal(d, 'order_aging:{}', all.count)),
      listTotal(d, 'order_aging:{"financeStatus":0}', awaiting.count),
    ]);
    expect(answers).toEqual([...Array(10).fill(900_000), 1_200]);
    expect([all.counts, awaiting.counts]).toEqual([1, 1]);
  });

  it('counts again before answering a total nobody asked for in a minute', async () => {
    const d = deps();
    const t = table(5_000);
    await listTotal(d, 'user:{}', t.count);
    t.rows = 6_000;
    d.clock.advance(TOTAL_MAX_AGE_MS);
    expect(await listTotal(d, 'user:{}', t.count)).toBe(6_000);
  });

  it('forgets a total whose count failed in the background, so the next request counts and fails itself', async () => {
    const d = deps();
    const t = table(5_000);
    await listTotal(d, 'user:{}', t.count);
    t.fail = true;
    d.clock.advance(TOTAL_FRESH_MS);
    expect(await listTotal(d, 'user:{}', t.count)).toBe(5_000);
    await settle();
    await expect(listTotal(d, 'user:{}', t.count)).rejects.toThrow('Postgres is away');
    t.fail = false;
    expect(await listTotal(d, 'user:{}', t.count)).toBe(5_000);
  });
});
