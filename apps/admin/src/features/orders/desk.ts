import { lazy } from 'react';
import { defineDesk } from '../../lib/desk.ts';

export const desks = [
  defineDesk({
    path: '/orders',
    label: 'Orders',
    anyOf: ['orders.read'],
    nav: { section: 'Desks', order: 10, icon: 'M4 6h16M4 12h16M4 18h10' },
    pages: [
      { path: '/orders', page: lazy(() => import('./pages/orders-page.tsx')) },
      { path: '/orders/:orderNo', page: lazy(() => import('./pages/order-page.tsx')) },
    ],
  }),
];
