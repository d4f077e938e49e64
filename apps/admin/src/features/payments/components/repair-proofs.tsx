import { approveRepairProofCall, failRepairProofCall } from '@hashforge/contract/admin/aftersales';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, Input, Textarea } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { applyServerErrors, useSchemaForm } from '../../../lib/form.ts';
import { centsToAmount, formatDateTime, formatMoney, toCents } from '../../../lib/format.ts';
import { PROOF_STATUS } from '../../../lib/status.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCan } from '../../auth/api/session.ts';
import { useApproveRepairProof, useFailRepairProof, useRepairProofs } from '../api.ts';

type Row = NonNullable<ReturnType<typeof useRepairProofs>['data']>['list'][number];
const column = createColumnHelper<Row>();

const money = { className: 'text-right whitespace-nowrap tabular-nums' };

/** The after-sale's repair payment after a review, as finance read it. */
const PAY_OUTCOME: Record<number, string> = {
  2: 'the buyer is asked to pay again',
  4: 'a balance is still due',
  5: 'paid in full: the repair may start',
};

/**
 * The repair-payment proofs of after-sales (payments/repair-proofs): each upload's images beside the
 * quote's amounts, reviewed here with aftersales/proof/approve and aftersales/proof/fail.
 */
export function RepairProofsTable({
  financeStatus,
  page,
  limit,
  onPage,
  onLimit,
}: {
  financeStatus: number | undefined;
  page: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}) {
  const can = useCan();
  const canOpen = can('aftersales.read');
  const proofs = useRepairProofs({ page, limit, financeStatus });
  const [dialog, setDialog] = useState<{ kind: 'approve' | 'fail'; row: Row } | null>(null);

  const columns = useMemo(
    () => [
      column.accessor('createTime', {
        header: 'Uploaded',
        cell: (c) => formatDateTime(c.getValue()),
        meta: { className: 'whitespace-nowrap' },
      }),
      column.accessor('afterSaleId', {
        header: 'After-sale',
        cell: (c) => (
          <span>
            {canOpen ? (
              <Link to={`/aftersales/${c.getValue()}`} className="font-medium hover:underline">
                #{c.getValue()}
              </Link>
            ) : (
              <span className="font-medium">#{c.getValue()}</span>
            )}
            <span className="block text-xs text-slate-500">{c.row.original.email}</span>
          </span>
        ),
      }),
      column.accessor('financeStatus', {
        header: 'Status',
        cell: (c) => <StatusBadge table={PROOF_STATUS} code={c.getValue()} />,
      }),
      column.accessor('files', {
        header: 'Images',
        cell: (c) => (
          <span className="flex gap-1.5">
            {c.getValue().length === 0 && <span className="text-xs text-slate-500">No image</span>}
            {c.getValue().map((file) => (
              <a key={file.id} href={file.fileUrl} target="_blank" rel="noreferrer" title={file.fileName}>
                <img
                  src={file.fileUrl}
                  alt={`Repair payment proof ${file.fileName}`}
                  className="h-14 w-auto max-w-[96px] rounded border border-slate-200 bg-white object-contain"
                />
              </a>
            ))}
          </span>
        ),
      }),
      column.accessor('payableAmount', { header: 'Payable', cell: (c) => formatMoney(c.getValue()), meta: money }),
      column.accessor('paidAmount', {
        header: 'Approved',
        cell: (c) => formatMoney(c.getValue()),
        meta: money,
      }),
      column.accessor('dueAmount', {
        header: 'Due',
        cell: (c) => <strong className="font-semibold">{formatMoney(c.getValue())}</strong>,
        meta: money,
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: (c) =>
          c.row.original.financeStatus === 0 ? (
            <span className="flex flex-col items-stretch gap-1.5">
              <Button size="sm" onClick={() => setDialog({ kind: 'approve', row: c.row.original })}>
                Approve
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'fail', row: c.row.original })}>
                Fail
              </Button>
            </span>
          ) : null,
      }),
    ],
    [canOpen],
  );

  const close = () => setDialog(null);
  return (
    <>
      <DataTable
        label="Repair payment proofs"
        columns={columns}
        rows={proofs.data?.list}
        total={proofs.data?.total}
        page={page}
        limit={limit}
        onPage={onPage}
        onLimit={onLimit}
        loading={proofs.isFetching}
        error={proofs.error}
        onRetry={() => void proofs.refetch()}
        emptyTitle={financeStatus === 0 ? 'No repair payment proof is waiting for review' : 'No proof matches'}
      />
      {dialog?.kind === 'approve' && <ApproveRepairProofDialog row={dialog.row} onClose={close} />}
      {dialog?.kind === 'fail' && <FailRepairProofDialog row={dialog.row} onClose={close} />}
    </>
  );
}

