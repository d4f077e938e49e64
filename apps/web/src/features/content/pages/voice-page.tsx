import { useTranslation } from 'react-i18next';
import { Page, PageTitle } from '../../../components/page.tsx';

// Placeholder so the route table compiles; the content owner replaces it.
export default function VoicePage() {
  const { t } = useTranslation();
  return (
    <Page>
      <PageTitle>{t('titles.VoiceHome')}</PageTitle>
      <p className="text-slate-500">{t('common.comingSoon')}</p>
    </Page>
  );
}
