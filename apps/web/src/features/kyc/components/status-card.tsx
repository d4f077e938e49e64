import { KycStatus } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { IdentityShieldIcon } from '../../../components/icons.tsx';
import { Card } from '../../../components/page.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { kycStatusRow } from '../../../lib/kyc-status.ts';
import { paths } from '../../../lib/paths.ts';

/** What the KYC page shows once the verification is submitted or approved, instead of the form. */
export function StatusCard({ status }: { status: number }) {
  const { t } = useTranslation();
  const approved = status === KycStatus.approved;
  return (
    <Card>
      <div className="flex flex-col items-center gap-3 py-8 text-center" data-testid="kyc-status">
        <span
          className={cn(
            'flex size-14 items-center justify-center rounded-full',
            approved ? 'bg-emerald-50 text-emerald-600' : 'bg-brand-50 text-brand-600',
          )}
        >
          <IdentityShieldIcon className="size-7" />
        </span>
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase" data-testid="kyc-status-label">
          {t(kycStatusRow(status).label)}
        </p>
        <h2 className="text-lg font-semibold text-slate-900">
          {approved ? t('kyc.approvedTitle') : t('kyc.submittedTitle')}
        </h2>
        <p className="max-w-md text-sm text-slate-600">{approved ? t('kyc.approvedText') : t('kyc.submittedText')}</p>
        <div className="mt-2 flex gap-2">
          <ButtonLink to={paths.shopCart}>{t('kyc.toCart')}</ButtonLink>
          <ButtonLink to={paths.account} variant="secondary">
            {t('titles.Account')}
          </ButtonLink>
        </div>
      </div>
    </Card>
  );
}
