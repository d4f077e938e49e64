import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../../components/ui/badge.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { FilterBar, SelectFilter } from '../../../components/ui/filter-bar.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import type { ListRow } from '../../../lib/api.ts';
import { formatAge, formatDateTime } from '../../../lib/format.ts';
import { KYC_STATUS } from '../../../lib/status.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useKycList } from '../api/list-kyc.ts';

type Row = ListRow<typeof useKycList>;
const column = createColumnHelper<Row>();

const columns = [
  column.accessor('submitTime', { header: 'Submitted', cell: (c) => formatDateTime(c.getValue()) }),
  column.display({
    id: 'waiting',
    header: 'Waiting',
    cell: (c) => (c.row.original.status === 1 ? formatAge(c.row.original.submitTime) : '—'),
  }),
  column.accessor('email', {
    header: 'Buyer',
    cell: (c) => (
      <Link to={`/kyc/${c.row.original.userId}`} className="font-medium hover:underline">
        {c.getValue()}
      </Link>
    ),
  }),
  column.accessor('status', { header: 'Status', cell: (c) => <StatusBadge table={KYC_STATUS} code={c.getValue()} /> }),
];

export default function KycQueuePage() {
  const { page, limit, filters, filterProps, paging } = useListParams(['status'] as const);
  const status = filters.status === '' ? '1' : filters.status;
  const list = useKycList({ page, limit, status: status === 'all' ? undefined : Number(status) });
  return (
    <>
      <PageHeader
        title="KYC"
        description="Identity verifications. Buyers can order once theirs is submitted; review it against the documents."
      />
      <FilterBar>
        <SelectFilter id="kyc-status" label="Status" className="w-48" {...filterProps('status')} value={status}>
          <option value="1">To review (submitted)</option>
          <option value="2">Approved</option>
          <option value="-1">Rejected</option>
          <option value="all">All</option>
        </SelectFilter>
      </FilterBar>
      <DataTable
        label="Verifications"
        columns={columns}
        query={list}
        paging={paging}
        emptyTitle={status === '1' ? 'No verification is waiting for review' : 'No verification matches'}
        rowHref={(row) => `/kyc/${row.userId}`}
      />
    </>
  );
}
