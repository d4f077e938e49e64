import { type Order, PAYABLE_STATUSES } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { DateTime, formatUsd } from '../../../components/format.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { nothingPayable } from './amount-summary.tsx';
import { LineImage, LineTitle } from './order-lines.tsx';
import { OrderStatusBadge } from './order-status.tsx';

/**
 * Whether the list offers Pay (docs/domain.md S2): payType not 1 and not 2, status 10, 20 or 25, and
 * something to pay: an order a coupon covers in full waits at 20 for the shop, and Pay would only
 * lead to wiring 0. It goes to Pay when a method is set, else to PayWaiting.
 */
export function payTarget(order: Pick<Order, 'payType' | 'orderStatus' | 'orderNo' | 'payableAmunt'>): string | null {
  if (order.payType === 1 || order.payType === 2) return null;
  if (!PAYABLE_STATUSES.includes(order.orderStatus) || nothingPayable(order)) return null;
  return order.payType ? paths.pay(order.orderNo) : paths.payWaiting(order.orderNo);
}

export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const pay = payTarget(order);
  return (
    <article className="overflow-hidden rounded-xl border border-slate-200 bg-white" data-testid="order-card">
      <header className="flex flex-wrap items-center gap-x-5 gap-y-1 border-b border-slate-100 bg-slate-50 px-4 py-2.5 text-xs text-slate-500">
        <DateTime iso={order.createTime} />
        <span>
          {t('order.no')}: <span className="font-mono text-slate-800">{order.orderNo}</span>
        </span>
        {order.payType !== 0 ? (
          <span>
            {t('order.payMethod')}: <span className="font-medium text-slate-700">{order.payTypeStr}</span>
          </span>
        ) : null}
        <OrderStatusBadge status={order.orderStatus} className="ml-auto" />
      </header>
      <div className="grid grid-cols-1 gap-4 p-4 md:grid-cols-[minmax(0,1fr)_auto]">
        <ul className="space-y-3">
          {order.orderDetailModels.map((line) => (
            <li key={line.id} className="flex items-center gap-3">
              <LineImage src={line.mainImage} className="size-14" />
              <div className="min-w-0">
                <p className="text-sm font-semibold break-words text-slate-900">
                  <LineTitle line={line} />
                </p>
                <p className="text-xs text-slate-500 tabular-nums">
                  {formatUsd(line.price)} × {line.productNum}
                </p>
              </div>
            </li>
          ))}
        </ul>
        <div className="flex flex-row flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3 md:flex-col md:items-end md:justify-center md:border-t-0 md:border-l md:pt-0 md:pl-6">
          <p className="text-right">
            <span className="block text-xs text-slate-500">{t('order.total')}</span>
            <span className="text-lg font-bold text-slate-900 tabular-nums">{formatUsd(order.payableAmunt)}</span>
          </p>
          <div className="flex gap-2">
            {pay ? (
              <ButtonLink to={pay} size="sm" data-testid="order-pay">
                {t('order.pay.button')}
              </ButtonLink>
            ) : null}
            <ButtonLink to={paths.saleOrderDetail(order.orderNo)} size="sm" variant="secondary">
              {t('order.detailLink')}
            </ButtonLink>
          </div>
        </div>
      </div>
    </article>
  );
}
