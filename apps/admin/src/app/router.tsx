import { useQueryClient } from '@tanstack/react-query';
import { lazy, useEffect } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router-dom';
import { Toaster } from '../components/ui/toaster.tsx';
import { sessionKeys } from '../features/auth/api/session.ts';
import { ChangePasswordPage } from '../features/auth/pages/change-password-page.tsx';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { SetPasswordPage } from '../features/auth/pages/set-password-page.tsx';
import { TwoFactorPage } from '../features/auth/pages/two-factor-page.tsx';
import { setSessionExpiredHandler } from '../lib/api.ts';
import { RequirePermission, RequireSignedIn, RequireStaff } from './guards.tsx';
import { Shell } from './shell.tsx';

// Each desk is its own chunk: a warehouse clerk never downloads the dashboard's chart library.
const DashboardPage = lazy(() => import('../features/dashboard/pages/dashboard-page.tsx'));
const OrdersPage = lazy(() => import('../features/orders/pages/orders-page.tsx'));
const OrderPage = lazy(() => import('../features/orders/pages/order-page.tsx'));
const PaymentsPage = lazy(() => import('../features/payments/pages/payments-page.tsx'));
const KycQueuePage = lazy(() => import('../features/kyc/pages/kyc-queue-page.tsx'));
const KycReviewPage = lazy(() => import('../features/kyc/pages/kyc-review-page.tsx'));
const CustomersPage = lazy(() => import('../features/customers/pages/customers-page.tsx'));
const CustomerPage = lazy(() => import('../features/customers/pages/customer-page.tsx'));
const AfterSalesPage = lazy(() => import('../features/aftersales/pages/aftersales-page.tsx'));
const AfterSalePage = lazy(() => import('../features/aftersales/pages/aftersale-page.tsx'));
const ProductsPage = lazy(() => import('../features/catalog/pages/products-page.tsx'));
const ProductFilesPage = lazy(() => import('../features/catalog/pages/product-files-page.tsx'));
const SerialsPage = lazy(() => import('../features/serials/pages/serials-page.tsx'));
const CouponsPage = lazy(() => import('../features/coupons/pages/coupons-page.tsx'));
const BulkPage = lazy(() => import('../features/bulk/pages/bulk-page.tsx'));
const CalculatorPage = lazy(() => import('../features/calculator/pages/calculator-page.tsx'));
const NewsPage = lazy(() => import('../features/news/pages/news-page.tsx'));
const BannersPage = lazy(() => import('../features/content/pages/banners-page.tsx'));
const FaqPage = lazy(() => import('../features/content/pages/faq-page.tsx'));
const PolicyPagesPage = lazy(() => import('../features/content/pages/policy-pages-page.tsx'));
const ActivitiesPage = lazy(() => import('../features/content/pages/activities-page.tsx'));
const StaffPage = lazy(() => import('../features/staff/pages/staff-page.tsx'));
const AuditPage = lazy(() => import('../features/audit/pages/audit-page.tsx'));
const SettingsPage = lazy(() => import('../features/settings/pages/settings-page.tsx'));
const AccountPage = lazy(() => import('../features/auth/pages/account-page.tsx'));

/**
 * The root: a -9999 from any call forgets the staff member; the guard then opens the login page,
 * which says the session ended and brings them back to where they were once signed in again.
 */
