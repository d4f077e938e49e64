import type { OrderLine } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../../components/format.tsx';
import { cn } from '../../../lib/cn.ts';

/**
 * A line's product name: the name the product page, the cart and the order confirm show (the order
 * keeps it as ordered), so a buyer meets one name for one machine; class and category only when an
 * old order has no name.
 */
export function lineName(line: Pick<OrderLine, 'productName' | 'productClass' | 'categoryName'>): string {
  return line.productName || [line.productClass, line.categoryName].filter(Boolean).join(' ');
}

/** A line's product picture, whole on a pale tile; `className` gives its size. */
export function LineImage({ src, className }: { src: string; className: string }) {
  return (
    <img
      src={src}
      alt=""
      className={cn('shrink-0 rounded-lg border border-slate-100 bg-slate-50 object-contain', className)}
    />
  );
}

/** A line's name, then its send cycle in brackets where it has one. */
export function LineTitle({
  line,
}: {
  line: Pick<OrderLine, 'productName' | 'productClass' | 'categoryName' | 'sendCycleName'>;
}) {
  return (
    <>
      {lineName(line)}
      {line.sendCycleName ? <span className="font-normal text-slate-500"> ({line.sendCycleName})</span> : null}
    </>
  );
}

/**
 * Order lines (docs/domain.md S2, Order detail): name, send cycle in brackets, quantity, shipped and
 * unshipped (never below 0), and the line amount.
 */
export function OrderLines({ lines, showShipping = false }: { lines: OrderLine[]; showShipping?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-slate-100">
      {lines.map((line) => (
        <li key={line.id} className="flex gap-4 py-3 first:pt-0 last:pb-0" data-testid="order-line">
          <LineImage src={line.mainImage} className="size-16" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900">
              <LineTitle line={line} />
            </p>
            <p className="mt-0.5 text-xs text-slate-500">{line.productName}</p>
            <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 tabular-nums">
              <span>
                {formatUsd(line.price)} × {line.productNum}
              </span>
              {showShipping ? (
                <>
                  <span>{t('order.line.shipped', { count: line.sendProductNum })}</span>
                  <span>
                    {t('order.line.unshipped', { count: Math.max(0, line.productNum - line.sendProductNum) })}
                  </span>
                </>
              ) : null}
            </p>
          </div>
          <p className="shrink-0 text-sm font-semibold text-slate-900 tabular-nums">{formatUsd(line.payableAmunt)}</p>
        </li>
      ))}
    </ul>
  );
}
