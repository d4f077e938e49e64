import { describe, expect, it } from 'vitest';
import { kycMachine } from './kyc-status.ts';

describe('the KYC transition table', () => {
  it('allows exactly the moves of docs/domain.md D3: submit, approve or reject, submit again after a rejection', () => {
    const allowed = Object.entries(kycMachine.transitions)
      .flatMap(([from, tos]) => tos.map((to) => `${from}->${to}`))
      .sort();
    expect(allowed).toEqual(['0->1', '1->2', '1->-1', '-1->1'].sort());
  });

  it('never leaves an approval, and decides only a submitted verification', () => {
    expect(kycMachine.isFinal(2)).toBe(true);
    expect(kycMachine.sourcesOf(2)).toEqual([1]);
    expect(kycMachine.sourcesOf(-1)).toEqual([1]);
    expect(kycMachine.can(-1, 2)).toBe(false);
    expect(kycMachine.can(0, 2)).toBe(false);
    expect(kycMachine.can(2, -1)).toBe(false);
  });
});
