import { OrderStatus } from '@hashforge/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { paths } from '../../../lib/paths.ts';
import { ORDER_PAGE_SIZE, useOrderPager } from '../api/get-order-pager.ts';
import { OrderCard } from '../components/order-card.tsx';

/** The tabs of docs/domain.md S2 with the statuses each one lists (empty = every status). */
export const ORDER_TABS = [
  { key: 'all', statuses: [] },
  { key: 'unpaid', statuses: [OrderStatus.unpaid] },
  { key: 'unshipped', statuses: [OrderStatus.unshipped] },
  { key: 'shipped', statuses: [OrderStatus.partShipped, OrderStatus.shipped] },
  { key: 'finished', statuses: [OrderStatus.complete] },
  { key: 'canceled', statuses: [OrderStatus.canceled] },
] as const;
type TabKey = (typeof ORDER_TABS)[number]['key'];

function OrderTab({
  statuses,
  page,
  onPage,
}: {
  statuses: readonly number[];
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pager = useOrderPager(statuses, page);
  const total = pager.data?.total ?? 0;
  if (pager.isPending) return <PageSpinner />;
  if (total === 0) {
    return (
      <EmptyState
        text={t('order.list.empty')}
        action={<ButtonLink to={paths.productList}>{t('cart.browse')}</ButtonLink>}
      />
    );
  }
  return (
    <div className="space-y-4">
      {(pager.data?.list ?? []).map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
      <Pagination page={page} pageSize={ORDER_PAGE_SIZE} total={total} onChange={onPage} />
    </div>
  );
}

/**
 * `/my/sale-order`: tabs All, Unpaid, Unshipped, Shipped, Finished, Canceled, each with its own page
 * and total, 10 per page, loaded when first opened.
 */
export default function SaleOrderPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabKey>('all');
  // Each tab keeps its own page number while the buyer switches between them.
  const [pages, setPages] = useState<Record<TabKey, number>>({
    all: 1,
    unpaid: 1,
    unshipped: 1,
    shipped: 1,
    finished: 1,
    canceled: 1,
  });
  const current = ORDER_TABS.find((x) => x.key === tab) ?? ORDER_TABS[0];
  return (
    <div>
      <PageTitle>{t('titles.SaleOrder')}</PageTitle>
      <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <Tabs
          idBase="orders"
          value={tab}
          onChange={setTab}
          items={ORDER_TABS.map((x) => ({ key: x.key, label: t(`order.tab.${x.key}`) }))}
        />
        <TabPanel idBase="orders" tabKey={tab} className="pt-5">
          <OrderTab
            key={tab}
            statuses={current.statuses}
            page={pages[tab]}
            onPage={(page) => {
              setPages((p) => ({ ...p, [tab]: page }));
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        </TabPanel>
      </div>
    </div>
  );
}
