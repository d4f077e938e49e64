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
  defineDesk({
    path: '/settings/brand',
    label: 'Brand and contacts',
    anyOf: ['settings.manage'],
    nav: {
      section: 'Administration',
      order: 31,
      icon: 'M4 20h16M6 16l4-12h4l4 12M8.5 11h7',
    },
    pages: [{ path: '/settings/brand', page: lazy(() => import('./pages/brand-page.tsx')) }],
  }),
  defineDesk({
    path: '/settings/usdt',
    label: 'USDT payments',
    anyOf: ['settings.manage'],
    nav: {
      section: 'Administration',
      order: 32,
      icon: 'M12 3l9 9l-9 9l-9-9zM8 12h8M12 8v8',
    },
    pages: [{ path: '/settings/usdt', page: lazy(() => import('./pages/usdt-page.tsx')) }],
  }),
];
