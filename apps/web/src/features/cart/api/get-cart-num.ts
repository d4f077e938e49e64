import { getCartNum } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useLoggedIn } from '../../../lib/use-session.ts';
import { cartKeys } from './keys.ts';

/** At most 99 is shown (docs/domain.md S9); more reads `99+`. */
export const CART_BADGE_MAX = 99;
export function cartBadgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(Math.floor(count));
}

export const cartCountQuery = () =>
  queryOptions({
    queryKey: cartKeys.count(),
    // A badge is background information: a refusal is not worth an error toast on every page.
    queryFn: ({ signal }) => apiCall(getCartNum, {}, { silent: true, signal }),
    staleTime: 60_000,
  });

/** The cart count for the header badge; only asked for while logged in. */
export function useCartCount() {
  const loggedIn = useLoggedIn();
  return useQuery({ ...cartCountQuery(), enabled: loggedIn });
}
