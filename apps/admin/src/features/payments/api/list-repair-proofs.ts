import { paymentDesk } from '@hashforge/contract/admin/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../../lib/api.ts';
import { paymentKeys } from './keys.ts';

/** The after-sales' repair-payment proofs (payments/repair-proofs), reviewed on the same desk. */
export const repairProofsQuery = (input: CallInput<typeof paymentDesk.listRepairProofs>) =>
  queryOptions({ queryKey: paymentKeys.repairs(input), queryFn: () => adminCall(paymentDesk.listRepairProofs, input) });

export function useRepairProofs(input: CallInput<typeof paymentDesk.listRepairProofs>) {
  return useQuery({ ...repairProofsQuery(input), placeholderData: keepPreviousData });
}
