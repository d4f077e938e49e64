import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client.ts';
import { loginWithReturn } from '../../../lib/paths.ts';
import { useLoggedIn } from '../../../lib/use-session.ts';
import type { CartLine } from './cart-action-calls.ts';

export type { CartLine } from './cart-action-calls.ts';

/** The calls themselves load after the first paint, or at the first click if that comes sooner. */
const loadCalls = () => import('./cart-action-calls.ts');

// Loaded when first needed: the product page is a landing page and its first load stays small.
const KycRequiredDialog = lazy(() =>
  import('../../../components/kyc-required-dialog.tsx').then((m) => ({ default: m.KycRequiredDialog })),
);

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

  useEffect(() => {
    if (!loggedIn || !('requestIdleCallback' in window)) return;
    const handle = window.requestIdleCallback(() => void loadCalls());
    return () => window.cancelIdleCallback(handle);
  }, [loggedIn]);

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
    loggedIn ? run(async () => (await loadCalls()).addToCart(queryClient, line)) : Promise.resolve(needLogin());

  const buyNow = (line: CartLine) =>
    loggedIn
      ? run(async () => {
          const next = await (await loadCalls()).buyNow(queryClient, line);
          if (next === 'kyc') setKycDialog(true);
          else if (next) navigate(next);
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
