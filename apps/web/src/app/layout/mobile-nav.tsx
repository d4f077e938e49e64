import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ChevronRightIcon, CloseIcon } from '../../components/icons.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useLogout } from '../../features/auth/api/out-login.ts';
import { useBrand } from '../../lib/brand.ts';
import { cn } from '../../lib/cn.ts';
import { loginWithReturn, paths } from '../../lib/paths.ts';
import { useLoggedIn } from '../../lib/use-session.ts';
import { BrandMark } from './brand-link.tsx';
import { useLanguageSites } from './language-sites.ts';
import { isNavActive, navItems } from './nav-items.ts';

const darkButton =
  'inline-flex h-10 w-full items-center justify-center rounded-md border border-white/15 text-sm font-semibold text-slate-200 hover:bg-white/10';

/** The header's links, account actions and languages in a drawer, for screens below 1024 px. */
export function MobileNav({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const loggedIn = useLoggedIn();
  const logout = useLogout();
  const brand = useBrand();
  const languages = useLanguageSites();

  // Following a link closes the drawer (but opening it is not a navigation).
  const shownAt = useRef(location.pathname);
  useEffect(() => {
    if (shownAt.current !== location.pathname) {
      shownAt.current = location.pathname;
      onClose();
    }
  }, [location.pathname, onClose]);

  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 lg:hidden">
      <DialogBackdrop transition className="fixed inset-0 bg-slate-950/60 transition-opacity data-closed:opacity-0" />
      <DialogPanel
        transition
        className="fixed inset-y-0 left-0 flex w-[85vw] max-w-sm flex-col bg-ink-900 text-white shadow-2xl transition duration-200 data-closed:-translate-x-full"
      >
        <div className="flex h-16 items-center justify-between border-b border-white/10 px-4">
          <BrandMark brand={brand} />
          <button
            type="button"
            onClick={onClose}
            className="inline-flex size-10 items-center justify-center rounded-md text-slate-300 hover:bg-white/10"
            aria-label={t('nav.closeMenu')}
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-2 py-3">
          {navItems.map((item) => {
            const active = isNavActive(item, location.pathname);
            return (
              <Link
                key={item.to}
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-center justify-between rounded-md px-3 py-3 text-base font-medium',
                  active ? 'bg-white/10 text-white' : 'text-slate-300 hover:bg-white/5',
                )}
              >
                {t(`nav.${item.label}`)}
                <ChevronRightIcon className="size-4 text-slate-500" />
              </Link>
            );
          })}
          <div className="mt-4 border-t border-white/10 pt-4">
            {loggedIn ? (
              <div className="grid gap-2 px-1">
                <Link to={paths.account} className={buttonClasses('secondary', 'md', true)}>
                  {t('nav.profile')}
                </Link>
                <Link to={paths.shopCart} className={darkButton}>
                  {t('nav.cart')}
                </Link>
                <button type="button" className={darkButton} onClick={() => logout.mutate()}>
                  {t('nav.logout')}
                </button>
              </div>
            ) : (
              <div className="grid grid-cols-2 gap-2 px-1">
                <Link
                  to={loginWithReturn(`${location.pathname}${location.search}`)}
                  className={buttonClasses('primary', 'md', true)}
                >
                  {t('nav.signIn')}
                </Link>
                <Link to={paths.signup} className={buttonClasses('secondary', 'md', true)}>
                  {t('nav.signUp')}
                </Link>
              </div>
            )}
          </div>
        </nav>
        <div className="border-t border-white/10 px-4 py-4">
          <p className="mb-2 text-xs tracking-wide text-slate-500 uppercase">{t('nav.language')}</p>
          <div className="flex flex-wrap gap-2">
            {languages.map((lang) => (
              <a
                key={lang.code}
                href={lang.url ?? paths.home}
                hrefLang={lang.code}
                className={cn(
                  'rounded-md border px-3 py-1.5 text-sm',
                  lang.url === null
                    ? 'border-brand-500 text-brand-300'
                    : 'border-white/15 text-slate-300 hover:bg-white/5',
                )}
              >
                {lang.label}
              </a>
            ))}
          </div>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
