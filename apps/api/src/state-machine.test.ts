import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { defineMachine } from './state-machine.ts';

// A small machine of its own, so the helper is tested apart from any aggregate's table:
// 1 -> 2 -> 3, 1 -> 4, 2 -> 2 (a step that keeps its status), 3 and 4 final.
const machine = defineMachine({ 1: [2, 4], 2: [2, 3], 3: [], 4: [] });

describe('defineMachine', () => {
  it('allows exactly the moves of its table', () => {
    expect(machine.can(1, 2)).toBe(true);
    expect(machine.can(1, 4)).toBe(true);
    expect(machine.can(2, 2)).toBe(true);
    expect(machine.can(2, 3)).toBe(true);
    expect(machine.next(1)).toEqual([2, 4]);
  });

  it('refuses a move the table does not list, from a status it does not know, or backwards', () => {
    expect(machine.can(1, 3)).toBe(false);
    expect(machine.can(2, 1)).toBe(false);
    expect(machine.can(9, 1)).toBe(false);
    expect(machine.can(1, 9)).toBe(false);
    expect(machine.next(9)).toEqual([]);
  });

  it('asserts a refused move with the refusal the caller words, as a result-0 AppError', () => {
    expect(() => machine.assert(1, 2, 'unused')).not.toThrow();
    const refused = (() => {
      try {
        machine.assert(3, 1, 'This thing was already finished');
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'refused', message: 'This thing was already finished' });
  });

  it('knows its final statuses, which nothing leaves', () => {
    expect([1, 2, 3, 4].filter((s) => machine.isFinal(s))).toEqual([3, 4]);
    for (const to of [1, 2, 3, 4]) {
      expect(machine.can(3, to)).toBe(false);
      expect(machine.can(4, to)).toBe(false);
    }
    // A status the table does not know is no final status: it is no status at all.
    expect(machine.isFinal(9)).toBe(false);
  });

  it('names the statuses a status is reached from', () => {
    expect(machine.sourcesOf(2)).toEqual([1, 2]);
    expect(machine.sourcesOf(1)).toEqual([]);
  });

  it('refuses a table that moves to a status it does not define (a typo in a table)', () => {
    expect(() => defineMachine({ 1: [2], 2: [5] })).toThrow('status 2 moves to 5, which the table does not define');
  });

  it('cannot be changed after it is defined', () => {
    expect(() => {
      (machine.transitions[1] as number[]).push(3);
    }).toThrow();
    expect(machine.can(1, 3)).toBe(false);
  });
});
