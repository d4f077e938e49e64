import { lazy } from 'react';
import { defineDesk } from '../../lib/desk.ts';

export const desks = [
  defineDesk({
    path: '/news',
    label: 'News',
    anyOf: ['content.write'],
    nav: {
      section: 'Desks',
      order: 120,
      icon: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M7 9h7M7 13h7M7 16h4',
    },
    pages: [{ path: '/news', page: lazy(() => import('./pages/news-page.tsx')) }],
  }),
];
