import { catalogDesk } from '@hashforge/contract/admin/catalog';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox, Field, Input, Select } from '../../../components/ui/field.tsx';
import { numberFromText } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreateProduct } from '../api/create-product.ts';
import { useUploadProductImage } from '../api/upload-product-image.ts';
import type { AttributeRow } from './product-attributes-editor.tsx';
import { ProductFormDialog, useProductForm } from './product-form-dialog.tsx';
import type { FieldErrors } from './product-form-errors.ts';
import { ProductBasicsFields } from './product-form-sections.tsx';
import type { ProductImage } from './product-images-editor.tsx';
import { emptySpecSheet, type SpecSheet } from './product-spec-sheet-fields.tsx';

/** Shelves status as the spec numbers it. */
const SHELVES: [value: string, label: string][] = [
  ['1', 'On sale'],
  ['0', 'Out of stock'],
  ['2', 'Bulk only'],
];
const MAX_CYCLES = 20;

interface CycleRow {
  /** Only a React key: rows are added and removed in the middle. */
  rowId: number;
  name: string;
  price: string;
  stock: string;
  /** YYYY-MM-DD, or '' for none. */
  deliveryDate: string;
}

interface Draft {
  productCode: string;
  name: string;
  productClass: string;
  sort: string;
  hsCode: string;
  countryOfOrigin: string;
  shelvesStatus: string;
  listed: boolean;
  buyMinLimit: string;
  buyMaxLimit: string;
  sendCycles: CycleRow[];
  images: ProductImage[];
  attributes: AttributeRow[];
  category: SpecSheet;
  productDetail: string;
}

/** A send cycle field's label: short on screen, `Send cycle <n> <what>` to a screen reader (and getByLabel). */
function CycleLabel({ n, children }: { n: number; children: string }) {
  return (
    <>
      <span className="sr-only">Send cycle {n} </span>
      {children}
    </>
  );
}

let nextCycleId = 1;
const cycleRow = (): CycleRow => ({ rowId: nextCycleId++, name: '', price: '', stock: '0', deliveryDate: '' });

const emptyDraft = (): Draft => ({
  productCode: '',
  name: '',
  productClass: '',
  sort: '0',
  hsCode: '',
  countryOfOrigin: '',
  shelvesStatus: '1',
  listed: true,
  buyMinLimit: '1',
  buyMaxLimit: '99999',
  sendCycles: [cycleRow()],
  images: [],
  attributes: [],
  category: emptySpecSheet(),
  productDetail: '',
});

/**
 * The new-product form (products/create): code, name, class, shelves status and listing, buy limits,
 * one or more send cycles, images (the first is the main image), attributes, the spec sheet and the
 * rich description, in one call. A refusal shows its message above the form and each field error
 * under the field it names (`sendCycles.0.price`, `images.1`, `category.hashrate`).
 */
