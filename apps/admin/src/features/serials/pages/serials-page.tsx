import { SERIAL_CSV_HEADER, SERIAL_CSV_MAX_BYTES, serialDesk } from '@hashforge/contract/admin/serials';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { Field, FormTextField } from '../../../components/ui/field.tsx';
import { FilterBar, SearchFilter } from '../../../components/ui/filter-bar.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Table } from '../../../components/ui/table.tsx';
import { errorMessage, type ListRow, type Loaded } from '../../../lib/api.ts';
import { useFormSubmit, useSchemaForm } from '../../../lib/form.ts';
import { formatDate } from '../../../lib/format.ts';
import { useCan } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useImportSerials } from '../api/import-serials.ts';
import { useSerials } from '../api/list-serials.ts';
import { useUpdateSerial } from '../api/update-serial.ts';

type Serial = ListRow<typeof useSerials>;
type ImportResult = Loaded<typeof useImportSerials>;
const column = createColumnHelper<Serial>();

export default function SerialsPage() {
  const { page, limit, filters, filterProps, paging } = useListParams(['keyword'] as const);
  const list = useSerials({ page, limit, keyword: filters.keyword || undefined });
  const canWrite = useCan()('catalog.write');
  const [editing, setEditing] = useState<Serial | null>(null);

  const columns = [
    column.accessor('machineCode', {
      header: 'Serial (SN)',
      cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span>,
    }),
    column.accessor('productCategoryName', { header: 'Model', cell: (c) => c.getValue() || '—' }),
    column.accessor('computingPower', { header: 'Computing power', cell: (c) => c.getValue() ?? '—' }),
    column.accessor('afterEndTime', { header: 'Machine warranty until', cell: (c) => formatDate(c.getValue()) }),
    column.accessor('afterEndPlateTime', { header: 'Board warranty until', cell: (c) => formatDate(c.getValue()) }),
    column.display({
      id: 'edit',
      header: '',
      cell: (c) =>
        canWrite && (
          <Button size="sm" variant="ghost" onClick={() => setEditing(c.row.original)}>
            Edit
          </Button>
        ),
    }),
  ];

  return (
    <>
      <PageHeader
        title="Serial numbers"
        description="The serial records the shop's SN lookup and the after-sales warranty read."
      />
      {canWrite && <ImportCard />}
      <FilterBar>
        <SearchFilter
          id="serial-search"
          label="Search"
          className="w-72"
          placeholder="Serial, or its first characters"
          {...filterProps('keyword')}
        />
      </FilterBar>
      <DataTable label="Serials" columns={columns} query={list} paging={paging} emptyTitle="No serial matches" />
      {editing && <EditDialog serial={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function ImportCard() {
  const upload = useImportSerials();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [result, setResult] = useState<ImportResult | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setResult(null);
    if (!file) return setError('Choose a CSV file');
    if (file.size > SERIAL_CSV_MAX_BYTES) return setError('The file is larger than 20 MB');
    try {
      const answer = await upload.mutateAsync(file);
      setResult(answer);
      showToast(
        'success',
        `${answer.imported.toLocaleString('en-US')} imported, ${answer.updated.toLocaleString('en-US')} updated, ${answer.rejected.length.toLocaleString('en-US')} rejected.`,
      );
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Card title="Import a CSV" className="mb-5">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <Field
          label="CSV file"
          htmlFor="serial-file"
          hint={`Header: ${SERIAL_CSV_HEADER.join(',')}[,productCategoryName]; dates as YYYY-MM-DD. A serial already on record is updated; a blank cell keeps what it has.`}
        >
          <input
            id="serial-file"
            type="file"
            accept=".csv,text/csv"
            className="text-sm"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Field>
        <Button type="submit" busy={upload.isPending}>
          Import
        </Button>
      </form>
      <div className="mt-3">
        <FormError message={error} />
      </div>
      {result && (
        <div className="mt-3 text-sm" aria-live="polite">
          <p>
            <strong>{result.imported.toLocaleString('en-US')}</strong> imported,{' '}
            <strong>{result.updated.toLocaleString('en-US')}</strong> updated, <strong>{result.rejected.length}</strong>{' '}
            rejected.
          </p>
          {result.rejected.length > 0 && (
            <div className="mt-2 max-h-64 overflow-y-auto rounded border border-slate-200">
              <Table caption="Rejected rows">
                <thead className="sticky top-0 bg-slate-50 text-left text-xs text-slate-500">
                  <tr>
                    <th className="px-3 py-1">Line</th>
                    <th className="px-3 py-1">Why it was refused</th>
                  </tr>
                </thead>
                <tbody>
                  {result.rejected.map((row) => (
                    <tr key={row.line} className="border-t border-slate-100">
                      <td className="px-3 py-1">{row.line}</td>
                      <td className="px-3 py-1">{row.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
          )}
        </div>
      )}
    </Card>
  );
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

function EditDialog({ serial, onClose }: { serial: Serial; onClose: () => void }) {
  const update = useUpdateSerial();
  const form = useSchemaForm(serialDesk.update.request, {
    defaultValues: {
      machineCode: serial.machineCode,
      productCategoryName: serial.productCategoryName,
      computingPower: serial.computingPower ?? '',
      afterEndTime: day(serial.afterEndTime),
      afterEndPlateTime: day(serial.afterEndPlateTime),
    },
  });
  const { submit, formError } = useFormSubmit(form, async (values) => {
    await update.mutateAsync(values);
    showToast('success', `Serial ${serial.machineCode} saved.`);
    onClose();
  });
  // An empty date or power means unknown (null), not an invalid value.
  const nullIfEmpty = { setValueAs: (v: string | null) => (v === '' || v === null ? null : v) };
  return (
    <FormDialog
      formId="serial-edit"
      layout="stack"
      title={`Serial ${serial.machineCode}`}
      error={formError}
      busy={update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextField form={form} name="productCategoryName" label="Model" />
      <FormTextField form={form} name="computingPower" label="Computing power" registerOptions={nullIfEmpty} />
      <FormTextField
        form={form}
        name="afterEndTime"
        label="Machine warranty until"
        hint="Empty: unknown"
        type="date"
        registerOptions={nullIfEmpty}
      />
      <FormTextField
        form={form}
        name="afterEndPlateTime"
        label="Board warranty until"
        hint="Empty: unknown"
        type="date"
        registerOptions={nullIfEmpty}
      />
    </FormDialog>
  );
}
