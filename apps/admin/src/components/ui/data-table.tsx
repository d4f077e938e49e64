import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { cn } from '../../lib/cn.ts';
import type { Paging } from '../../lib/use-list-params.ts';
import { Button } from './button.tsx';
import { EmptyState, ErrorState } from './states.tsx';
import { Table } from './table.tsx';

export const PAGE_SIZES = [20, 50, 100] as const;

/** A list call's query as TanStack Query answers it: `{list}`, or `{total, list}` for a paged call. */
export interface ListQuery<Row> {
  data?: { list: Row[]; total?: number } | undefined;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * Every list of the back office: a server-paged TanStack table (the API answers `{total, list}` for
 * `page`/`limit`), with its loading, error and empty states, and rows that open their item. Given
 * the list's `query`, the table takes its rows, total, loading and error from it (and retries it);
 * given `paging`, its footer pages through the address bar.
 */
export function DataTable<Row>({
  columns,
  query,
  paging,
  rows = query?.data?.list,
  total = query?.data ? (query.data.total ?? query.data.list.length) : undefined,
  loading = query?.isFetching,
  error = query?.error,
  onRetry = query ? () => void query.refetch() : undefined,
  emptyTitle,
  emptyHint,
  rowHref,
  label,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column
  columns: ColumnDef<Row, any>[];
  query?: ListQuery<Row>;
  paging?: Paging;
  rows?: Row[] | undefined;
  total?: number | undefined;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyTitle: string;
  emptyHint?: ReactNode;
  rowHref?: (row: Row) => string;
  /** The table's caption: the name a screen reader gives it. */
  label: string;
}) {
  const navigate = useNavigate();
  const table = useReactTable({
    data: rows ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
  });

  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs">
      <Table caption={label}>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium text-slate-500 uppercase">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={cn('px-4 py-2.5 whitespace-nowrap', (header.column.columnDef.meta as Meta)?.className)}
                >
                  {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className={cn('divide-y divide-slate-100', loading && rows && 'opacity-60')}>
          {rows &&
            table.getRowModel().rows.map((row) => {
              const href = rowHref?.(row.original);
              return (
                <tr
                  key={row.id}
                  className={cn(href && 'cursor-pointer hover:bg-slate-50')}
                  onClick={
                    href
                      ? (event) => {
                          // Links and buttons inside the row do their own thing.
                          if ((event.target as HTMLElement).closest('a,button')) return;
                          navigate(href);
                        }
                      : undefined
                  }
                >
                  {row.getVisibleCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={cn('px-4 py-2.5 align-middle', (cell.column.columnDef.meta as Meta)?.className)}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              );
            })}
        </tbody>
      </Table>
      {!rows && loading && (
        <div role="status" className="space-y-2 p-4" aria-label="Loading">
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className="h-6 animate-pulse rounded bg-slate-100" />
          ))}
        </div>
      )}
      {error && !loading ? <ErrorState error={error} onRetry={onRetry} /> : null}
      {rows && rows.length === 0 && !error && <EmptyState title={emptyTitle}>{emptyHint}</EmptyState>}
      {paging && total !== undefined && total > 0 && <Pager paging={paging} total={total} />}
    </div>
  );
}

/** The table's footer: which rows of the total are shown, how many a page holds, and the way to the next. */
function Pager({ paging: { page, limit, setPage, setLimit }, total }: { paging: Paging; total: number }) {
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-2.5 text-sm text-slate-600">
      <span className="whitespace-nowrap">
        {(page - 1) * limit + 1}–{Math.min(page * limit, total)} of {total.toLocaleString('en-US')}
      </span>
      <div className="flex flex-wrap items-center gap-2">
        <select
          aria-label="Rows per page"
          className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm"
          value={limit}
          onChange={(e) => setLimit(Number(e.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size} per page
            </option>
          ))}
        </select>
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <span className="whitespace-nowrap tabular-nums">
          Page {page} of {pages}
        </span>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Next
        </Button>
      </div>
    </div>
  );
}

interface Meta {
  className?: string;
}
