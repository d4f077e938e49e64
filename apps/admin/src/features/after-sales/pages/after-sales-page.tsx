import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../../components/ui/badge.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { FilterBar, SelectFilter } from '../../../components/ui/filter-bar.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import type { ListRow } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { formatAge, formatDateTime } from '../../../lib/format.ts';
import { AFTERSALE_STATUS } from '../../../lib/status.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useAfterSaleBoard } from '../api/get-board.ts';
import { useAfterSaleList } from '../api/list-after-sales.ts';

type Row = ListRow<typeof useAfterSaleList>;
const column = createColumnHelper<Row>();

const columns = [
  column.accessor('id', {
    header: 'Request',
    cell: (c) => (
      <Link to={`/aftersales/${c.getValue()}`} className="font-medium hover:underline">
        #{c.getValue()}
      </Link>
    ),
  }),
  column.accessor('createTime', { header: 'Submitted', cell: (c) => formatDateTime(c.getValue()) }),
  column.accessor('email', {
    header: 'Buyer',
    cell: (c) => (
      <span>
        {c.row.original.userName}
        <span className="block text-xs text-slate-500">{c.getValue()}</span>
      </span>
    ),
  }),
  column.accessor('machineCodeList', {
    header: 'Devices (SN)',
    cell: (c) => <span className="font-mono text-xs">{c.getValue().join(', ')}</span>,
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (c) => <StatusBadge table={AFTERSALE_STATUS} code={c.getValue()} />,
  }),
];

/** The stages of a repair in order; 31 (received with a note) is counted on its own card. */
const STAGES = [10, 20, 25, 30, 31, 33, 36, 40, 45, 50];

export default function AfterSalesPage() {
  const { page, limit, filters, setFilter, filterProps, paging } = useListParams(['status'] as const);
  const status = filters.status;
  const list = useAfterSaleList({ page, limit, status: status === '' ? undefined : Number(status) });
  return (
    <>
      <PageHeader
        title="After-sales"
        description="Repair requests by stage. Pick a stage to see its queue, the oldest first."
      />
      <Board selected={status} onSelect={(s) => setFilter('status', s === status ? '' : s)} />
      <FilterBar>
        <SelectFilter id="as-status" label="Status" className="w-56" {...filterProps('status')} value={status}>
          <option value="">All, newest first</option>
          {STAGES.map((code) => (
            <option key={code} value={String(code)}>
              {code} · {AFTERSALE_STATUS[code]?.label}
              {code === 31 ? ' (with a note)' : ''}
            </option>
          ))}
        </SelectFilter>
      </FilterBar>
      <DataTable
        label="Repair requests"
        columns={columns}
        query={list}
        paging={paging}
        emptyTitle="No repair request matches"
        rowHref={(row) => `/aftersales/${row.id}`}
      />
    </>
  );
}

function Board({ selected, onSelect }: { selected: string; onSelect: (status: string) => void }) {
  const board = useAfterSaleBoard();
  const stages = board.data?.stages ?? [];
  return (
    <nav className="mb-5 grid grid-cols-5 gap-3" aria-label="Requests by stage">
      {STAGES.map((code) => {
        const stage = stages.find((s) => s.status === code);
        const active = selected === String(code);
        return (
          <button
            type="button"
            key={code}
            onClick={() => onSelect(String(code))}
            aria-pressed={active}
            className={cn(
              'rounded-lg border bg-white p-3 text-left shadow-xs hover:border-slate-400',
              active ? 'border-ink-900 ring-1 ring-ink-900' : 'border-slate-200',
            )}
          >
            <span className="block text-xs font-medium text-slate-500">
              {code} · {AFTERSALE_STATUS[code]?.label}
              {code === 31 ? ' (note)' : ''}
            </span>
            <span className="mt-1 block text-2xl font-semibold text-slate-900">
              {board.isLoading ? '…' : (stage?.count ?? 0)}
            </span>
            <span className="block text-xs text-slate-500">
              {stage?.oldest && code !== 50 ? `oldest #${stage.oldest.id}, ${formatAge(stage.oldest.since)}` : ' '}
            </span>
          </button>
        );
      })}
    </nav>
  );
}
