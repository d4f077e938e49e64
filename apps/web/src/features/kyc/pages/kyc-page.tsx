import { useTranslation } from 'react-i18next';
import { Page, PageTitle } from '../../../components/page.tsx';

// Placeholder so the route table compiles; the kyc owner replaces it.
export default function KycPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <PageTitle>{t('titles.accountKYCIndex')}</PageTitle>
      <p className="text-slate-500">{t('common.comingSoon')}</p>
    </Page>
  );
}