function Root() {
  const client = useQueryClient();
  useEffect(() => {
    setSessionExpiredHandler(() => client.setQueryData(sessionKeys.me, null));
    return () => setSessionExpiredHandler(null);
  }, [client]);
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
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
              children: [
                { index: true, element: <DashboardPage /> },
                {
                  path: '/orders',
                  element: (
                    <RequirePermission anyOf={['orders.read']}>
                      <OrdersPage />
                    </RequirePermission>
                  ),
                },
                {
                  path: '/orders/:orderNo',
                  element: (
                    <RequirePermission anyOf={['orders.read']}>
                      <OrderPage />
                    </RequirePermission>
                  ),
                },
                {
                  path: '/payments',
                  element: (
                    <RequirePermission anyOf={['payments.review']}>
                      <PaymentsPage />
                    </RequirePermission>
                  ),
                },
                {
                  path: '/kyc',
                  element: (
                    <RequirePermission anyOf={['kyc.review']}>
                      <KycQueuePage />
                    </RequirePermission>
                  ),
                },
                {
                  path: '/kyc/:userId',
                  element: (
                    <RequirePermission anyOf={['kyc.review']}>
                      <KycReviewPage />
                    </RequirePermission>
                  ),
                },
                {
                  path: '/customers',
                  element: (
                    <RequirePermission anyOf={['customers.read', 'customers.coupons']}>
                      <CustomersPage />
                    </RequirePermission>
                  ),
                },
                {
                  path: '/customers/:userId',
                  element: (
                    <RequirePermission anyOf={['customers.read', 'customers.coupons']}>
                      <CustomerPage />
                    </RequirePermission>
                  ),
                },
                {
                  path: '/aftersales',
                  element: (
                    <RequirePermission anyOf={['aftersales.read']}>
                      <AfterSalesPage />
                    </RequirePermission>
                  ),
                },
                {
                  path: '/aftersales/:id',
                  element: (
                    <RequirePermission anyOf={['aftersales.read']}>
                      <AfterSalePage />
                    </RequirePermission>
                  ),
                },
                {
                  path: '/catalog',
                  element: (
                    <RequirePermission anyOf={['catalog.read']}>
                      <ProductsPage />
                    </RequirePermission>
                  ),
                },
                {
                  path: '/product-files',
                  element: (
                    <RequirePermission anyOf={['catalog.read']}>
                      <ProductFilesPage />
                    </RequirePermission>
                  ),
                },
                {
                  path: '/serials',
                  element: (
                    <RequirePermission anyOf={['catalog.read']}>
                      <SerialsPage />
                    </RequirePermission>
                  ),
                },
                {
                  path: '/coupons',
                  element: (
                    <RequirePermission anyOf={['coupons.write']}>
                      <CouponsPage />
                    </RequirePermission>
                  ),
                },
                {
                  path: '/bulk',
                  element: (
                    <RequirePermission anyOf={['bulk.read']}>
                      <BulkPage />
                    </RequirePermission>
                  ),
                },
                {
                  path: '/calculator',
                  element: (
                    <RequirePermission anyOf={['calculator.write']}>
                      <CalculatorPage />
                    </RequirePermission>
                  ),
                },
                {
                  path: '/news',
                  element: (
                    <RequirePermission anyOf={['content.write']}>
                      <NewsPage />
                    </RequirePermission>
                  ),
                },
                {
                  path: '/banners',
                  element: (
                    <RequirePermission anyOf={['content.write']}>
                      <BannersPage />
                    </RequirePermission>
                  ),
                },
                {
                  path: '/faq',
                  element: (
                    <RequirePermission anyOf={['content.write']}>
                      <FaqPage />
                    </RequirePermission>
                  ),
                },
                {
                  path: '/policy-pages',
                  element: (
                    <RequirePermission anyOf={['content.write']}>
                      <PolicyPagesPage />
                    </RequirePermission>
                  ),
                },
                {
                  path: '/activities',
                  element: (
                    <RequirePermission anyOf={['content.write']}>
                      <ActivitiesPage />
                    </RequirePermission>
                  ),
                },
                {
                  path: '/staff',
                  element: (
                    <RequirePermission anyOf={['staff.manage']}>
                      <StaffPage />
                    </RequirePermission>
                  ),
                },
                {
                  path: '/audit',
                  element: (
                    <RequirePermission anyOf={['audit.read']}>
                      <AuditPage />
                    </RequirePermission>
                  ),
                },
                {
                  path: '/settings',
                  element: (
                    <RequirePermission anyOf={['settings.manage']}>
                      <SettingsPage />
                    </RequirePermission>
                  ),
                },
                { path: '/account', element: <AccountPage /> },
                { path: '*', element: <Navigate to="/" replace /> },
              ],
            },
          ],
        },
      ],
    },
  ],
  { basename: '/admin' },
);
