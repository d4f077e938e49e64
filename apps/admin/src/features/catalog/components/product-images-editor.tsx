import { type ChangeEvent, useRef } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api.ts';
import type { useUploadProductImage } from '../api/upload-product-image.ts';
import type { FieldErrors } from './product-form-errors.ts';

export const MAX_IMAGES = 20;

/** A product image: the storage key the product keeps, and the URL to preview it. */
export interface ProductImage {
  storageKey: string;
  fileUrl: string;
}

/**
 * A product's images in order (the first is the main image the shop shows): upload through
 * files/upload, move up or down, remove. Refusals show under the list (`images`) or the image they
 * name (`images.<i>`). Used by the create and the edit dialogs.
 */
export function ProductImagesEditor({
  idPrefix,
  images,
  onChange,
  upload,
  errors,
  onError,
}: {
  /** Makes the upload control's id unique on the page. */
  idPrefix: string;
  images: ProductImage[];
  /** Called with the next list, or with a function of the current one (uploads finish one by one). */
  onChange: (next: (current: ProductImage[]) => ProductImage[]) => void;
  upload: ReturnType<typeof useUploadProductImage>;
  errors: FieldErrors;
  /** The message to show under the list; null clears it. */
  onError: (message: string | null) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadId = `${idPrefix}-upload`;

  const move = (from: number, to: number) =>
    onChange((current) => {
      const next = [...current];
      const [moved] = next.splice(from, 1);
      if (moved) next.splice(to, 0, moved);
      return next;
    });

  const chooseFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    onError(null);
    for (const file of files.slice(0, MAX_IMAGES - images.length)) {
      try {
        const stored = await upload.mutateAsync(file);
        onChange((current) =>
          current.some((i) => i.storageKey === stored.storageKey)
            ? current
            : [...current, { storageKey: stored.storageKey, fileUrl: stored.fileUrl }],
        );
      } catch (error) {
        onError(`${file.name}: ${errorMessage(error)}`);
        return;
      }
    }
  };

  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-slate-900">
        Images ({images.length}/{MAX_IMAGES})
      </legend>
      <p className="mb-2 text-xs text-slate-500">The first image is the main image the shop shows.</p>
      {errors.images && (
        <p className="mb-2 text-xs text-red-600" role="alert">
          {errors.images}
        </p>
      )}
      <ol className="flex flex-col gap-2">
        {images.map((image, i) => (
          <li
            key={image.storageKey}
            className="flex items-center gap-3 rounded-md border border-slate-200 p-2"
            aria-label={`Image ${i + 1}${i === 0 ? ', main image' : ''}`}
          >
            <img
              src={image.fileUrl}
              alt={`Product ${i + 1}`}
              className="size-14 shrink-0 rounded bg-slate-100 object-contain"
            />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-mono text-xs text-slate-600">{image.storageKey}</span>
              {i === 0 && <Badge tone="green">Main</Badge>}
              {errors[`images.${i}`] && (
                <span className="block text-xs text-red-600" role="alert">
                  {errors[`images.${i}`]}
                </span>
              )}
            </span>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Move image ${i + 1} up`}
              disabled={i === 0}
              onClick={() => move(i, i - 1)}
            >
              Up
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Move image ${i + 1} down`}
              disabled={i === images.length - 1}
              onClick={() => move(i, i + 1)}
            >
              Down
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Remove image ${i + 1}`}
              onClick={() => onChange((current) => current.filter((_, j) => j !== i))}
            >
              Remove
            </Button>
          </li>
        ))}
      </ol>
      <div className="mt-2 flex items-center gap-3">
        <label htmlFor={uploadId} className="text-xs font-medium text-slate-700">
          Add images (JPEG or PNG, at most 5 MB each)
        </label>
        <input
          ref={fileInput}
          id={uploadId}
          type="file"
          accept="image/jpeg,image/png"
          multiple
          className="sr-only"
          disabled={upload.isPending || images.length >= MAX_IMAGES}
          onChange={(e) => void chooseFiles(e)}
        />
        <Button
          size="sm"
          variant="secondary"
          busy={upload.isPending}
          disabled={images.length >= MAX_IMAGES}
          onClick={() => fileInput.current?.click()}
        >
          Upload…
        </Button>
      </div>
    </fieldset>
  );
}
