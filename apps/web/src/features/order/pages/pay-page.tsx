import {
  type BankWireInfo,
  FinanceStatus,
  type Order,
  OrderStatus,
  PAY_TYPE_USDT,
  PROOF_STATUSES,
  type UsdtPayInfo,
} from '@hashforge/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CheckoutSteps } from '../../../components/checkout-steps.tsx';
import { formatDateTime, formatUsd } from '../../../components/format.tsx';
import { Card, Page, PageTitle } from '../../../components/page.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';
import { usePayInfo } from '../api/get-pay-info.ts';
import { useUsdtPayInfo } from '../api/get-usdt-pay-info.ts';
import { amountDue, OrderAmountSummary } from '../components/amount-summary.tsx';
import { CopyValue } from '../components/copy-value.tsx';
import { ProformaDownload } from '../components/order-documents.tsx';
import { WithOrder } from '../components/order-guard.tsx';
import { lineName } from '../components/order-lines.tsx';
import { checkoutStepOf, OrderStatusBadge } from '../components/order-status.tsx';
import { PayUsdt } from '../components/pay-usdt.tsx';

/** A note of the pay page: amber where the buyer has something to do, sky where the shop has. */
function PayNote({
  waitsOn,
  title,
  testId,
  children,
}: {
  waitsOn: 'buyer' | 'shop';
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div
      role="note"
      className={cn(
        'rounded-xl border px-5 py-4 text-sm',
        waitsOn === 'buyer' ? 'border-amber-200 bg-amber-50 text-amber-900' : 'border-sky-200 bg-sky-50 text-sky-900',
      )}
      data-testid={testId}
    >
      <p className="font-semibold">{title}</p>
      {children}
    </div>
  );
}

/**
 * What the pay page says first, by status: at 10 the 48-hour deadline, at 25 the balance still due,
 * at 20 that the transfer is under review with what the buyer declared (so nobody wires twice).
 */
function PayStatusNote({ order, due, currency }: { order: Order; due: string; currency: string }) {
  const { t } = useTranslation();
  if (order.orderStatus === OrderStatus.unpaid) {
    return (
      <PayNote waitsOn="buyer" title={t('order.pay.deadlineTitle')} testId="pay-deadline">
        <p className="mt-1">{t('order.pay.deadline', { time: formatDateTime(order.expireTime) })}</p>
      </PayNote>
    );
  }
  if (order.orderStatus === OrderStatus.balancePayment) {
    return (
      <PayNote waitsOn="buyer" title={t('order.pay.balanceTitle')} testId="pay-balance">
        <p className="mt-1">
          {t('order.pay.balance', { amount: `${currency} ${due}`, paid: formatUsd(order.paidAmount) })}
        </p>
      </PayNote>
    );
  }
  const declared = order.orderAgingModels.filter((p) => p.financeStatus === FinanceStatus.awaiting);
  return (
    <PayNote waitsOn="shop" title={t('order.pay.reviewTitle')} testId="pay-under-review">
      <p className="mt-1">{t('order.pay.review')}</p>
      {declared.length > 0 ? (
        <ul className="mt-2 space-y-1">
          {declared.map((p) => (
            <li key={p.id} className="tabular-nums">
              {t('order.pay.declared', { amount: formatUsd(p.currentPayAmount), time: formatDateTime(p.createTime) })}
            </li>
          ))}
        </ul>
      ) : null}
    </PayNote>
  );
}

