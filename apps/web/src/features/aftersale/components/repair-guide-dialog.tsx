import { ConfigType } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useConfigPage } from '../../support/api/get-config-page.ts';

/** The repair guide page (config type 1) in a dialog, read before ticking the policy box. */
export function RepairGuideDialog({
  open,
  onClose,
  onAccept,
}: {
  open: boolean;
  onClose: () => void;
  onAccept: () => void;
}) {
  const { t } = useTranslation();
  const guide = useConfigPage(ConfigType.repairGuide, open);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('afterSale.apply.guideTitle')}
      width={760}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button
            onClick={() => {
              onAccept();
              onClose();
            }}
          >
            {t('common.confirm')}
          </Button>
        </>
      }
    >
      {guide.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : guide.data ? (
        <SafeHtml html={guide.data} className="text-sm text-slate-700" />
      ) : (
        <p className="text-sm text-slate-500">{t('common.noData')}</p>
      )}
    </Dialog>
  );
}
