import { productListPageQuery } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { Page, PageTitle } from '../../../components/page.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useProductList } from '../api/get-product-list.ts';
import { ProductCard } from '../components/product-card.tsx';

export default function ProductListPage() {
  const { t } = useTranslation();
  const { data, isPending } = useProductList(productListPageQuery.page, productListPageQuery.limit);
  return (
    <div className="bg-slate-50">
      <Page>
        <PageTitle sub={t('product.listIntro')}>{t('titles.ProductList')}</PageTitle>
        {isPending ? (
          <div className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
            {Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <div key={i} className="aspect-[3/5] animate-pulse rounded-xl bg-slate-200" aria-hidden="true" />
            ))}
          </div>
        ) : data && data.list.length > 0 ? (
          <div className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
            {data.list.map((p, i) => (
              <ProductCard key={p.id} card={p} priority={i < 4} />
            ))}
          </div>
        ) : (
          <EmptyState />
        )}
      </Page>
    </div>
  );
}
