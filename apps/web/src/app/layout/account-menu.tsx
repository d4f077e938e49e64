import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useUserInfo } from '../../features/auth/api/get-user-info.ts';
import { useLogout } from '../../features/auth/api/out-login.ts';
import { loginWithReturn, paths } from '../../lib/paths.ts';
import { useLoggedIn } from '../../lib/use-session.ts';
import { type MenuHandoff, menuTriggerClass, useMenuHandoff } from './deferred-menu.tsx';
import { AccountTrigger } from './menu-triggers.tsx';

const itemClass =
  'block w-full px-4 py-2 text-left text-sm text-slate-700 data-focus:bg-slate-100 data-focus:text-slate-900';

/** Profile and logout for a buyer; sign in and sign up for a visitor (docs/domain.md S2). */
export function AccountMenu(handoff: MenuHandoff) {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const location = useLocation();
  const { data: user } = useUserInfo();
  const logout = useLogout();
  const button = useMenuHandoff(handoff);
  const here = `${location.pathname}${location.search}`;
  const onAuthPage = location.pathname.startsWith('/user/');

  return (
    <Menu as="div" className="relative">
      <MenuButton ref={button} className={menuTriggerClass} aria-label={t('nav.account')} data-testid="account-menu">
        <AccountTrigger />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 w-56 rounded-lg border border-slate-200 bg-white py-1 shadow-xl [--anchor-gap:8px] focus:outline-none"
      >
        {loggedIn ? (
          <>
            {user ? (
              <div className="px-4 py-2">
                <p className="truncate text-sm font-semibold text-slate-900">{user.nickName}</p>
                <p className="truncate text-xs text-slate-500">{user.email}</p>
              </div>
            ) : null}
            {user ? <MenuSeparator className="my-1 h-px bg-slate-100" /> : null}
            <MenuItem>
              <Link to={paths.account} className={itemClass}>
                {t('nav.profile')}
              </Link>
            </MenuItem>
            <MenuItem>
              <Link to={paths.saleOrder} className={itemClass}>
                {t('nav.orders')}
              </Link>
            </MenuItem>
            <MenuSeparator className="my-1 h-px bg-slate-100" />
            <MenuItem>
              <button type="button" className={itemClass} onClick={() => logout.mutate()} disabled={logout.isPending}>
                {t('nav.logout')}
              </button>
            </MenuItem>
          </>
        ) : (
          <>
            <MenuItem>
              <Link to={onAuthPage ? paths.login : loginWithReturn(here)} className={itemClass}>
                {t('nav.signIn')}
              </Link>
            </MenuItem>
            <MenuItem>
              <Link to={paths.signup} className={itemClass}>
                {t('nav.signUp')}
              </Link>
            </MenuItem>
          </>
        )}
      </MenuItems>
    </Menu>
  );
}
