import { catalogDesk } from '@hashforge/contract/admin/catalog';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../lib/api.ts';

export const catalogKeys = {
  all: ['catalog'] as const,
  list: (input: CallInput<typeof catalogDesk.listProducts>) => [...catalogKeys.all, 'list', input] as const,
  movements: (input: CallInput<typeof catalogDesk.listStockMovements>) =>
    [...catalogKeys.all, 'movements', input] as const,
};

export function useProducts(input: CallInput<typeof catalogDesk.listProducts>) {
  return useQuery({
    queryKey: catalogKeys.list(input),
    queryFn: () => adminCall(catalogDesk.listProducts, input),
    placeholderData: keepPreviousData,
  });
}

export function useStockMovements(input: CallInput<typeof catalogDesk.listStockMovements>) {
  return useQuery({
    queryKey: catalogKeys.movements(input),
    queryFn: () => adminCall(catalogDesk.listStockMovements, input),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof catalogDesk.updateProduct>) => adminCall(catalogDesk.updateProduct, input),
    onSettled: () => client.invalidateQueries({ queryKey: catalogKeys.all }),
  });
}

export function useUpdateSendCycle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof catalogDesk.updateSendCycle>) => adminCall(catalogDesk.updateSendCycle, input),
    onSettled: () => client.invalidateQueries({ queryKey: catalogKeys.all }),
  });
}

/** products/create: the list refreshes with the new product once it is made. */
export function useCreateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof catalogDesk.createProduct>) => adminCall(catalogDesk.createProduct, input),
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.all }),
  });
}

/** cycles/create: a new batch of an existing product, its opening stock recorded as a movement. */
export function useCreateSendCycle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof catalogDesk.createSendCycle>) => adminCall(catalogDesk.createSendCycle, input),
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.all }),
  });
}
