import { calculatorDesk } from '@hashforge/contract/admin/calculator';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../lib/api.ts';

export const calculatorKeys = {
  all: ['calculator'] as const,
  coins: () => [...calculatorKeys.all, 'coins'] as const,
  products: () => [...calculatorKeys.all, 'products'] as const,
};

export function useCoins() {
  return useQuery({
    queryKey: calculatorKeys.coins(),
    queryFn: () => adminCall(calculatorDesk.listCoins, {}),
  });
}

export function useCalculatorProducts() {
  return useQuery({
    queryKey: calculatorKeys.products(),
    queryFn: () => adminCall(calculatorDesk.listProducts, {}),
  });
}

export function useUpdateCoin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof calculatorDesk.updateCoin>) => adminCall(calculatorDesk.updateCoin, input),
    // A coin's figures also move the stored profit of the merged entries built from it.
    onSettled: () => client.invalidateQueries({ queryKey: calculatorKeys.coins() }),
  });
}

export function useRefreshCoins() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminCall(calculatorDesk.refreshCoins, {}),
    onSettled: () => client.invalidateQueries({ queryKey: calculatorKeys.coins() }),
  });
}

export function useUpdateCalculatorProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof calculatorDesk.updateProduct>) =>
      adminCall(calculatorDesk.updateProduct, input),
    onSettled: () => client.invalidateQueries({ queryKey: calculatorKeys.products() }),
  });
}
