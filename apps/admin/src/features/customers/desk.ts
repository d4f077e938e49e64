import { lazy } from 'react';
import { defineDesk } from '../../lib/desk.ts';

export const desks = [
  defineDesk({
    path: '/customers',
    label: 'Customers',
    anyOf: ['customers.read', 'customers.coupons'],
    nav: { section: 'Desks', order: 40, icon: 'M9 8a3 3 0 1 0 6 0a3 3 0 1 0-6 0M4 20c1-4 15-4 16 0' },
    pages: [
      { path: '/customers', page: lazy(() => import('./pages/customers-page.tsx')) },
      { path: '/customers/:userId', page: lazy(() => import('./pages/customer-page.tsx')) },
    ],
  }),
];
