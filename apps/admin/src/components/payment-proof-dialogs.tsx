import type { ComponentProps, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { centsToAmount, formatMoney, typedAmountCents } from '../lib/format.ts';
import { AmountSummary } from './amount-summary.tsx';
import { FormDialog } from './form-dialog.tsx';
import { Field, Input } from './ui/field.tsx';

/** The example in a failed proof's reason box, worded once for the order and the repair proof desks. */
export const FAIL_PROOF_PLACEHOLDER =
  "e.g. The transfer has not reached our account; please send the bank's confirmation.";

/**
 * Approving a payment proof, of an order or of a repair: finance types the amount that actually
 * arrived, which alone counts as paid, and the dialog says before the click whether it covers what is
 * due or leaves the buyer a balance to pay.
 */
export function ReceivedAmountDialog({
  amounts,
  amountId,
  hint,
  placeholder,
  amount,
  typed,
  amountError,
  dueCents,
  outcome,
  ...dialog
}: Pick<ComponentProps<typeof FormDialog>, 'formId' | 'title' | 'error' | 'busy' | 'onSubmit' | 'onClose'> & {
  /** The amounts the review weighs, above the field. */
  amounts: [label: string, amount: ReactNode][];
  amountId: string;
  hint?: ReactNode;
  placeholder?: string;
  /** The form's registration of its received amount. */
  amount: UseFormRegisterReturn;
  /** What is typed in it so far. */
  typed: unknown;
  amountError: string | undefined;
  dueCents: number;
  /** What the amount does: in full, or short, after `Short by <amount>: `. */
  outcome: { testId: string; covers: ReactNode; short: ReactNode };
}) {
  const typedCents = typedAmountCents(typed);
  return (
    <FormDialog
      {...dialog}
      layout="stack"
      description="Enter the amount that actually reached the account. Only this amount counts as paid."
      submitLabel="Approve"
    >
      <AmountSummary items={amounts} />
      <Field label="Amount received (USD)" htmlFor={amountId} hint={hint} error={amountError}>
        <Input id={amountId} inputMode="decimal" placeholder={placeholder} autoFocus {...amount} />
      </Field>
      {typedCents !== null && typedCents > 0 && (
        <p className="text-sm text-slate-600" data-testid={outcome.testId}>
          {typedCents >= dueCents ? (
            outcome.covers
          ) : (
            <>
              Short by <strong>{formatMoney(centsToAmount(dueCents - typedCents))}</strong>: {outcome.short}
            </>
          )}
        </p>
      )}
    </FormDialog>
  );
}
