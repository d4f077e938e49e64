import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

/** After the form checks out: does the buyer agree to pay for a repair the warranty does not cover? */
export function RepairCostDialog({
  open,
  onClose,
  onChoose,
  pending,
}: {
  open: boolean;
  onClose: () => void;
  onChoose: (payIntention: '1' | '0') => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('afterSale.apply.costTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onChoose('0')} disabled={pending}>
            {t('afterSale.apply.disagree')}
          </Button>
          <Button onClick={() => onChoose('1')} loading={pending}>
            {t('afterSale.apply.agree')}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-slate-700">
        <p>{t('afterSale.apply.costText')}</p>
        <p className="font-semibold text-slate-900">{t('afterSale.apply.costQuestion')}</p>
      </div>
    </Dialog>
  );
}
