import { useTranslation } from 'react-i18next';
import { Page, PageTitle } from '../../../components/page.tsx';

// Placeholder so the route table compiles; the aftersale owner replaces it.
export default function AfterSaleApplyPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <PageTitle>{t('titles.AfterSaleApply')}</PageTitle>
      <p className="text-slate-500">{t('common.comingSoon')}</p>
    </Page>
  );
}