export function ProductCreateDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateProduct();
  const upload = useUploadProductImage();
  const form = useProductForm({
    initial: emptyDraft,
    schema: catalogDesk.createProduct.request,
    request: (draft) => ({
      productCode: draft.productCode,
      name: draft.name,
      productClass: draft.productClass,
      sort: numberFromText(draft.sort),
      hsCode: draft.hsCode,
      countryOfOrigin: draft.countryOfOrigin,
      shelvesStatus: Number(draft.shelvesStatus),
      listed: draft.listed,
      buyMinLimit: numberFromText(draft.buyMinLimit),
      buyMaxLimit: numberFromText(draft.buyMaxLimit),
      category: draft.category,
      productDetail: draft.productDetail,
      images: draft.images.map((i) => i.storageKey),
      attributes: draft.attributes.map(({ name, value }) => ({ name, value })),
      sendCycles: draft.sendCycles.map((c) => ({
        name: c.name,
        price: c.price,
        stock: numberFromText(c.stock),
        deliveryDate: c.deliveryDate === '' ? null : c.deliveryDate,
      })),
    }),
    crossCheck: (request): FieldErrors =>
      request.buyMinLimit > request.buyMaxLimit ? { buyMinLimit: 'The minimum cannot be above the maximum' } : {},
    save: async (request) => {
      const created = await create.mutateAsync(request);
      showToast('success', `${request.name} (${request.productCode}) created, product #${created.productId}.`);
      onClose();
    },
  });
  const { draft, setDraft, errors, setErrors } = form;

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // A field changed since the refusal no longer shows it.
    setErrors(({ [key]: _was, ...rest }) => rest);
  };
  const setCycle = (rowId: number, part: Exclude<keyof CycleRow, 'rowId'>, value: string) =>
    setDraft((d) => ({ ...d, sendCycles: d.sendCycles.map((c) => (c.rowId === rowId ? { ...c, [part]: value } : c)) }));

  return (
    <ProductFormDialog
      idPrefix="product-new"
      title="New product"
      description="A listed product on sale shows in the shop as soon as it is created."
      submitLabel="Create product"
      busy={create.isPending}
      upload={upload}
      form={form}
      onAttributes={(rows) => set('attributes', rows)}
      onDetail={(html) => set('productDetail', html)}
      onClose={onClose}
    >
      <ProductBasicsFields
        idPrefix="product-new"
        draft={draft}
        onChange={set}
        errors={errors}
        classPlaceholder="e.g. HashForge"
      >
        <Field
          label="Product code"
          htmlFor="product-new-code"
          error={errors.productCode}
          hint="Letters, digits, dot, dash or underscore."
        >
          <Input
            id="product-new-code"
            value={draft.productCode}
            invalid={Boolean(errors.productCode)}
            autoComplete="off"
            placeholder="e.g. HF-S23-FORGE"
            onChange={(e) => set('productCode', e.target.value)}
          />
        </Field>
      </ProductBasicsFields>

      <fieldset className="grid min-w-0 grid-cols-2 gap-4">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Selling</legend>
        <Field label="Shelves status" htmlFor="product-new-shelves" error={errors.shelvesStatus}>
          <Select
            id="product-new-shelves"
            value={draft.shelvesStatus}
            invalid={Boolean(errors.shelvesStatus)}
            onChange={(e) => set('shelvesStatus', e.target.value)}
          >
            {SHELVES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        <div className="flex flex-col justify-center gap-1">
          <Checkbox
            id="product-new-listed"
            label="Listed in the shop"
            checked={draft.listed}
            onChange={(e) => set('listed', e.target.checked)}
          />
          <p className="text-xs text-slate-500">Unticked, the product stays hidden whatever its status.</p>
        </div>
        <Field label="Buy minimum" htmlFor="product-new-min" error={errors.buyMinLimit} hint="Units per order.">
          <Input
            id="product-new-min"
            inputMode="numeric"
            value={draft.buyMinLimit}
            invalid={Boolean(errors.buyMinLimit)}
            onChange={(e) => set('buyMinLimit', e.target.value)}
          />
        </Field>
        <Field label="Buy maximum" htmlFor="product-new-max" error={errors.buyMaxLimit} hint="Units per order.">
          <Input
            id="product-new-max"
            inputMode="numeric"
            value={draft.buyMaxLimit}
            invalid={Boolean(errors.buyMaxLimit)}
            onChange={(e) => set('buyMaxLimit', e.target.value)}
          />
        </Field>
      </fieldset>

      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Send cycles</legend>
        <p className="mb-2 text-xs text-slate-500">
          Each batch the buyer chooses from, with its price and opening stock; the first is chosen by default.
        </p>
        {errors.sendCycles && (
          <p className="mb-2 text-xs text-red-600" role="alert">
            {errors.sendCycles}
          </p>
        )}
        <ol className="flex flex-col gap-3">
          {draft.sendCycles.map((cycle, i) => {
            const id = `product-new-cycle-${cycle.rowId}`;
            const error = (part: string) => errors[`sendCycles.${i}.${part}`];
            return (
              <li key={cycle.rowId} className="relative rounded-md border border-slate-200 p-3">
                <Button
                  size="sm"
                  variant="ghost"
                  className="absolute top-1.5 right-2"
                  aria-label={`Remove send cycle ${i + 1}`}
                  disabled={draft.sendCycles.length === 1}
                  onClick={() =>
                    set(
                      'sendCycles',
                      draft.sendCycles.filter((c) => c.rowId !== cycle.rowId),
                    )
                  }
                >
                  Remove
                </Button>
                <fieldset className="min-w-0">
                  <legend className="mb-2 text-xs font-semibold text-slate-700">Send cycle {i + 1}</legend>
                  <div className="grid grid-cols-[2fr_1fr_1fr_1.3fr] items-start gap-3">
                    <Field label={<CycleLabel n={i + 1}>Name</CycleLabel>} htmlFor={`${id}-name`} error={error('name')}>
                      <Input
                        id={`${id}-name`}
                        value={cycle.name}
                        invalid={Boolean(error('name'))}
                        placeholder="e.g. Ships in 3 days"
                        onChange={(e) => setCycle(cycle.rowId, 'name', e.target.value)}
                      />
                    </Field>
                    <Field
                      label={<CycleLabel n={i + 1}>Price (USD)</CycleLabel>}
                      htmlFor={`${id}-price`}
                      error={error('price')}
                    >
                      <Input
                        id={`${id}-price`}
                        inputMode="decimal"
                        value={cycle.price}
                        invalid={Boolean(error('price'))}
                        placeholder="0.00"
                        onChange={(e) => setCycle(cycle.rowId, 'price', e.target.value)}
                      />
                    </Field>
                    <Field
                      label={<CycleLabel n={i + 1}>Opening stock</CycleLabel>}
                      htmlFor={`${id}-stock`}
                      error={error('stock')}
                    >
                      <Input
                        id={`${id}-stock`}
                        inputMode="numeric"
                        value={cycle.stock}
                        invalid={Boolean(error('stock'))}
                        onChange={(e) => setCycle(cycle.rowId, 'stock', e.target.value)}
                      />
                    </Field>
                    <Field
                      label={<CycleLabel n={i + 1}>Delivery date</CycleLabel>}
                      htmlFor={`${id}-date`}
                      error={error('deliveryDate')}
                      hint="Optional."
                    >
                      <Input
                        id={`${id}-date`}
                        type="date"
                        value={cycle.deliveryDate}
                        invalid={Boolean(error('deliveryDate'))}
                        onChange={(e) => setCycle(cycle.rowId, 'deliveryDate', e.target.value)}
                      />
                    </Field>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <Button
          size="sm"
          variant="secondary"
          className="mt-2"
          disabled={draft.sendCycles.length >= MAX_CYCLES}
          onClick={() => set('sendCycles', [...draft.sendCycles, cycleRow()])}
        >
          Add send cycle
        </Button>
      </fieldset>
    </ProductFormDialog>
  );
}
