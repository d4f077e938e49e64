import { type Order, PAY_TYPE_USD, PAY_TYPE_USDT, PAYABLE_STATUSES } from '@hashforge/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { CheckoutSteps } from '../../../components/checkout-steps.tsx';
import { BankIcon } from '../../../components/icons.tsx';
import { Card, Page, PageTitle } from '../../../components/page.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { useUsdtPayInfo } from '../api/get-usdt-pay-info.ts';
import { useUpdatePayMethod } from '../api/update-pay-method.ts';
import { AmountSummary, CoveredNote, nothingPayable } from '../components/amount-summary.tsx';
import { WithOrder } from '../components/order-guard.tsx';
import { checkoutStepOf, OrderStatusBadge } from '../components/order-status.tsx';

/** One payment method: a card the buyer picks, with its hint. */
function PayMethod({
  value,
  chosen,
  onChoose,
  icon,
  title,
  hint,
  testId,
}: {
  value: number;
  chosen: boolean;
  onChoose: () => void;
  icon: ReactNode;
  title: string;
  hint: string;
  testId: string;
}) {
  return (
    <label
      className={`flex cursor-pointer items-start gap-4 rounded-lg border p-4 ${
        chosen ? 'border-brand-500 bg-brand-50/60 ring-1 ring-brand-500' : 'border-slate-200 hover:border-slate-300'
      }`}
      data-testid={testId}
    >
      <input type="radio" name="payType" value={value} checked={chosen} onChange={onChoose} className="sr-only" />
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 shadow-sm ring-1 ring-brand-200">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="mt-1 text-sm text-slate-600">{hint}</p>
      </div>
      <span
        className={`ml-auto flex size-5 shrink-0 items-center justify-center rounded-full text-xs ${
          chosen ? 'bg-brand-600 text-white' : 'border border-slate-300 text-transparent'
        }`}
      >
        ✓
      </span>
    </label>
  );
}

/** The stablecoin mark: a coin with the tether bar. */
function CoinIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      className={className}
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M8 8h8M12 8v9M8.5 11.5c1 .6 2.2.9 3.5.9s2.5-.3 3.5-.9" strokeLinecap="round" />
    </svg>
  );
}

function PayWaiting({ order }: { order: Order }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdatePayMethod();
  const covered = nothingPayable(order);
  const payable = PAYABLE_STATUSES.includes(order.orderStatus) && !covered;
  // USDT is offered beside the wire only when the vendor turned it on (docs/contract.md section 8).
  const usdt = useUsdtPayInfo(payable ? order.orderNo : '');
  const offers = usdt.data?.offers ?? [];
  const [chosen, setChosen] = useState(order.payType === PAY_TYPE_USDT ? PAY_TYPE_USDT : PAY_TYPE_USD);
  const payType = offers.length > 0 ? chosen : PAY_TYPE_USD;
  const networks = [...new Set(offers.map((o) => o.networkName))].join(', ');
  const tokens = [...new Set(offers.map((o) => o.token))].join(' / ');

  return (
    <Page>
      {/* A coupon paid for all of it: "pay" is done, and there is no method to choose. */}
      <CheckoutSteps current={covered ? checkoutStepOf(order.orderStatus) : 2} />
      <PageTitle sub={t(covered ? 'order.covered.sub' : 'order.payWaiting.sub', { orderNo: order.orderNo })}>
        {t('titles.PayWaiting')}
      </PageTitle>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <Card title={t('order.payWaiting.method')}>
          {covered ? (
            <CoveredNote order={order} />
          ) : (
            <div className="space-y-3" role="radiogroup" aria-label={t('order.payWaiting.method')}>
              <PayMethod
                value={PAY_TYPE_USD}
                chosen={payType === PAY_TYPE_USD}
                onChoose={() => setChosen(PAY_TYPE_USD)}
                icon={<BankIcon className="size-6" />}
                title={t('order.payWaiting.usd')}
                hint={t('order.payWaiting.usdHint')}
                testId="pay-method-usd"
              />
              {offers.length > 0 ? (
                <PayMethod
                  value={PAY_TYPE_USDT}
                  chosen={payType === PAY_TYPE_USDT}
                  onChoose={() => setChosen(PAY_TYPE_USDT)}
                  icon={<CoinIcon className="size-6" />}
                  title={t('order.payWaiting.usdt', { tokens })}
                  hint={t('order.payWaiting.usdtHint', { networks, tokens })}
                  testId="pay-method-usdt"
                />
              ) : null}
            </div>
          )}
          {!covered && !payable ? (
            <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
              {t('order.payWaiting.notPayable')} <OrderStatusBadge status={order.orderStatus} />
            </p>
          ) : null}
        </Card>
        <Card title={t('order.payWaiting.priceDetail')}>
          <AmountSummary
            productAmount={order.productAmount}
            couponAmount={order.couponAmount}
            discountAmount={order.discountAmount}
            payableAmount={order.payableAmunt}
          />
          {payable ? (
            <Button
              size="lg"
              block
              className="mt-5"
              loading={update.isPending}
              data-testid="pay-waiting-submit"
              onClick={() =>
                update.mutate(
                  { orderNo: order.orderNo, payType },
                  {
                    onSuccess: () => navigate(paths.pay(order.orderNo), { replace: true }),
                  },
                )
              }
            >
              {t('common.submit')}
            </Button>
          ) : (
            <ButtonLink to={paths.saleOrderDetail(order.orderNo)} size="lg" block className="mt-5">
              {t('order.detailLink')}
            </ButtonLink>
          )}
        </Card>
      </div>
    </Page>
  );
}

/** `/pay-waiting/{orderNo}`: the USD wire (and USDT when the vendor offers it) with hints, the price detail and submit. */
export default function PayWaitingPage() {
  const { orderNo = '' } = useParams();
  return <WithOrder orderNo={orderNo}>{(order) => <PayWaiting order={order} />}</WithOrder>;
}
