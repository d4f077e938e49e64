import { describe, expect, it } from 'vitest';
import { Gate, SHORTAGE_MEMORY_MS, Shortages } from './checkout-gate.ts';

describe('the checkout gate', () => {
  it('runs at most its limit at once, lets the rest in first come first served, and frees a place on failure', async () => {
    const gate = new Gate(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const work = (i: number, fail = false) =>
      gate.run(async () => {
        running++;
        most = Math.max(most, running);
        started.push(i);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        if (fail) throw new Error(`work ${i} failed`);
        return i;
      });

    const all = [work(0, true), work(1), work(2), work(3), work(4)];
    const settled = Promise.allSettled(all);
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1]);

    // The failing one ends first: its place goes to the next in line.
    releases.shift()!();
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);

    while (started.length < 5 || releases.length > 0) {
      releases.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
    const results = await settled;
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    // Nothing is left holding a place: a new one starts at once.
    const after = gate.run(async () => 'free');
    await expect(after).resolves.toBe('free');
  });
});

describe('the shortages a checkout saw', () => {
  it('steer the checkouts behind it for a moment, for the cycles found short only', async () => {
    const memory = new Shortages();
    expect(memory.seenRecently([7])).toBe(false);
    memory.note(7);
    expect(memory.seenRecently([7])).toBe(true);
    expect(memory.seenRecently([3, 7])).toBe(true);
    expect(memory.seenRecently([3])).toBe(false);
    await new Promise((r) => setTimeout(r, SHORTAGE_MEMORY_MS + 50));
    expect(memory.seenRecently([7])).toBe(false);
  });
});
