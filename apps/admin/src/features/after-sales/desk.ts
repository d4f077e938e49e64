import { lazy } from 'react';
import { defineDesk } from '../../lib/desk.ts';

export const desks = [
  defineDesk({
    path: '/aftersales',
    label: 'After-sales',
    anyOf: ['aftersales.read'],
    nav: { section: 'Desks', order: 50, icon: 'M14 7l3-3 3 3-3 3M17 4v7M4 20l7-7M9 11l4 4M3 21l3-1 1-3' },
    pages: [
      { path: '/aftersales', page: lazy(() => import('./pages/after-sales-page.tsx')) },
      { path: '/aftersales/:id', page: lazy(() => import('./pages/after-sale-page.tsx')) },
    ],
  }),
];
