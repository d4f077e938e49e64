import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CartIcon } from '../../components/icons.tsx';
import { cartBadgeText, useCartCount } from '../../features/cart/api/get-cart-num.ts';
import { paths } from '../../lib/paths.ts';
import { useLoggedIn } from '../../lib/use-session.ts';

/** The cart link with its count, shown only to a logged-in buyer (docs/domain.md S2). */
export function CartBadge() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const { data: count = 0 } = useCartCount();
  if (!loggedIn) return null;
  const text = cartBadgeText(count);
  return (
    <Link
      to={paths.shopCart}
      className="relative inline-flex size-10 items-center justify-center rounded-md text-slate-200 hover:bg-white/10 hover:text-white"
      aria-label={t('nav.cartCount', { count })}
    >
      <CartIcon className="size-6" />
      {text ? (
        <span
          data-testid="cart-badge"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-brand-500 px-1 text-center text-[11px] leading-5 font-bold text-white tabular-nums ring-2 ring-ink-900"
        >
          {text}
        </span>
      ) : null}
    </Link>
  );
}
