import { useTranslation } from 'react-i18next';
import { Page, PageTitle } from '../../../components/page.tsx';

// Placeholder so the route table compiles; the order owner replaces it.
export default function PayPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <PageTitle>{t('titles.Pay')}</PageTitle>
      <p className="text-slate-500">{t('common.comingSoon')}</p>
    </Page>
  );
}
