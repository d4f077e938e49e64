import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { ArticleView } from '../components/article-view.tsx';

export default function NewsDetailPage() {
  const { t } = useTranslation();
  return <ArticleView listLabel={t('news.tabs.news')} listPath={paths.news} />;
}
