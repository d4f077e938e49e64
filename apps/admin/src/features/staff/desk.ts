import { lazy } from 'react';
import { defineDesk } from '../../lib/desk.ts';

export const desks = [
  defineDesk({
    path: '/staff',
    label: 'Staff',
    anyOf: ['staff.manage'],
    nav: {
      section: 'Administration',
      order: 10,
      icon: 'M7 8a3 3 0 1 0 6 0a3 3 0 1 0-6 0M2 20c1-4 15-4 16 0M17 5a3 3 0 0 1 0 6M19 14c2 1 3 3 3 6',
    },
    pages: [{ path: '/staff', page: lazy(() => import('./pages/staff-page.tsx')) }],
  }),
];