function Pay({ order, bank, usdt }: { order: Order; bank: BankWireInfo | null; usdt: UsdtPayInfo | null }) {
  const { t } = useTranslation();
  const due = amountDue(order);
  // USDT chosen and offered (or already paid with): its instructions replace the wire's.
  const inUsdt =
    usdt !== null && order.payType === PAY_TYPE_USDT && (usdt.offers.length > 0 || usdt.payments.length > 0);
  // Only an unpaid order (10) or one with a balance left (25) asks for a wire.
  const asksForMoney = PROOF_STATUSES.includes(order.orderStatus);
  // The shop takes USD wires only; a shop whose owner has not set a bank account yet says so
  // rather than show one to wire money to.
  const currency = bank?.currency ?? 'USD';
  const rows: [string, string][] = bank
    ? [
        [t('order.pay.beneficiary'), bank.beneficiary],
        [t('order.pay.beneficiaryAddress'), bank.beneficiaryAddress],
        [t('order.pay.bank'), bank.bank],
        [t('order.pay.bankAddress'), bank.bankAddress],
        [t('order.pay.account'), bank.accountNumber],
        [t('order.pay.swift'), bank.swift],
        [t('order.pay.currency'), bank.currency],
        [t('order.pay.reference'), order.orderNo],
        [t('order.pay.amount'), `${bank.currency} ${due}`],
      ]
    : [];
  return (
    <Page>
      <CheckoutSteps current={checkoutStepOf(order.orderStatus)} />
      <PageTitle
        sub={
          // Past the deadline, while a transfer sent in time is confirmed, no new transfer is asked for.
          asksForMoney && !(inUsdt && usdt?.confirmingUntil)
            ? t(inUsdt ? (usdt?.tail !== '0.00' ? 'order.usdt.subExact' : 'order.usdt.sub') : 'order.pay.sub')
            : undefined
        }
      >
        {t('titles.Pay')}
      </PageTitle>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="space-y-6">
          {inUsdt && usdt ? <PayUsdt order={order} info={usdt} /> : null}
          {inUsdt ? null : <PayStatusNote order={order} due={due} currency={currency} />}
          {asksForMoney && !bank && !inUsdt ? (
            <Card title={t('order.pay.instructions')}>
              <p className="text-sm text-slate-700" data-testid="bank-not-set">
                {t('order.pay.bankNotSet')}
              </p>
            </Card>
          ) : null}
          {asksForMoney && bank && !inUsdt ? (
            <>
              <Card title={t('order.pay.instructions')}>
                <dl className="divide-y divide-slate-100 text-sm">
                  {rows.map(([label, value]) => (
                    <div
                      key={label}
                      className="grid grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-3 py-2.5 sm:grid-cols-[12rem_1fr_auto]"
                    >
                      <dt className="text-slate-500">{label}</dt>
                      <dd className="min-w-0 font-medium break-words text-slate-900">{value}</dd>
                      <CopyValue value={value} label={label} />
                    </div>
                  ))}
                </dl>
              </Card>
              <Card title={t('order.pay.rulesTitle')}>
                <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
                  <li>{t('order.pay.rule1', { orderNo: order.orderNo })}</li>
                  <li>{t('order.pay.rule2')}</li>
                  <li>{t('order.pay.rule3')}</li>
                  <li>{t('order.pay.rule4')}</li>
                </ol>
              </Card>
            </>
          ) : null}
        </div>
        <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <Card title={t('order.pay.summary')}>
            <div className="mb-4 flex items-center justify-between gap-2 text-sm">
              <span className="font-mono text-slate-700">{order.orderNo}</span>
              <OrderStatusBadge status={order.orderStatus} />
            </div>
            <ul className="mb-4 space-y-1.5 text-sm text-slate-600">
              {order.orderDetailModels.map((l) => (
                <li key={l.id} className="flex justify-between gap-3">
                  <span className="min-w-0 truncate">
                    {lineName(l)} × {l.productNum}
                  </span>
                  <span className="shrink-0 tabular-nums">{formatUsd(l.payableAmunt)}</span>
                </li>
              ))}
            </ul>
            <OrderAmountSummary order={order} />
            {PROOF_STATUSES.includes(order.orderStatus) && !inUsdt ? (
              <ButtonLink
                to={`${paths.saleOrderDetail(order.orderNo)}?upload=1`}
                size="lg"
                block
                className="mt-5"
                data-testid="go-upload-proof"
              >
                {t('order.pay.uploadProof')}
              </ButtonLink>
            ) : null}
            <ButtonLink to={paths.saleOrderDetail(order.orderNo)} variant="secondary" block className="mt-2">
              {t('order.detailLink')}
            </ButtonLink>
            <ProformaDownload orderNo={order.orderNo} />
          </Card>
        </aside>
      </div>
    </Page>
  );
}

/**
 * `/pay/{orderNo}`: the vendor's bank wire instructions, the wire rules, the time hint and the summary;
 * for an order paying in USDT (payType 4), the USDT instructions and its transactions instead.
 */
export default function PayPage() {
  const { orderNo = '' } = useParams();
  // The owner edits the bank details in the back office; the API serves the current ones.
  const payInfo = usePayInfo();
  const usdt = useUsdtPayInfo(orderNo);
  return (
    <WithOrder orderNo={orderNo}>
      {(order) =>
        payInfo.data && (usdt.data || usdt.isError) ? (
          <Pay order={order} bank={payInfo.data.bankWire} usdt={usdt.data ?? null} />
        ) : (
          <PageSpinner />
        )
      }
    </WithOrder>
  );
}
