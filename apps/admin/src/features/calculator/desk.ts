import { lazy } from 'react';
import { defineDesk } from '../../lib/desk.ts';

export const desks = [
  defineDesk({
    path: '/calculator',
    label: 'Calculator data',
    anyOf: ['calculator.write'],
    nav: {
      section: 'Desks',
      order: 110,
      icon: 'M5 3h14v18H5zM8 6h8v4H8zM8 14h1M11.5 14h1M15 14h1M8 17.5h1M11.5 17.5h1M15 17.5h1',
    },
    pages: [{ path: '/calculator', page: lazy(() => import('./pages/calculator-page.tsx')) }],
  }),
];
