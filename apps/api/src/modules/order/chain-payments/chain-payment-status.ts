import { ChainPaymentStatus } from '@hashforge/contract';
import { defineMachine } from '../../../state-machine.ts';

/**
 * A chain payment (decision 025): 0 verifying -> 1 credited or 2 refused, by the worker, once; finance
 * may fail one still verifying or already credited (-> 3), taking its credit back.
 */
export const chainPaymentMachine = defineMachine({
  [ChainPaymentStatus.verifying]: [ChainPaymentStatus.credited, ChainPaymentStatus.refused, ChainPaymentStatus.failed],
  [ChainPaymentStatus.credited]: [ChainPaymentStatus.failed],
  [ChainPaymentStatus.refused]: [],
  [ChainPaymentStatus.failed]: [],
});
