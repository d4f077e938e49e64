import { type CartItem, kycAllowsCheckout, msg } from '@hashforge/contract';
import { createCartItem, updateCartItem } from '@hashforge/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError, apiCall } from '../../../lib/api-client.ts';
import { loginWithReturn, paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useLoggedIn } from '../../../lib/use-session.ts';
import { kycStatusQuery } from '../../kyc/api/get-kyc-statue.ts';
import { cartListQuery } from './get-cart-list.ts';
import { cartKeys } from './keys.ts';

// Loaded when first needed: the product page is a landing page and its first load stays small.
const KycRequiredDialog = lazy(() =>
  import('../../../components/kyc-required-dialog.tsx').then((m) => ({ default: m.KycRequiredDialog })),
);

export interface CartLine {
  productId: number;
  productSendCycleId: number;
  productNum: number;
}

/**
 * The logged-in side of the product page's buttons. Add to cart: `cart/create`, `added to cart`,
 * the badge follows. Buy now: the same row, then straight to the order confirm page for it (KYC
 * 1 or 2 first, as at checkout). Logged out, both go to login and come back here.
 */
export function useCartActions(): {
  addToCart: (line: CartLine) => Promise<void>;
  buyNow: (line: CartLine) => Promise<void>;
  pending: boolean;
  dialogs: ReactNode;
} {
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useLoggedIn();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  /** null until the dialog is first wanted; then it stays mounted so it can close with its transition. */
  const [kycDialog, setKycDialog] = useState<boolean | null>(null);

  const needLogin = () => {
    navigate(loginWithReturn(`${location.pathname}${location.search}`));
  };

  const run = async (work: () => Promise<void>) => {
    if (pending) return;
    setPending(true);
    try {
      await work();
    } catch (error) {
      // The API client has shown the refusal (out of stock, a limit) as a toast.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setPending(false);
    }
  };

  const addToCart = (line: CartLine) =>
    loggedIn
      ? run(async () => {
          await apiCall(createCartItem, line);
          toast.success(msg.addedToCart);
          await queryClient.invalidateQueries({ queryKey: cartKeys.all });
        })
      : Promise.resolve(needLogin());

  const buyNow = (line: CartLine) =>
    loggedIn
      ? run(async () => {
          const status = await queryClient.fetchQuery(kycStatusQuery());
          if (!kycAllowsCheckout(status)) {
            setKycDialog(true);
            return;
          }
          const listRows = () => queryClient.fetchQuery({ ...cartListQuery(), staleTime: 0 });
          // Buy now orders exactly the chosen quantity: a row already in the cart is set to it.
          const existing = (await listRows()).find((r) => r.productSendCycleId === line.productSendCycleId);
          if (existing) await apiCall(updateCartItem, { id: existing.id, productNum: line.productNum });
          else await apiCall(createCartItem, line);
          await queryClient.invalidateQueries({ queryKey: cartKeys.all });
          const rows: CartItem[] = await listRows();
          const row = rows.find((r) => r.productSendCycleId === line.productSendCycleId);
          if (row) navigate(paths.orderConfirm([row.id]));
        })
      : Promise.resolve(needLogin());

  return {
    addToCart,
    buyNow,
    pending,
    dialogs:
      kycDialog === null ? null : (
        <Suspense fallback={null}>
          <KycRequiredDialog open={kycDialog} onClose={() => setKycDialog(false)} />
        </Suspense>
      ),
  };
}
