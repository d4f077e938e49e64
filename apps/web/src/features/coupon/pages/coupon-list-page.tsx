import { CouponStatus } from '@hashforge/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { COUPON_PAGE_SIZE, useCouponPager } from '../api/get-coupon-pager.ts';
import { CouponTicket } from '../components/coupon-ticket.tsx';

const TABS = [CouponStatus.unused, CouponStatus.used, CouponStatus.expired] as const;
type Tab = (typeof TABS)[number];

function CouponTab({ status }: { status: Tab }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const pager = useCouponPager(status, page);
  const list = pager.data?.list ?? [];
  const total = pager.data?.total ?? 0;
  if (pager.isPending) return <PageSpinner />;
  if (total === 0) return <EmptyState text={t(`coupon.empty.${status}`)} />;
  return (
    <div className="space-y-4">
      <div className="grid gap-3 lg:grid-cols-2">
        {list.map((c) => (
          <CouponTicket key={c.id} coupon={c} />
        ))}
      </div>
      <Pagination page={page} pageSize={COUPON_PAGE_SIZE} total={total} onChange={setPage} />
    </div>
  );
}

/** `/my/coupon-list`: tabs unused, used and expired (used and expired shown grey). */
export default function CouponListPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>(CouponStatus.unused);
  return (
    <div>
      <PageTitle sub={t('coupon.sub')}>{t('titles.CouponList')}</PageTitle>
      <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <Tabs
          idBase="coupons"
          value={tab}
          onChange={setTab}
          items={TABS.map((s) => ({ key: s, label: t(`coupon.tab.${s}`) }))}
        />
        <TabPanel idBase="coupons" tabKey={tab} className="pt-5">
          <CouponTab key={tab} status={tab} />
        </TabPanel>
      </div>
    </div>
  );
}
