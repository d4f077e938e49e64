import { type adminProductDetails, updateProductDetailsForStaff } from '@hashforge/contract/admin/catalog';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { QueryState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { showToast } from '../../../lib/toast.ts';
import { useProductDetails, useUpdateProductDetails, useUploadProductImage } from '../product-details-api.ts';
import { type AttributeRow, attributeRow, ProductAttributesEditor } from './product-attributes-editor.tsx';
import { type FieldErrors, issuesByPath, serverFieldErrors } from './product-form-errors.ts';
import { type ProductImage, ProductImagesEditor } from './product-images-editor.tsx';
import { ProductSpecSheetFields } from './product-spec-sheet-fields.tsx';

type Details = z.output<typeof adminProductDetails>;

interface Draft {
  name: string;
  productClass: string;
  productDetail: string;
  sort: string;
  category: Details['category'];
  attributes: AttributeRow[];
  images: ProductImage[];
}

const draftOf = (p: Details): Draft => ({
  name: p.name,
  productClass: p.productClass,
  productDetail: p.productDetail,
  sort: String(p.sort),
  category: { ...p.category },
  attributes: p.attributes.map((a) => attributeRow(a)),
  images: p.images.map((i) => ({ ...i })),
});

/**
 * The edit form of a product (products/get, then products/update-details): name, class, spec sheet,
 * attributes, images (the first is the main image) and the rich description. The change reaches the
 * shop at once; one made on a copy someone else has changed since is refused and says so.
 */
export function ProductEditDialog({ productId, onClose }: { productId: number; onClose: () => void }) {
  const details = useProductDetails(productId);
  if (details.data) return <ProductEditForm product={details.data} onClose={onClose} />;
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title="Edit product"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      }
    >
      <QueryState query={details}>{() => null}</QueryState>
    </Dialog>
  );
}

function ProductEditForm({ product, onClose }: { product: Details; onClose: () => void }) {
  const save = useUpdateProductDetails();
  const upload = useUploadProductImage();
  const [draft, setDraft] = useState(() => draftOf(product));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const errorBox = useRef<HTMLDivElement>(null);
  // The form is long and Save sits under it: bring a refusal into view.
  useEffect(() => {
    if (formError) errorBox.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [formError]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    setErrors({});
    const body = {
      productId: product.productId,
      name: draft.name,
      productClass: draft.productClass,
      // Sent only when edited: the editor keeps what it can show, so an untouched description stays as stored.
      productDetail: draft.productDetail !== product.productDetail ? draft.productDetail : undefined,
      sort: draft.sort,
      category: draft.category,
      attributes: draft.attributes.map(({ name, value }) => ({ name, value })),
      images: draft.images.map((i) => i.storageKey),
      expectedUpdateTime: product.updateTime,
    };
    const parsed = updateProductDetailsForStaff.request.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.error));
      setFormError('Check the fields marked below.');
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      showToast('success', `${parsed.data.name ?? product.name} saved.`);
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setFormError(errorMessage(error));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={`Edit · ${product.name}`}
      description={`Product code ${product.productCode}. Saved changes show in the shop at once.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="product-edit" busy={save.isPending} disabled={upload.isPending}>
            Save
          </Button>
        </>
      }
    >
      <form id="product-edit" onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-6">
        <div ref={errorBox} className="empty:hidden">
          <FormError message={formError} />
        </div>

        <fieldset className="grid min-w-0 grid-cols-2 gap-4">
          <legend className="mb-2 text-sm font-semibold text-slate-900">Product</legend>
          <Field label="Name" htmlFor="product-edit-name" error={errors.name}>
            <Input
              id="product-edit-name"
              value={draft.name}
              invalid={Boolean(errors.name)}
              onChange={(e) => set('name', e.target.value)}
            />
          </Field>
          <Field label="Product class" htmlFor="product-edit-class" error={errors.productClass}>
            <Input
              id="product-edit-class"
              value={draft.productClass}
              invalid={Boolean(errors.productClass)}
              onChange={(e) => set('productClass', e.target.value)}
            />
          </Field>
          <Field label="Sort" htmlFor="product-edit-sort" error={errors.sort} hint="Lower comes first in the shop.">
            <Input
              id="product-edit-sort"
              inputMode="numeric"
              value={draft.sort}
              invalid={Boolean(errors.sort)}
              onChange={(e) => set('sort', e.target.value)}
            />
          </Field>
        </fieldset>

        <ProductImagesEditor
          idPrefix="product-edit"
          images={draft.images}
          onChange={(next) => setDraft((d) => ({ ...d, images: next(d.images) }))}
          upload={upload}
          errors={errors}
          onError={(message) =>
            setErrors(({ images: _images, ...rest }) => (message ? { ...rest, images: message } : rest))
          }
        />

        <ProductAttributesEditor
          idPrefix="product-edit"
          rows={draft.attributes}
          onChange={(rows) => set('attributes', rows)}
          errors={errors}
        />

        <ProductSpecSheetFields
          idPrefix="product-edit"
          sheet={draft.category}
          onChange={(key, value) => setDraft((d) => ({ ...d, category: { ...d.category, [key]: value } }))}
          errors={errors}
        />

        <RichTextEditor
          id="product-edit-detail"
          label="Description"
          value={draft.productDetail}
          onChange={(html) => set('productDetail', html)}
          error={errors.productDetail}
          hint="Scripts and unsafe markup are removed when saved."
          minHeight="12rem"
        />
      </form>
    </Dialog>
  );
}
