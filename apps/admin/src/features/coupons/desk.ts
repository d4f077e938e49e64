import { lazy } from 'react';
import { defineDesk } from '../../lib/desk.ts';

export const desks = [
  defineDesk({
    path: '/coupons',
    label: 'Coupons',
    anyOf: ['coupons.write'],
    nav: { section: 'Desks', order: 90, icon: 'M3 8h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 8v10' },
    pages: [{ path: '/coupons', page: lazy(() => import('./pages/coupons-page.tsx')) }],
  }),
];
