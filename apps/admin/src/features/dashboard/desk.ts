import { lazy } from 'react';
import { defineDesk } from '../../lib/desk.ts';

export const desks = [
  defineDesk({
    path: '/',
    label: 'Dashboard',
    anyOf: [],
    nav: { section: 'Desks', order: 0, icon: 'M3 12l9-9 9 9M5 10v10h5v-6h4v6h5V10' },
    pages: [{ path: '/', page: lazy(() => import('./pages/dashboard-page.tsx')) }],
  }),
];
