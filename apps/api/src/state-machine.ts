import { AppError } from './errors.ts';

/**
 * One aggregate's state machine: its transition table and the questions every use case asks of it.
 * The aggregates (order, payment proof, after-sale and its payment, KYC) each define theirs once, in
 * `<aggregate>-status.ts`; the write that follows a check stays the caller's conditional update
 * (`WHERE id = ? AND status = from`), since what else it sets and how it words the loser's refusal
 * differ per aggregate.
 */
export interface StateMachine {
  /** Each status and the statuses it may move to, frozen. */
  readonly transitions: Readonly<Record<number, readonly number[]>>;
  can(from: number, to: number): boolean;
  /** A refused move is a `result` 0 with the caller's words: who asked decides what they are told. */
  assert(from: number, to: number, refusal: string): void;
  /** Where a status may go; nowhere for a status the table does not know. */
  next(from: number): readonly number[];
  /** A status of the table that nothing leaves. */
  isFinal(status: number): boolean;
  /** The statuses that may move to `to`. */
  sourcesOf(to: number): number[];
}

export function defineMachine(table: Record<number, readonly number[]>): StateMachine {
  const transitions: Record<number, readonly number[]> = {};
  for (const [from, tos] of Object.entries(table)) {
    for (const to of tos) {
      // A table naming a status it never defines has a typo, and would let an aggregate into a dead end.
      if (!(to in table)) throw new Error(`status ${from} moves to ${to}, which the table does not define`);
    }
    transitions[Number(from)] = Object.freeze([...tos]);
  }
  Object.freeze(transitions);
  const next = (from: number): readonly number[] => transitions[from] ?? [];
  const can = (from: number, to: number): boolean => next(from).includes(to);
  return {
    transitions,
    can,
    assert(from, to, refusal) {
      if (!can(from, to)) throw AppError.refused(refusal);
    },
    next,
    isFinal: (status) => status in transitions && next(status).length === 0,
    sourcesOf: (to) =>
      Object.keys(transitions)
        .map(Number)
        .filter((from) => can(from, to))
        .sort((a, b) => a - b),
  };
}
