import { paymentDesk } from '@hashforge/contract/admin/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../../lib/api.ts';
import { paymentKeys } from './keys.ts';

/** Orders a coupon covers in full, waiting for finance to confirm them (payments/covered), oldest first. */
export const coveredOrdersQuery = (input: CallInput<typeof paymentDesk.listCovered>) =>
  queryOptions({ queryKey: paymentKeys.covered(input), queryFn: () => adminCall(paymentDesk.listCovered, input) });

export function useCoveredOrders(input: CallInput<typeof paymentDesk.listCovered>) {
  return useQuery({ ...coveredOrdersQuery(input), placeholderData: keepPreviousData });
}
