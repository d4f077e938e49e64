import { KycStatus } from '@hashforge/contract';
import { defineMachine } from '../../state-machine.ts';

/**
 * A buyer's verification (docs/domain.md D3, KYC): submitting sets 1 (submitted, may order); staff
 * approve it (2) or reject it (-1), after which the buyer may submit again. 0 is a buyer with no
 * verification row yet.
 *
 *   0 --submit--> 1 --approve--> 2
 *                 1 --reject--> -1 --submit again--> 1
 */
export const kycMachine = defineMachine({
  [KycStatus.none]: [KycStatus.submitted],
  [KycStatus.submitted]: [KycStatus.approved, KycStatus.rejected],
  [KycStatus.rejected]: [KycStatus.submitted],
  [KycStatus.approved]: [],
});
