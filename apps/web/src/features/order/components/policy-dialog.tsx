import { ConfigType } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useConfigPage } from '../../support/api/get-config-page.ts';

/** The sales policy (the order policy page's HTML, sanitised) with an agree button. */
export function PolicyDialog({ open, onClose, onAgree }: { open: boolean; onClose: () => void; onAgree: () => void }) {
  const { t } = useTranslation();
  const policy = useConfigPage(ConfigType.orderPolicy, open);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      width={760}
      title={t('order.confirm.policyTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button
            onClick={() => {
              onAgree();
              onClose();
            }}
          >
            {t('order.confirm.agree')}
          </Button>
        </>
      }
    >
      {policy.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : (
        <SafeHtml html={policy.data} className="text-sm" />
      )}
    </Dialog>
  );
}
