import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../../components/ui/badge.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/ui/filter-bar.tsx';
import type { ListRow } from '../../../lib/api.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { CHAIN_PAYMENT_STATUS } from '../../../lib/status.ts';
import type { Paging } from '../../../lib/use-list-params.ts';
import { useChainPayments } from '../api/list-chain-payments.ts';

type Row = ListRow<typeof useChainPayments>;
const column = createColumnHelper<Row>();

/** A hash or address short enough for a table cell: its first and last characters. */
export function shortHex(value: string): string {
  return value.length > 18 ? `${value.slice(0, 10)}…${value.slice(-6)}` : value;
}

export const chainPaymentHref = (id: number) => `/payments/chain/${id}`;

const columns = [
  column.accessor('submitTime', {
    header: 'Submitted',
    cell: (c) => formatDateTime(c.getValue()),
    meta: { className: 'whitespace-nowrap' },
  }),
  column.accessor('orderNo', {
    header: 'Order',
    cell: (c) => (
      <span>
        <span className="font-medium">{c.getValue()}</span>
        <span className="block text-xs text-slate-500">{c.row.original.email}</span>
      </span>
    ),
  }),
  column.accessor('txHash', {
    header: 'Transaction',
    cell: (c) => (
      <span>
        <Link
          to={chainPaymentHref(c.row.original.id)}
          className="font-mono text-xs font-medium hover:underline"
          title={c.getValue()}
        >
          {shortHex(c.getValue())}
        </Link>
        <span className="block text-xs text-slate-500">{c.row.original.networkName}</span>
      </span>
    ),
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (c) => <StatusBadge table={CHAIN_PAYMENT_STATUS} code={c.getValue()} />,
  }),
  column.accessor('confirmations', {
    header: 'Confirmations',
    cell: (c) => `${c.getValue()} / ${c.row.original.requiredConfirmations}`,
    meta: { className: 'text-right whitespace-nowrap tabular-nums' },
  }),
  column.accessor('amount', {
    header: 'Amount',
    cell: (c) =>
      c.getValue() === null ? (
        <span className="text-xs text-slate-500">Not seen yet</span>
      ) : (
        <strong className="font-semibold">{formatMoney(c.getValue())}</strong>
      ),
    meta: { className: 'text-right whitespace-nowrap tabular-nums' },
  }),
];

/** The list's filters as the address bar holds them (`useListParams`). */
export interface ChainFilters {
  status: string;
  network: string;
  q: string;
  set: (key: 'status' | 'network' | 'q', value: string) => void;
}

/**
 * USDT transfers buyers named for their orders (payments/chain), newest first: each row opens the
 * payment with its chain facts and explorer links, where finance may fail it.
 */
export function ChainPaymentsTable({ filters, paging }: { filters: ChainFilters; paging: Paging }) {
  const payments = useChainPayments({
    page: paging.page,
    limit: paging.limit,
    status: filters.status === '' ? undefined : Number(filters.status),
    network: filters.network || undefined,
    q: filters.q || undefined,
  });
  const networks = payments.data?.networks ?? [];
  return (
    <>
      <FilterBar>
        <SearchFilter
          id="chain-search"
          label="Search"
          placeholder="Order number or 0x hash"
          value={filters.q}
          onChange={(v) => filters.set('q', v)}
        />
        <SelectFilter
          id="chain-status"
          label="Status"
          className="w-48"
          value={filters.status}
          onChange={(v) => filters.set('status', v)}
        >
          <option value="">All statuses</option>
          {Object.entries(CHAIN_PAYMENT_STATUS).map(([code, info]) => (
            <option key={code} value={code}>
              {info.label}
            </option>
          ))}
        </SelectFilter>
        <SelectFilter
          id="chain-network"
          label="Network"
          className="w-44"
          value={filters.network}
          onChange={(v) => filters.set('network', v)}
        >
          <option value="">All networks</option>
          {networks.map((n) => (
            <option key={n.key} value={n.key}>
              {n.name}
            </option>
          ))}
        </SelectFilter>
      </FilterBar>
      <DataTable
        label="Chain payments"
        columns={columns}
        query={payments}
        paging={paging}
        emptyTitle="No chain payment matches"
        emptyHint="USDT transfers appear here once a buyer names one for an order."
        rowHref={(row) => chainPaymentHref(row.id)}
      />
    </>
  );
}
