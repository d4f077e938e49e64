import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { Badge, StatusBadge } from '../../../components/ui/badge.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { FilterBar, SearchFilter } from '../../../components/ui/filter-bar.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import type { ListRow } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { KYC_STATUS } from '../../../lib/status.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useCustomers } from '../api/list-customers.ts';

type Row = ListRow<typeof useCustomers>;
const column = createColumnHelper<Row>();

const columns = [
  column.accessor('email', {
    header: 'Email',
    cell: (c) => (
      <Link to={`/customers/${c.row.original.userId}`} className="font-medium hover:underline">
        {c.getValue()}
      </Link>
    ),
  }),
  column.accessor('nickName', { header: 'Name', cell: (c) => c.getValue() || '—' }),
  column.display({
    id: 'phone',
    header: 'Phone',
    cell: (c) =>
      c.row.original.mobile ? `+${(c.row.original.mobileCode ?? '').replace(/^\+/, '')} ${c.row.original.mobile}` : '—',
  }),
  column.accessor('kycStatus', { header: 'KYC', cell: (c) => <StatusBadge table={KYC_STATUS} code={c.getValue()} /> }),
  column.accessor('disabled', {
    header: 'Account',
    cell: (c) => (c.getValue() ? <Badge tone="red">Disabled</Badge> : <Badge tone="green">Active</Badge>),
  }),
  column.accessor('createTime', { header: 'Joined', cell: (c) => formatDateTime(c.getValue()) }),
];

export default function CustomersPage() {
  const { page, limit, filters, filterProps, paging } = useListParams(['keyword'] as const);
  const customers = useCustomers({ page, limit, keyword: filters.keyword || undefined });
  return (
    <>
      <PageHeader title="Customers" description="Buyers' accounts, newest first" />
      <FilterBar>
        <SearchFilter
          id="customer-search"
          label="Search"
          placeholder="Email, phone or name"
          {...filterProps('keyword')}
        />
      </FilterBar>
      <DataTable
        label="Customers"
        columns={columns}
        query={customers}
        paging={paging}
        emptyTitle={filters.keyword ? `No customer matches “${filters.keyword}”` : 'No customer yet'}
        rowHref={(row) => `/customers/${row.userId}`}
      />
    </>
  );
}
