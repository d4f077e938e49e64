import { type AdminOrder, orderDesk, shipmentSerialMessages } from '@hashforge/contract/admin/orders';
import { paymentDesk } from '@hashforge/contract/admin/payments';
import { machineCodeField } from '@hashforge/contract/support';
import { Fragment, useState } from 'react';
import { ScanButton } from '../../../components/barcode-scanner.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FAIL_PROOF_PLACEHOLDER, ReceivedAmountDialog } from '../../../components/payment-proof-dialogs.tsx';
import { ReasonDialog, useReasonForm } from '../../../components/reason-dialog.tsx';
import { Field, FormTextField, Input, Textarea } from '../../../components/ui/field.tsx';
import { Table } from '../../../components/ui/table.tsx';
import { AdminApiError } from '../../../lib/api.ts';
import { applyServerErrors, useFormSubmit, useSchemaForm } from '../../../lib/form.ts';
import { centsToAmount, formatMoney, toCents } from '../../../lib/format.ts';
import { ORDER_STATUS } from '../../../lib/status.ts';
import { showToast } from '../../../lib/toast.ts';
import { useApprovePayment } from '../api/approve-payment.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { useConfirmCovered } from '../api/confirm-covered.ts';
import { useFailPayment } from '../api/fail-payment.ts';
import { useRecordRefund } from '../api/record-refund.ts';
import { useShipOrder } from '../api/ship-order.ts';

type Proof = AdminOrder['proofs'][number];

function statusName(code: number) {
  return `${ORDER_STATUS[code]?.label ?? code} (${code})`;
}

/**
 * Approve a proof for the amount finance actually received (prefilled with what the buyer declared):
 * the dialog says beforehand whether that covers the order (30) or leaves a balance (25).
 */
export function ApproveProofDialog({
  order,
  proof,
  onClose,
}: {
  order: AdminOrder;
  proof: Proof;
  onClose: () => void;
}) {
  const approve = useApprovePayment();
  const form = useSchemaForm(paymentDesk.approve.request, {
    defaultValues: { proofId: proof.id, receivedAmount: proof.currentPayAmount },
  });
  const dueCents = toCents(order.payableAmount) - toCents(order.paidAmount);
  const { submit, formError } = useFormSubmit(form, async (values) => {
    const step = await approve.mutateAsync(values);
    showToast('success', `Proof approved. Order ${step.orderNo} is now ${statusName(step.orderStatus)}.`);
    onClose();
  });
  return (
    <ReceivedAmountDialog
      formId="approve-proof"
      title="Approve payment proof"
      amounts={[
        ['Still due', formatMoney(centsToAmount(Math.max(0, dueCents)))],
        ['Buyer declared', formatMoney(proof.currentPayAmount)],
        ['Already approved', formatMoney(order.paidAmount)],
      ]}
      amountId="receivedAmount"
      amount={form.register('receivedAmount')}
      typed={form.watch('receivedAmount')}
      amountError={form.formState.errors.receivedAmount?.message}
      dueCents={dueCents}
      outcome={{
        testId: 'approve-outcome',
        covers: (
          <>
            Covers the order: it goes to <strong>{statusName(30)}</strong>.
          </>
        ),
        short: (
          <>
            the order goes to <strong>{statusName(25)}</strong> and the buyer is asked for the balance.
          </>
        ),
      }}
      error={formError}
      busy={approve.isPending}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}

export function FailProofDialog({ proof, onClose }: { proof: Proof; onClose: () => void }) {
  const fail = useFailPayment();
  const reasonForm = useReasonForm(paymentDesk.fail.request, { proofId: proof.id, reason: '' }, fail, (step) => {
    showToast('success', `Proof failed. Order ${step.orderNo} is now ${statusName(step.orderStatus)}.`);
    onClose();
  });
  return (
    <ReasonDialog
      formId="fail-proof"
      title="Fail payment proof"
      description="The buyer reads this reason in their email and on the order page."
      submitLabel="Fail proof"
      reasonLabel="Reason"
      reasonId="fail-reason"
      placeholder={FAIL_PROOF_PLACEHOLDER}
      {...reasonForm}
      onClose={onClose}
    />
  );
}

/** The serial numbers typed for a line: comma or newline separated, blanks ignored. */
function splitSerials(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** `lines.<i>.serials...` of a ship request's issues, as the message under the line's serials field. */
function serialErrorsByLine(
  issues: { path: readonly PropertyKey[] | string; message: string }[],
  lineIds: number[],
): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String);
    const at = path[0] === 'lines' ? 1 : 0;
    const lineId = lineIds[Number(path[at])];
    if (path[at + 1] !== 'serials' || lineId === undefined || errors[lineId]) continue;
    errors[lineId] = issue.message;
  }
  return errors;
}

