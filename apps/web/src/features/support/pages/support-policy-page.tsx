import { ConfigType } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { PolicyView } from '../components/policy-view.tsx';

export default function SupportPolicyPage() {
  const { t } = useTranslation();
  return <PolicyView type={ConfigType.supportPolicy} title={t('titles.SupportPolicy')} />;
}
