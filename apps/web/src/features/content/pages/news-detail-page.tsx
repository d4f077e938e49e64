import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { useNews } from '../api/get-news.ts';
import { ArticleView } from '../components/article-view.tsx';

export default function NewsDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { data, isLoading, isError } = useNews(Number(id));
  return (
    <ArticleView
      item={isError ? undefined : data}
      loading={isLoading}
      listLabel={t('news.tabs.news')}
      listPath={paths.news}
    />
  );
}
