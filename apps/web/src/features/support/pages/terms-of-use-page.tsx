import { ConfigType } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { PolicyView } from '../components/policy-view.tsx';

/** The Terms of use (`config/getTypes` type 3), linked from the footer and the sign-up form. */
export default function TermsOfUsePage() {
  const { t } = useTranslation();
  return <PolicyView type={ConfigType.termsOfUse} title={t('titles.TermsOfUse')} />;
}
