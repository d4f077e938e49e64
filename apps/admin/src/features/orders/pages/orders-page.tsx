import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { DateFilter, FilterBar, SearchFilter, SelectFilter } from '../../../components/ui/filter-bar.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import type { ListRow } from '../../../lib/api.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { ORDER_STATUS } from '../../../lib/status.ts';
import { useCsvExport } from '../../../lib/use-csv-export.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import type { OrderListInput } from '../api/keys.ts';
import { useOrders } from '../api/list-orders.ts';

type Row = ListRow<typeof useOrders>;
const column = createColumnHelper<Row>();

const columns = [
  column.accessor('orderNo', {
    header: 'Order',
    cell: (c) => (
      <Link to={`/orders/${encodeURIComponent(c.getValue())}`} className="font-medium text-slate-900 hover:underline">
        {c.getValue()}
      </Link>
    ),
  }),
  column.accessor('createTime', {
    header: 'Placed',
    cell: (c) => formatDateTime(c.getValue()),
    meta: { className: 'whitespace-nowrap' },
  }),
  column.accessor('email', { header: 'Buyer', cell: (c) => <span className="text-slate-700">{c.getValue()}</span> }),
  column.accessor('orderStatus', {
    header: 'Status',
    cell: (c) => <StatusBadge table={ORDER_STATUS} code={c.getValue()} />,
  }),
  column.accessor('payableAmount', {
    header: 'Payable',
    cell: (c) => formatMoney(c.getValue()),
    meta: { className: 'text-right whitespace-nowrap tabular-nums' },
  }),
  column.accessor('paidAmount', {
    header: 'Paid',
    cell: (c) => formatMoney(c.getValue()),
    meta: { className: 'text-right whitespace-nowrap tabular-nums' },
  }),
];

const FILTERS = ['orderStatus', 'q', 'from', 'to'] as const;

/** The filters of the address bar as the API takes them: one search box finds an order number or an email. */
function toInput(filters: Record<(typeof FILTERS)[number], string>): Omit<OrderListInput, 'page' | 'limit'> {
  const q = filters.q.trim();
  return {
    orderStatus: filters.orderStatus === '' ? undefined : Number(filters.orderStatus),
    orderNo: q && !q.includes('@') ? q : undefined,
    email: q.includes('@') ? q : undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

export default function OrdersPage() {
  const { page, limit, filters, filterProps, setFilters, paging } = useListParams(FILTERS);
  const input = { page, limit, ...toInput(filters) };
  const orders = useOrders(input);
  const { exporting, download } = useCsvExport('orders/export', 'orders');

  const exportCsv = () => {
    const { page: _p, limit: _l, ...only } = input;
    return download(Object.fromEntries(Object.entries(only).filter(([, v]) => v !== undefined)));
  };

  return (
    <>
      <PageHeader
        title="Orders"
        description={
          orders.data ? `${orders.data.total.toLocaleString('en-US')} orders match` : 'All orders, newest first'
        }
        actions={
          <Button variant="secondary" onClick={() => void exportCsv()} busy={exporting}>
            Export CSV
          </Button>
        }
      />
      <FilterBar>
        <SearchFilter
          id="order-search"
          label="Search"
          placeholder="Order number or buyer email"
          {...filterProps('q')}
        />
        <SelectFilter id="order-status" label="Status" className="w-48" {...filterProps('orderStatus')}>
          <option value="">All statuses</option>
          {Object.entries(ORDER_STATUS).map(([code, info]) => (
            <option key={code} value={code}>
              {info.label} ({code})
            </option>
          ))}
        </SelectFilter>
        <DateFilter id="order-from" label="Placed from" {...filterProps('from')} />
        <DateFilter id="order-to" label="to" {...filterProps('to')} />
        {(filters.q || filters.orderStatus || filters.from || filters.to) && (
          <Button variant="ghost" onClick={() => setFilters({ orderStatus: '', q: '', from: '', to: '' })}>
            Clear filters
          </Button>
        )}
      </FilterBar>
      <DataTable
        label="Orders"
        columns={columns}
        query={orders}
        paging={paging}
        emptyTitle="No order matches these filters"
        rowHref={(row) => `/orders/${encodeURIComponent(row.orderNo)}`}
      />
    </>
  );
}
