import { paymentDesk } from '@hashforge/contract/admin/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api.ts';
import { paymentKeys } from './keys.ts';

export const chainPaymentQuery = (id: number) =>
  queryOptions({ queryKey: paymentKeys.chainPayment(id), queryFn: () => adminCall(paymentDesk.getChain, { id }) });

export function useChainPayment(id: number) {
  return useQuery(chainPaymentQuery(id));
}
