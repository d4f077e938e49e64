import {
  type ChainPaymentModel,
  ChainPaymentStatus,
  type Order,
  OrderStatus,
  PROOF_STATUSES,
  type UsdtPayInfo,
} from '@hashforge/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../../components/format.tsx';
import { Card } from '../../../components/page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useSubmitChainPayment } from '../api/submit-chain-payment.ts';
import { CopyValue } from './copy-value.tsx';

type Offer = UsdtPayInfo['offers'][number];

/** The receiving address as a QR code, drawn here (qrcode is loaded with this page only). */
function AddressQr({ address }: { address: string }) {
  const { t } = useTranslation();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then((qr) =>
      qr.toString(address, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((s) => {
        if (live) setSvg(s);
      }),
    );
    return () => {
      live = false;
    };
  }, [address]);
  return (
    <div className="flex size-40 shrink-0 items-center justify-center rounded-lg bg-white p-2 ring-1 ring-slate-200">
      {svg ? (
        <img
          src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
          alt={t('order.usdt.qrAlt')}
          className="size-full"
          data-testid="usdt-qr"
        />
      ) : null}
    </div>
  );
}

function Row({ label, value, mono, testId }: { label: string; value: string; mono?: boolean; testId?: string }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-0.5 py-2.5 sm:grid-cols-[10rem_1fr_auto]">
      <dt className="col-span-2 text-slate-500 sm:col-span-1">{label}</dt>
      <dd
        className={`min-w-0 font-medium break-all text-slate-900 ${mono ? 'font-mono text-[13px]' : ''}`}
        data-testid={testId}
      >
        {value}
      </dd>
      <CopyValue value={value} label={label} />
    </div>
  );
}

/** What the buyer reads of one named transaction: seen, its confirmations, credited or refused. */
function PaymentLine({ payment }: { payment: ChainPaymentModel }) {
  const { t } = useTranslation();
  const tone =
    payment.status === ChainPaymentStatus.credited
      ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
      : payment.status === ChainPaymentStatus.verifying
        ? 'border-sky-200 bg-sky-50 text-sky-900'
        : 'border-red-200 bg-red-50 text-red-900';
  const state =
    payment.status === ChainPaymentStatus.credited
      ? t('order.usdt.credited', { amount: payment.amount ?? '', token: payment.token ?? '' })
      : payment.status === ChainPaymentStatus.verifying
        ? payment.blockNumber
          ? t('order.usdt.seen', { n: payment.confirmations, m: payment.requiredConfirmations })
          : (payment.reason ?? t('order.usdt.looking'))
        : t('order.usdt.refused', { reason: payment.reason ?? '' });
  return (
    <li className={`rounded-lg border px-4 py-3 text-sm ${tone}`} data-testid="usdt-payment">
      <p className="font-semibold" aria-live="polite" data-testid="usdt-payment-state">
        {state}
      </p>
      <p className="mt-1 font-mono text-xs break-all opacity-80">
        {payment.explorerUrl ? (
          <a href={payment.explorerUrl} target="_blank" rel="noreferrer noopener" className="underline">
            {payment.txHash}
          </a>
        ) : (
          payment.txHash
        )}
      </p>
      {payment.status === ChainPaymentStatus.verifying && payment.blockNumber && payment.reason ? (
        <p className="mt-1 text-xs">{payment.reason}</p>
      ) : null}
      {payment.overpaidAmount !== '0.00' ? (
        <p className="mt-1 text-xs">{t('order.usdt.overpaid', { amount: payment.overpaidAmount })}</p>
      ) : null}
    </li>
  );
}

/**
 * A transfer of exactly this order's amount that the shop keeps because another order was shown the
 * same amount (decision 025): the buyer who sent it names its hash below. Nothing of the other order.
 */
