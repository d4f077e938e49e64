import { lazy } from 'react';
import { defineDesk } from '../../lib/desk.ts';

export const desks = [
  defineDesk({
    path: '/banners',
    label: 'Banners',
    anyOf: ['content.write'],
    nav: { section: 'Desks', order: 130, icon: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15 9a1 1 0 1 0 2 0a1 1 0 1 0-2 0' },
    pages: [{ path: '/banners', page: lazy(() => import('./pages/banners-page.tsx')) }],
  }),
  defineDesk({
    path: '/faq',
    label: 'FAQ',
    anyOf: ['content.write'],
    nav: {
      section: 'Desks',
      order: 140,
      icon: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17v.01',
    },
    pages: [{ path: '/faq', page: lazy(() => import('./pages/faq-page.tsx')) }],
  }),
  defineDesk({
    path: '/policy-pages',
    label: 'Policy pages',
    anyOf: ['content.write'],
    nav: { section: 'Desks', order: 150, icon: 'M12 3l8 3v6c0 5-3.5 8-8 9c-4.5-1-8-4-8-9V6zM9 12l2 2 4-4' },
    pages: [{ path: '/policy-pages', page: lazy(() => import('./pages/policy-pages-page.tsx')) }],
  }),
  defineDesk({
    path: '/activities',
    label: 'Activity calendar',
    anyOf: ['content.write'],
    nav: { section: 'Desks', order: 160, icon: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M8 14h3' },
    pages: [{ path: '/activities', page: lazy(() => import('./pages/activities-page.tsx')) }],
  }),
];
