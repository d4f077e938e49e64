import { lazy } from 'react';
import { defineDesk } from '../../lib/desk.ts';

export const desks = [
  defineDesk({
    path: '/payments',
    label: 'Payment proofs',
    anyOf: ['payments.review'],
    nav: { section: 'Desks', order: 20, icon: 'M3 7h18v10H3zM3 11h18M7 15h3' },
    pages: [
      { path: '/payments', page: lazy(() => import('./pages/payments-page.tsx')) },
      { path: '/payments/chain/:id', page: lazy(() => import('./pages/chain-payment-page.tsx')) },
    ],
  }),
];
