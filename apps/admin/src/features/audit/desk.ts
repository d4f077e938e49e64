import { lazy } from 'react';
import { defineDesk } from '../../lib/desk.ts';

export const desks = [
  defineDesk({
    path: '/audit',
    label: 'Audit log',
    anyOf: ['audit.read'],
    nav: { section: 'Administration', order: 20, icon: 'M6 3h9l4 4v14H6zM9 12h7M9 16h7M9 8h3' },
    pages: [{ path: '/audit', page: lazy(() => import('./pages/audit-page.tsx')) }],
  }),
];
