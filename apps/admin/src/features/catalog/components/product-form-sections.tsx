import { type Dispatch, type ReactNode, type SetStateAction, useEffect, useRef } from 'react';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import type { useUploadProductImage } from '../api/upload-product-image.ts';
import { type AttributeRow, ProductAttributesEditor } from './product-attributes-editor.tsx';
import type { FieldErrors } from './product-form-errors.ts';
import { type ProductImage, ProductImagesEditor } from './product-images-editor.tsx';
import { ProductSpecSheetFields, type SpecSheet } from './product-spec-sheet-fields.tsx';

/**
 * The refusal above a product form. The form is long and its submit button sits under it, so a new
 * refusal is brought into view. Used by the create and the edit dialogs.
 */
export function ProductFormError({ message }: { message: string }) {
  const errorBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) errorBox.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [message]);
  return (
    <div ref={errorBox} className="empty:hidden">
      <FormError message={message} />
    </div>
  );
}

type BasicKey = 'name' | 'productClass' | 'sort' | 'hsCode' | 'countryOfOrigin';

/**
 * The "Product" section: name, class, sort and the customs fields commercial invoices print, after whatever the form puts first (the new-product
 * form's product code). Used by the create and the edit dialogs.
 */
export function ProductBasicsFields({
  idPrefix,
  draft,
  onChange,
  errors,
  classPlaceholder,
  children,
}: {
  idPrefix: string;
  draft: Record<BasicKey, string>;
  onChange: (key: BasicKey, value: string) => void;
  errors: FieldErrors;
  classPlaceholder?: string;
  /** Fields shown before the name. */
  children?: ReactNode;
}) {
  return (
    <fieldset className="grid min-w-0 grid-cols-2 gap-4">
      <legend className="mb-2 text-sm font-semibold text-slate-900">Product</legend>
      {children}
      <Field label="Name" htmlFor={`${idPrefix}-name`} error={errors.name}>
        <Input
          id={`${idPrefix}-name`}
          value={draft.name}
          invalid={Boolean(errors.name)}
          onChange={(e) => onChange('name', e.target.value)}
        />
      </Field>
      <Field label="Product class" htmlFor={`${idPrefix}-class`} error={errors.productClass}>
        <Input
          id={`${idPrefix}-class`}
          value={draft.productClass}
          invalid={Boolean(errors.productClass)}
          placeholder={classPlaceholder}
          onChange={(e) => onChange('productClass', e.target.value)}
        />
      </Field>
      <Field label="Sort" htmlFor={`${idPrefix}-sort`} error={errors.sort} hint="Lower comes first in the shop.">
        <Input
          id={`${idPrefix}-sort`}
          inputMode="numeric"
          value={draft.sort}
          invalid={Boolean(errors.sort)}
          onChange={(e) => onChange('sort', e.target.value)}
        />
      </Field>
      <Field
        label="HS code"
        htmlFor={`${idPrefix}-hs-code`}
        error={errors.hsCode}
        hint="The customs tariff code, such as 8471.50. A shipment gets no commercial invoice while it is empty."
      >
        <Input
          id={`${idPrefix}-hs-code`}
          value={draft.hsCode}
          invalid={Boolean(errors.hsCode)}
          placeholder="8471.50"
          onChange={(e) => onChange('hsCode', e.target.value)}
        />
      </Field>
      <Field
        label="Country of origin"
        htmlFor={`${idPrefix}-origin`}
        error={errors.countryOfOrigin}
        hint="Where the machine was made: a two-letter code such as CN or MY."
      >
        <Input
          id={`${idPrefix}-origin`}
          value={draft.countryOfOrigin}
          invalid={Boolean(errors.countryOfOrigin)}
          placeholder="CN"
          maxLength={2}
          onChange={(e) => onChange('countryOfOrigin', e.target.value)}
        />
      </Field>
    </fieldset>
  );
}

/** What the content sections edit of a product form's draft. */
interface ContentDraft {
  images: ProductImage[];
  attributes: AttributeRow[];
  category: SpecSheet;
  productDetail: string;
}

/**
 * The sections under a product form's own ones: images (the first is the main image), attributes,
 * the spec sheet and the rich description. Used by the create and the edit dialogs.
 */
export function ProductContentSections<D extends ContentDraft>({
  idPrefix,
  draft,
  setDraft,
  onAttributes,
  onDetail,
  upload,
  errors,
  setErrors,
}: {
  idPrefix: string;
  draft: D;
  setDraft: Dispatch<SetStateAction<D>>;
  onAttributes: (rows: AttributeRow[]) => void;
  onDetail: (html: string) => void;
  upload: ReturnType<typeof useUploadProductImage>;
  errors: FieldErrors;
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
}) {
  return (
    <>
      <ProductImagesEditor
        idPrefix={idPrefix}
        images={draft.images}
        onChange={(next) => setDraft((d) => ({ ...d, images: next(d.images) }))}
        upload={upload}
        errors={errors}
        onError={(message) =>
          setErrors(({ images: _images, ...rest }) => (message ? { ...rest, images: message } : rest))
        }
      />

      <ProductAttributesEditor idPrefix={idPrefix} rows={draft.attributes} onChange={onAttributes} errors={errors} />

      <ProductSpecSheetFields
        idPrefix={idPrefix}
        sheet={draft.category}
        onChange={(key, value) => setDraft((d) => ({ ...d, category: { ...d.category, [key]: value } }))}
        errors={errors}
      />

      <RichTextEditor
        id={`${idPrefix}-detail`}
        label="Description"
        value={draft.productDetail}
        onChange={onDetail}
        error={errors.productDetail}
        hint="Scripts and unsafe markup are removed when saved."
        minHeight="12rem"
      />
    </>
  );
}