/**
 * A shipment: carrier, tracking number and how many of each line leave now (at most what remains),
 * with the machines' serial numbers when the warehouse has them (optional, at most one per unit);
 * the rest can follow in later shipments (35 part shipped, then 40).
 */
export function ShipDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const ship = useShipOrder();
  const [formError, setFormError] = useState('');
  const open = order.lines.filter((l) => l.productNum > l.shippedNum);
  const [quantities, setQuantities] = useState<Record<number, string>>(() =>
    Object.fromEntries(open.map((l) => [l.id, String(l.productNum - l.shippedNum)])),
  );
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const [serialTexts, setSerialTexts] = useState<Record<number, string>>({});
  const [serialErrors, setSerialErrors] = useState<Record<number, string>>({});
  const form = useSchemaForm(orderDesk.ship.request.pick({ carrier: true, trackingNo: true }), {
    defaultValues: { carrier: '', trackingNo: '' },
  });

  /**
   * A serial read by the camera for a line: refused with the message the field shows when the same
   * serial is typed and the form sent (the call's own rules: format, none twice, at most one per unit
   * leaving now), or added as the line's next serial.
   */
  const takeScanned = (lineId: number) => (code: string) => {
    const format = machineCodeField.safeParse(code);
    if (!format.success) return format.error.issues[0]?.message ?? 'Please check the SN';
    const raw = (quantities[lineId] ?? '').trim();
    if (raw === '' || raw === '0') return 'Enter how many units leave to record their serial numbers';
    const candidate = open.map((line) => {
      const serials = splitSerials(serialTexts[line.id] ?? '');
      if (line.id === lineId) serials.push(format.data);
      const quantity = Number((quantities[line.id] ?? '').trim());
      return { orderLineId: line.id, quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : 1, serials };
    });
    // A serial is one machine, whichever line it was typed under.
    const key = format.data.toUpperCase();
    if (open.some((line) => splitSerials(serialTexts[line.id] ?? '').some((s) => s.toUpperCase() === key)))
      return shipmentSerialMessages.enteredTwice(format.data);
    const at = open.findIndex((line) => line.id === lineId);
    const added = (candidate[at]?.serials.length ?? 0) - 1;
    const checked = orderDesk.ship.request.shape.lines.safeParse(candidate);
    const refusal = checked.success
      ? undefined
      : checked.error.issues.find(
          (issue) =>
            issue.path[0] === at && issue.path[1] === 'serials' && (issue.path.length === 2 || issue.path[2] === added),
        );
    if (refusal) return refusal.message;
    setSerialTexts((t) => {
      const before = (t[lineId] ?? '').replace(/[\s,]+$/, '');
      return { ...t, [lineId]: before ? `${before}\n${format.data}` : format.data };
    });
    setSerialErrors(({ [lineId]: _gone, ...rest }) => rest);
    return null;
  };

  const submit = form.handleSubmit(async ({ carrier, trackingNo }) => {
    setFormError('');
    const errors: Record<number, string> = {};
    const unshippedSerials: Record<number, string> = {};
    const lines: { orderLineId: number; quantity: number; serials?: string[] }[] = [];
    for (const line of open) {
      const raw = (quantities[line.id] ?? '').trim();
      const remaining = line.productNum - line.shippedNum;
      const serials = splitSerials(serialTexts[line.id] ?? '');
      if (raw === '' || raw === '0') {
        if (serials.length > 0) unshippedSerials[line.id] = 'Enter how many units leave to record their serial numbers';
        continue;
      }
      const quantity = Number(raw);
      if (!Number.isInteger(quantity) || quantity < 0) errors[line.id] = 'A whole number';
      else if (quantity > remaining) errors[line.id] = `At most ${remaining}`;
      else
        lines.push(
          serials.length > 0 ? { orderLineId: line.id, quantity, serials } : { orderLineId: line.id, quantity },
        );
    }
    setLineErrors(errors);
    // The serials are checked by the call's own rule: format, none twice, at most one per unit.
    const checked = orderDesk.ship.request.shape.lines.safeParse(lines);
    const lineIds = lines.map((l) => l.orderLineId);
    const badSerials = {
      ...unshippedSerials,
      ...(checked.success ? {} : serialErrorsByLine(checked.error.issues, lineIds)),
    };
    setSerialErrors(badSerials);
    if (Object.keys(errors).length > 0 || Object.keys(badSerials).length > 0) return;
    if (lines.length === 0) {
      setFormError('Enter how many units of at least one line leave in this shipment');
      return;
    }
    try {
      const step = await ship.mutateAsync({ orderNo: order.orderNo, carrier, trackingNo, lines });
      showToast('success', `Shipment recorded. Order ${step.orderNo} is now ${statusName(step.orderStatus)}.`);
      onClose();
    } catch (error) {
      const fromServer = error instanceof AdminApiError ? serialErrorsByLine(error.fieldErrors, lineIds) : {};
      if (Object.keys(fromServer).length > 0) setSerialErrors(fromServer);
      else setFormError(applyServerErrors(form, error));
    }
  });

  return (
    <FormDialog
      formId="ship-order"
      layout="stack"
      size="lg"
      title={`Ship order ${order.orderNo}`}
      description="The buyer is emailed the carrier and tracking number."
      error={formError}
      busy={ship.isPending}
      submitLabel="Record shipment"
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid grid-cols-2 gap-4">
        <FormTextField form={form} name="carrier" label="Carrier" placeholder="DHL, FedEx, UPS…" autoFocus />
        <FormTextField form={form} name="trackingNo" label="Tracking number" />
      </div>
      <Table caption="Lines to ship">
        <thead className="text-left text-xs text-slate-500 uppercase">
          <tr>
            <th className="py-1.5">Line</th>
            <th className="py-1.5 text-right">Ordered</th>
            <th className="py-1.5 text-right">Shipped</th>
            <th className="py-1.5 text-right">Ship now</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {open.map((line) => {
            const remaining = line.productNum - line.shippedNum;
            const serialsId = `serials-${line.id}`;
            return (
              <Fragment key={line.id}>
                <tr>
                  <td className="py-2 pr-3">
                    <span className="font-medium">{line.productName}</span>
                    <span className="block text-xs text-slate-500">{line.sendCycleName}</span>
                  </td>
                  <td className="py-2 text-right tabular-nums">{line.productNum}</td>
                  <td className="py-2 text-right tabular-nums">{line.shippedNum}</td>
                  <td className="py-2 text-right">
                    <Input
                      aria-label={`Quantity of ${line.productName} to ship`}
                      data-line-id={line.id}
                      type="number"
                      min={0}
                      max={remaining}
                      className="ml-auto w-24 text-right"
                      value={quantities[line.id] ?? ''}
                      invalid={!!lineErrors[line.id]}
                      onChange={(e) => {
                        setQuantities((q) => ({ ...q, [line.id]: e.target.value }));
                        setLineErrors(({ [line.id]: _gone, ...rest }) => rest);
                      }}
                    />
                    <span className={`block text-xs ${lineErrors[line.id] ? 'text-red-600' : 'text-slate-500'}`}>
                      {lineErrors[line.id] ?? `of ${remaining} left`}
                    </span>
                  </td>
                </tr>
                <tr className="border-t-0">
                  <td colSpan={4} className="pb-3">
                    <Field
                      label={
                        <>
                          Serial numbers<span className="sr-only">{` of ${line.productName}`}</span>{' '}
                          <span className="font-normal text-slate-500">(optional)</span>
                        </>
                      }
                      htmlFor={serialsId}
                      error={serialErrors[line.id]}
                      hint="One per unit shipped, separated by commas or new lines. The buyer sees them on the order."
                    >
                      <div className="flex items-start gap-2">
                        <Textarea
                          id={serialsId}
                          rows={2}
                          className="font-mono"
                          data-serials-line-id={line.id}
                          value={serialTexts[line.id] ?? ''}
                          invalid={!!serialErrors[line.id]}
                          onChange={(e) => {
                            setSerialTexts((t) => ({ ...t, [line.id]: e.target.value }));
                            setSerialErrors(({ [line.id]: _gone, ...rest }) => rest);
                          }}
                        />
                        <ScanButton
                          label={`Scan a serial number of ${line.productName}`}
                          onCode={takeScanned(line.id)}
                        />
                      </div>
                    </Field>
                  </td>
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </Table>
    </FormDialog>
  );
}

export function CancelOrderDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const cancel = useCancelOrder();
  const reasonForm = useReasonForm(orderDesk.cancel.request, { orderNo: order.orderNo, reason: '' }, cancel, (step) => {
    showToast(
      'success',
      toCents(step.refundDueAmount) > 0
        ? `Order canceled. ${formatMoney(step.refundDueAmount)} is to be refunded.`
        : 'Order canceled. Stock and coupon are back.',
    );
    onClose();
  });
  return (
    <ReasonDialog
      formId="cancel-order"
      title={`Cancel order ${order.orderNo}`}
      description="Stock and the coupon come back. Money already approved is shown as to be refunded."
      submitLabel="Cancel order"
      cancelLabel="Keep order"
      reasonLabel="Reason the buyer will read"
      reasonId="cancel-reason"
      rows={3}
      {...reasonForm}
      onClose={onClose}
    >
      {toCents(order.paidAmount) > 0 && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
          {formatMoney(order.paidAmount)} has been approved on this order and will be due back to the buyer.
        </p>
      )}
    </ReasonDialog>
  );
}

/**
 * Confirm an order a coupon covers in full: nothing was wired, so finance looks at what the coupon
 * pays for before the warehouse ships it (20 -> 30). Refusing it is canceling it, with a reason.
 */
export function ConfirmCoveredDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const confirm = useConfirmCovered();
  const form = useSchemaForm(paymentDesk.confirmCovered.request, { defaultValues: { orderNo: order.orderNo } });
  const { submit, formError } = useFormSubmit(form, async (values) => {
    const step = await confirm.mutateAsync(values);
    showToast('success', `Order confirmed: ${statusName(step.orderStatus)}. The warehouse can ship it.`);
    onClose();
  });
  return (
    <FormDialog
      formId="confirm-covered"
      layout="stack"
      title={`Confirm order ${order.orderNo}`}
      description="Nothing was wired: the coupon pays for all of it. Once confirmed, the warehouse ships it."
      error={formError}
      busy={confirm.isPending}
      submitLabel="Confirm order"
      cancelLabel="Not now"
      onSubmit={submit}
      onClose={onClose}
    >
      <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm" data-testid="confirm-covered-amounts">
        <dt className="text-slate-500">Products</dt>
        <dd className="text-right tabular-nums">{formatMoney(order.productAmount)}</dd>
        <dt className="text-slate-500">Coupon</dt>
        <dd className="text-right tabular-nums">− {formatMoney(order.couponAmount)}</dd>
        <dt className="font-medium text-slate-900">Payable</dt>
        <dd className="text-right font-medium tabular-nums">{formatMoney(order.payableAmount)}</dd>
      </dl>
    </FormDialog>
  );
}

export function RecordRefundDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const refund = useRecordRefund();
  const form = useSchemaForm(orderDesk.recordRefund.request, { defaultValues: { orderNo: order.orderNo, note: '' } });
  const { submit, formError } = useFormSubmit(form, async (values) => {
    await refund.mutateAsync(values);
    showToast('success', 'Refund recorded.');
    onClose();
  });
  return (
    <FormDialog
      formId="record-refund"
      layout="stack"
      title="Mark refunded"
      description={`Record that ${formatMoney(order.refundDueAmount)} was paid back to the buyer.`}
      error={formError}
      busy={refund.isPending}
      submitLabel="Mark refunded"
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label="Note (bank reference, date)" htmlFor="refund-note" error={form.formState.errors.note?.message}>
        <Textarea id="refund-note" rows={3} autoFocus {...form.register('note')} />
      </Field>
    </FormDialog>
  );
}
