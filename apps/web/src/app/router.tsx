import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { setNavigator } from '../lib/navigation.ts';
import { paths } from '../lib/paths.ts';
import { MyLayout } from './layout/my-layout.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { ShellFallback } from './layout/shell-header.tsx';
import type { RouteMeta } from './route-meta.ts';

/** A page loaded on demand: each page is its own chunk (route-level code splitting). */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

function meta(name: string, title: RouteMeta['title'], auth = false): { handle: RouteMeta } {
  return { handle: { name, title, auth } };
}

/** The whole route table of docs/domain.md S2; `/` and unknown paths go to HomeIndex. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first page's chunk loads: index.html's header bar, and a spinner.
    hydrateFallbackElement: <ShellFallback />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to={paths.home} replace /> },
          {
            path: 'home/index',
            ...meta('HomeIndex', 'HomeIndex'),
            ...page(() => import('../features/catalog/pages/home-page.tsx')),
          },
          {
            path: 'product-list',
            ...meta('ProductList', 'ProductList'),
            ...page(() => import('../features/catalog/pages/product-list-page.tsx')),
          },
          {
            path: 'productDetail/:code',
            ...meta('ProduceDetail', 'ProduceDetail'),
            ...page(() => import('../features/catalog/pages/product-detail-page.tsx')),
          },
          {
            path: 'news',
            ...meta('NewsHome', 'NewsHome'),
            ...page(() => import('../features/content/pages/news-page.tsx')),
          },
          {
            path: 'notice',
            ...meta('NoticeHome', 'NoticeHome'),
            ...page(() => import('../features/content/pages/notice-page.tsx')),
          },
          {
            path: 'voice',
            ...meta('VoiceHome', 'VoiceHome'),
            ...page(() => import('../features/content/pages/voice-page.tsx')),
          },
          {
            path: 'activity',
            ...meta('ActivityHome', 'ActivityHome'),
            ...page(() => import('../features/content/pages/activity-page.tsx')),
          },
          {
            path: 'news-detail/:id',
            ...meta('NewsDetail', 'NewsDetail'),
            ...page(() => import('../features/content/pages/news-detail-page.tsx')),
          },
          {
            path: 'notice-detail/:id',
            ...meta('NoticeDetail', 'NoticeDetail'),
            ...page(() => import('../features/content/pages/notice-detail-page.tsx')),
          },
          {
            path: 'user/login',
            ...meta('LoginIndex', 'LoginIndex'),
            ...page(() => import('../features/auth/pages/login-page.tsx')),
          },
          {
            path: 'user/signup',
            ...meta('SignupIndex', 'SignupIndex'),
            ...page(() => import('../features/auth/pages/signup-page.tsx')),
          },
          {
            path: 'user/retrievepwd',
            ...meta('RetrievePWDIndex', 'RetrievePWDIndex'),
            ...page(() => import('../features/auth/pages/retrieve-password-page.tsx')),
          },
          {
            path: 'user/account/kyc',
            ...meta('accountKYCIndex', 'accountKYCIndex', true),
            ...page(() => import('../features/kyc/pages/kyc-page.tsx')),
          },
          {
            path: 'support/index',
            ...meta('SupportIndex', 'SupportIndex'),
            ...page(() => import('../features/support/pages/support-index-page.tsx')),
          },
          {
            path: 'support/download',
            ...meta('Download', 'Download'),
            ...page(() => import('../features/support/pages/download-page.tsx')),
          },
          {
            path: 'support/question',
            ...meta('Question', 'Question'),
            ...page(() => import('../features/support/pages/question-page.tsx')),
          },
          {
            path: 'support/support-policy',
            ...meta('SupportPolicy', 'SupportPolicy'),
            ...page(() => import('../features/support/pages/support-policy-page.tsx')),
          },
          {
            path: 'support/repair-guide',
            ...meta('RepairGuide', 'RepairGuide'),
            ...page(() => import('../features/support/pages/repair-guide-page.tsx')),
          },
          {
            path: 'support/order-policy',
            ...meta('OrderPolicy', 'OrderPolicy'),
            ...page(() => import('../features/support/pages/order-policy-page.tsx')),
          },
          {
            path: 'support/terms-of-use',
            ...meta('TermsOfUse', 'TermsOfUse'),
            ...page(() => import('../features/support/pages/terms-of-use-page.tsx')),
          },
          {
            path: 'support/searchsn',
            ...meta('SearchSn', 'SearchSn'),
            ...page(() => import('../features/support/pages/search-sn-page.tsx')),
          },
          {
            path: 'support/calculator',
            ...meta('Calculator', 'Calculator'),
            ...page(() => import('../features/calculator/pages/calculator-page.tsx')),
          },
          {
            path: 'support/professional',
            ...meta('Calculator (advanced)', 'Professional'),
            ...page(() => import('../features/calculator/pages/professional-page.tsx')),
          },
          {
            path: 'bulk-order',
            ...meta('BulkOrder', 'BulkOrder'),
            ...page(() => import('../features/bulk/pages/bulk-order-page.tsx')),
          },
          {
            path: 'shopcart',
            ...meta('ShopCart', 'ShopCart', true),
            ...page(() => import('../features/cart/pages/shop-cart-page.tsx')),
          },
          {
            path: 'order-confirm/:ids?',
            ...meta('OrderConfirm', 'OrderConfirm', true),
            ...page(() => import('../features/order/pages/order-confirm-page.tsx')),
          },
          {
            path: 'pay-waiting/:orderNo',
            ...meta('PayWaiting', 'PayWaiting', true),
            ...page(() => import('../features/order/pages/pay-waiting-page.tsx')),
          },
          {
            path: 'pay/:orderNo',
            ...meta('Pay', 'Pay', true),
            ...page(() => import('../features/order/pages/pay-page.tsx')),
          },
          {
            path: 'sale-order-detail/:orderNo',
            ...meta('SaleOrderDetail', 'SaleOrderDetail', true),
            ...page(() => import('../features/order/pages/sale-order-detail-page.tsx')),
          },
          {
            path: 'after-sale-detail/:id',
            ...meta('AfterSaleDetail', 'AfterSaleDetail', true),
            ...page(() => import('../features/after-sale/pages/after-sale-detail-page.tsx')),
          },
          {
            path: 'my',
            element: <MyLayout />,
            ...meta('Account', 'Account', true),
            children: [
              { index: true, element: <Navigate to={paths.account} replace /> },
              {
                path: 'account',
                ...meta('Account', 'Account', true),
                ...page(() => import('../features/auth/pages/account-page.tsx')),
              },
              {
                path: 'address',
                ...meta('Address', 'Address', true),
                ...page(() => import('../features/address/pages/address-page.tsx')),
              },
              {
                path: 'after-sale-apply',
                ...meta('AfterSaleApply', 'AfterSaleApply', true),
                ...page(() => import('../features/after-sale/pages/after-sale-apply-page.tsx')),
              },
              {
                path: 'after-sale-list',
                ...meta('AfterSaleList', 'AfterSaleList', true),
                ...page(() => import('../features/after-sale/pages/after-sale-list-page.tsx')),
              },
              {
                path: 'coupon-list',
                ...meta('CouponList', 'CouponList', true),
                ...page(() => import('../features/coupon/pages/coupon-list-page.tsx')),
              },
              {
                path: 'sale-order',
                ...meta('SaleOrder', 'SaleOrder', true),
                ...page(() => import('../features/order/pages/sale-order-page.tsx')),
              },
            ],
          },
          { path: '*', element: <Navigate to={paths.home} replace /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  const router = createBrowserRouter(routes);
  setNavigator((to, options) => router.navigate(to, options));
  return router;
}
