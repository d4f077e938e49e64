import { newsPageQuery } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DateTime } from '../../../components/format.tsx';
import { NewsCover } from '../../../components/news-cover.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { paths } from '../../../lib/paths.ts';
import { usePageParam } from '../../../lib/use-page-param.ts';
import { useNewsPager } from '../api/get-news-pager.ts';
import { NewsLayout } from '../components/news-layout.tsx';

/** News cards, 6 per page (docs/domain.md S9); the server answers the page's call ahead. */
const PAGE_SIZE = newsPageQuery(1).limit;

export default function NewsPage() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const query = newsPageQuery(page);
  const { data, isPending } = useNewsPager(query.type, query.page, query.limit);
  return (
    <NewsLayout>
      {isPending ? (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: PAGE_SIZE }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <div key={i} className="h-80 animate-pulse rounded-xl bg-slate-100" aria-hidden="true" />
          ))}
        </div>
      ) : !data || data.list.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="news-list">
            {data.list.map((n, i) => (
              <article
                key={n.id}
                className="group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white transition hover:border-brand-300 hover:shadow-md"
              >
                <Link
                  to={paths.newsDetail(n.id)}
                  className="block aspect-video overflow-hidden bg-slate-100"
                  tabIndex={-1}
                  aria-hidden="true"
                >
                  {/* The first row is above the fold (one card on a phone, three on a desktop). */}
                  <NewsCover cover={n.cover} priority={i < 3} />
                </Link>
                <div className="flex flex-1 flex-col p-5">
                  <DateTime iso={n.releaseTime} className="text-xs text-slate-500" />
                  <h2 className="mt-1 text-lg font-semibold text-slate-900">
                    <Link to={paths.newsDetail(n.id)} className="hover:text-brand-700">
                      {n.title}
                    </Link>
                  </h2>
                  <p className="mt-2 line-clamp-3 text-sm text-slate-600">{n.summary}</p>
                  <Link
                    to={paths.newsDetail(n.id)}
                    className="mt-auto pt-4 text-sm font-semibold text-brand-700 hover:text-brand-600"
                    aria-label={`${t('news.learnMore')}: ${n.title}`}
                  >
                    {t('news.learnMore')} →
                  </Link>
                </div>
              </article>
            ))}
          </div>
          <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} className="mt-10" />
        </>
      )}
    </NewsLayout>
  );
}
