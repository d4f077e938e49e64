import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../../components/ui/badge.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { Select } from '../../../components/ui/field.tsx';
import { FilterBar, FilterField } from '../../../components/ui/filter-bar.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { PROOF_STATUS } from '../../../lib/status.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { usePayments } from '../api.ts';

type Row = NonNullable<ReturnType<typeof usePayments>['data']>['list'][number];
const column = createColumnHelper<Row>();

const money = { className: 'text-right whitespace-nowrap tabular-nums' };

const columns = [
  column.accessor('createTime', {
    header: 'Uploaded',
    cell: (c) => formatDateTime(c.getValue()),
    meta: { className: 'whitespace-nowrap' },
  }),
  column.accessor('orderNo', {
    header: 'Order',
    cell: (c) => (
      <span>
        <Link to={`/orders/${encodeURIComponent(c.getValue())}`} className="font-medium hover:underline">
          {c.getValue()}
        </Link>
        <span className="block text-xs text-slate-500">{c.row.original.email}</span>
      </span>
    ),
  }),
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

/** The proof queue: awaiting review first, oldest first; each row opens its order to review beside it. */
export default function PaymentsPage() {
  const { page, limit, filters, setFilter, setPage, setLimit } = useListParams(['financeStatus'] as const);
  const status = filters.financeStatus === '' ? '0' : filters.financeStatus;
  const payments = usePayments({ page, limit, financeStatus: status === 'all' ? undefined : Number(status) });
  return (
    <>
      <PageHeader
        title="Payment proofs"
        description="Wire transfer proofs uploaded by buyers. Open the order to approve or fail one."
      />
      <FilterBar>
        <FilterField label="Status" htmlFor="proof-status">
          <Select
            id="proof-status"
            className="w-48"
            value={status}
            onChange={(e) => setFilter('financeStatus', e.target.value)}
          >
            {Object.entries(PROOF_STATUS).map(([code, info]) => (
              <option key={code} value={code}>
                {info.label}
              </option>
            ))}
            <option value="all">All</option>
          </Select>
        </FilterField>
      </FilterBar>
      <DataTable
        label="Payment proofs"
        columns={columns}
        rows={payments.data?.list}
        total={payments.data?.total}
        page={page}
        limit={limit}
        onPage={setPage}
        onLimit={setLimit}
        loading={payments.isFetching}
        error={payments.error}
        onRetry={() => void payments.refetch()}
        emptyTitle={status === '0' ? 'No proof is waiting for review' : 'No proof matches'}
        rowHref={(row) => `/orders/${encodeURIComponent(row.orderNo)}`}
      />
    </>
  );
}
