import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';

const STEPS = ['cart', 'orderInfo', 'pay', 'submit'] as const;

/**
 * The 4-step indicator of the purchase flow (docs/domain.md S2, Cart): cart, order info, pay,
 * submit. Shown on the cart, the order confirm and the payment pages.
 */
export function CheckoutSteps({ current }: { current: 0 | 1 | 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <ol className="mb-6 grid grid-cols-4 gap-1 sm:gap-2" aria-label={t('checkout.stepsLabel')}>
      {STEPS.map((step, i) => {
        const done = i < current;
        const active = i === current;
        return (
          <li
            key={step}
            aria-current={active ? 'step' : undefined}
            className="flex flex-col items-center gap-1.5 text-center sm:flex-row sm:gap-2 sm:text-left"
          >
            <span
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold tabular-nums ring-2',
                done && 'bg-brand-600 text-white ring-brand-600',
                active && 'bg-white text-brand-700 ring-brand-600',
                !done && !active && 'bg-white text-slate-500 ring-slate-200',
              )}
            >
              {done ? '✓' : i + 1}
            </span>
            <span
              className={cn(
                'text-[11px] leading-tight font-medium sm:text-sm',
                active ? 'text-slate-900' : done ? 'text-slate-700' : 'text-slate-500',
              )}
            >
              {t(`checkout.steps.${step}`)}
            </span>
            {i < STEPS.length - 1 ? (
              <span
                aria-hidden="true"
                className={cn('hidden h-0.5 flex-1 rounded sm:block', done ? 'bg-brand-500' : 'bg-slate-200')}
              />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
