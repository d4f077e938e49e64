import { msg } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';

/** Clipboard API first; the old selection trick where it is missing (plain http, older browsers). */
async function copyText(text: string): Promise<boolean> {
  if (navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch (error) {
      // Permission refused: fall through to the selection trick before telling the buyer it failed.
      console.warn('clipboard write refused', error);
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  return ok;
}

/** Copies a logistics number; a toast says whether it worked (docs/domain.md S8). */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={async () => {
        if (await copyText(text)) toast.success(msg.copied);
        else toast.error(msg.copyFailed);
      }}
      className="inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-medium text-brand-700 hover:bg-brand-50"
      aria-label={t('afterSale.detail.copyLabel', { what })}
    >
      <svg className="size-3.5" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
        <path d="M7 3a2 2 0 0 0-2 2v1H4a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-1h1a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2H7Zm6 12v1H4V8h1v5a2 2 0 0 0 2 2h6Zm1-2H7V5h7v8Z" />
      </svg>
      {t('afterSale.detail.copy')}
    </button>
  );
}
