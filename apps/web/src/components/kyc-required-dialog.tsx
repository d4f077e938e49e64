import { useTranslation } from 'react-i18next';
import { paths } from '../lib/paths.ts';
import { Button, ButtonLink } from './ui/button.tsx';
import { Dialog } from './ui/dialog.tsx';

/**
 * Checkout needs KYC status 1 or 2 (SPEC.md section 5, "Checkout"): this dialog says so and leads
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
          <svg
            className="size-6"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M12 3 4 6v6c0 4.4 3.4 8.5 8 9.5 4.6-1 8-5.1 8-9.5V6l-8-3Z" strokeLinejoin="round" />
            <path d="m9 12 2 2 4-4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <div className="space-y-2 text-sm text-slate-600">
          <p className="font-medium text-slate-900">{t('checkout.kyc.hint')}</p>
          <p>{t('checkout.kyc.why')}</p>
        </div>
      </div>
    </Dialog>
  );
}