function SharedTransfers({ transfers }: { transfers: UsdtPayInfo['sharedTransfers'] }) {
  const { t } = useTranslation();
  if (transfers.length === 0) return null;
  return (
    <div className="mb-4 space-y-2">
      {transfers.map((transfer) => (
        <div
          key={`${transfer.arrivedAt}-${transfer.amount}`}
          role="status"
          className="rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
          data-testid="usdt-shared-transfer"
        >
          <p className="font-semibold">
            {t('order.usdt.sharedTitle', {
              amount: transfer.amount,
              token: transfer.token,
              time: formatDateTime(transfer.arrivedAt),
            })}
          </p>
          <p className="mt-1">{t('order.usdt.shared')}</p>
        </div>
      ))}
    </div>
  );
}

/** The networks and tokens offered, one chosen, as a row of buttons; nothing when only one is offered. */
function NetworkChoice({ offers, offer, onChoose }: { offers: Offer[]; offer: Offer; onChoose: (i: number) => void }) {
  const { t } = useTranslation();
  if (offers.length < 2) return null;
  return (
    <div className="mb-4 flex flex-wrap gap-2" role="radiogroup" aria-label={t('order.usdt.network')}>
      {offers.map((o, i) => (
        // biome-ignore lint/a11y/useSemanticElements: a row of buttons reads better than radio circles here
        <button
          key={`${o.network}-${o.token}`}
          type="button"
          role="radio"
          aria-checked={o === offer}
          onClick={() => onChoose(i)}
          className={`rounded-full border px-3 py-1.5 text-sm ${
            o === offer ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 text-slate-700'
          }`}
        >
          {o.token} · {o.networkName}
        </button>
      ))}
    </div>
  );
}

function HashForm({ orderNo, offer }: { orderNo: string; offer: Offer }) {
  const { t } = useTranslation();
  const submit = useSubmitChainPayment();
  const [hash, setHash] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = 'usdt-tx-hash';
  return (
    <form
      className="space-y-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setError(undefined);
        submit.mutate(
          { orderNo, network: offer.network, txHash: hash.trim() },
          {
            onSuccess: () => setHash(''),
            onError: (e) =>
              setError(e instanceof ApiError ? (e.fieldErrors[0]?.message ?? e.message) : t('order.usdt.submitFailed')),
          },
        );
      }}
    >
      <Field
        label={t('order.usdt.hashLabel', { network: offer.networkName })}
        id={id}
        error={error}
        hint={t('order.usdt.hashHint')}
      >
        <Input
          id={id}
          value={hash}
          onChange={(e) => setHash(e.target.value)}
          placeholder="0x…"
          spellCheck={false}
          autoComplete="off"
          invalid={Boolean(error)}
          className="font-mono text-sm"
          data-testid="usdt-hash"
        />
      </Field>
      <Button type="submit" block loading={submit.isPending} disabled={hash.trim() === ''} data-testid="usdt-submit">
        {t('order.usdt.submit')}
      </Button>
    </form>
  );
}

/**
 * The USDT half of the pay page (docs/contract.md section 8): the network, the address with its QR
 * code, the exact amount to send in tokens (what is due plus the order's own cents, by which the shop
 * finds the transfer with no hash), the deadline and the warning; then the transaction's hash for a
 * buyer who names it, its confirmations counted live, and on to the order once it is paid. Past the
 * deadline, while the order waits for a transfer sent in time to be confirmed, it asks for no new
 * transfer: it says so, and when the order closes if none arrives.
 */
