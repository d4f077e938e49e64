import { approveRepairProofCall, failRepairProofCall } from '@hashforge/contract/admin/aftersales';
import { listCoveredOrders, listPayments, listRepairProofs } from '@hashforge/contract/admin/payments';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminCallLike, adminCall, type CallInput } from '../../lib/api.ts';

export const paymentKeys = {
  all: ['payments'] as const,
  list: (input: CallInput<typeof listPayments>) => [...paymentKeys.all, 'list', input] as const,
  repairs: (input: CallInput<typeof listRepairProofs>) => [...paymentKeys.all, 'repairs', input] as const,
  covered: (input: CallInput<typeof listCoveredOrders>) => [...paymentKeys.all, 'covered', input] as const,
};

export function usePayments(input: CallInput<typeof listPayments>) {
  return useQuery({
    queryKey: paymentKeys.list(input),
    queryFn: () => adminCall(listPayments, input),
    placeholderData: keepPreviousData,
  });
}

/** The after-sales' repair-payment proofs (payments/repair-proofs), reviewed on the same desk. */
export function useRepairProofs(input: CallInput<typeof listRepairProofs>) {
  return useQuery({
    queryKey: paymentKeys.repairs(input),
    queryFn: () => adminCall(listRepairProofs, input),
    placeholderData: keepPreviousData,
  });
}

/** Orders a coupon covers in full, waiting for finance to confirm them (payments/covered), oldest first. */
export function useCoveredOrders(input: CallInput<typeof listCoveredOrders>) {
  return useQuery({
    queryKey: paymentKeys.covered(input),
    queryFn: () => adminCall(listCoveredOrders, input),
    placeholderData: keepPreviousData,
  });
}

/**
 * After finance reviewed a repair proof: the proof lists, the after-sale (board, list, detail) and the
 * dashboard's counts all changed.
 */
function useRepairProofStep<C extends AdminCallLike>(call: C) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<C>) => adminCall(call, input),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: paymentKeys.all }),
        client.invalidateQueries({ queryKey: ['aftersales'] }),
        client.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}

export const useApproveRepairProof = () => useRepairProofStep(approveRepairProofCall);
export const useFailRepairProof = () => useRepairProofStep(failRepairProofCall);
