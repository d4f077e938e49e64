import { lazy } from 'react';
import { defineDesk } from '../../lib/desk.ts';

export const desks = [
  defineDesk({
    path: '/catalog',
    label: 'Catalogue',
    anyOf: ['catalog.read'],
    nav: { section: 'Desks', order: 60, icon: 'M3 7l9-4 9 4-9 4zM3 7v10l9 4 9-4V7M12 11v10' },
    pages: [{ path: '/catalog', page: lazy(() => import('./pages/products-page.tsx')) }],
  }),
  defineDesk({
    path: '/product-files',
    label: 'Product files',
    anyOf: ['catalog.read'],
    nav: { section: 'Desks', order: 70, icon: 'M6 3h8l4 4v14H6zM14 3v4h4M12 10v7M9 14l3 3 3-3' },
    pages: [{ path: '/product-files', page: lazy(() => import('./pages/product-files-page.tsx')) }],
  }),
];
