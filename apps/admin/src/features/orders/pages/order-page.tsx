import { OrderStatus, PAY_TYPE_USD, PAY_TYPE_USDT, type TradeDocumentModel } from '@hashforge/contract';
import { type AdminOrder, orderDesk } from '@hashforge/contract/admin/orders';
import { paymentDesk } from '@hashforge/contract/admin/payments';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Timeline } from '../../../components/timeline.tsx';
import { StatusBadge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, DefinitionList } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/states.tsx';
import { Table } from '../../../components/ui/table.tsx';
import { formatDateTime, formatMoney, toCents } from '../../../lib/format.ts';
import { useCan } from '../../../lib/session.ts';
import { COUPON_TYPE, ORDER_STATUS, PROOF_STATUS } from '../../../lib/status.ts';
import { useOrder } from '../api/get-order.ts';
import {
  ApproveProofDialog,
  CancelOrderDialog,
  ConfirmCoveredDialog,
  FailProofDialog,
  RecordRefundDialog,
  ShipDialog,
} from '../components/order-dialogs.tsx';
import { CorrectDocumentDialog, DocumentsCard, ShipmentDocumentsNotice } from '../components/order-documents.tsx';

type Proof = AdminOrder['proofs'][number];
type OpenDialog =
  | { kind: 'approve'; proof: Proof }
  | { kind: 'fail'; proof: Proof }
  | { kind: 'ship' }
  | { kind: 'cancel' }
  | { kind: 'refund' }
  | { kind: 'confirm-covered' }
  | { kind: 'correct'; doc: TradeDocumentModel }
  | null;

export default function OrderPage() {
  const { orderNo = '' } = useParams();
  const order = useOrder(orderNo);
  return <QueryState query={order}>{(data) => <OrderDetail order={data} />}</QueryState>;
}

