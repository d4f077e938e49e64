import { lazy } from 'react';
import { defineDesk } from '../../lib/desk.ts';

export const desks = [
  defineDesk({
    path: '/account',
    label: 'My account and security',
    anyOf: [],
    nav: null,
    pages: [{ path: '/account', page: lazy(() => import('./pages/account-page.tsx')) }],
  }),
];
