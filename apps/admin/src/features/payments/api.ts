import { afterSaleDesk } from '@hashforge/contract/admin/aftersales';
import { paymentDesk } from '@hashforge/contract/admin/payments';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminCallLike, adminCall, type CallInput } from '../../lib/api.ts';

export const paymentKeys = {
  all: ['payments'] as const,
  list: (input: CallInput<typeof paymentDesk.list>) => [...paymentKeys.all, 'list', input] as const,
  repairs: (input: CallInput<typeof paymentDesk.listRepairProofs>) => [...paymentKeys.all, 'repairs', input] as const,
  covered: (input: CallInput<typeof paymentDesk.listCovered>) => [...paymentKeys.all, 'covered', input] as const,
};

export function usePayments(input: CallInput<typeof paymentDesk.list>) {
  return useQuery({
    queryKey: paymentKeys.list(input),
    queryFn: () => adminCall(paymentDesk.list, input),
    placeholderData: keepPreviousData,
  });
}

/** The after-sales' repair-payment proofs (payments/repair-proofs), reviewed on the same desk. */
export function useRepairProofs(input: CallInput<typeof paymentDesk.listRepairProofs>) {
  return useQuery({
    queryKey: paymentKeys.repairs(input),
    queryFn: () => adminCall(paymentDesk.listRepairProofs, input),
    placeholderData: keepPreviousData,
  });
}

/** Orders a coupon covers in full, waiting for finance to confirm them (payments/covered), oldest first. */
export function useCoveredOrders(input: CallInput<typeof paymentDesk.listCovered>) {
  return useQuery({
    queryKey: paymentKeys.covered(input),
    queryFn: () => adminCall(paymentDesk.listCovered, input),
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

export const useApproveRepairProof = () => useRepairProofStep(afterSaleDesk.approveRepairProof);
export const useFailRepairProof = () => useRepairProofStep(afterSaleDesk.failRepairProof);
