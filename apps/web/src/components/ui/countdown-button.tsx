import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';

export const CODE_COUNTDOWN_SECONDS = 60;

export interface CountdownButtonProps {
  /**
   * Sends the code. Resolve to start the countdown; resolve `false` (a client-side warning was shown)
   * or reject (the server refused) to leave the button ready.
   */
  onSend: () => Promise<unknown> | unknown;
  seconds?: number;
  label?: string;
  className?: string;
  disabled?: boolean;
}

/** A send-code button that disables itself for a 60-second countdown after a successful send. */
export function CountdownButton({
  onSend,
  seconds = CODE_COUNTDOWN_SECONDS,
  label,
  className,
  disabled,
}: CountdownButtonProps) {
  const { t } = useTranslation();
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const left = until ? Math.max(0, Math.ceil((until - now) / 1000)) : 0;

  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) setUntil(null);
    }, 250);
    return () => clearInterval(timer);
  }, [until]);

  const click = async () => {
    setSending(true);
    try {
      const outcome = await onSend();
      if (outcome !== false) {
        const start = Date.now();
        setNow(start);
        setUntil(start + seconds * 1000);
      }
    } catch (error) {
      // A refusal was already shown by the API client; the button stays ready for another try.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setSending(false);
    }
  };

  const counting = left > 0;
  return (
    <button
      type="button"
      onClick={click}
      disabled={disabled || sending || counting}
      className={cn(
        'inline-flex h-10 shrink-0 items-center justify-center rounded-md border px-3 text-sm font-semibold whitespace-nowrap transition-colors',
        counting || sending
          ? 'border-slate-200 bg-slate-50 text-slate-400'
          : 'border-brand-600 bg-white text-brand-700 hover:bg-brand-50',
        'disabled:cursor-not-allowed',
        className,
      )}
    >
      {counting ? t('common.resendIn', { seconds: left }) : (label ?? t('common.sendCode'))}
    </button>
  );
}
