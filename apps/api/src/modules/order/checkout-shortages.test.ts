import { describe, expect, it } from 'vitest';
import { SHORTAGE_MEMORY_MS, Shortages } from './checkout-shortages.ts';

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
