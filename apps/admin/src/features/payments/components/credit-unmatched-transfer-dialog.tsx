import { chainTransferDesk } from '@hashforge/contract/admin/chain-transfers';
import { useId } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { StatusBadge } from '../../../components/ui/badge.tsx';
import { DefinitionList } from '../../../components/ui/card.tsx';
import { FormTextField } from '../../../components/ui/field.tsx';
import type { ListRow } from '../../../lib/api.ts';
import { useFormSubmit, useSchemaForm } from '../../../lib/form.ts';
import { formatMoney } from '../../../lib/format.ts';
import { ORDER_STATUS } from '../../../lib/status.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreditUnmatchedTransfer } from '../api/credit-unmatched-transfer.ts';
import type { useUnmatchedTransfers } from '../api/list-unmatched-transfers.ts';
import { shortHex } from './chain-payments.tsx';

type Row = ListRow<typeof useUnmatchedTransfers>;

/** What a dialog on a kept transfer shows of it: its amount, transaction and sender. */
export function KeptTransferFacts({ transfer }: { transfer: Row }) {
  return (
    <DefinitionList
      items={[
        ['Amount', <strong key="amount">{`${formatMoney(transfer.amount)} in ${transfer.token}`}</strong>],
        [
          'Transaction',
          <span key="tx" className="font-mono text-xs" title={transfer.txHash}>
            {shortHex(transfer.txHash)} · {transfer.networkName}
          </span>,
        ],
        [
          'Sender',
          <span key="from" className="font-mono text-xs" title={transfer.fromAddress}>
            {shortHex(transfer.fromAddress)}
          </span>,
        ],
      ]}
    />
  );
}

/** The statuses a transfer may be credited in, as for a hash the buyer names: awaiting money. */
const AWAITING = [10, 25];

/**
 * Credit a kept transfer to the order finance names (payments/unmatched-transfers/credit): one of the
 * orders a shared amount was shown to, picked, or any order typed. The amount is said on the button,
 * so finance confirms what is credited; the API refuses an order not awaiting money.
 */
export function CreditUnmatchedTransferDialog({ transfer, onClose }: { transfer: Row; onClose: () => void }) {
  const credit = useCreditUnmatchedTransfer();
  const form = useSchemaForm(chainTransferDesk.creditUnmatched.request, {
    defaultValues: { id: transfer.id, orderNo: '' },
  });
  const chosen = form.watch('orderNo');
  const { submit, formError } = useFormSubmit(form, async (values) => {
    const step = await credit.mutateAsync(values);
    const status = ORDER_STATUS[step.orderStatus]?.label ?? String(step.orderStatus);
    showToast(
      'success',
      `Transfer credited: ${formatMoney(step.amount)} to order ${step.orderNo}, now ${status.toLowerCase()}. The buyer is told by email.`,
    );
    onClose();
  });
  const pickId = useId();
  return (
    <FormDialog
      formId="credit-unmatched-transfer"
      title="Credit transfer to an order"
      description="As if the order's buyer had named this transfer's hash: the order is paid (or part paid, the rest still asked for), anything beyond what it owes is recorded as due back, and the buyer is told by email."
      layout="stack"
      error={formError}
      busy={credit.isPending}
      submitLabel={`Credit ${formatMoney(transfer.amount)}`}
      onSubmit={submit}
      onClose={onClose}
    >
      <KeptTransferFacts transfer={transfer} />
      {transfer.candidates.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-xs font-medium text-slate-700">Orders this amount was shown to</legend>
          {transfer.candidates.map((o, i) => (
            <label
              key={o.orderNo}
              htmlFor={`${pickId}-${i}`}
              className="flex flex-wrap items-center gap-2 text-sm text-slate-700"
            >
              <input
                id={`${pickId}-${i}`}
                type="radio"
                name="candidate"
                className="size-4 accent-brand-600"
                checked={chosen === o.orderNo}
                disabled={!AWAITING.includes(o.orderStatus)}
                onChange={() => form.setValue('orderNo', o.orderNo, { shouldValidate: true })}
              />
              <span className="font-medium">{o.orderNo}</span>
              <StatusBadge table={ORDER_STATUS} code={o.orderStatus} />
            </label>
          ))}
        </fieldset>
      )}
      <FormTextField
        form={form}
        name="orderNo"
        label="Order number"
        hint={
          transfer.candidates.length > 0
            ? 'Pick one above, or type another order awaiting payment.'
            : 'The order awaiting payment whose buyer sent this transfer.'
        }
        autoComplete="off"
        autoFocus={transfer.candidates.length === 0}
      />
    </FormDialog>
  );
}
