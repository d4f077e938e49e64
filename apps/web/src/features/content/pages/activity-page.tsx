import { useTranslation } from 'react-i18next';
import { Page, PageTitle } from '../../../components/page.tsx';

// Placeholder so the route table compiles; the content owner replaces it.
export default function ActivityPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <PageTitle>{t('titles.ActivityHome')}</PageTitle>
      <p className="text-slate-500">{t('common.comingSoon')}</p>
    </Page>
  );
}
