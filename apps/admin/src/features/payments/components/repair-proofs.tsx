import { afterSaleDesk } from '@hashforge/contract/admin/after-sales';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { FAIL_PROOF_PLACEHOLDER, ReceivedAmountDialog } from '../../../components/payment-proof-dialogs.tsx';
import { ReasonDialog, useReasonForm } from '../../../components/reason-dialog.tsx';
import { StatusBadge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import type { ListRow } from '../../../lib/api.ts';
import { useFormSubmit, useSchemaForm } from '../../../lib/form.ts';
import { formatDateTime, formatMoney, toCents } from '../../../lib/format.ts';
import { useCan } from '../../../lib/session.ts';
import { PROOF_STATUS } from '../../../lib/status.ts';
import { showToast } from '../../../lib/toast.ts';
import type { Paging } from '../../../lib/use-list-params.ts';
import { useApproveRepairProof } from '../api/approve-repair-proof.ts';
import { useFailRepairProof } from '../api/fail-repair-proof.ts';
import { useRepairProofs } from '../api/list-repair-proofs.ts';

type Row = ListRow<typeof useRepairProofs>;
const column = createColumnHelper<Row>();

const money = { className: 'text-right whitespace-nowrap tabular-nums' };

/** The after-sale's repair payment after a review, as finance read it. */
const PAY_OUTCOME: Record<number, string> = {
  2: 'the buyer is asked to pay again',
  4: 'a balance is still due',
  5: 'paid in full: the repair may start',
};

/** What the payments desk hands each of its proof tables: the filter and the page. */
export interface ProofsTableProps {
  financeStatus: number | undefined;
  paging: Paging;
}

/**
 * The repair-payment proofs of after-sales (payments/repair-proofs): each upload's images beside the
 * quote's amounts, reviewed here with aftersales/proof/approve and aftersales/proof/fail.
 */
export function RepairProofsTable({ financeStatus, paging }: ProofsTableProps) {
  const can = useCan();
  const canOpen = can('aftersales.read');
  const proofs = useRepairProofs({ page: paging.page, limit: paging.limit, financeStatus });
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
        query={proofs}
        paging={paging}
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
  // The upload on screen: if the buyer has uploaded another since, the review is refused, not applied to it.
  const form = useSchemaForm(afterSaleDesk.approveRepairProof.request, {
    defaultValues: { id: row.afterSaleId, receivedAmount: '', expectedSubmitTime: row.createTime },
  });
  const { submit, formError } = useFormSubmit(form, async (values) => {
    const step = await approve.mutateAsync(values);
    showToast('success', `Proof approved. After-sale #${step.id}: ${PAY_OUTCOME[step.payStatus] ?? 'updated'}.`);
    onClose();
  });
  return (
    <ReceivedAmountDialog
      formId="approve-repair-proof"
      title={`Approve repair payment, after-sale #${row.afterSaleId}`}
      amounts={[
        ['Payable', formatMoney(row.payableAmount)],
        ['Already approved', formatMoney(row.paidAmount)],
        ['Still due', formatMoney(row.dueAmount)],
      ]}
      amountId="repairReceivedAmount"
      hint={`The quote still asks for ${formatMoney(row.dueAmount)}.`}
      placeholder={row.dueAmount}
      amount={form.register('receivedAmount')}
      typed={form.watch('receivedAmount')}
      amountError={form.formState.errors.receivedAmount?.message}
      dueCents={toCents(row.dueAmount)}
      outcome={{
        testId: 'approve-repair-outcome',
        covers: 'Covers the quote: the repair may start.',
        short: 'the buyer is asked for the balance.',
      }}
      error={formError}
      busy={approve.isPending}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}

function FailRepairProofDialog({ row, onClose }: { row: Row; onClose: () => void }) {
  const fail = useFailRepairProof();
  const reasonForm = useReasonForm(
    afterSaleDesk.failRepairProof.request,
    { id: row.afterSaleId, reason: '', expectedSubmitTime: row.createTime },
    fail,
    (step) => {
      showToast('success', `Proof failed. After-sale #${step.id}: ${PAY_OUTCOME[step.payStatus] ?? 'updated'}.`);
      onClose();
    },
  );
  return (
    <ReasonDialog
      formId="fail-repair-proof"
      title={`Fail repair payment proof, after-sale #${row.afterSaleId}`}
      description="The buyer reads this reason in their email and on the after-sale's messages."
      submitLabel="Fail proof"
      reasonLabel="Reason the buyer will read"
      reasonId="repair-fail-reason"
      placeholder={FAIL_PROOF_PLACEHOLDER}
      {...reasonForm}
      onClose={onClose}
    />
  );
}
