import { catalogDesk, PRODUCT_FILE_KINDS, PRODUCT_FILE_MAX_BYTES } from '@hashforge/contract/admin/catalog';
import { createColumnHelper } from '@tanstack/react-table';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { Checkbox, Field, Input, LabelOptions, Select } from '../../../components/ui/field.tsx';
import { FilterBar, SelectFilter } from '../../../components/ui/filter-bar.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { errorMessage, type ListRow } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCan } from '../../../lib/session.ts';
import { runWithToast, showToast } from '../../../lib/toast.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useDeleteProductFile } from '../api/delete-product-file.ts';
import { useProductChoices } from '../api/list-product-choices.ts';
import { useProductFiles } from '../api/list-product-files.ts';
import { useSaveProductFile } from '../api/save-product-file.ts';
import { useUploadProductFile } from '../api/upload-product-file.ts';

type Item = ListRow<typeof useProductFiles>;
const column = createColumnHelper<Item>();

const KIND_LABEL: Record<number, string> = PRODUCT_FILE_KINDS;
const MAX_MB = PRODUCT_FILE_MAX_BYTES / 1024 / 1024;

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** Manuals and firmware per product: what the shop's download page lists when published. */
export default function ProductFilesPage() {
  const { page, limit, filters, filterProps, paging } = useListParams(['productId', 'kind'] as const);
  const productId = Number(filters.productId) > 0 ? Number(filters.productId) : undefined;
  const kind = filters.kind === '1' || filters.kind === '2' ? (Number(filters.kind) as 1 | 2) : undefined;
  const list = useProductFiles({ page, limit, productId, kind });
  const products = useProductChoices();
  const canWrite = useCan()('catalog.write');
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const save = useSaveProductFile();
  const remove = useDeleteProductFile();

  const togglePublished = (item: Item) =>
    runWithToast(
      () =>
        save.mutateAsync({
          id: item.id,
          productId: item.productId,
          kind: item.kind as 1 | 2,
          fileId: item.fileId,
          version: item.version,
          moduleRemark: item.moduleRemark,
          published: !item.published,
        }),
      `"${item.fileName}" ${item.published ? 'taken off' : 'shown on'} the download page.`,
    );

  const doDelete = async (item: Item) => {
    if (!window.confirm(`Remove "${item.fileName}" from ${item.productName}'s downloads for good?`)) return;
    await runWithToast(() => remove.mutateAsync({ id: item.id }), `"${item.fileName}" removed.`);
  };

  const columns = [
    column.accessor('fileName', {
      header: 'File',
      cell: (c) => (
        <span>
          <a className="font-medium text-brand-700 hover:underline" href={c.row.original.fileUrl} download>
            {c.getValue() || `File ${c.row.original.fileId}`}
          </a>
          <span className="block text-xs text-slate-500">{formatSize(c.row.original.fileSize)}</span>
        </span>
      ),
    }),
    column.accessor('productName', {
      header: 'Product',
      cell: (c) => (
        <span>
          {c.getValue()}
          <span className="block text-xs text-slate-500">{c.row.original.productCode}</span>
        </span>
      ),
    }),
    column.accessor('kind', { header: 'Kind', cell: (c) => KIND_LABEL[c.getValue()] ?? c.getValue() }),
    column.accessor('version', { header: 'Version', cell: (c) => c.getValue() || '–' }),
    column.accessor('moduleRemark', {
      header: 'Remark',
      cell: (c) => <span className="line-clamp-2 block max-w-xs text-xs text-slate-600">{c.getValue()}</span>,
    }),
    column.accessor('published', {
      header: 'In the shop',
      cell: (c) => <Badge tone={c.getValue() ? 'green' : 'grey'}>{c.getValue() ? 'Published' : 'Hidden'}</Badge>,
    }),
    column.accessor('createTime', { header: 'Added', cell: (c) => formatDateTime(c.getValue()) }),
    ...(canWrite
      ? [
          column.display({
            id: 'actions',
            header: '',
            cell: (c) => (
              <span className="flex gap-1">
                <Button size="sm" variant="secondary" onClick={() => setEditing(c.row.original)}>
                  Edit
                </Button>
                <Button size="sm" variant="ghost" onClick={() => void togglePublished(c.row.original)}>
                  {c.row.original.published ? 'Unpublish' : 'Publish'}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => void doDelete(c.row.original)}>
                  Delete
                </Button>
              </span>
            ),
          }),
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title="Product files"
        description="Manuals and firmware on the shop's download page. Hidden files stay here until published."
        actions={canWrite ? <Button onClick={() => setEditing('new')}>Add file</Button> : undefined}
      />
      <FilterBar>
        <SelectFilter
          id="product-files-product"
          label="Product"
          className="w-64"
          {...filterProps('productId')}
          value={productId ? String(productId) : ''}
        >
          <option value="">All products</option>
          {products.data?.list.map((p) => (
            <option key={p.productId} value={p.productId}>
              {p.name} ({p.productCode})
            </option>
          ))}
        </SelectFilter>
        <SelectFilter
          id="product-files-kind"
          label="Kind"
          className="w-40"
          {...filterProps('kind')}
          value={kind ? String(kind) : ''}
        >
          <option value="">All</option>
          <LabelOptions labels={KIND_LABEL} />
        </SelectFilter>
      </FilterBar>
      <DataTable
        label="Product files"
        columns={columns}
        query={list}
        paging={paging}
        emptyTitle="No product file yet"
      />
      {editing && (
        <ProductFileDialog
          item={editing === 'new' ? null : editing}
          defaultProductId={productId}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

function ProductFileDialog({
  item,
  defaultProductId,
  onClose,
}: {
  item: Item | null;
  defaultProductId: number | undefined;
  onClose: () => void;
}) {
  const save = useSaveProductFile();
  const upload = useUploadProductFile();
  const products = useProductChoices();
  const [values, setValues] = useState({
    productId: String(item?.productId ?? defaultProductId ?? ''),
    kind: String(item?.kind ?? 2),
    version: item?.version ?? '',
    moduleRemark: item?.moduleRemark ?? '',
    published: item?.published ?? true,
  });
  const [file, setFile] = useState<{ fileId: number; fileName: string; fileSize: number } | null>(
    item ? { fileId: item.fileId, fileName: item.fileName, fileSize: item.fileSize } : null,
  );
  const [error, setError] = useState('');
  const set = (key: 'productId' | 'kind' | 'version' | 'moduleRemark') => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setError('');
    if (chosen.size > PRODUCT_FILE_MAX_BYTES) return setError(`The file is larger than ${MAX_MB} MB`);
    try {
      const stored = await upload.mutateAsync(chosen);
      setFile({ fileId: stored.fileId, fileName: chosen.name, fileSize: stored.fileSize });
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (!file) return setError('Upload the file first');
    const input = {
      id: item?.id,
      productId: Number(values.productId),
      kind: Number(values.kind) as 1 | 2,
      fileId: file.fileId,
      version: values.version,
      moduleRemark: values.moduleRemark,
      published: values.published,
    };
    const parsed = catalogDesk.saveProductFile.request.safeParse(input);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form');
    try {
      await save.mutateAsync(input);
      showToast('success', `"${file.fileName}" saved.`);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <FormDialog
      formId="product-file-edit"
      size="lg"
      title={item ? `Edit · ${item.fileName}` : 'Add a manual or firmware'}
      error={error}
      busy={save.isPending}
      disabled={upload.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label="Product" htmlFor="product-file-product" className="col-span-2">
        <Select id="product-file-product" value={values.productId} onChange={set('productId')}>
          <option value="">Choose a product</option>
          {products.data?.list.map((p) => (
            <option key={p.productId} value={p.productId}>
              {p.name} ({p.productCode})
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Kind" htmlFor="product-file-kind">
        <Select id="product-file-kind" value={values.kind} onChange={set('kind')}>
          <LabelOptions labels={KIND_LABEL} />
        </Select>
      </Field>
      <Field label="Version" htmlFor="product-file-version" hint="As the vendor names it, e.g. 2024.06.1">
        <Input id="product-file-version" maxLength={50} value={values.version} onChange={set('version')} />
      </Field>
      <Field
        label="File"
        htmlFor="product-file-file"
        className="col-span-2"
        hint={
          upload.isPending
            ? 'Uploading…'
            : file
              ? `${file.fileName} (${formatSize(file.fileSize)}). Choose another to replace it.`
              : `PDF, archive or firmware image, at most ${MAX_MB} MB.`
        }
      >
        <input
          id="product-file-file"
          type="file"
          className="text-sm"
          disabled={upload.isPending}
          onChange={(e) => void chooseFile(e)}
        />
      </Field>
      <Field label="Remark" htmlFor="product-file-remark" className="col-span-2" hint="Shown beside the file">
        <Input id="product-file-remark" maxLength={500} value={values.moduleRemark} onChange={set('moduleRemark')} />
      </Field>
      <div className="col-span-2">
        <Checkbox
          id="product-file-published"
          label="Published: listed on the shop's download page"
          checked={values.published}
          onChange={(e) => setValues((v) => ({ ...v, published: e.target.checked }))}
        />
      </div>
    </FormDialog>
  );
}
