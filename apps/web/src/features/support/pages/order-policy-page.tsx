import { ConfigType } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { PolicyView } from '../components/policy-view.tsx';

export default function OrderPolicyPage() {
  const { t } = useTranslation();
  return <PolicyView type={ConfigType.orderPolicy} title={t('titles.OrderPolicy')} />;
}
