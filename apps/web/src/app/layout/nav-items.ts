import { paths } from '../../lib/paths.ts';

export interface NavItem {
  to: string;
  label: 'home' | 'product' | 'calculator' | 'news' | 'support' | 'bulkOrder';
  /** Other paths under which this link counts as the current section. */
  activeOn: readonly string[];
}

/** The header's links (docs/domain.md S2): home, product, calculator, news, support, bulk order. */
export const navItems: readonly NavItem[] = [
  { to: paths.home, label: 'home', activeOn: [paths.home] },
  { to: paths.productList, label: 'product', activeOn: [paths.productList, '/productDetail'] },
  { to: paths.calculator, label: 'calculator', activeOn: [paths.calculator, paths.professional] },
  {
    to: paths.news,
    label: 'news',
    activeOn: [paths.news, paths.notice, paths.voice, paths.activity, '/news-detail', '/notice-detail'],
  },
  { to: paths.supportIndex, label: 'support', activeOn: ['/support/'] },
  { to: paths.bulkOrder, label: 'bulkOrder', activeOn: [paths.bulkOrder] },
];

export function isNavActive(item: NavItem, pathname: string): boolean {
  if (item.label === 'support' && (pathname === paths.calculator || pathname === paths.professional)) return false;
  return item.activeOn.some((p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`));
}
