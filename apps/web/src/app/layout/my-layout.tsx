import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useShopName } from '../../lib/brand.ts';
import { cn } from '../../lib/cn.ts';
import { paths } from '../../lib/paths.ts';

/** The side menu of /my/* with the spec's four groups (docs/domain.md S2). */
const groups = [
  { title: 'orders', links: [{ to: paths.saleOrder, label: 'saleOrder' }] },
  { title: 'coupons', links: [{ to: paths.couponList, label: 'couponList' }] },
  {
    title: 'afterSales',
    links: [
      { to: paths.afterSaleApply, label: 'afterSaleApply' },
      { to: paths.afterSaleList, label: 'afterSaleList' },
    ],
  },
  {
    title: 'settings',
    links: [
      { to: paths.account, label: 'account' },
      { to: paths.address, label: 'address' },
    ],
  },
] as const;

export function MyLayout() {
  const { t } = useTranslation();
  const shopName = useShopName();
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);

  // On phones the menu is one sideways-scrolling row: bring the current page's link into view
  // without moving the page itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-centre on every page change
  useEffect(() => {
    const row = nav.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);
  return (
    <div className="bg-slate-50">
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[240px_minmax(0,1fr)] lg:py-10 lg:px-8">
        <aside aria-label={t('myMenu.title', { brand: shopName })} className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-xl border border-slate-200 bg-white p-2 lg:p-4">
            <p className="hidden px-2 pb-3 text-sm font-bold text-slate-900 lg:block">
              {t('myMenu.title', { brand: shopName })}
            </p>
            {/* Phones: one scrollable row of links; wide screens: the grouped menu. */}
            <nav ref={nav} className="relative flex gap-1 overflow-x-auto [scrollbar-width:none] lg:block lg:space-y-4">
              {groups.map((group) => (
                <div key={group.title} className="flex shrink-0 gap-1 lg:block">
                  <p className="hidden px-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase lg:block">
                    {t(`myMenu.${group.title}`)}
                  </p>
                  {group.links.map((link) => (
                    <NavLink
                      key={link.to}
                      to={link.to}
                      className={({ isActive }) =>
                        cn(
                          'block shrink-0 rounded-md px-3 py-2 text-sm whitespace-nowrap transition-colors',
                          isActive
                            ? 'bg-brand-50 font-semibold text-brand-700'
                            : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                        )
                      }
                    >
                      {t(`myMenu.${link.label}`)}
                    </NavLink>
                  ))}
                </div>
              ))}
            </nav>
          </div>
        </aside>
        <section className="min-w-0">
          <Outlet />
        </section>
      </div>
    </div>
  );
}