export function PayUsdt({ order, info }: { order: Order; info: UsdtPayInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [choice, setChoice] = useState(0);
  const offer = info.offers[Math.min(choice, info.offers.length - 1)];
  const asksForMoney = PROOF_STATUSES.includes(info.orderStatus);
  const paid = info.orderStatus === OrderStatus.unshipped || info.orderStatus > OrderStatus.unshipped;

  useEffect(() => {
    // Paid: the page moves on by itself, after a moment to read it.
    if (!paid || order.orderStatus === info.orderStatus) return;
    toast.success(t('order.usdt.paid'));
    const timer = setTimeout(() => navigate(paths.saleOrderDetail(order.orderNo)), 1500);
    return () => clearTimeout(timer);
  }, [paid, info.orderStatus, order.orderStatus, order.orderNo, navigate, t]);

  return (
    <div className="space-y-6">
      {paid ? (
        <div
          role="status"
          className="rounded-xl border border-emerald-200 bg-emerald-50 px-5 py-4 text-sm text-emerald-900"
          data-testid="usdt-paid"
        >
          <p className="font-semibold">{t('order.usdt.paid')}</p>
        </div>
      ) : null}
      {asksForMoney && offer ? (
        <>
          {info.confirmingUntil ? (
            <div
              role="status"
              className="rounded-xl border border-sky-200 bg-sky-50 px-5 py-4 text-sm text-sky-900"
              data-testid="usdt-confirming"
            >
              <p className="font-semibold">{t('order.usdt.confirmingTitle')}</p>
              <p className="mt-1">
                {t('order.usdt.confirming', {
                  deadline: formatDateTime(info.deadline),
                  time: formatDateTime(info.confirmingUntil),
                })}
              </p>
            </div>
          ) : (
            <>
              <div
                role="note"
                className="rounded-xl border border-amber-200 bg-amber-50 px-5 py-4 text-sm text-amber-900"
                data-testid="usdt-warning"
              >
                <p className="font-semibold">
                  {t('order.usdt.warningTitle', { token: offer.token, network: offer.networkName })}
                </p>
                <p className="mt-1">{t('order.usdt.warning', { token: offer.token, network: offer.networkName })}</p>
                <p className="mt-2">{t('order.usdt.deadline', { time: formatDateTime(info.deadline) })}</p>
              </div>
              <Card title={t('order.usdt.instructions')}>
                <NetworkChoice offers={info.offers} offer={offer} onChoose={setChoice} />
                <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
                  <AddressQr address={offer.receivingAddress} />
                  <dl className="min-w-0 flex-1 divide-y divide-slate-100 text-sm">
                    <div className="py-2.5">
                      <dt className="text-slate-500">{t('order.usdt.network')}</dt>
                      <dd className="font-medium text-slate-900" data-testid="usdt-network">
                        {offer.networkName} · {offer.token}
                      </dd>
                    </div>
                    <Row label={t('order.usdt.address')} value={offer.receivingAddress} mono testId="usdt-address" />
                    <Row
                      label={t('order.usdt.amount', { token: offer.token })}
                      value={offer.amount}
                      testId="usdt-amount"
                    />
                    <Row label={t('order.usdt.contract')} value={offer.tokenContract} mono />
                  </dl>
                </div>
                {info.tail !== '0.00' ? (
                  <p className="mt-4 rounded-lg bg-sky-50 px-4 py-3 text-sm text-sky-900" data-testid="usdt-tail">
                    {t('order.usdt.tail', { amount: offer.amount, token: offer.token, tail: info.tail })}
                  </p>
                ) : null}
                <p className="mt-3 text-xs text-slate-500">
                  {t('order.usdt.confirmations', { count: offer.confirmations })}
                </p>
              </Card>
            </>
          )}
          <Card title={t('order.usdt.hashTitle')}>
            {/* Past the deadline no instructions are shown: the network of a transfer sent in time is chosen here. */}
            {info.confirmingUntil ? <NetworkChoice offers={info.offers} offer={offer} onChoose={setChoice} /> : null}
            <SharedTransfers transfers={info.sharedTransfers} />
            <HashForm orderNo={order.orderNo} offer={offer} />
          </Card>
        </>
      ) : null}
      {info.payments.length > 0 ? (
        <Card title={t('order.usdt.payments')}>
          <ul className="space-y-2">
            {info.payments.map((p) => (
              <PaymentLine key={p.txHash} payment={p} />
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}
