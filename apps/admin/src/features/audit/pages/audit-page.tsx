import { createColumnHelper } from '@tanstack/react-table';
import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { DateFilter, FilterBar, FilterField, SearchFilter, SelectFilter } from '../../../components/ui/filter-bar.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import type { ListRow } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useStaffList } from '../../staff/api/list-staff.ts';
import { useAuditLog } from '../api/list-audit.ts';

type Row = ListRow<typeof useAuditLog>;
const column = createColumnHelper<Row>();

/** Where an audited entity opens in the back office, when it has a page. */
function entityPath(type: string, id: string): string | null {
  if (type === 'order') return `/orders/${encodeURIComponent(id)}`;
  if (type === 'kyc') return `/kyc/${encodeURIComponent(id)}`;
  if (type === 'user' || type === 'customer') return `/customers/${encodeURIComponent(id)}`;
  return null;
}

function Changes({ before, after }: { before: unknown; after: unknown }) {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  if (keys.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-0.5 text-xs">
      {keys.map((k) => (
        <Fragment key={k}>
          <dt className="font-mono text-slate-500">{k}</dt>
          <dd className="font-mono break-all">
            {k in b && <span className="text-red-700 line-through">{JSON.stringify(b[k])}</span>}
            {k in b && k in a && ' → '}
            {k in a && <span className="text-emerald-700">{JSON.stringify(a[k])}</span>}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

const columns = [
  column.accessor('time', {
    header: 'Time',
    cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.getValue())}</span>,
  }),
  column.accessor('staffEmail', {
    header: 'Staff',
    cell: (c) => c.getValue() || <span className="text-slate-500">system</span>,
  }),
  column.accessor('action', {
    header: 'Action',
    cell: (c) =>
      c.getValue().startsWith('denied.') ? (
        <Badge tone="red">{c.getValue()}</Badge>
      ) : (
        <code className="text-xs">{c.getValue()}</code>
      ),
  }),
  column.display({
    id: 'entity',
    header: 'Entity',
    cell: (c) => {
      const { entityType, entityId } = c.row.original;
      const path = entityPath(entityType, entityId);
      const text = `${entityType} ${entityId}`;
      return path ? (
        <Link to={path} className="whitespace-nowrap hover:underline">
          {text}
        </Link>
      ) : (
        <span className="whitespace-nowrap">{text}</span>
      );
    },
  }),
  column.display({
    id: 'changes',
    header: 'Changes',
    cell: (c) => <Changes before={c.row.original.before} after={c.row.original.after} />,
  }),
  column.accessor('ip', {
    header: 'IP',
    cell: (c) => <span className="font-mono text-xs">{c.getValue() ?? '—'}</span>,
  }),
];

const FILTERS = ['staffId', 'action', 'entityType', 'entityId', 'from', 'to'] as const;

export default function AuditPage() {
  const { page, limit, filters, setFilter, filterProps, setFilters, paging } = useListParams(FILTERS, 50);
  const staff = useStaffList({ page: 1, limit: 200 });
  const [entityType, setEntityType] = useState(filters.entityType);
  const log = useAuditLog({
    page,
    limit,
    staffId: filters.staffId ? Number(filters.staffId) : undefined,
    action: filters.action || undefined,
    entityType: filters.entityType || undefined,
    entityId: filters.entityId || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  });
  const any = FILTERS.some((k) => filters[k]);
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every staff action and every refused call, newest first. The log cannot be edited."
      />
      <FilterBar>
        <SelectFilter id="audit-staff" label="Staff" className="w-52" {...filterProps('staffId')}>
          <option value="">Anyone</option>
          {staff.data?.list.map((s) => (
            <option key={s.id} value={s.id}>
              {s.email}
            </option>
          ))}
        </SelectFilter>
        <SearchFilter
          id="audit-action"
          label="Action"
          className="w-44"
          placeholder="orders.ship"
          {...filterProps('action')}
        />
        <FilterField label="Entity type" htmlFor="audit-entity-type">
          <Input
            id="audit-entity-type"
            className="w-32"
            value={entityType}
            placeholder="order"
            onChange={(e) => setEntityType(e.target.value)}
            onBlur={() => setFilter('entityType', entityType.trim())}
            onKeyDown={(e) => {
              if (e.key === 'Enter') setFilter('entityType', entityType.trim());
            }}
          />
        </FilterField>
        <SearchFilter
          id="audit-entity-id"
          label="Entity id"
          className="w-44"
          placeholder="order number, user id"
          {...filterProps('entityId')}
        />
        <DateFilter id="audit-from" label="From" className="w-38" {...filterProps('from')} />
        <DateFilter id="audit-to" label="To" className="w-38" {...filterProps('to')} />
        {any && (
          <Button
            variant="ghost"
            onClick={() => {
              setEntityType('');
              setFilters({ staffId: '', action: '', entityType: '', entityId: '', from: '', to: '' });
            }}
          >
            Clear
          </Button>
        )}
      </FilterBar>
      <DataTable
        label="Audit events"
        columns={columns}
        query={log}
        paging={paging}
        emptyTitle="No audit event matches"
      />
    </>
  );
}
