import { homePageQueries } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../components/format.tsx';
import { BankIcon, ChevronRightIcon, ShieldIcon, TruckIcon, WrenchIcon } from '../../../components/icons.tsx';
import { NewsCover } from '../../../components/news-cover.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { useNewsPager } from '../../content/api/get-news-pager.ts';
import { useBanners } from '../api/get-banner-list.ts';
import { useProductList } from '../api/get-product-list.ts';
import { BannerCarousel } from '../components/banner-carousel.tsx';
import { NoticeBar } from '../components/notice-bar.tsx';
import { ProductCard } from '../components/product-card.tsx';

function SectionHeading({ title, to, linkText }: { title: string; to: string; linkText: string }) {
  return (
    <div className="mb-5 flex items-end justify-between gap-4">
      <h2 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">{title}</h2>
      <Link
        to={to}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-600"
      >
        {linkText}
        <ChevronRightIcon className="size-4" />
      </Link>
    </div>
  );
}

function Trust() {
  const { t } = useTranslation();
  const items = [
    { icon: ShieldIcon, title: t('home.trust.warranty'), text: t('home.trust.warrantyText') },
    { icon: TruckIcon, title: t('home.trust.shipping'), text: t('home.trust.shippingText') },
    { icon: BankIcon, title: t('home.trust.payment'), text: t('home.trust.paymentText') },
    { icon: WrenchIcon, title: t('home.trust.support'), text: t('home.trust.supportText') },
  ];
  return (
    <div className="border-b border-slate-200 bg-white">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-4 px-4 py-5 sm:px-6 sm:py-6 lg:grid-cols-4 lg:px-8">
        {items.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 sm:size-10">
              <Icon className="size-5" />
            </span>
            <div>
              <p className="text-sm font-semibold text-slate-900">{title}</p>
              <p className="hidden text-sm text-slate-500 sm:block">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  const { banners: bannerQuery, products: productQuery, news: newsQuery } = homePageQueries;
  const banners = useBanners(bannerQuery.type);
  const products = useProductList(productQuery.page, productQuery.limit);
  const news = useNewsPager(newsQuery.type, newsQuery.page, newsQuery.limit);

  return (
    <>
      <NoticeBar />
      {banners.data ? (
        <BannerCarousel banners={banners.data} />
      ) : (
        <div className="aspect-[2/1] w-full animate-pulse bg-ink-800 sm:aspect-[3/1]" aria-hidden="true" />
      )}
      <Trust />
      <div className="bg-slate-50">
        <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
          <SectionHeading title={t('home.featured')} to={paths.productList} linkText={t('home.allProducts')} />
          <div className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
            {products.data
              ? products.data.list
                  .slice(0, productQuery.limit)
                  .map((p, i) => <ProductCard key={p.id} card={p} priority={i < 2} />)
              : Array.from({ length: productQuery.limit }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <div key={i} className="aspect-[3/5] animate-pulse rounded-xl bg-slate-200" aria-hidden="true" />
                ))}
          </div>
        </section>
      </div>
      <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
        <SectionHeading title={t('home.latestNews')} to={paths.news} linkText={t('home.allNews')} />
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {news.data?.list.slice(0, newsQuery.limit).map((n) => (
            <Link
              key={n.id}
              to={paths.newsDetail(n.id)}
              className="group overflow-hidden rounded-xl border border-slate-200 bg-white transition hover:border-brand-300 hover:shadow-md"
              data-testid="home-news"
            >
              <div className="aspect-video overflow-hidden bg-slate-100">
                <NewsCover cover={n.cover} />
              </div>
              <div className="p-4">
                <time dateTime={n.releaseTime} className="text-xs text-slate-500">
                  {formatDateTime(n.releaseTime)}
                </time>
                <h3 className="mt-1 line-clamp-2 font-semibold text-slate-900 group-hover:text-brand-700">{n.title}</h3>
              </div>
            </Link>
          ))}
        </div>
      </section>
      <section className="bg-ink-900">
        <div className="mx-auto flex max-w-7xl flex-col items-start justify-between gap-5 px-4 py-10 sm:px-6 md:flex-row md:items-center lg:px-8">
          <div>
            <h2 className="text-xl font-bold text-white sm:text-2xl">{t('support.links.bulkOrder')}</h2>
            <p className="mt-1 max-w-2xl text-slate-300">{t('bulk.intro')}</p>
          </div>
          <ButtonLink to={paths.bulkOrder} size="lg">
            {t('bulk.submit')}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
