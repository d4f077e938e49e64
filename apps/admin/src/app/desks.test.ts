import { PERMISSIONS, ROLE_PERMISSIONS } from '@hashforge/contract/admin/permissions';
import { describe, expect, it } from 'vitest';
import { DESKS } from './desks.ts';
import { visibleNav } from './nav.ts';

const labels = (permissions: readonly string[]) =>
  visibleNav(permissions).map((section) => [section.title ?? '', section.items.map((item) => item.label)]);

describe("the desks (each feature's desk.ts), read by the router and the nav", () => {
  it('gives each page one path and each desk a permission that exists', () => {
    const paths = DESKS.flatMap((desk) => desk.pages.map((page) => page.path));
    expect(new Set(paths).size).toBe(paths.length);
    for (const desk of DESKS) {
      expect(desk.pages[0]?.path).toBe(desk.path);
      for (const permission of desk.anyOf) expect(PERMISSIONS).toContain(permission);
    }
  });

  it('shows the owner every desk in the order staff work through them', () => {
    expect(labels(ROLE_PERMISSIONS.owner)).toEqual([
      [
        '',
        [
          'Dashboard',
          'Orders',
          'Payment proofs',
          'KYC',
          'Customers',
          'After-sales',
          'Catalogue',
          'Product files',
          'Serial numbers',
          'Coupons',
          'Bulk enquiries',
          'Calculator data',
          'News',
          'Banners',
          'FAQ',
          'Policy pages',
          'Activity calendar',
        ],
      ],
      ['Administration', ['Staff', 'Audit log', 'Settings', 'Brand and contacts', 'USDT payments']],
    ]);
  });

  it("shows a role only the desks its permissions open: the warehouse's orders, a merchandiser's customers", () => {
    expect(labels(ROLE_PERMISSIONS.warehouse)).toEqual([['', ['Dashboard', 'Orders']]]);
    expect(labels(ROLE_PERMISSIONS.merchandiser)).toEqual([
      [
        '',
        [
          'Dashboard',
          'Customers',
          'Catalogue',
          'Product files',
          'Serial numbers',
          'Coupons',
          'Calculator data',
          'News',
          'Banners',
          'FAQ',
          'Policy pages',
          'Activity calendar',
        ],
      ],
    ]);
  });
});
