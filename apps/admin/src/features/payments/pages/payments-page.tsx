import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../../components/ui/badge.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { Select } from '../../../components/ui/field.tsx';
import { FilterBar, FilterField } from '../../../components/ui/filter-bar.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import type { ListRow } from '../../../lib/api.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { PROOF_STATUS } from '../../../lib/status.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useCoveredOrders } from '../api/list-covered.ts';
import { usePayments } from '../api/list-payments.ts';
import { ChainPaymentsTable } from '../components/chain-payments.tsx';
import { type ProofsTableProps, RepairProofsTable } from '../components/repair-proofs.tsx';
import { UnmatchedTransfersTable } from '../components/unmatched-transfers.tsx';

type Row = ListRow<typeof usePayments>;
const column = createColumnHelper<Row>();

const money = { className: 'text-right whitespace-nowrap tabular-nums' };

/** A queue's first two columns: since when the row waits, and its order (opening it) with the buyer under it. */
function waitingOrderColumns<R extends { createTime: string; orderNo: string; email: string }>(since: string) {
  const c = createColumnHelper<R>();
  return [
    c.accessor((r) => r.createTime, {
      id: 'createTime',
      header: since,
      cell: (x) => formatDateTime(x.getValue()),
      meta: { className: 'whitespace-nowrap' },
    }),
    c.accessor((r) => r.orderNo, {
      id: 'orderNo',
      header: 'Order',
      cell: (x) => (
        <span>
          <Link to={`/orders/${encodeURIComponent(x.getValue())}`} className="font-medium hover:underline">
            {x.getValue()}
          </Link>
          <span className="block text-xs text-slate-500">{x.row.original.email}</span>
        </span>
      ),
    }),
  ];
}

const columns = [
  ...waitingOrderColumns<Row>('Uploaded'),
  column.accessor('financeStatus', {
    header: 'Status',
    cell: (c) => <StatusBadge table={PROOF_STATUS} code={c.getValue()} />,
  }),
  column.accessor('payableAmount', { header: 'Payable', cell: (c) => formatMoney(c.getValue()), meta: money }),
  column.accessor('paidAmount', { header: 'Approved so far', cell: (c) => formatMoney(c.getValue()), meta: money }),
  column.accessor('currentPayAmount', {
    header: 'Declared',
    cell: (c) => <strong className="font-semibold">{formatMoney(c.getValue())}</strong>,
    meta: money,
  }),
  column.accessor('receivedAmount', { header: 'Received', cell: (c) => formatMoney(c.getValue()), meta: money }),
];

type CoveredRow = ListRow<typeof useCoveredOrders>;
const coveredColumn = createColumnHelper<CoveredRow>();

const coveredColumns = [
  ...waitingOrderColumns<CoveredRow>('Placed'),
  coveredColumn.accessor('productAmount', {
    header: 'Products',
    cell: (c) => formatMoney(c.getValue()),
    meta: money,
  }),
  coveredColumn.accessor('couponAmount', {
    header: 'Coupon',
    cell: (c) => <strong className="font-semibold">− {formatMoney(c.getValue())}</strong>,
    meta: money,
  }),
  coveredColumn.accessor('payableAmount', { header: 'Payable', cell: (c) => formatMoney(c.getValue()), meta: money }),
  coveredColumn.display({
    id: 'next',
    header: () => <span className="sr-only">Next step</span>,
    cell: () => <span className="text-xs font-medium whitespace-nowrap text-brand-700">Nothing to pay: confirm</span>,
  }),
];

const TABS = [
  { key: 'orders', label: 'Order payments' },
  { key: 'covered', label: 'Nothing to pay' },
  { key: 'repairs', label: 'Repair payments' },
  { key: 'chain', label: 'Chain payments' },
  { key: 'unmatched', label: 'Unmatched transfers' },
] as const;
type Tab = (typeof TABS)[number]['key'];

