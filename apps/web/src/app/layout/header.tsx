import { BRAND_MARK_CLASSES } from '@hashforge/contract/brand-rules';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { MenuIcon } from '../../components/icons.tsx';
import { useBrand } from '../../lib/brand.ts';
import { cn } from '../../lib/cn.ts';
import { paths } from '../../lib/paths.ts';
import { BrandMark, homeLabel } from './brand-link.tsx';
import { CartBadge } from './cart-badge.tsx';
import { DeferredMenu } from './deferred-menu.tsx';
import { AccountTrigger, LanguageTrigger } from './menu-triggers.tsx';
import { isNavActive, navItems } from './nav-items.ts';

// Menus and the phone drawer load when first wanted (see DeferredMenu).
const loadAccountMenu = () => import('./account-menu.tsx').then((m) => m.AccountMenu);
const loadLanguageMenu = () => import('./language-menu.tsx').then((m) => m.LanguageMenu);
const MobileNav = lazy(() => import('./mobile-nav.tsx').then((m) => ({ default: m.MobileNav })));

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const brand = useBrand();

  return (
    <header className="sticky top-0 z-40 border-b border-white/5 bg-ink-900 text-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <button
          type="button"
          className="-ml-2 inline-flex size-10 items-center justify-center rounded-md text-slate-200 hover:bg-white/10 lg:hidden"
          onClick={() => {
            setDrawerWanted(true);
            setMenuOpen(true);
          }}
          aria-label={t('nav.menu')}
          aria-expanded={menuOpen}
        >
          <MenuIcon className="size-6" />
        </button>
        <Link to={paths.home} className={BRAND_MARK_CLASSES.link} aria-label={homeLabel(brand)}>
          <BrandMark brand={brand} />
        </Link>
        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 lg:flex">
          {navItems.map((item) => {
            const active = isNavActive(item, pathname);
            return (
              <Link
                key={item.to}
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'relative rounded-md px-3 py-2 text-sm font-medium transition-colors',
                  active ? 'text-white' : 'text-slate-300 hover:bg-white/5 hover:text-white',
                )}
              >
                {t(`nav.${item.label}`)}
                {active ? (
                  <span
                    className="absolute inset-x-3 -bottom-[13px] h-0.5 rounded-full bg-brand-500"
                    aria-hidden="true"
                  />
                ) : null}
              </Link>
            );
          })}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <div className="hidden sm:block">
            <DeferredMenu load={loadLanguageMenu} label={t('nav.language')}>
              <LanguageTrigger />
            </DeferredMenu>
          </div>
          <CartBadge />
          <DeferredMenu load={loadAccountMenu} label={t('nav.account')} testId="account-menu">
            <AccountTrigger />
          </DeferredMenu>
        </div>
      </div>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MobileNav open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
