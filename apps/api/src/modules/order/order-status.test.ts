import { describe, expect, it } from 'vitest';
import { orderMachine } from './order-status.ts';

describe('the order transition table', () => {
  it('allows exactly the moves of docs/domain.md D3', () => {
    const allowed = Object.entries(orderMachine.transitions)
      .flatMap(([from, tos]) => tos.map((to) => `${from}->${to}`))
      .sort();
    expect(allowed).toEqual(
      [
        '10->20',
        '10->0',
        '20->30',
        '20->25',
        '20->10',
        '20->0',
        '25->20',
        '25->0',
        '25->10',
        '30->35',
        '30->25',
        '30->10',
        '30->0',
        '30->40',
        '35->35',
        '35->40',
        '40->50',
      ].sort(),
    );
  });

  it('takes paid orders back only before they ship: a failed chain payment (decision 025)', () => {
    expect(orderMachine.can(30, 25)).toBe(true);
    expect(orderMachine.can(30, 10)).toBe(true);
    expect(orderMachine.can(25, 10)).toBe(true);
    for (const from of [35, 40, 50]) {
      expect(orderMachine.can(from, 25)).toBe(false);
      expect(orderMachine.can(from, 10)).toBe(false);
    }
  });

  it('never leaves 0 or 50, never skips payment, and never cancels what has shipped', () => {
    for (const to of [0, 10, 20, 25, 30, 35, 40, 50]) {
      expect(orderMachine.can(0, to)).toBe(false);
      expect(orderMachine.can(50, to)).toBe(false);
    }
    expect(orderMachine.can(10, 30)).toBe(false);
    expect(orderMachine.can(25, 30)).toBe(false);
    expect(orderMachine.can(35, 0)).toBe(false);
    expect(orderMachine.can(40, 0)).toBe(false);
    expect(orderMachine.can(40, 35)).toBe(false);
  });
});
