import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { pageTitle, useShopName } from '../../lib/brand.ts';
import { loginWithReturn } from '../../lib/paths.ts';
import { useLoggedIn } from '../../lib/use-session.ts';
import { isRouteMeta, type RouteMeta } from '../route-meta.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

function useCurrentMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return undefined;
}

/**
 * The shell of every page: header, the page, footer. After each navigation the title comes from the
 * route's metadata and the page scrolls to the top (docs/domain.md S2).
 */
export function RootLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const meta = useCurrentMeta();
  const loggedIn = useLoggedIn();
  const shopName = useShopName();

  // A layout effect runs before the page's own effects, so a page may refine it (usePageTitle).
  useLayoutEffect(() => {
    document.title = pageTitle(meta ? t(`titles.${meta.title}`, { brand: shopName }) : '', shopName);
  }, [meta, t, shopName]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll on every new address, not on re-renders
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  const needsLogin = meta?.auth === true && !loggedIn;

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 text-sm focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {navigation.state === 'loading' ? (
        <div
          className="fixed inset-x-0 top-0 z-[60] h-0.5 animate-pulse bg-brand-500"
          role="progressbar"
          aria-label="Loading"
        />
      ) : null}
      <Header />
      <main id="main" className="flex-1">
        {needsLogin ? <Navigate to={loginWithReturn(`${location.pathname}${location.search}`)} replace /> : <Outlet />}
      </main>
      <Footer />
    </div>
  );
}
