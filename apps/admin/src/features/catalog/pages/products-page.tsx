import { catalogDesk } from '@hashforge/contract/admin/catalog';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { preloadRichTextEditor } from '../../../components/rich-text-editor.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormTextField, LabelOptions, Select } from '../../../components/ui/field.tsx';
import { FilterBar, SearchFilter } from '../../../components/ui/filter-bar.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Table } from '../../../components/ui/table.tsx';
import type { ListRow } from '../../../lib/api.ts';
import { applyServerErrors, asNumber, useSchemaForm } from '../../../lib/form.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useCan } from '../../../lib/session.ts';
import { runWithToast, showToast } from '../../../lib/toast.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useProducts } from '../api/list-products.ts';
import { useStockMovements } from '../api/list-stock-movements.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { useUpdateSendCycle } from '../api/update-send-cycle.ts';
import { ProductCreateDialog } from '../components/product-create-dialog.tsx';
import { ProductEditDialog } from '../components/product-edit-dialog.tsx';
import { SendCycleCreateDialog } from '../components/send-cycle-create-dialog.tsx';

type Product = ListRow<typeof useProducts>;
type Cycle = Product['sendCycles'][number];
const column = createColumnHelper<Product>();

/** Shelves status as the spec numbers it. */
const SHELVES: Record<number, string> = { 1: 'On sale', 0: 'Out of stock', 2: 'Bulk only' };