/**
 * Approve a repair proof for the amount that actually arrived (the buyer declares none: the field
 * starts empty, the amount still due as its hint); the dialog says whether that pays the quote.
 */
function ApproveRepairProofDialog({ row, onClose }: { row: Row; onClose: () => void }) {
  const approve = useApproveRepairProof();
  const [formError, setFormError] = useState('');
  const form = useSchemaForm(approveRepairProofCall.request, {
    defaultValues: { id: row.afterSaleId, receivedAmount: '' },
  });
  const typed = form.watch('receivedAmount');
  const typedCents = /^\d{1,10}(\.\d{1,2})?$/.test(String(typed ?? '').trim()) ? toCents(String(typed)) : null;
  const dueCents = toCents(row.dueAmount);
  const submit = form.handleSubmit(async (values) => {
    setFormError('');
    try {
      const step = await approve.mutateAsync(values);
      showToast('success', `Proof approved. After-sale #${step.id}: ${PAY_OUTCOME[step.payStatus] ?? 'updated'}.`);
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(form, error));
    }
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Approve repair payment, after-sale #${row.afterSaleId}`}
      description="Enter the amount that actually reached the account. Only this amount counts as paid."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="approve-repair-proof" busy={approve.isPending}>
            Approve
          </Button>
        </>
      }
    >
      <form id="approve-repair-proof" onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <FormError message={formError} />
        <dl className="grid grid-cols-3 gap-3 rounded-md bg-slate-50 p-3 text-sm">
          <div>
            <dt className="text-xs text-slate-500">Payable</dt>
            <dd className="font-medium">{formatMoney(row.payableAmount)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Already approved</dt>
            <dd className="font-medium">{formatMoney(row.paidAmount)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Still due</dt>
            <dd className="font-medium">{formatMoney(row.dueAmount)}</dd>
          </div>
        </dl>
        <Field
          label="Amount received (USD)"
          htmlFor="repairReceivedAmount"
          hint={`The quote still asks for ${formatMoney(row.dueAmount)}.`}
          error={form.formState.errors.receivedAmount?.message}
        >
          <Input
            id="repairReceivedAmount"
            inputMode="decimal"
            placeholder={row.dueAmount}
            autoFocus
            {...form.register('receivedAmount')}
          />
        </Field>
        {typedCents !== null && typedCents > 0 && (
          <p className="text-sm text-slate-600" data-testid="approve-repair-outcome">
            {typedCents >= dueCents ? (
              <>Covers the quote: the repair may start.</>
            ) : (
              <>
                Short by <strong>{formatMoney(centsToAmount(dueCents - typedCents))}</strong>: the buyer is asked for
                the balance.
              </>
            )}
          </p>
        )}
      </form>
    </Dialog>
  );
}

function FailRepairProofDialog({ row, onClose }: { row: Row; onClose: () => void }) {
  const fail = useFailRepairProof();
  const [formError, setFormError] = useState('');
  const form = useSchemaForm(failRepairProofCall.request, { defaultValues: { id: row.afterSaleId, reason: '' } });
  const submit = form.handleSubmit(async (values) => {
    setFormError('');
    try {
      const step = await fail.mutateAsync(values);
      showToast('success', `Proof failed. After-sale #${step.id}: ${PAY_OUTCOME[step.payStatus] ?? 'updated'}.`);
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(form, error));
    }
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Fail repair payment proof, after-sale #${row.afterSaleId}`}
      description="The buyer reads this reason in their email and on the after-sale's messages."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" type="submit" form="fail-repair-proof" busy={fail.isPending}>
            Fail proof
          </Button>
        </>
      }
    >
      <form id="fail-repair-proof" onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <FormError message={formError} />
        <Field
          label="Reason the buyer will read"
          htmlFor="repair-fail-reason"
          error={form.formState.errors.reason?.message}
        >
          <Textarea
            id="repair-fail-reason"
            rows={4}
            autoFocus
            placeholder="e.g. The transfer has not reached our account; please send the bank's confirmation."
            {...form.register('reason')}
          />
        </Field>
      </form>
    </Dialog>
  );
}
