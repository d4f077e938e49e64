import type { QUEUE_KEYS } from '@hashforge/contract/admin/dashboard';
import type { Permission } from '@hashforge/contract/admin/permissions';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyState, QueryState, Spinner } from '../../../components/ui/states.tsx';
import { Table } from '../../../components/ui/table.tsx';
import { formatAge, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useCan, useStaff } from '../../../lib/session.ts';
import { AFTERSALE_STATUS } from '../../../lib/status.ts';
import { useDashboard } from '../api/get-dashboard.ts';

const DailyChart = lazy(() => import('../components/daily-chart.tsx').then((m) => ({ default: m.DailyChart })));

type QueueKey = (typeof QUEUE_KEYS)[number];

/** What each queue is called, where its desk is, who may open it, and where its oldest item opens. */
const QUEUES: Record<
  QueueKey,
  {
    title: string;
    hint: string;
    to: string | null;
    anyOf: Permission[];
    item: (ref: string) => string | null;
    /** How its reference reads: an order number as is, a request as #id. */
    ref?: (ref: string) => string;
  }
> = {
  proofs: {
    title: 'Payment proofs to review',
    hint: 'Approve the amount received or fail with a reason',
    to: '/payments',
    anyOf: ['payments.review'],
    item: (ref) => `/orders/${encodeURIComponent(ref)}`,
  },
  transfers: {
    title: 'USDT transfers to settle',
    hint: 'Kept for finance: credit one to its order, or mark it returned',
    to: '/payments?tab=unmatched',
    anyOf: ['payments.review'],
    item: () => null,
  },
  ship: {
    title: 'Orders to ship',
    hint: 'Paid in full or part shipped',
    to: '/orders?orderStatus=30',
    anyOf: ['orders.ship', 'orders.read'],
    item: (ref) => `/orders/${encodeURIComponent(ref)}`,
  },
  kyc: {
    title: 'KYC to review',
    hint: 'Identity verifications submitted',
    to: '/kyc',
    anyOf: ['kyc.review'],
    item: (ref) => `/kyc/${encodeURIComponent(ref)}`,
    ref: (ref) => `buyer #${ref}`,
  },
  repairs: {
    title: 'Repairs open',
    hint: 'After-sale requests in progress',
    to: null,
    anyOf: ['aftersales.read', 'aftersales.receive', 'aftersales.ship'],
    item: () => null,
    ref: (ref) => `request #${ref}`,
  },
  bulk: {
    title: 'New bulk enquiries',
    hint: 'Waiting for a first contact',
    to: null,
    anyOf: ['bulk.read'],
    item: () => null,
    ref: (ref) => `enquiry #${ref}`,
  },
};

export default function DashboardPage() {
  const me = useStaff();
  const can = useCan();
  const dashboard = useDashboard();

  return (
    <>
      <PageHeader
        title={`Good to see you, ${me.staff.name.split(' ')[0]}`}
        description="What is waiting for your team"
      />
      <QueryState query={dashboard}>
        {(data) => {
          const queues = data.queues.filter((q) => QUEUES[q.key].anyOf.some(can));
          return (
            <div className="flex flex-col gap-6">
              {queues.length > 0 && (
                <div className="grid grid-cols-2 gap-4 xl:grid-cols-4">
                  {queues.map((q) => {
                    const meta = QUEUES[q.key];
                    const itemPath = q.oldestRef ? meta.item(q.oldestRef) : null;
                    return (
                      <section
                        key={q.key}
                        data-queue={q.key}
                        className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-xs"
                      >
                        <h2 className="text-sm font-medium text-slate-600">{meta.title}</h2>
                        <p className="mt-1 text-3xl font-semibold text-slate-900 tabular-nums" data-count>
                          {q.count.toLocaleString('en-US')}
                        </p>
                        <p className="mt-1 text-xs text-slate-500">
                          {q.oldestTime ? (
                            <>
                              Oldest waiting {formatAge(q.oldestTime)}
                              {q.oldestRef && (
                                <>
                                  {' · '}
                                  {itemPath ? (
                                    <Link to={itemPath} className="font-medium text-slate-700 hover:underline">
                                      {meta.ref?.(q.oldestRef) ?? q.oldestRef}
                                    </Link>
                                  ) : (
                                    (meta.ref?.(q.oldestRef) ?? q.oldestRef)
                                  )}
                                </>
                              )}
                            </>
                          ) : (
                            meta.hint
                          )}
                        </p>
                        {meta.to && (
                          <Link to={meta.to} className="mt-3 text-sm font-medium text-brand-700 hover:text-brand-600">
                            Open desk →
                          </Link>
                        )}
                      </section>
                    );
                  })}
                </div>
              )}

              {data.daily && (
                <Card
                  title="Revenue and orders, last 30 days"
                  actions={
                    <span className="text-sm text-slate-500">
                      Total{' '}
                      {formatMoney(data.daily.reduce((sum, d) => sum + Math.round(Number(d.revenue) * 100), 0) / 100)}
                      {' · '}
                      {data.daily.reduce((sum, d) => sum + d.orders, 0)} orders
                    </span>
                  }
                >
                  <Suspense fallback={<Spinner />}>
                    <DailyChart days={data.daily} />
                  </Suspense>
                  <p className="mt-2 text-xs text-slate-500">
                    Revenue counts the amounts received on approved payment proofs.
                  </p>
                </Card>
              )}

              <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
                <Card title="Low stock" bodyClassName="p-0">
                  {data.lowStock.length === 0 ? (
                    <EmptyState title="No send cycle is running low" />
                  ) : (
                    <Table caption="Low stock">
                      <thead className="bg-slate-50 text-left text-xs text-slate-500 uppercase">
                        <tr>
                          <th className="px-4 py-2">Product</th>
                          <th className="px-4 py-2">Send cycle</th>
                          <th className="px-4 py-2 text-right">Stock</th>
                        </tr>
                      </thead>
                      <tbody className="divide-y divide-slate-100">
                        {data.lowStock.map((row) => (
                          <tr key={row.productSendCycleId}>
                            <td className="px-4 py-2">{row.productName}</td>
                            <td className="px-4 py-2 text-slate-600">{row.sendCycleName}</td>
                            <td
                              className={`px-4 py-2 text-right font-medium tabular-nums ${row.stock === 0 ? 'text-red-700' : 'text-amber-700'}`}
                            >
                              {row.stock}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </Table>
                  )}
                </Card>
                {QUEUES.repairs.anyOf.some(can) && (
                  <Card title="Repairs by stage" bodyClassName="p-0">
                    {data.repairsByStage.length === 0 ? (
                      <EmptyState title="No repair in progress" />
                    ) : (
                      <Table caption="Repairs by stage">
                        <thead className="bg-slate-50 text-left text-xs text-slate-500 uppercase">
                          <tr>
                            <th className="px-4 py-2">Stage</th>
                            <th className="px-4 py-2 text-right">Requests</th>
                            <th className="px-4 py-2">Oldest since</th>
                          </tr>
                        </thead>
                        <tbody className="divide-y divide-slate-100">
                          {data.repairsByStage.map((row) => (
                            <tr key={row.status}>
                              <td className="px-4 py-2">
                                <StatusBadge table={AFTERSALE_STATUS} code={row.status} />
                              </td>
                              <td className="px-4 py-2 text-right tabular-nums">{row.count}</td>
                              <td className="px-4 py-2 text-slate-600">{formatDateTime(row.oldestTime)}</td>
                            </tr>
                          ))}
                        </tbody>
                      </Table>
                    )}
                  </Card>
                )}
              </div>
            </div>
          );
        }}
      </QueryState>
    </>
  );
}
