import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';

/**
 * The copy button beside a payment detail the buyer types into a bank or wallet (an account number,
 * the USDT address, the amount): copies it, and a toast says whether that worked.
 */
export function CopyValue({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="rounded px-1.5 py-0.5 text-xs font-medium text-brand-700 hover:bg-brand-50"
      aria-label={t('order.pay.copy', { what: label })}
      onClick={() =>
        navigator.clipboard.writeText(value).then(
          () => toast.success(t('order.pay.copied')),
          () => toast.error(t('order.pay.copyFailed')),
        )
      }
    >
      {t('order.pay.copyShort')}
    </button>
  );
}
