import { type CartItem, kycAllowsCheckout, msg } from '@hashforge/contract';
import { createCartItem, updateCartItem } from '@hashforge/contract/routes';
import type { QueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { kycStatusQuery } from '../../kyc/api/get-kyc-statue.ts';
import { cartListQuery } from './get-cart-list.ts';
import { cartKeys } from './keys.ts';

export interface CartLine {
  productId: number;
  productSendCycleId: number;
  productNum: number;
}

/**
 * The calls behind the product page's buttons, in a file of their own: use-cart-actions.tsx loads it
 * after the page has painted (cart, KYC and message code a phone need not wait for).
 */
export async function addToCart(queryClient: QueryClient, line: CartLine): Promise<void> {
  await apiCall(createCartItem, line);
  toast.success(msg.addedToCart);
  await queryClient.invalidateQueries({ queryKey: cartKeys.all });
}

/** Buy now orders exactly the chosen quantity; `'kyc'` when KYC must come first, else the path to go to. */
export async function buyNow(queryClient: QueryClient, line: CartLine): Promise<'kyc' | string | null> {
  const status = await queryClient.fetchQuery(kycStatusQuery());
  if (!kycAllowsCheckout(status)) return 'kyc';
  const listRows = () => queryClient.fetchQuery({ ...cartListQuery(), staleTime: 0 });
  // A row already in the cart is set to the chosen quantity.
  const existing = (await listRows()).find((r) => r.productSendCycleId === line.productSendCycleId);
  if (existing) await apiCall(updateCartItem, { id: existing.id, productNum: line.productNum });
  else await apiCall(createCartItem, line);
  await queryClient.invalidateQueries({ queryKey: cartKeys.all });
  const rows: CartItem[] = await listRows();
  const row = rows.find((r) => r.productSendCycleId === line.productSendCycleId);
  return row ? paths.orderConfirm([row.id]) : null;
}
