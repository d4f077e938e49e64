import { type Order, PAY_TYPE_USD, PAYABLE_STATUSES } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { CheckoutSteps } from '../../../components/checkout-steps.tsx';
import { BankIcon } from '../../../components/icons.tsx';
import { Card, Page, PageTitle } from '../../../components/page.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { useUpdatePayMethod } from '../api/update-pay-method.ts';
import { AmountSummary, CoveredNote, nothingPayable } from '../components/amount-summary.tsx';
import { WithOrder } from '../components/order-guard.tsx';
import { checkoutStepOf, OrderStatusBadge } from '../components/order-status.tsx';

/** The one method offered, already chosen: USD bank wire, with its hint. */
function PayMethodUsd() {
  const { t } = useTranslation();
  return (
    <label
      className="flex cursor-pointer items-start gap-4 rounded-lg border border-brand-500 bg-brand-50/60 p-4 ring-1 ring-brand-500"
      data-testid="pay-method-usd"
    >
      <input type="radio" name="payType" value={PAY_TYPE_USD} checked readOnly className="sr-only" />
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 shadow-sm ring-1 ring-brand-200">
        <BankIcon className="size-6" />
      </span>
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{t('order.payWaiting.usd')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('order.payWaiting.usdHint')}</p>
      </div>
      <span className="ml-auto flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs text-white">
        ✓
      </span>
    </label>
  );
}

function PayWaiting({ order }: { order: Order }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdatePayMethod();
  const covered = nothingPayable(order);
  const payable = PAYABLE_STATUSES.includes(order.orderStatus) && !covered;

  return (
    <Page>
      {/* A coupon paid for all of it: "pay" is done, and there is no method to choose. */}
      <CheckoutSteps current={covered ? checkoutStepOf(order.orderStatus) : 2} />
      <PageTitle sub={t(covered ? 'order.covered.sub' : 'order.payWaiting.sub', { orderNo: order.orderNo })}>
        {t('titles.PayWaiting')}
      </PageTitle>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <Card title={t('order.payWaiting.method')}>
          {covered ? <CoveredNote order={order} /> : <PayMethodUsd />}
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
                update.mutate(order.orderNo, {
                  onSuccess: () => navigate(paths.pay(order.orderNo), { replace: true }),
                })
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

/** `/pay-waiting/{orderNo}`: only the USD method with its hint, the price detail and submit. */
export default function PayWaitingPage() {
  const { orderNo = '' } = useParams();
  return <WithOrder orderNo={orderNo}>{(order) => <PayWaiting order={order} />}</WithOrder>;
}
