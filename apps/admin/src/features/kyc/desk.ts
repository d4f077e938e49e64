import { lazy } from 'react';
import { defineDesk } from '../../lib/desk.ts';

export const desks = [
  defineDesk({
    path: '/kyc',
    label: 'KYC',
    anyOf: ['kyc.review'],
    nav: {
      section: 'Desks',
      order: 30,
      icon: 'M4 5h16v14H4zM8 10a2 2 0 1 0 4 0a2 2 0 1 0-4 0M7 16c1-2 5-2 6 0M15 9h3M15 13h3',
    },
    pages: [
      { path: '/kyc', page: lazy(() => import('./pages/kyc-queue-page.tsx')) },
      { path: '/kyc/:userId', page: lazy(() => import('./pages/kyc-review-page.tsx')) },
    ],
  }),
];
