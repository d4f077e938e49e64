import { paymentDesk } from '@hashforge/contract/admin/payments';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ReasonDialog, useReasonForm } from '../../../components/reason-dialog.tsx';
import { StatusBadge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, DefinitionList } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/states.tsx';
import type { Loaded } from '../../../lib/api.ts';
import { formatDateTime, formatMoney, formatUnits } from '../../../lib/format.ts';
import { useCan } from '../../../lib/session.ts';
import { CHAIN_PAYMENT_STATUS, ORDER_STATUS } from '../../../lib/status.ts';
import { showToast } from '../../../lib/toast.ts';
import { useFailChainPayment } from '../api/fail-chain-payment.ts';
import { useChainPayment } from '../api/get-chain-payment.ts';

type Payment = Loaded<typeof useChainPayment>;

/** A hash or address in full, linked to the explorer when the network has one. */
function ChainValue({ value, href, label }: { value: string | null; href: string | null; label: string }) {
  if (!value) return <span className="text-slate-500">Not seen yet</span>;
  const text = <span className="font-mono text-xs break-all">{value}</span>;
  if (!href) return text;
  return (
    <a href={href} target="_blank" rel="noreferrer" className="text-brand-700 hover:underline" aria-label={label}>
      {text}
      <span aria-hidden="true"> ↗</span>
    </a>
  );
}

/** Finance may fail a payment the worker has not refused and finance has not failed yet. */
const FAILABLE = [0, 1];
/** From these order statuses a credited payment can still be taken back (nothing has shipped). */
const TAKE_BACK_FROM = [10, 20, 25, 30];

export default function ChainPaymentPage() {
  const id = Number(useParams().id);
  const payment = useChainPayment(id);
  return <QueryState query={payment}>{(data) => <ChainPaymentView payment={data} />}</QueryState>;
}

/**
 * One USDT transfer named for an order: what the chain says of it (hash, network, sender, amount,
 * block, confirmations), linked to the network's explorer, beside its order; finance may fail it.
 */
function ChainPaymentView({ payment }: { payment: Payment }) {
  const can = useCan();
  const [failing, setFailing] = useState(false);
  const credited = payment.status === 1;
  const failable = FAILABLE.includes(payment.status) && (!credited || TAKE_BACK_FROM.includes(payment.orderStatus));
  const amount: ReactNode =
    payment.amountUnits !== null && payment.decimals !== null ? (
      <span>
        <strong className="font-semibold">
          {formatUnits(payment.amountUnits, payment.decimals)} {payment.token}
        </strong>
        <span className="block text-xs text-slate-500">
          {formatMoney(payment.amount)} {credited ? 'credited to the order' : 'at one token a dollar'}
        </span>
      </span>
    ) : (
      <span className="text-slate-500">Not seen yet</span>
    );

  return (
    <>
      <PageHeader
        back={{ to: '/payments?tab=chain', label: 'Chain payments' }}
        title={
          <span className="flex flex-wrap items-center gap-3">
            Chain payment #{payment.id}
            <StatusBadge table={CHAIN_PAYMENT_STATUS} code={payment.status} />
          </span>
        }
        description={`${payment.networkName} · submitted ${formatDateTime(payment.submitTime)}`}
        actions={
          failable && (
            <Button variant="secondary" onClick={() => setFailing(true)}>
              Fail payment
            </Button>
          )
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card title="On chain">
            <DefinitionList
              items={[
                [
                  'Transaction',
                  <ChainValue
                    key="tx"
                    value={payment.txHash}
                    href={payment.txUrl}
                    label="Open the transaction on the explorer"
                  />,
                ],
                ['Network', `${payment.networkName} (chain id ${payment.chainId})`],
                [
                  'Sender',
                  <ChainValue
                    key="from"
                    value={payment.fromAddress}
                    href={payment.fromUrl}
                    label="Open the sender on the explorer"
                  />,
                ],
                ['Amount', amount],
                ...(payment.overpaidAmount !== '0.00'
                  ? [['Overpaid, due back', formatMoney(payment.overpaidAmount)] as [string, string]]
                  : []),
                [
                  'Token contract',
                  payment.tokenContract ? (
                    <span key="c" className="font-mono text-xs break-all">
                      {payment.tokenContract}
                    </span>
                  ) : null,
                ],
                ['Block', payment.blockNumber ?? <span className="text-slate-500">Not mined yet</span>],
                [
                  'Confirmations',
                  <span key="conf" className="tabular-nums">
                    {payment.confirmations} of {payment.requiredConfirmations} required
                  </span>,
                ],
                ['Last checked', formatDateTime(payment.checkTime)],
                ['Credited', payment.creditTime ? formatDateTime(payment.creditTime) : null],
              ]}
            />
            {!payment.txUrl && (
              <p className="mt-3 text-xs text-slate-500">
                This network has no explorer address in Settings, USDT payments: the hash and sender show as text.
              </p>
            )}
          </Card>
        </div>
        <div className="flex flex-col gap-6">
          <Card title="Order">
            <DefinitionList
              items={[
                [
                  'Order',
                  can('orders.read') ? (
                    <Link
                      key="o"
                      to={`/orders/${encodeURIComponent(payment.orderNo)}`}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      {payment.orderNo}
                    </Link>
                  ) : (
                    payment.orderNo
                  ),
                ],
                ['Buyer', payment.email],
                ['Status', <StatusBadge key="s" table={ORDER_STATUS} code={payment.orderStatus} />],
                ['Payable', formatMoney(payment.payableAmount)],
                ['Received', formatMoney(payment.paidAmount)],
              ]}
            />
          </Card>
          {(payment.reason || payment.failReason) && (
            <Card title={payment.status === 3 ? 'Failed by finance' : 'Status'}>
              <DefinitionList
                items={[
                  [payment.status === 3 ? 'Reason given' : 'Note', payment.failReason ?? payment.reason],
                  ...(payment.failTime ? [['Failed', formatDateTime(payment.failTime)] as [string, string]] : []),
                ]}
              />
            </Card>
          )}
        </div>
      </div>
      {failing && <FailChainPaymentDialog payment={payment} onClose={() => setFailing(false)} />}
    </>
  );
}

function FailChainPaymentDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const fail = useFailChainPayment();
  const reasonForm = useReasonForm(paymentDesk.failChain.request, { id: payment.id, reason: '' }, fail, (step) => {
    const order = ORDER_STATUS[step.orderStatus]?.label ?? String(step.orderStatus);
    showToast(
      'success',
      `Chain payment failed. Order ${step.orderNo} is now ${order.toLowerCase()}; the buyer is told by email.`,
    );
    onClose();
  });
  return (
    <ReasonDialog
      formId="fail-chain-payment"
      title={`Fail chain payment #${payment.id}`}
      description={
        payment.status === 1
          ? `It was credited: ${formatMoney(payment.amount)} is taken back off order ${payment.orderNo}'s received amount, and the order goes back to awaiting payment when that no longer covers it. The buyer reads this reason.`
          : 'The shop will not credit it, whatever the chain says later. The buyer reads this reason.'
      }
      submitLabel="Fail payment"
      reasonLabel="Reason the buyer will read"
      reasonId="chain-fail-reason"
      placeholder="e.g. The sending address is on a sanctions list; we cannot accept funds from it."
      {...reasonForm}
      onClose={onClose}
    />
  );
}
