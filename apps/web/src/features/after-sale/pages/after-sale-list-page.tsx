import { AFTER_SALE_PAGE_SIZE } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { DateTime } from '../../../components/format.tsx';
import { PageTitle } from '../../../components/page.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { useAfterSalePager } from '../api/get-after-sale-pager.ts';
import { StatusBadge } from '../components/status-badge.tsx';

/** `/my/after-sale-list`: the buyer's requests, 10 per page, with a label for every status. */
export default function AfterSaleListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const pager = useAfterSalePager(page);
  const list = pager.data?.list ?? [];
  const total = pager.data?.total ?? 0;

  const applyButton = (
    <ButtonLink to={paths.afterSaleApply} size="sm">
      {t('afterSale.list.apply')}
    </ButtonLink>
  );

  return (
    <div>
      <PageTitle actions={applyButton}>{t('afterSale.list.title')}</PageTitle>
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
        {pager.isPending ? (
          <div className="flex justify-center py-14">
            <Spinner label={t('common.loading')} />
          </div>
        ) : total === 0 ? (
          <EmptyState text={t('afterSale.list.empty')} action={applyButton} />
        ) : (
          <>
            {/* Wide screens: the table of the spec. */}
            <table className="hidden w-full text-sm md:table">
              <thead className="border-b border-slate-200 bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
                <tr>
                  <th className="px-4 py-3">{t('afterSale.list.id')}</th>
                  <th className="px-4 py-3">{t('afterSale.list.describes')}</th>
                  <th className="px-4 py-3">{t('afterSale.list.status')}</th>
                  <th className="px-4 py-3">{t('afterSale.list.createTime')}</th>
                  <th className="px-4 py-3 text-right">{t('afterSale.list.action')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {list.map((row) => (
                  <tr key={row.id} className="hover:bg-slate-50/60" data-testid="after-sale-row">
                    <td className="px-4 py-3 font-mono text-slate-700">#{row.id}</td>
                    <td className="max-w-md px-4 py-3">
                      <p className="truncate text-slate-900" title={row.describes}>
                        {row.describes}
                      </p>
                      <p className="truncate font-mono text-xs text-slate-500">{row.machineCodeList.join(', ')}</p>
                    </td>
                    <td className="px-4 py-3">
                      <StatusBadge status={row.status} />
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                      <DateTime iso={row.createTime} />
                    </td>
                    <td className="px-4 py-3 text-right">
                      <Link
                        to={paths.afterSaleDetail(row.id)}
                        className="font-semibold text-brand-700 hover:text-brand-600 hover:underline"
                      >
                        {t('afterSale.list.detail')}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {/* Phones: one card per request. */}
            <ul className="divide-y divide-slate-100 md:hidden">
              {list.map((row) => (
                <li key={row.id} data-testid="after-sale-card">
                  <Link to={paths.afterSaleDetail(row.id)} className="block space-y-2 px-4 py-4 active:bg-slate-50">
                    <div className="flex items-center justify-between gap-3">
                      <span className="font-mono text-sm text-slate-700">#{row.id}</span>
                      <StatusBadge status={row.status} />
                    </div>
                    <p className="line-clamp-2 text-sm text-slate-900">{row.describes}</p>
                    <div className="flex items-center justify-between gap-3 text-xs text-slate-500">
                      <span className="truncate font-mono">{row.machineCodeList.join(', ')}</span>
                      <span className="shrink-0">
                        <DateTime iso={row.createTime} />
                      </span>
                    </div>
                    <span className="inline-block text-sm font-semibold text-brand-700">
                      {t('afterSale.list.detail')} ›
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <Pagination
        className="mt-6"
        page={page}
        pageSize={AFTER_SALE_PAGE_SIZE}
        total={total}
        onChange={(p) => setParams(p === 1 ? {} : { page: String(p) })}
      />
    </div>
  );
}
