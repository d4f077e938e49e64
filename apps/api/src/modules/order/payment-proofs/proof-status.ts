import { FinanceStatus } from '@hashforge/contract';
import { defineMachine } from '../../../state-machine.ts';

/** A payment proof's finance review (spec section 4): 0 awaiting review -> 1 approved or 2 failed, once. */
export const proofMachine = defineMachine({
  [FinanceStatus.awaiting]: [FinanceStatus.approved, FinanceStatus.failed],
  [FinanceStatus.approved]: [],
  [FinanceStatus.failed]: [],
});
