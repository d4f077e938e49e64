import { useTranslation } from 'react-i18next';
import { paths } from '../lib/paths.ts';
import { IdentityShieldIcon } from './icons.tsx';
import { Button, ButtonLink } from './ui/button.tsx';
import { Dialog } from './ui/dialog.tsx';

/**
 * Checkout needs KYC status 1 or 2 (docs/domain.md S5, "Checkout"): this dialog says so and leads
 * to the KYC page.
 */
export function KycRequiredDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('checkout.kyc.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <ButtonLink to={paths.kyc} onClick={onClose}>
            {t('checkout.kyc.go')}
          </ButtonLink>
        </>
      }
    >
      <div className="flex gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <IdentityShieldIcon className="size-6" />
        </span>
        <div className="space-y-2 text-sm text-slate-600">
          <p className="font-medium text-slate-900">{t('checkout.kyc.hint')}</p>
          <p>{t('checkout.kyc.why')}</p>
        </div>
      </div>
    </Dialog>
  );
}
