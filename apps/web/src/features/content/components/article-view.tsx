import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DateTime } from '../../../components/format.tsx';
import { Page } from '../../../components/page.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { Breadcrumb } from '../../../components/ui/breadcrumb.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useNews } from '../api/get-news.ts';

/**
 * News and notice detail, for the article whose id is in the URL: breadcrumb (home, list, title),
 * title, release time, HTML body. Both are news items; only the list they belong to differs.
 */
export function ArticleView({ listLabel, listPath }: { listLabel: string; listPath: string }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const { data, isLoading, isError } = useNews(Number(id));
  const item = isError ? undefined : data;
  usePageTitle(item?.title);
  if (isLoading) return <PageSpinner />;
  if (!item) {
    return (
      <Page narrow>
        <EmptyState
          action={
            <ButtonLink to={listPath} variant="secondary">
              {listLabel}
            </ButtonLink>
          }
        />
      </Page>
    );
  }
  return (
    <Page narrow>
      <Breadcrumb
        items={[{ label: t('common.home'), to: paths.home }, { label: listLabel, to: listPath }, { label: item.title }]}
      />
      <article className="mt-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{item.title}</h1>
        <p className="mt-2 text-sm text-slate-500">
          {t('news.released')} <DateTime iso={item.releaseTime} />
        </p>
        {item.cover ? (
          <img
            src={item.cover}
            alt=""
            width={1200}
            height={675}
            className="mt-6 aspect-video w-full rounded-xl object-cover"
          />
        ) : null}
        <SafeHtml html={item.content} className="mt-6 text-slate-700" />
      </article>
    </Page>
  );
}