function OrderDetail({ order }: { order: AdminOrder }) {
  const can = useCan();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  // The order lists the steps its state allows and the staff member's role may take: a button each.
  const allows = (call: { path: string }) => order.nextSteps.includes(call.path);
  const canShip = allows(orderDesk.ship);
  const canCancel = allows(orderDesk.cancel);
  // A coupon covered it all: there never was a wire, and so never a proof to review.
  const covered = toCents(order.payableAmount) === 0;

  return (
    <>
      <PageHeader
        back={{ to: '/orders', label: 'Orders' }}
        title={
          <span className="flex items-center gap-3">
            Order {order.orderNo}
            <StatusBadge table={ORDER_STATUS} code={order.orderStatus} />
          </span>
        }
        description={`Placed ${formatDateTime(order.createTime)} by ${order.email}`}
        actions={
          <>
            {canCancel && (
              <Button variant="secondary" onClick={() => setDialog({ kind: 'cancel' })}>
                Cancel order
              </Button>
            )}
            {canShip && <Button onClick={() => setDialog({ kind: 'ship' })}>Ship</Button>}
          </>
        }
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card title="Lines" bodyClassName="overflow-x-auto p-0">
            <Table caption="Order lines">
              <thead className="bg-slate-50 text-left text-xs text-slate-500 uppercase">
                <tr>
                  <th className="px-4 py-2">Product</th>
                  <th className="px-4 py-2 text-right">Unit price</th>
                  <th className="px-4 py-2 text-right">Ordered</th>
                  <th className="px-4 py-2 text-right">Shipped</th>
                  <th className="px-4 py-2 text-right">Amount</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {order.lines.map((line) => (
                  <tr key={line.id} data-line-id={line.id}>
                    <td className="px-4 py-2.5">
                      <span className="font-medium text-slate-900">{line.productName}</span>
                      <span className="block text-xs text-slate-500">
                        {[line.categoryName, line.productClass, line.sendCycleName].filter(Boolean).join(' · ')}
                      </span>
                    </td>
                    <td className="px-4 py-2.5 text-right whitespace-nowrap tabular-nums">
                      {formatMoney(line.unitPrice)}
                    </td>
                    <td className="px-4 py-2.5 text-right tabular-nums">{line.productNum}</td>
                    <td className="px-4 py-2.5 text-right tabular-nums" data-shipped>
                      <span
                        className={
                          line.shippedNum === line.productNum
                            ? 'text-emerald-700'
                            : line.shippedNum > 0
                              ? 'text-teal-700'
                              : ''
                        }
                      >
                        {line.shippedNum}
                      </span>
                    </td>
                    <td className="px-4 py-2.5 text-right whitespace-nowrap tabular-nums">
                      {formatMoney(line.payableAmount)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Card>

          <Card title={`Payment proofs (${order.proofs.length})`}>
            {covered ? (
              <CoveredNotice
                order={order}
                canConfirm={allows(paymentDesk.confirmCovered)}
                canCancel={canCancel}
                onConfirm={() => setDialog({ kind: 'confirm-covered' })}
              />
            ) : order.proofs.length === 0 ? (
              <p className="text-sm text-slate-500">The buyer has not uploaded a payment proof.</p>
            ) : (
              <div className="flex flex-col gap-4">
                {[...order.proofs]
                  .sort((a, b) => b.createTime.localeCompare(a.createTime))
                  .map((proof) => (
                    <ProofCard
                      key={proof.id}
                      order={order}
                      proof={proof}
                      canApprove={allows(paymentDesk.approve)}
                      canFail={allows(paymentDesk.fail)}
                      onApprove={() => setDialog({ kind: 'approve', proof })}
                      onFail={() => setDialog({ kind: 'fail', proof })}
                    />
                  ))}
              </div>
            )}
          </Card>

          <Card title={`Shipments (${order.shipments.length})`}>
            {order.shipments.length === 0 ? (
              <p className="text-sm text-slate-500">Nothing has shipped yet.</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {order.shipments.map((s) => (
                  <li key={s.id} className="py-3 first:pt-0 last:pb-0" data-shipment={s.trackingNo}>
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <p className="text-sm font-medium text-slate-900">
                        {s.carrier} · <span className="font-mono">{s.trackingNo}</span>
                      </p>
                      <p className="text-xs text-slate-500">
                        Shipped {formatDateTime(s.shipTime)}
                        {s.receivedTime ? ` · received ${formatDateTime(s.receivedTime)}` : ''}
                      </p>
                    </div>
                    <p className="mt-1 text-sm text-slate-600">
                      {s.lines.map((l) => `${l.quantity} × ${l.productName}`).join(', ')}
                    </p>
                    {s.lines.some((l) => l.serials.length > 0) && (
                      <dl className="mt-1 space-y-0.5 text-xs" data-testid="shipment-serials">
                        {s.lines
                          .filter((l) => l.serials.length > 0)
                          .map((l) => (
                            <div key={l.orderLineId} className="flex flex-wrap gap-x-2">
                              <dt className="text-slate-500">Serial numbers ({l.productName}):</dt>
                              <dd className="font-mono break-all text-slate-800">{l.serials.join(', ')}</dd>
                            </div>
                          ))}
                      </dl>
                    )}
                    <ShipmentDocumentsNotice order={order} shipment={s} />
                  </li>
                ))}
              </ul>
            )}
          </Card>

          <DocumentsCard order={order} onCorrect={(doc) => setDialog({ kind: 'correct', doc })} />

          <Card title="Timeline">
            <Timeline entries={order.timeline} />
          </Card>
        </div>

        <div className="flex flex-col gap-6">
          <Card title="Amounts">
            <DefinitionList
              items={[
                ['Products', formatMoney(order.productAmount)],
                ...(toCents(order.couponAmount) > 0
                  ? [['Coupon', `− ${formatMoney(order.couponAmount)}`] as [string, string]]
                  : []),
                ...(toCents(order.discountAmount) > 0
                  ? [['Discount', `− ${formatMoney(order.discountAmount)}`] as [string, string]]
                  : []),
                ['Payable', <strong key="p">{formatMoney(order.payableAmount)}</strong>],
                [
                  'Paid (received)',
                  <span key="paid" data-testid="paid-amount">
                    {formatMoney(order.paidAmount)}
                  </span>,
                ],
                // A canceled order owes nothing more: what matters then is the refund below.
                ...(order.orderStatus === 0
                  ? []
                  : [
                      [
                        'Due',
                        <span
                          key="due"
                          className={toCents(order.balanceAmount) > 0 ? 'font-medium text-amber-700' : ''}
                        >
                          {formatMoney(order.balanceAmount)}
                        </span>,
                      ] as [string, React.ReactNode],
                    ]),
              ]}
            />
            {order.coupon && (
              <p className="mt-3 rounded bg-slate-50 px-3 py-2 text-xs text-slate-600">
                Coupon #{order.coupon.id}: {COUPON_TYPE[order.coupon.type] ?? `type ${order.coupon.type}`},{' '}
                {formatMoney(order.coupon.price)} off
                {order.coupon.excessAmount ? ` over ${formatMoney(order.coupon.excessAmount)}` : ''}
              </p>
            )}
            {order.orderStatus === 0 && (
              <div className="mt-4 border-t border-slate-200 pt-3 text-sm">
                <p className="text-slate-600">
                  Canceled {formatDateTime(order.canceledAt)}
                  {order.cancelReason ? `: ${order.cancelReason}` : ''}
                </p>
                {toCents(order.refundDueAmount) > 0 && (
                  <div className="mt-2">
                    <p>
                      Refund due: <strong>{formatMoney(order.refundDueAmount)}</strong>
                    </p>
                    {order.refundedAt ? (
                      <p className="text-emerald-700">
                        Refunded {formatDateTime(order.refundedAt)}
                        {order.refundNote ? ` · ${order.refundNote}` : ''}
                      </p>
                    ) : (
                      allows(orderDesk.recordRefund) && (
                        <Button size="sm" className="mt-2" onClick={() => setDialog({ kind: 'refund' })}>
                          Mark refunded
                        </Button>
                      )
                    )}
                  </div>
                )}
              </div>
            )}
          </Card>

          <Card title="Buyer">
            <p className="text-sm">
              {can('customers.read') ? (
                <Link to={`/customers/${order.userId}`} className="font-medium text-slate-900 hover:underline">
                  {order.email}
                </Link>
              ) : (
                order.email
              )}
            </p>
            <p className="mt-1 text-xs text-slate-500">
              {covered ? 'Nothing to pay: a coupon covers the order' : paymentTerms(order)}
            </p>
          </Card>

          <Card title="Shipping address">
            {order.address ? (
              <address className="text-sm leading-relaxed text-slate-700 not-italic">
                <strong className="text-slate-900">{order.address.receiverName}</strong>
                {order.address.companyName && <span className="block">{order.address.companyName}</span>}
                <span className="block">{order.address.address}</span>
                <span className="block">
                  {[order.address.city, order.address.state, order.address.postcode].filter(Boolean).join(', ')}
                </span>
                <span className="block">{order.address.country}</span>
                <span className="mt-1 block">
                  +{order.address.mobileCode.replace(/^\+/, '')} {order.address.mobile}
                </span>
                {(order.address.brokerName || order.address.importerAddress || order.address.code) && (
                  <span className="mt-2 block text-xs text-slate-500">
                    {order.address.code && (
                      <>
                        Tax/customs code: {order.address.code}
                        <br />
                      </>
                    )}
                    {order.address.brokerName && (
                      <>
                        Broker: {order.address.brokerName}
                        <br />
                      </>
                    )}
                    {order.address.importerAddress && <>Importer: {order.address.importerAddress}</>}
                  </span>
                )}
              </address>
            ) : (
              <p className="text-sm text-slate-500">No address on this order.</p>
            )}
          </Card>
        </div>
      </div>

      {dialog?.kind === 'approve' && <ApproveProofDialog order={order} proof={dialog.proof} onClose={close} />}
      {dialog?.kind === 'fail' && <FailProofDialog proof={dialog.proof} onClose={close} />}
      {dialog?.kind === 'ship' && <ShipDialog order={order} onClose={close} />}
      {dialog?.kind === 'cancel' && <CancelOrderDialog order={order} onClose={close} />}
      {dialog?.kind === 'refund' && <RecordRefundDialog order={order} onClose={close} />}
      {dialog?.kind === 'confirm-covered' && <ConfirmCoveredDialog order={order} onClose={close} />}
      {dialog?.kind === 'correct' && <CorrectDocumentDialog order={order} doc={dialog.doc} onClose={close} />}
    </>
  );
}

/**
 * What the proofs card says of an order a coupon covers in full: while finance may confirm it (at
 * 20), that it does so (or cancels it with a reason); otherwise, only that nothing was owed.
 */
function CoveredNotice({
  order,
  canConfirm,
  canCancel,
  onConfirm,
}: {
  order: AdminOrder;
  canConfirm: boolean;
  canCancel: boolean;
  onConfirm: () => void;
}) {
  if (!canConfirm) {
    return <p className="text-sm text-slate-500">Nothing to pay: a coupon covered this order in full.</p>;
  }
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50/40 p-3"
      data-testid="covered-notice"
    >
      <div className="min-w-0 text-sm">
        <p className="font-medium text-slate-900">Nothing to pay: confirm</p>
        <p className="mt-0.5 text-slate-600">
          The coupon covers {formatMoney(order.couponAmount)} of {formatMoney(order.productAmount)}, so nothing was
          wired. Confirm it for the warehouse{canCancel ? ', or cancel the order with a reason' : ''}.
        </p>
      </div>
      <Button size="sm" onClick={onConfirm}>
        Confirm order
      </Button>
    </div>
  );
}

/** A proof's images beside the amounts finance compares: payable, already approved, declared. */
function ProofCard({
  order,
  proof,
  canApprove,
  canFail,
  onApprove,
  onFail,
}: {
  order: AdminOrder;
  proof: Proof;
  canApprove: boolean;
  canFail: boolean;
  onApprove: () => void;
  onFail: () => void;
}) {
  const awaiting = proof.financeStatus === 0;
  return (
    <article
      className={`grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,1fr)_240px] rounded-md border p-3 ${awaiting ? 'border-amber-300 bg-amber-50/40' : 'border-slate-200'}`}
      data-proof-id={proof.id}
    >
      <div className="flex flex-wrap gap-2">
        {proof.files.length === 0 && <p className="text-sm text-slate-500">No image.</p>}
        {proof.files.map((file) => (
          <a key={file.id} href={file.fileUrl} target="_blank" rel="noreferrer" className="block" title={file.fileName}>
            <img
              src={file.fileUrl}
              alt={`Payment proof ${file.fileName}`}
              className="h-40 w-auto max-w-[220px] rounded border border-slate-200 bg-white object-contain"
            />
          </a>
        ))}
      </div>
      <div className="flex flex-col gap-2 text-sm">
        <div className="flex items-center justify-between">
          <StatusBadge table={PROOF_STATUS} code={proof.financeStatus} />
          <span className="text-xs text-slate-500">{formatDateTime(proof.createTime)}</span>
        </div>
        <DefinitionList
          items={[
            // What finance weighs the claim against, while it waits; afterwards, what was decided.
            ...(awaiting
              ? ([
                  ['Payable', formatMoney(order.payableAmount)],
                  ['Already approved', formatMoney(order.paidAmount)],
                ] as [string, string][])
              : []),
            ['Declared', <strong key="d">{formatMoney(proof.currentPayAmount)}</strong>],
            ...(proof.receivedAmount ? [['Received', formatMoney(proof.receivedAmount)] as [string, string]] : []),
          ]}
        />
        {proof.reviewNote && <p className="text-xs text-slate-600">Reason: {proof.reviewNote}</p>}
        {proof.reviewTime && <p className="text-xs text-slate-500">Reviewed {formatDateTime(proof.reviewTime)}</p>}
        {awaiting && (canApprove || canFail) && (
          <div className="mt-1 flex gap-2">
            {canApprove && (
              <Button size="sm" onClick={onApprove}>
                Approve
              </Button>
            )}
            {canFail && (
              <Button size="sm" variant="secondary" onClick={onFail}>
                Fail
              </Button>
            )}
          </div>
        )}
      </div>
    </article>
  );
}

const PAY_METHOD: Readonly<Record<number, string>> = { [PAY_TYPE_USD]: 'USD bank wire', [PAY_TYPE_USDT]: 'USDT' };

/**
 * How the buyer pays (their last choice: the method picked, or the one their payment came by) and,
 * while the order awaits its first payment, its deadline. An unpaid order past it is still open only
 * while something holds it (a transfer being checked, one kept for finance) or until the expiry runs.
 */
function paymentTerms(order: AdminOrder): string {
  const method = PAY_METHOD[order.payType];
  const pays = method ? `Pays by ${method}` : 'No payment method chosen yet';
  if (order.orderStatus !== OrderStatus.unpaid) return pays;
  const deadline = formatDateTime(order.expireTime);
  return Date.parse(order.expireTime) > Date.now()
    ? `${pays} · order expires ${deadline}`
    : `${pays} · was due ${deadline}`;
}
