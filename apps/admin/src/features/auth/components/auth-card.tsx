import type { ReactNode } from 'react';
import { ShopMark } from '../../../components/shop-mark.tsx';

/** The frame of the screens before the shell: login, first password, authenticator setup. */
export function AuthCard({
  title,
  description,
  children,
  wide,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <main className="flex min-h-dvh items-start justify-center bg-slate-100 px-4 pt-[12vh]">
      <div className={wide ? 'w-full max-w-xl' : 'w-full max-w-sm'}>
        <p
          className="mb-6 flex h-7 justify-center text-lg font-semibold tracking-tight text-ink-900"
          data-testid="auth-brand"
        >
          <ShopMark tone="light" />
        </p>
        <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
          {description && <div className="mt-1 text-sm text-slate-500">{description}</div>}
          <div className="mt-5">{children}</div>
        </div>
      </div>
    </main>
  );
}
