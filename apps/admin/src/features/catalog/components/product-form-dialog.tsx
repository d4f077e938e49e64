import {
  type ComponentProps,
  type Dispatch,
  type FormEvent,
  type ReactNode,
  type SetStateAction,
  useState,
} from 'react';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { errorMessage } from '../../../lib/api.ts';
import type { useUploadProductImage } from '../api/upload-product-image.ts';
import type { AttributeRow } from './product-attributes-editor.tsx';
import { type FieldErrors, issuesByPath, serverFieldErrors } from './product-form-errors.ts';
import { ProductContentSections, ProductFormError } from './product-form-sections.tsx';

type ContentDraft = ComponentProps<typeof ProductContentSections>['draft'];

/** A product form's draft, the refusals it shows and its submit (useProductForm). */
export interface ProductForm<D> {
  draft: D;
  setDraft: Dispatch<SetStateAction<D>>;
  errors: FieldErrors;
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
  formError: string;
  submit: (event: FormEvent) => Promise<void>;
}

/**
 * The state of a product form, new or edit. These forms keep a draft of their own (rows added and
 * removed, uploads) rather than a react-hook-form one, so the contract's schema is run here: what it
 * refuses is marked under each field before anything is sent, and the API's refusal goes the same way.
 */
export function useProductForm<D, S extends z.ZodType>({
  initial,
  schema,
  request,
  crossCheck,
  save,
}: {
  initial: D | (() => D);
  schema: S;
  /** The request the draft stands for, checked by the schema before it is sent. */
  request: (draft: D) => unknown;
  /** Rules between fields that the schema does not state. */
  crossCheck?: (request: z.output<S>) => FieldErrors;
  save: (request: z.output<S>) => Promise<void>;
}): ProductForm<D> {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    setErrors({});
    const parsed = schema.safeParse(request(draft));
    const found = parsed.success ? (crossCheck?.(parsed.data) ?? {}) : issuesByPath(parsed.error);
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      setFormError('Check the fields marked below.');
      return;
    }
    try {
      await save(parsed.data);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setFormError(errorMessage(error));
    }
  };
  return { draft, setDraft, errors, setErrors, formError, submit };
}

/**
 * The dialog of a product form: the refusal first, the form's own sections, then the images,
 * attributes, spec sheet and description that the new and the edit forms share. Saving waits for an
 * image upload still running.
 */
export function ProductFormDialog<D extends ContentDraft>({
  idPrefix,
  upload,
  form,
  onAttributes,
  onDetail,
  children,
  ...dialog
}: Pick<ComponentProps<typeof FormDialog>, 'title' | 'description' | 'submitLabel' | 'busy' | 'onClose'> & {
  /** The form's id, and the start of its fields' ids. */
  idPrefix: string;
  upload: ReturnType<typeof useUploadProductImage>;
  form: ProductForm<D>;
  onAttributes: (rows: AttributeRow[]) => void;
  onDetail: (html: string) => void;
  /** The form's own sections. */
  children: ReactNode;
}) {
  return (
    <FormDialog
      {...dialog}
      formId={idPrefix}
      formClassName="flex flex-col gap-6"
      size="lg"
      disabled={upload.isPending}
      onSubmit={(e) => void form.submit(e)}
    >
      <ProductFormError message={form.formError} />

      {children}

      <ProductContentSections
        idPrefix={idPrefix}
        draft={form.draft}
        setDraft={form.setDraft}
        onAttributes={onAttributes}
        onDetail={onDetail}
        upload={upload}
        errors={form.errors}
        setErrors={form.setErrors}
      />
    </FormDialog>
  );
}
