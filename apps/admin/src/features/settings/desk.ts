import { lazy } from 'react';
import { defineDesk } from '../../lib/desk.ts';

export const desks = [
  defineDesk({
    path: '/settings',
    label: 'Settings',
    anyOf: ['settings.manage'],
    nav: {
      section: 'Administration',
      order: 30,
      icon: 'M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6M12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2',
    },
    pages: [{ path: '/settings', page: lazy(() => import('./pages/settings-page.tsx')) }],
  }),
];
