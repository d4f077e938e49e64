import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldIcon, TruckIcon, WrenchIcon } from '../../../components/icons.tsx';
import { useShopName } from '../../../lib/brand.ts';

/** The vendor's accent, as the style sheet has it (a brand sets it in index.html). */
const accent = { stopColor: 'var(--color-brand-500)' };

/** A stylised ASIC miner: a chassis with two fans, drawn here so nothing is hot-linked; lit in the vendor's accent. */
function MinerArt() {
  return (
    <svg viewBox="0 0 320 170" className="w-full max-w-sm" aria-hidden="true">
      <defs>
        <linearGradient id="chassis" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#334155" />
          <stop offset="1" stopColor="#1e293b" />
        </linearGradient>
        <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" style={accent} stopOpacity="0.45" />
          <stop offset="1" style={accent} stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx="160" cy="150" rx="150" ry="16" fill="url(#glow)" />
      <rect x="20" y="20" width="280" height="120" rx="10" fill="url(#chassis)" stroke="#475569" strokeWidth="2" />
      {[70, 250].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="80" r="42" fill="#0f172a" stroke="#64748b" strokeWidth="2" />
          <circle cx={cx} cy="80" r="9" style={{ fill: 'var(--color-brand-500)' }} />
          {[0, 60, 120, 180, 240, 300].map((a) => (
            <path
              key={a}
              d={`M${cx} 80 q 14 -12 30 -6 q -10 12 -30 6Z`}
              fill="#475569"
              transform={`rotate(${a} ${cx} 80)`}
            />
          ))}
        </g>
      ))}
      {[0, 1, 2, 3, 4, 5, 6].map((i) => (
        <rect key={i} x="128" y={40 + i * 11} width="64" height="4" rx="2" fill="#475569" />
      ))}
      <circle cx="138" cy="124" r="3" fill="#22c55e" />
      <circle cx="150" cy="124" r="3" style={{ fill: 'var(--color-brand-500)' }} />
      <text x="166" y="127" fontSize="9" fill="#94a3b8" fontFamily="sans-serif">
        HF-S21 · 200 TH/s
      </text>
    </svg>
  );
}

/** The frame of the sign-in, sign-up and reset pages: the form on white, the brand panel beside it. */
export function AuthShell({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const shopName = useShopName();
  const perks = [
    { icon: ShieldIcon, text: t('auth.perks.genuine') },
    { icon: TruckIcon, text: t('auth.perks.shipping') },
    { icon: WrenchIcon, text: t('auth.perks.repair') },
  ];
  return (
    <div className="bg-slate-50 px-4 py-8 sm:px-6 sm:py-12 lg:py-16">
      <div className="mx-auto grid max-w-5xl overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:grid-cols-[1fr_1.1fr]">
        <aside className="relative hidden flex-col justify-between gap-10 overflow-hidden bg-ink-900 p-10 text-white lg:flex">
          <div className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand-600/20 blur-3xl" />
          <div className="relative">
            <p className="text-sm font-semibold tracking-wider text-brand-400 uppercase">{shopName}</p>
            <h2 className="mt-3 text-2xl leading-snug font-bold">{t('auth.perks.title', { brand: shopName })}</h2>
            <ul className="mt-6 space-y-4">
              {perks.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-3 text-sm text-slate-300">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/5 text-brand-400 ring-1 ring-white/10">
                    <Icon className="size-5" />
                  </span>
                  {text}
                </li>
              ))}
            </ul>
          </div>
          <div className="relative flex justify-center">
            <MinerArt />
          </div>
        </aside>
        <div className="px-5 py-8 sm:px-10 sm:py-12">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {subtitle ? <p className="mt-2 text-sm text-slate-500">{subtitle}</p> : null}
          <div className="mt-8">{children}</div>
        </div>
      </div>
    </div>
  );
}
