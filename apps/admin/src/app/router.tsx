import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { Toaster } from '../components/ui/toaster.tsx';
import { ChangePasswordPage } from '../features/auth/pages/change-password-page.tsx';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { SetPasswordPage } from '../features/auth/pages/set-password-page.tsx';
import { TwoFactorPage } from '../features/auth/pages/two-factor-page.tsx';
import { setSessionExpiredHandler } from '../lib/api.ts';
import type { Desk } from '../lib/desk.ts';
import { sessionKeys } from '../lib/session.ts';
import { useShopBrandInDocument } from '../lib/shop-brand.ts';
import { DESKS } from './desks.ts';
import { RequirePermission, RequireSignedIn, RequireStaff } from './guards.tsx';
import { Shell } from './shell.tsx';

/**
 * The root: a -9999 from any call forgets the staff member; the guard then opens the login page,
 * which says the session ended and brings them back to where they were once signed in again.
 */
function Root() {
  const client = useQueryClient();
  useShopBrandInDocument();
  useEffect(() => {
    setSessionExpiredHandler(() => client.setQueryData(sessionKeys.me(), null));
    return () => setSessionExpiredHandler(null);
  }, [client]);
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

/** A desk's pages, each behind the desk's permission; the dashboard's path is the shell's index. */
function deskRoutes(desk: Desk): RouteObject[] {
  return desk.pages.map(({ path, page: Page }) => {
    const element =
      desk.anyOf.length === 0 ? (
        <Page key={path} />
      ) : (
        <RequirePermission key={path} anyOf={desk.anyOf}>
          <Page />
        </RequirePermission>
      );
    return path === '/' ? { index: true, element } : { path, element };
  });
}

export const router = createBrowserRouter(
  [
    {
      element: <Root />,
      children: [
        { path: '/login', element: <LoginPage /> },
        { path: '/set-password', element: <SetPasswordPage /> },
        {
          element: <RequireSignedIn />,
          children: [
            { path: '/setup/password', element: <ChangePasswordPage /> },
            { path: '/setup/two-factor', element: <TwoFactorPage /> },
          ],
        },
        {
          element: <RequireStaff />,
          children: [
            {
              element: <Shell />,
              children: [...DESKS.flatMap(deskRoutes), { path: '*', element: <Navigate to="/" replace /> }],
            },
          ],
        },
      ],
    },
  ],
  { basename: '/admin' },
);
