import { useTranslation } from 'react-i18next';
import { Page, PageTitle } from '../../../components/page.tsx';

// Placeholder so the route table compiles; the support owner replaces it.
export default function SearchSnPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <PageTitle>{t('titles.SearchSn')}</PageTitle>
      <p className="text-slate-500">{t('common.comingSoon')}</p>
    </Page>
  );
}