export default function ProductsPage() {
  const { page, limit, filters, filterProps, paging } = useListParams(['keyword'] as const);
  const list = useProducts({ page, limit, keyword: filters.keyword || undefined });
  const can = useCan();
  const canWrite = can('catalog.write');
  const canStock = can('stock.write');
  const [limits, setLimits] = useState<Product | null>(null);
  const [stock, setStock] = useState<Cycle | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const [addingCycle, setAddingCycle] = useState<Product | null>(null);

  const columns = [
    column.accessor('name', {
      header: 'Product',
      meta: { className: 'min-w-[13rem]' },
      cell: (c) => (
        <span>
          <span className="font-medium">{c.getValue()}</span>
          <span className="block font-mono text-xs text-slate-500">{c.row.original.productCode}</span>
          {canWrite && (
            <Button
              size="sm"
              variant="secondary"
              className="mt-1"
              aria-label={`Edit ${c.row.original.name}`}
              title="Name, images, attributes, spec sheet and description"
              onMouseEnter={preloadRichTextEditor}
              onFocus={preloadRichTextEditor}
              onClick={() => setEditing(c.row.original.productId)}
            >
              Edit
            </Button>
          )}
        </span>
      ),
    }),
    column.accessor('listed', {
      header: 'In the shop',
      cell: (c) => <ListedToggle product={c.row.original} disabled={!canWrite} />,
    }),
    column.accessor('shelvesStatus', {
      header: 'Shelves status',
      meta: { className: 'min-w-[10.5rem]' },
      cell: (c) => <ShelvesSelect product={c.row.original} disabled={!canWrite} />,
    }),
    column.display({
      id: 'limits',
      header: 'Buy limits',
      cell: (c) => (
        <span className="flex items-center gap-2 whitespace-nowrap">
          {c.row.original.buyMinLimit}–{c.row.original.buyMaxLimit}
          {canWrite && (
            <Button size="sm" variant="ghost" onClick={() => setLimits(c.row.original)}>
              Edit
            </Button>
          )}
        </span>
      ),
    }),
    column.accessor('sendCycles', {
      header: 'Send cycles: price, stock',
      cell: (c) => (
        <ul className="flex flex-col gap-1">
          {c.getValue().map((cycle) => (
            // A long cycle name wraps on its own line, so the figures and the button keep their width.
            <li key={cycle.productSendCycleId} className="text-xs">
              <span className="block font-medium">{cycle.name}</span>
              <span className="flex items-center gap-2 whitespace-nowrap">
                <span>{formatMoney(cycle.price)}</span>
                <span className={cycle.stock === 0 ? 'text-red-700' : ''}>{cycle.stock} in stock</span>
                <Button size="sm" variant="ghost" onClick={() => setStock(cycle)}>
                  {canStock ? 'Stock…' : 'Movements'}
                </Button>
              </span>
            </li>
          ))}
          {canWrite && (
            <li>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Add a send cycle to ${c.row.original.name}`}
                onClick={() => setAddingCycle(c.row.original)}
              >
                + Send cycle
              </Button>
            </li>
          )}
        </ul>
      ),
    }),
  ];

  return (
    <>
      <PageHeader
        title="Catalogue"
        description="Products and their send cycles. A change shows in the shop at once."
        actions={
          canWrite && (
            <Button
              onMouseEnter={preloadRichTextEditor}
              onFocus={preloadRichTextEditor}
              onClick={() => setCreating(true)}
            >
              New product
            </Button>
          )
        }
      />
      <FilterBar>
        <SearchFilter
          id="product-search"
          label="Search"
          className="w-72"
          placeholder="Name or product code"
          {...filterProps('keyword')}
        />
      </FilterBar>
      <DataTable label="Products" columns={columns} query={list} paging={paging} emptyTitle="No product matches" />
      {limits && <LimitsDialog product={limits} onClose={() => setLimits(null)} />}
      {stock && <StockDialog cycle={stock} canStock={canStock} onClose={() => setStock(null)} />}
      {editing !== null && <ProductEditDialog productId={editing} onClose={() => setEditing(null)} />}
      {creating && <ProductCreateDialog onClose={() => setCreating(false)} />}
      {addingCycle && <SendCycleCreateDialog product={addingCycle} onClose={() => setAddingCycle(null)} />}
    </>
  );
}

function ListedToggle({ product, disabled }: { product: Product; disabled: boolean }) {
  const update = useUpdateProduct();
  const toggle = () =>
    runWithToast(
      () => update.mutateAsync({ productId: product.productId, listed: !product.listed }),
      `${product.name} is ${product.listed ? 'hidden from' : 'listed in'} the shop.`,
    );
  return (
    <span className="flex items-center gap-2">
      <Badge tone={product.listed ? 'green' : 'grey'}>{product.listed ? 'Listed' : 'Hidden'}</Badge>
      {!disabled && (
        <Button size="sm" variant="secondary" busy={update.isPending} onClick={() => void toggle()}>
          {product.listed ? 'Hide' : 'List'}
        </Button>
      )}
    </span>
  );
}

function ShelvesSelect({ product, disabled }: { product: Product; disabled: boolean }) {
  const update = useUpdateProduct();
  if (disabled) return <span>{SHELVES[product.shelvesStatus] ?? product.shelvesStatus}</span>;
  const change = (value: string) =>
    runWithToast(
      () => update.mutateAsync({ productId: product.productId, shelvesStatus: Number(value) as 0 | 1 | 2 }),
      `${product.name}: ${SHELVES[Number(value)]}.`,
    );
  return (
    <Select
      aria-label={`Shelves status of ${product.name}`}
      className="w-36"
      value={String(product.shelvesStatus)}
      disabled={update.isPending}
      onChange={(e) => void change(e.target.value)}
    >
      <LabelOptions labels={SHELVES} />
    </Select>
  );
}

function LimitsDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const update = useUpdateProduct();
  const [formError, setFormError] = useState('');
  const form = useSchemaForm(catalogDesk.updateProduct.request, {
    defaultValues: {
      productId: product.productId,
      buyMinLimit: product.buyMinLimit,
      buyMaxLimit: product.buyMaxLimit,
    },
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError('');
    if ((values.buyMinLimit ?? 1) > (values.buyMaxLimit ?? 99999)) {
      setFormError('The minimum cannot be above the maximum');
      return;
    }
    try {
      await update.mutateAsync(values);
      showToast('success', `Buy limits of ${product.name} saved.`);
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(form, error));
    }
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Buy limits · ${product.name}`}
      description="How many units one order may hold."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="product-limits" busy={update.isPending}>
            Save
          </Button>
        </>
      }
    >
      <form id="product-limits" onSubmit={submit} noValidate className="grid grid-cols-2 gap-4">
        <FormError message={formError} />
        <FormTextField form={form} name="buyMinLimit" label="Minimum" inputMode="numeric" registerOptions={asNumber} />
        <FormTextField form={form} name="buyMaxLimit" label="Maximum" inputMode="numeric" registerOptions={asNumber} />
      </form>
    </Dialog>
  );
}

/** Stock moves only by a counted delta with a reason, recorded with who; the movements below show them. */
function StockDialog({ cycle, canStock, onClose }: { cycle: Cycle; canStock: boolean; onClose: () => void }) {
  const update = useUpdateSendCycle();
  const [movementsPage, setMovementsPage] = useState(1);
  const movements = useStockMovements({ productSendCycleId: cycle.productSendCycleId, page: movementsPage, limit: 10 });
  const [formError, setFormError] = useState('');
  const form = useSchemaForm(catalogDesk.updateSendCycle.request, {
    defaultValues: { productSendCycleId: cycle.productSendCycleId, reason: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError('');
    if (!values.stockDelta) {
      form.setError('stockDelta', { message: 'Enter the units counted in (+) or out (-)' });
      return;
    }
    if (!values.reason) {
      form.setError('reason', { message: 'Say why the stock changes' });
      return;
    }
    try {
      const saved = await update.mutateAsync({
        productSendCycleId: values.productSendCycleId,
        stockDelta: values.stockDelta,
        reason: values.reason,
      });
      showToast('success', `${cycle.name}: stock is now ${saved.stock}.`);
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(form, error));
    }
  });
  const rows = movements.data?.list ?? [];
  const total = movements.data?.total ?? 0;
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={`Stock · ${cycle.name}`}
      description={`${cycle.stock} in stock now. Staff change stock only by a delta with a reason.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {canStock ? 'Cancel' : 'Close'}
          </Button>
          {canStock && (
            <Button type="submit" form="cycle-stock" busy={update.isPending}>
              Apply change
            </Button>
          )}
        </>
      }
    >
      {canStock && (
        <form id="cycle-stock" onSubmit={submit} noValidate className="mb-5 grid grid-cols-[140px_1fr] gap-4">
          <div className="col-span-2">
            <FormError message={formError} />
          </div>
          <FormTextField
            form={form}
            name="stockDelta"
            label="Change (+/-)"
            inputMode="numeric"
            placeholder="e.g. 20 or -3"
            registerOptions={asNumber}
          />
          <FormTextField
            form={form}
            name="reason"
            label="Reason"
            placeholder="e.g. Batch 12 arrived from the factory"
          />
        </form>
      )}
      <h3 className="mb-2 text-sm font-semibold text-slate-900">Movements ({total})</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">{movements.isLoading ? 'Loading…' : 'No stock change by staff yet.'}</p>
      ) : (
        <Table caption="Stock movements">
          <thead className="text-left text-xs text-slate-500">
            <tr>
              <th className="py-1">When</th>
              <th className="py-1">Change</th>
              <th className="py-1">After</th>
              <th className="py-1">Why</th>
              <th className="py-1">Staff</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => (
              <tr key={m.id} className="border-t border-slate-100">
                <td className="py-1 whitespace-nowrap">{formatDateTime(m.time)}</td>
                <td className={m.delta < 0 ? 'py-1 text-red-700' : 'py-1 text-green-700'}>
                  {m.delta > 0 ? `+${m.delta}` : m.delta}
                </td>
                <td className="py-1">{m.stockAfter}</td>
                <td className="py-1">{m.reason}</td>
                <td className="py-1">{m.staffId === null ? '—' : `#${m.staffId}`}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {total > 10 && (
        <div className="mt-2 flex gap-2">
          <Button
            size="sm"
            variant="ghost"
            disabled={movementsPage === 1}
            onClick={() => setMovementsPage((p) => p - 1)}
          >
            Newer
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={movementsPage * 10 >= total}
            onClick={() => setMovementsPage((p) => p + 1)}
          >
            Older
          </Button>
        </div>
      )}
    </Dialog>
  );
}
