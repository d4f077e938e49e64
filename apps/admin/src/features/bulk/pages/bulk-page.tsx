import { BULK_EXPORT_PATH, BULK_STATUSES, type BulkStatus } from '@hashforge/contract/admin/bulk';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { StatusBadge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DefinitionList } from '../../../components/ui/card.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, Select, Textarea } from '../../../components/ui/field.tsx';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/ui/filter-bar.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/states.tsx';
import { errorMessage, type ListRow, type Loaded } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCan } from '../../../lib/session.ts';
import type { StatusInfo } from '../../../lib/status.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCsvExport } from '../../../lib/use-csv-export.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useBulk } from '../api/get-bulk.ts';
import { useBulkList } from '../api/list-bulk.ts';
import { useUpdateBulk } from '../api/update-bulk.ts';

type Row = ListRow<typeof useBulkList>;
const column = createColumnHelper<Row>();

/** The enquiry pipeline; StatusBadge reads a table by number, so each status has its index. */
const BULK_STATUS: Record<number, StatusInfo> = {
  0: { label: 'New', tone: 'amber' },
  1: { label: 'Contacted', tone: 'blue' },
  2: { label: 'Quoted', tone: 'violet' },
  3: { label: 'Won', tone: 'green' },
  4: { label: 'Lost', tone: 'grey' },
};
const statusCode = (status: BulkStatus) => BULK_STATUSES.indexOf(status);

export default function BulkPage() {
  const { page, limit, filters, filterProps, paging } = useListParams(['status', 'keyword'] as const);
  const status = (BULK_STATUSES as readonly string[]).includes(filters.status)
    ? (filters.status as BulkStatus)
    : undefined;
  const input = { page, limit, status, keyword: filters.keyword || undefined };
  const list = useBulkList(input);
  const [open, setOpen] = useState<number | null>(null);
  const { exporting, download } = useCsvExport(BULK_EXPORT_PATH, 'bulk-enquiries');

  const columns = [
    column.accessor('createTime', { header: 'Received', cell: (c) => formatDateTime(c.getValue()) }),
    column.accessor('name', {
      header: 'Contact',
      cell: (c) => (
        <button type="button" className="text-left hover:underline" onClick={() => setOpen(c.row.original.id)}>
          <span className="font-medium">{c.getValue()}</span>
          <span className="block text-xs text-slate-500">
            {c.row.original.companyName ? `${c.row.original.companyName} · ` : ''}
            {c.row.original.email}
          </span>
        </button>
      ),
    }),
    column.accessor('country', { header: 'Country' }),
    column.accessor('productName', {
      header: 'Product',
      cell: (c) => `${c.row.original.productNum} × ${c.getValue()}`,
    }),
    column.accessor('status', {
      header: 'Status',
      cell: (c) => <StatusBadge table={BULK_STATUS} code={statusCode(c.getValue())} />,
    }),
    column.accessor('staffNote', {
      header: 'Note',
      cell: (c) => <span className="line-clamp-2 max-w-xs text-xs text-slate-600">{c.getValue() || '—'}</span>,
    }),
  ];

  const exportCsv = () => {
    const body: Record<string, unknown> = {};
    if (status) body.status = status;
    return download(body);
  };

  return (
    <>
      <PageHeader
        title="Bulk enquiries"
        description="Requests from the shop's bulk purchase form. Move each along and keep notes."
        actions={
          <Button variant="secondary" busy={exporting} onClick={() => void exportCsv()}>
            Export CSV
          </Button>
        }
      />
      <FilterBar>
        <SelectFilter id="bulk-status" label="Status" className="w-40" {...filterProps('status')} value={status ?? ''}>
          <option value="">All</option>
          {BULK_STATUSES.map((s, i) => (
            <option key={s} value={s}>
              {BULK_STATUS[i]?.label}
            </option>
          ))}
        </SelectFilter>
        <SearchFilter
          id="bulk-search"
          label="Search"
          className="w-64"
          placeholder="Name, email or company"
          {...filterProps('keyword')}
        />
      </FilterBar>
      <DataTable
        label="Bulk enquiries"
        columns={columns}
        query={list}
        paging={paging}
        emptyTitle="No enquiry matches"
      />
      {open !== null && <EnquiryDialog id={open} onClose={() => setOpen(null)} />}
    </>
  );
}

function EnquiryDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const enquiry = useBulk(id);
  return (
    <Dialog open onClose={onClose} size="lg" title={`Bulk enquiry #${id}`}>
      <QueryState query={enquiry}>{(data) => <EnquiryForm enquiry={data} onClose={onClose} />}</QueryState>
    </Dialog>
  );
}

function EnquiryForm({ enquiry, onClose }: { enquiry: Loaded<typeof useBulk>; onClose: () => void }) {
  const update = useUpdateBulk();
  const canUpdate = useCan()('bulk.update');
  const [status, setStatus] = useState<BulkStatus>(enquiry.status);
  const [note, setNote] = useState(enquiry.staffNote);
  const [error, setError] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      await update.mutateAsync({ id: enquiry.id, status, staffNote: note });
      showToast('success', `Enquiry #${enquiry.id} saved.`);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <DefinitionList
        items={[
          ['Name', enquiry.name],
          ['Company', enquiry.companyName || '—'],
          ['Email', enquiry.email],
          ['Phone', `${enquiry.mobileCode} ${enquiry.mobile}`],
          ['Country', enquiry.country],
          ['Address', enquiry.address || '—'],
          ['Product', `${enquiry.productNum} × ${enquiry.productName}`],
          ['Current capacity', enquiry.currentCapacity || '—'],
          ['Planned capacity', enquiry.futurePlannedCapacity || '—'],
          ['Use', enquiry.hashforgeUsage || '—'],
          ...Object.entries(enquiry.contacts).map(([k, v]) => [k, v] as [string, string]),
          ['Received', formatDateTime(enquiry.createTime)],
        ]}
      />
      {canUpdate ? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-3 border-t border-slate-200 pt-4">
          <FormError message={error} />
          <Field label="Status" htmlFor="bulk-edit-status">
            <Select
              id="bulk-edit-status"
              className="w-48"
              value={status}
              onChange={(e) => setStatus(e.target.value as BulkStatus)}
            >
              {BULK_STATUSES.map((s, i) => (
                <option key={s} value={s}>
                  {BULK_STATUS[i]?.label}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Staff notes" htmlFor="bulk-edit-note">
            <Textarea id="bulk-edit-note" rows={4} value={note} onChange={(e) => setNote(e.target.value)} />
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" busy={update.isPending}>
              Save
            </Button>
          </div>
        </form>
      ) : (
        <p className="text-sm text-slate-600">Notes: {enquiry.staffNote || '—'}</p>
      )}
    </div>
  );
}
