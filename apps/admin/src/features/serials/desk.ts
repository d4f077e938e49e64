import { lazy } from 'react';
import { defineDesk } from '../../lib/desk.ts';

export const desks = [
  defineDesk({
    path: '/serials',
    label: 'Serial numbers',
    anyOf: ['catalog.read'],
    nav: { section: 'Desks', order: 80, icon: 'M4 6v12M7 6v12M10 6v12M14 6v12M16 6v12M20 6v12' },
    pages: [{ path: '/serials', page: lazy(() => import('./pages/serials-page.tsx')) }],
  }),
];
