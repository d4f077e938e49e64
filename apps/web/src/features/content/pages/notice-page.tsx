import { NewsType } from '@hashforge/contract';
import { Link } from 'react-router-dom';
import { DateTime } from '../../../components/format.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { usePageParam } from '../../../lib/use-page-param.ts';
import { useNewsPager } from '../api/get-news-pager.ts';
import { NewsLayout } from '../components/news-layout.tsx';

/** Notices, 6 per page; nothing to show says `temporarily no data` (docs/domain.md S2). */
const PAGE_SIZE = 6;

export default function NoticePage() {
  const [page, setPage] = usePageParam();
  const { data, isPending } = useNewsPager(NewsType.notice, page, PAGE_SIZE);
  return (
    <NewsLayout>
      {isPending ? (
        <PageSpinner />
      ) : !data || data.list.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <ul
            className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white"
            data-testid="notice-list"
          >
            {data.list.map((n) => (
              <li key={n.id}>
                <Link
                  to={paths.noticeDetail(n.id)}
                  className="group flex flex-col gap-1 p-5 hover:bg-slate-50 sm:flex-row sm:items-start sm:gap-6"
                >
                  <DateTime iso={n.releaseTime} className="shrink-0 text-sm text-slate-500 sm:w-44" />
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900 group-hover:text-brand-700">{n.title}</span>
                    <span className="mt-1 block text-sm text-slate-600">{n.summary}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} className="mt-8" />
        </>
      )}
    </NewsLayout>
  );
}
