import { useTranslation } from 'react-i18next';
import { SafeHtml } from './safe-html.tsx';
import { Button } from './ui/button.tsx';
import { Dialog } from './ui/dialog.tsx';
import { Spinner } from './ui/spinner.tsx';

export interface PolicyDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The policy page's HTML as the support feature's `useConfigPage(type, open)` answers it. */
  page: { isPending: boolean; data?: string | null };
  /** The confirm button's text; it accepts the policy (the caller ticks its box) and closes. */
  agreeLabel: string;
  onAgree: () => void;
}

/**
 * A policy page (the repair guide beside the after-sale form, the order policy at checkout) in a
 * dialog, read before ticking the box that accepts it.
 */
export function PolicyDialog({ open, onClose, title, page, agreeLabel, onAgree }: PolicyDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      width={760}
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
            {agreeLabel}
          </Button>
        </>
      }
    >
      {page.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('common.loading')} />
        </div>
      ) : page.data ? (
        <SafeHtml html={page.data} className="text-sm text-slate-700" />
      ) : (
        <p className="text-sm text-slate-500">{t('common.noData')}</p>
      )}
    </Dialog>
  );
}
