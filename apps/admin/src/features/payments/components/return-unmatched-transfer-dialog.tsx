import { chainTransferDesk } from '@hashforge/contract/admin/chain-transfers';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { Field, Textarea } from '../../../components/ui/field.tsx';
import type { ListRow } from '../../../lib/api.ts';
import { useFormSubmit, useSchemaForm } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import type { useUnmatchedTransfers } from '../api/list-unmatched-transfers.ts';
import { useReturnUnmatchedTransfer } from '../api/return-unmatched-transfer.ts';
import { shortHex } from './chain-payments.tsx';
import { KeptTransferFacts } from './credit-unmatched-transfer-dialog.tsx';

type Row = ListRow<typeof useUnmatchedTransfers>;

/**
 * Mark a kept transfer dealt with outside the shop (payments/unmatched-transfers/return): finance sent
 * the money back to its sender, say, and notes what it did. The shop moves no money: the transfer
 * leaves the list, holds no order open and pays none. The API refuses one a buyer's claim holds.
 */
export function ReturnUnmatchedTransferDialog({ transfer, onClose }: { transfer: Row; onClose: () => void }) {
  const markReturned = useReturnUnmatchedTransfer();
  const form = useSchemaForm(chainTransferDesk.returnUnmatched.request, {
    defaultValues: { id: transfer.id, note: '' },
  });
  const { submit, formError } = useFormSubmit(form, async (values) => {
    await markReturned.mutateAsync(values);
    showToast(
      'success',
      `Transfer ${shortHex(transfer.txHash)} marked returned: it no longer pays or holds any order.`,
    );
    onClose();
  });
  return (
    <FormDialog
      formId="return-unmatched-transfer"
      title="Mark transfer returned"
      description="Once you have sent the money back to the sender (or dealt with it otherwise outside the shop), record it here. The shop sends nothing itself: the transfer leaves this list, keeps no order open, and a buyer naming its hash is told it went back."
      layout="stack"
      error={formError}
      busy={markReturned.isPending}
      submitLabel="Mark returned"
      onSubmit={submit}
      onClose={onClose}
    >
      <KeptTransferFacts transfer={transfer} />
      <Field
        label="What was done (the refund's transaction or reference)"
        htmlFor="return-note"
        error={form.formState.errors.note?.message}
      >
        <Textarea id="return-note" rows={3} autoFocus maxLength={500} {...form.register('note')} />
      </Field>
    </FormDialog>
  );
}
