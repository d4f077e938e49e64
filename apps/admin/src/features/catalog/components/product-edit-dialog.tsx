import { type adminProductDetails, catalogDesk } from '@hashforge/contract/admin/catalog';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { QueryState } from '../../../components/ui/states.tsx';
import { numberFromText } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useProductDetails } from '../api/get-product.ts';
import { useUpdateProductDetails } from '../api/update-product-details.ts';
import { useUploadProductImage } from '../api/upload-product-image.ts';
import { type AttributeRow, attributeRow } from './product-attributes-editor.tsx';
import { ProductFormDialog, useProductForm } from './product-form-dialog.tsx';
import { ProductBasicsFields } from './product-form-sections.tsx';
import type { ProductImage } from './product-images-editor.tsx';

type Details = z.output<typeof adminProductDetails>;

interface Draft {
  name: string;
  productClass: string;
  productDetail: string;
  sort: string;
  hsCode: string;
  countryOfOrigin: string;
  category: Details['category'];
  attributes: AttributeRow[];
  images: ProductImage[];
}

const draftOf = (p: Details): Draft => ({
  name: p.name,
  productClass: p.productClass,
  productDetail: p.productDetail,
  sort: String(p.sort),
  hsCode: p.hsCode,
  countryOfOrigin: p.countryOfOrigin,
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
  const form = useProductForm({
    initial: () => draftOf(product),
    schema: catalogDesk.updateProductDetails.request,
    request: (draft) => ({
      productId: product.productId,
      name: draft.name,
      productClass: draft.productClass,
      // Sent only when edited: the editor keeps what it can show, so an untouched description stays as stored.
      productDetail: draft.productDetail !== product.productDetail ? draft.productDetail : undefined,
      sort: numberFromText(draft.sort),
      hsCode: draft.hsCode,
      countryOfOrigin: draft.countryOfOrigin,
      category: draft.category,
      attributes: draft.attributes.map(({ name, value }) => ({ name, value })),
      images: draft.images.map((i) => i.storageKey),
      expectedUpdateTime: product.updateTime,
    }),
    save: async (request) => {
      await save.mutateAsync(request);
      showToast('success', `${request.name ?? product.name} saved.`);
      onClose();
    },
  });
  const { draft, setDraft, errors } = form;

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  return (
    <ProductFormDialog
      idPrefix="product-edit"
      title={`Edit · ${product.name}`}
      description={`Product code ${product.productCode}. Saved changes show in the shop at once.`}
      busy={save.isPending}
      upload={upload}
      form={form}
      onAttributes={(rows) => set('attributes', rows)}
      onDetail={(html) => set('productDetail', html)}
      onClose={onClose}
    >
      <ProductBasicsFields idPrefix="product-edit" draft={draft} onChange={set} errors={errors} />
    </ProductFormDialog>
  );
}
