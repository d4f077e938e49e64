import { availabilityOf, msg, type Product, quantityBounds } from '@hashforge/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { formatUsd } from '../../../components/format.tsx';
import { BoltIcon, ChipIcon, GaugeIcon } from '../../../components/icons.tsx';
import { Page } from '../../../components/page.tsx';
import { Breadcrumb } from '../../../components/ui/breadcrumb.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { Stepper } from '../../../components/ui/stepper.tsx';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCartActions } from '../../cart/api/use-cart-actions.tsx';
import { useProduct } from '../api/get-product.ts';
import { ImageGallery } from '../components/image-gallery.tsx';
import { StockBadge } from '../components/product-card.tsx';
import { SendCycleOptions } from '../components/send-cycle-options.tsx';

// The description sits below the images and the buttons: its sanitiser (DOMPurify) loads after them.
const SafeHtml = lazy(() => import('../../../components/safe-html.tsx').then((m) => ({ default: m.SafeHtml })));

function bulkOrderLink(productId: number): string {
  return `${paths.bulkOrder}?productId=${productId}`;
}

function PurchasePanel({ product }: { product: Product }) {
  const { t } = useTranslation();
  const cycles = product.productSendCycleModels;
  const [cycleId, setCycleId] = useState<number | null>(cycles[0]?.id ?? null);
  const bounds = quantityBounds(product);
  const [quantity, setQuantity] = useState(bounds.min);
  const cart = useCartActions();
  const cycle = cycles.find((c) => c.id === cycleId) ?? cycles[0];
  const availability = availabilityOf(product.shelvesStatus, cycle);
  const line = cycle ? { productId: product.id, productSendCycleId: cycle.id, productNum: quantity } : null;
  const category = product.productCategoryModel;

  return (
    <div className="flex flex-col gap-5">
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {category.cryptoAlgorithm}
          </span>
          <StockBadge card={{ shelvesStatus: product.shelvesStatus, inStock: availability === 'buy' }} />
        </div>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{product.name}</h1>
        <p className="mt-1 text-slate-500">{category.aliasName}</p>
      </div>

      <ul className="grid grid-cols-3 gap-2 text-sm">
        {[
          { icon: GaugeIcon, label: t('product.hashrate'), value: category.hashrate },
          { icon: BoltIcon, label: t('product.power'), value: category.powerConsumption },
          { icon: ChipIcon, label: t('product.efficiency'), value: category.powerEfficiency },
        ].map(({ icon: Icon, label, value }) => (
          <li key={label} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
            <span className="flex items-center gap-1 text-xs text-slate-500">
              <Icon className="size-3.5" />
              {label}
            </span>
            <span className="mt-0.5 block font-semibold text-slate-900">{value}</span>
          </li>
        ))}
      </ul>

      {cycles.length > 0 ? (
        <SendCycleOptions
          cycles={cycles}
          value={cycle?.id ?? null}
          onChange={setCycleId}
          shelvesStatus={product.shelvesStatus}
        />
      ) : null}

      <div className="flex flex-wrap items-end justify-between gap-4 border-t border-slate-100 pt-5">
        <div>
          <p className="text-sm text-slate-500">{t('product.price')}</p>
          <p className="text-3xl font-bold text-slate-900 tabular-nums" data-testid="product-price">
            {cycle ? formatUsd(cycle.price) : '–'}
          </p>
        </div>
        {availability === 'buy' ? (
          <div className="text-right">
            <p className="mb-1 text-sm text-slate-500">{t('product.quantity')}</p>
            <Stepper
              value={quantity}
              onChange={setQuantity}
              min={bounds.min}
              max={bounds.max}
              onBound={(which, limit) =>
                toast.warning(which === 'max' ? msg.maxPurchase(limit) : msg.minPurchase(limit))
              }
              label={t('product.quantity')}
            />
            <p className="mt-1 text-xs text-slate-500">{t('product.limits', bounds)}</p>
          </div>
        ) : null}
      </div>

      <div className="flex flex-col gap-3 sm:flex-row" data-testid="availability" data-availability={availability}>
        {availability === 'buy' && line ? (
          <>
            <Button
              size="lg"
              variant="secondary"
              className="w-full sm:w-auto sm:flex-1"
              loading={cart.pending}
              onClick={() => cart.addToCart(line)}
            >
              {t('product.addToCart')}
            </Button>
            <Button
              size="lg"
              className="w-full sm:w-auto sm:flex-1"
              disabled={cart.pending}
              onClick={() => cart.buyNow(line)}
            >
              {t('product.buyNow')}
            </Button>
          </>
        ) : null}
        {availability === 'bulkAndOutOfStock' || availability === 'bulkOnly' ? (
          <ButtonLink to={bulkOrderLink(product.id)} size="lg" variant="dark" className="w-full sm:w-auto sm:flex-1">
            {t('product.bulkOrder')}
          </ButtonLink>
        ) : null}
        {availability === 'bulkAndOutOfStock' || availability === 'outOfStock' ? (
          <Button size="lg" variant="secondary" className="w-full sm:w-auto sm:flex-1" disabled>
            {t('product.outOfStock')}
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-slate-500">
        {availability === 'bulkOnly'
          ? t('product.bulkHint')
          : availability === 'bulkAndOutOfStock'
            ? t('product.soldOutHint')
            : availability === 'outOfStock'
              ? product.shelvesStatus === 0
                ? t('product.offHint')
                : t('product.pausedHint')
              : t('product.secure')}
      </p>
      {cart.dialogs}
    </div>
  );
}

export default function ProductDetailPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const { data: product, isPending, isError } = useProduct(code);
  usePageTitle(product?.name);

  if (isPending) return <PageSpinner fill />;
  if (isError || !product) {
    return (
      <Page>
        <EmptyState
          text={t('product.notFound')}
          action={
            <ButtonLink to={paths.productList} variant="secondary">
              {t('product.backToList')}
            </ButtonLink>
          }
        />
      </Page>
    );
  }
  const images = product.subImageList.length > 0 ? product.subImageList.map((i) => i.fileUrl) : [product.mainImage];
  return (
    <Page>
      <Breadcrumb
        items={[
          { label: t('common.home'), to: paths.home },
          { label: t('titles.ProductList'), to: paths.productList },
          { label: product.name },
        ]}
      />
      {/* Keyed by code: another product starts with its own first send cycle and minimum quantity. */}
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12" key={product.productCode}>
        <ImageGallery images={images} name={product.name} />
        <PurchasePanel product={product} />
      </div>
      <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,1fr)_380px]">
        <section aria-labelledby="description">
          <h2 id="description" className="mb-3 border-b border-slate-200 pb-2 text-xl font-bold text-slate-900">
            {t('product.description')}
          </h2>
          <Suspense fallback={null}>
            <SafeHtml html={product.productDetail} className="text-slate-700" />
          </Suspense>
        </section>
        <section aria-labelledby="specifications">
          <h2 id="specifications" className="mb-3 border-b border-slate-200 pb-2 text-xl font-bold text-slate-900">
            {t('product.specifications')}
          </h2>
          <table className="w-full overflow-hidden rounded-lg text-sm" data-testid="attribute-table">
            <tbody>
              {product.attributeList.map((a) => (
                <tr key={`${a.name}-${a.value}`} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="w-2/5 bg-slate-50 px-3 py-2 text-left font-medium text-slate-600">
                    {a.name}
                  </th>
                  <td className="px-3 py-2 text-slate-900">{a.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </Page>
  );
}
