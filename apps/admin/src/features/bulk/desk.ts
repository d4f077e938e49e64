import { lazy } from 'react';
import { defineDesk } from '../../lib/desk.ts';

export const desks = [
  defineDesk({
    path: '/bulk',
    label: 'Bulk enquiries',
    anyOf: ['bulk.read'],
    nav: { section: 'Desks', order: 100, icon: 'M3 7h7v5H3zM14 7h7v5h-7zM3 15h7v5H3zM14 15h7v5h-7z' },
    pages: [{ path: '/bulk', page: lazy(() => import('./pages/bulk-page.tsx')) }],
  }),
];
