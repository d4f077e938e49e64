import { useTranslation } from 'react-i18next';
import { Page, PageTitle } from '../../../components/page.tsx';

export default function RetrievePasswordPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <PageTitle>{t('titles.RetrievePWDIndex')}</PageTitle>
      <p className="text-slate-500">{t('common.comingSoon')}</p>
    </Page>
  );
}
