import { paymentDesk } from '@hashforge/contract/admin/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../../lib/api.ts';
import { paymentKeys } from './keys.ts';

/** USDT transfers named for orders (payments/chain), newest first, with the configured networks for the filter. */
export const chainPaymentsQuery = (input: CallInput<typeof paymentDesk.listChain>) =>
  queryOptions({ queryKey: paymentKeys.chain(input), queryFn: () => adminCall(paymentDesk.listChain, input) });

export function useChainPayments(input: CallInput<typeof paymentDesk.listChain>) {
  return useQuery({ ...chainPaymentsQuery(input), placeholderData: keepPreviousData });
}
