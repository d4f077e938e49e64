import { useTranslation } from 'react-i18next';
import { Page, PageTitle } from '../../../components/page.tsx';

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <PageTitle>{t('titles.LoginIndex')}</PageTitle>
      <p className="text-slate-500">{t('common.comingSoon')}</p>
    </Page>
  );
}