const DESCRIPTIONS: Record<Tab, string> = {
  orders: 'Wire transfer proofs uploaded by buyers. Open the order to approve or fail one.',
  covered:
    'Orders a coupon covers in full: nothing was wired. Open the order to confirm it for the warehouse, or cancel it with a reason.',
  repairs: 'Repair payment proofs of after-sales. The buyer declares no amount: approve what actually arrived.',
  chain:
    'USDT transfers buyers named for their orders, verified on chain by the shop. They need no approval: open one to see it on the explorer, or fail it with a reason.',
  unmatched:
    'USDT transfers to the shop’s address that the watcher credited to no order, each with why. Nothing was credited: find the buyer, and credit or return the money.',
};

/**
 * The payment queues: order proofs (each row opens its order to review beside it), orders a coupon
 * covers in full (each row opens its order to confirm), after-sales' repair-payment proofs
 * (reviewed on the row), awaiting review first, oldest first; and the USDT chain payments, newest
 * first (each row opens the payment).
 */
export default function PaymentsPage() {
  const { paging, filters, setFilter, setFilters } = useListParams([
    'financeStatus',
    'tab',
    'status',
    'network',
    'q',
  ] as const);
  const tab: Tab = TABS.find((t) => t.key === filters.tab)?.key ?? 'orders';
  const status = filters.financeStatus === '' ? '0' : filters.financeStatus;
  const financeStatus = status === 'all' ? undefined : Number(status);
  return (
    <>
      <PageHeader title="Payment proofs" description={DESCRIPTIONS[tab]} />
      <div role="tablist" aria-label="Proof kind" className="mb-4 flex gap-1 overflow-x-auto border-b border-slate-200">
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`proofs-tab-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls="proofs-panel"
            className={`-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap ${
              tab === t.key
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-slate-500 hover:text-slate-800'
            }`}
            onClick={() =>
              setFilters({ tab: t.key === 'orders' ? '' : t.key, financeStatus: '', status: '', network: '', q: '' })
            }
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="proofs-panel" aria-labelledby={`proofs-tab-${tab}`}>
        {tab === 'covered' ? (
          <CoveredOrdersTable paging={paging} />
        ) : tab === 'unmatched' ? (
          <UnmatchedTransfersTable paging={paging} />
        ) : tab === 'chain' ? (
          <ChainPaymentsTable
            filters={{ status: filters.status, network: filters.network, q: filters.q, set: setFilter }}
            paging={paging}
          />
        ) : (
          <>
            <ProofFilters status={status} onStatus={(value) => setFilter('financeStatus', value)} />
            {tab === 'orders' ? (
              <OrderProofsTable financeStatus={financeStatus} paging={paging} />
            ) : (
              <RepairProofsTable financeStatus={financeStatus} paging={paging} />
            )}
          </>
        )}
      </div>
    </>
  );
}

function ProofFilters({ status, onStatus }: { status: string; onStatus: (value: string) => void }) {
  return (
    <FilterBar>
      <FilterField label="Status" htmlFor="proof-status">
        <Select id="proof-status" className="w-48" value={status} onChange={(e) => onStatus(e.target.value)}>
          {Object.entries(PROOF_STATUS).map(([code, info]) => (
            <option key={code} value={code}>
              {info.label}
            </option>
          ))}
          <option value="all">All</option>
        </Select>
      </FilterField>
    </FilterBar>
  );
}

function CoveredOrdersTable({ paging }: Omit<ProofsTableProps, 'financeStatus'>) {
  const covered = useCoveredOrders({ page: paging.page, limit: paging.limit });
  return (
    <DataTable
      label="Orders with nothing to pay"
      columns={coveredColumns}
      query={covered}
      paging={paging}
      emptyTitle="No order with nothing to pay is waiting"
      rowHref={(row) => `/orders/${encodeURIComponent(row.orderNo)}`}
    />
  );
}

function OrderProofsTable({ financeStatus, paging }: ProofsTableProps) {
  const payments = usePayments({ page: paging.page, limit: paging.limit, financeStatus });
  return (
    <DataTable
      label="Payment proofs"
      columns={columns}
      query={payments}
      paging={paging}
      emptyTitle={financeStatus === 0 ? 'No proof is waiting for review' : 'No proof matches'}
      rowHref={(row) => `/orders/${encodeURIComponent(row.orderNo)}`}
    />
  );
}
