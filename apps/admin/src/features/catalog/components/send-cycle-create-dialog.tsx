import { catalogDesk } from '@hashforge/contract/admin/catalog';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormTextField } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { asNumber, useFormSubmit, useSchemaForm } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreateSendCycle } from '../api/create-send-cycle.ts';

/** cycles/create: a new send cycle (batch) of an existing product, after its others. */
export function SendCycleCreateDialog({
  product,
  onClose,
}: {
  product: { productId: number; name: string };
  onClose: () => void;
}) {
  const create = useCreateSendCycle();
  const form = useSchemaForm(catalogDesk.createSendCycle.request, {
    defaultValues: { productId: product.productId, name: '', price: '', stock: 0, deliveryDate: null },
  });
  const { submit, formError } = useFormSubmit(form, async (values) => {
    const saved = await create.mutateAsync(values);
    showToast('success', `${product.name}: ${values.name} added with ${saved.stock} in stock.`);
    onClose();
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={`New send cycle · ${product.name}`}
      description="A batch the buyer can choose, with its price and opening stock."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="cycle-new" busy={create.isPending}>
            Add send cycle
          </Button>
        </>
      }
    >
      <form id="cycle-new" onSubmit={submit} noValidate className="grid grid-cols-2 gap-4">
        <div className="col-span-2 empty:hidden">
          <FormError message={formError} />
        </div>
        <FormTextField
          form={form}
          name="name"
          label="Name"
          className="col-span-2"
          placeholder="e.g. March 2027 batch: ships March 1-15"
        />
        <FormTextField form={form} name="price" label="Price (USD)" inputMode="decimal" placeholder="0.00" />
        <FormTextField form={form} name="stock" label="Opening stock" inputMode="numeric" registerOptions={asNumber} />
        <FormTextField
          form={form}
          name="deliveryDate"
          label="Delivery date"
          hint="Optional."
          type="date"
          registerOptions={{ setValueAs: (v: string | null) => (v ? v : null) }}
        />
      </form>
    </Dialog>
  );
}
