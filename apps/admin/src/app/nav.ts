import type { Permission } from '@hashforge/contract/admin/permissions';

export interface NavItem {
  to: string;
  label: string;
  /** Shown when the role holds any of these; none: every signed-in staff member. */
  anyOf?: Permission[];
  icon: string;
}

/** The desks, in the order staff work through them; each shows only to the roles that may use it. */
export const NAV_SECTIONS: { title?: string; items: NavItem[] }[] = [
  {
    items: [
      { to: '/', label: 'Dashboard', icon: 'M3 12l9-9 9 9M5 10v10h5v-6h4v6h5V10' },
      { to: '/orders', label: 'Orders', anyOf: ['orders.read'], icon: 'M4 6h16M4 12h16M4 18h10' },
      {
        to: '/payments',
        label: 'Payment proofs',
        anyOf: ['payments.review'],
        icon: 'M3 7h18v10H3zM3 11h18M7 15h3',
      },
      {
        to: '/kyc',
        label: 'KYC',
        anyOf: ['kyc.review'],
        icon: 'M4 5h16v14H4zM8 10a2 2 0 1 0 4 0a2 2 0 1 0-4 0M7 16c1-2 5-2 6 0M15 9h3M15 13h3',
      },
      {
        to: '/customers',
        label: 'Customers',
        anyOf: ['customers.read', 'customers.coupons'],
        icon: 'M9 8a3 3 0 1 0 6 0a3 3 0 1 0-6 0M4 20c1-4 15-4 16 0',
      },
      {
        to: '/aftersales',
        label: 'After-sales',
        anyOf: ['aftersales.read'],
        icon: 'M14 7l3-3 3 3-3 3M17 4v7M4 20l7-7M9 11l4 4M3 21l3-1 1-3',
      },
      {
        to: '/catalog',
        label: 'Catalogue',
        anyOf: ['catalog.read'],
        icon: 'M3 7l9-4 9 4-9 4zM3 7v10l9 4 9-4V7M12 11v10',
      },
      {
        to: '/product-files',
        label: 'Product files',
        anyOf: ['catalog.read'],
        icon: 'M6 3h8l4 4v14H6zM14 3v4h4M12 10v7M9 14l3 3 3-3',
      },
      {
        to: '/serials',
        label: 'Serial numbers',
        anyOf: ['catalog.read'],
        icon: 'M4 6v12M7 6v12M10 6v12M14 6v12M16 6v12M20 6v12',
      },
      {
        to: '/coupons',
        label: 'Coupons',
        anyOf: ['coupons.write'],
        icon: 'M3 8h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 8v10',
      },
      {
        to: '/bulk',
        label: 'Bulk enquiries',
        anyOf: ['bulk.read'],
        icon: 'M3 7h7v5H3zM14 7h7v5h-7zM3 15h7v5H3zM14 15h7v5h-7z',
      },
      {
        to: '/calculator',
        label: 'Calculator data',
        anyOf: ['calculator.write'],
        icon: 'M5 3h14v18H5zM8 6h8v4H8zM8 14h1M11.5 14h1M15 14h1M8 17.5h1M11.5 17.5h1M15 17.5h1',
      },
      {
        to: '/news',
        label: 'News',
        anyOf: ['content.write'],
        icon: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M7 9h7M7 13h7M7 16h4',
      },
      {
        to: '/banners',
        label: 'Banners',
        anyOf: ['content.write'],
        icon: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15 9a1 1 0 1 0 2 0a1 1 0 1 0-2 0',
      },
      {
        to: '/faq',
        label: 'FAQ',
        anyOf: ['content.write'],
        icon: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17v.01',
      },
      {
        to: '/policy-pages',
        label: 'Policy pages',
        anyOf: ['content.write'],
        icon: 'M12 3l8 3v6c0 5-3.5 8-8 9c-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
      },
      {
        to: '/activities',
        label: 'Activity calendar',
        anyOf: ['content.write'],
        icon: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M8 14h3',
      },
    ],
  },
  {
    title: 'Administration',
    items: [
      {
        to: '/staff',
        label: 'Staff',
        anyOf: ['staff.manage'],
        icon: 'M7 8a3 3 0 1 0 6 0a3 3 0 1 0-6 0M2 20c1-4 15-4 16 0M17 5a3 3 0 0 1 0 6M19 14c2 1 3 3 3 6',
      },
      { to: '/audit', label: 'Audit log', anyOf: ['audit.read'], icon: 'M6 3h9l4 4v14H6zM9 12h7M9 16h7M9 8h3' },
      {
        to: '/settings',
        label: 'Settings',
        anyOf: ['settings.manage'],
        icon: 'M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6M12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2',
      },
    ],
  },
];

export function visibleNav(permissions: readonly string[]) {
  return NAV_SECTIONS.map((section) => ({
    ...section,
    items: section.items.filter((item) => !item.anyOf || item.anyOf.some((p) => permissions.includes(p))),
  })).filter((section) => section.items.length > 0);
}
