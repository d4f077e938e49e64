import { type ProductCard as Card, ShelvesStatus } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatUsd } from '../../../components/format.tsx';
import { BoltIcon, GaugeIcon } from '../../../components/icons.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';

export function StockBadge({ card }: { card: Pick<Card, 'shelvesStatus' | 'inStock'> }) {
  const { t } = useTranslation();
  const [label, tone] =
    card.shelvesStatus === ShelvesStatus.bulkOnly
      ? [t('product.bulkOnly'), 'bg-sky-50 text-sky-700 ring-sky-200']
      : card.shelvesStatus !== ShelvesStatus.onSale
        ? [t('product.offShelf'), 'bg-slate-100 text-slate-600 ring-slate-200']
        : card.inStock
          ? [t('product.inStock'), 'bg-emerald-50 text-emerald-700 ring-emerald-200']
          : [t('product.outOfStock'), 'bg-amber-50 text-amber-700 ring-amber-200'];
  return (
    <span className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1', tone)}>
      {label}
    </span>
  );
}

/** A product card of the list and the home page: image, alias name, hashrate, power, price, buy now. */
export function ProductCard({ card, priority = false }: { card: Card; priority?: boolean }) {
  const { t } = useTranslation();
  const to = paths.productDetail(card.productCode);
  return (
    <article
      className="group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lg"
      data-testid="product-card"
    >
      <Link
        to={to}
        className="relative block aspect-square overflow-hidden bg-slate-100"
        tabIndex={-1}
        aria-hidden="true"
      >
        <img
          src={card.mainImage}
          alt=""
          width={800}
          height={800}
          loading={priority ? 'eager' : 'lazy'}
          className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]"
        />
        <span className="absolute top-3 left-3">
          <StockBadge card={card} />
        </span>
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-3 sm:p-4">
        <div>
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{card.cryptoAlgorithm}</p>
          <h3 className="mt-1 text-base font-bold text-slate-900 sm:text-lg">
            <Link to={to} className="hover:text-brand-700">
              {card.aliasName}
            </Link>
          </h3>
          <p className="truncate text-sm text-slate-500" title={card.name}>
            {card.name}
          </p>
        </div>
        <dl className="grid grid-cols-1 gap-1.5 text-xs sm:grid-cols-2 sm:gap-2 sm:text-sm">
          <div className="flex items-center gap-1.5 rounded-md bg-slate-50 px-2 py-1.5">
            <GaugeIcon className="size-4 shrink-0 text-slate-400" />
            <dt className="sr-only">{t('product.hashrate')}</dt>
            <dd className="truncate font-medium text-slate-800">{card.hashrate}</dd>
          </div>
          <div className="flex items-center gap-1.5 rounded-md bg-slate-50 px-2 py-1.5">
            <BoltIcon className="size-4 shrink-0 text-slate-400" />
            <dt className="sr-only">{t('product.power')}</dt>
            <dd className="truncate font-medium text-slate-800">{card.powerConsumption}</dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-col gap-2 pt-1 sm:flex-row sm:items-end sm:justify-between sm:gap-3">
          <p className="text-sm font-bold text-slate-900 tabular-nums sm:text-base">
            {card.minPrice ? t('product.from', { price: formatUsd(card.minPrice) }) : null}
          </p>
          <Link to={to} className={cn(buttonClasses('primary', 'sm'), 'w-full sm:w-auto')}>
            {t('product.buyNow')}
          </Link>
        </div>
      </div>
    </article>
  );
}
