import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { Page, PageTitle } from '../../../components/page.tsx';
import { useShopName } from '../../../lib/brand.ts';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';

const tabs = [
  { to: paths.news, key: 'news' },
  { to: paths.notice, key: 'notice' },
  { to: paths.voice, key: 'voice' },
  { to: paths.activity, key: 'activity' },
] as const;

/** The one layout of the four news tabs: news, notices, videos and the activity calendar. */
export function NewsLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const shopName = useShopName();
  return (
    <Page>
      <PageTitle sub={t('news.intro', { brand: shopName })}>{t('nav.news')}</PageTitle>
      <nav
        aria-label={t('news.sectionLabel')}
        className="-mx-1 mb-8 flex gap-1 overflow-x-auto border-b border-slate-200 px-1"
      >
        {tabs.map((tab) => (
          <NavLink
            key={tab.key}
            to={tab.to}
            className={({ isActive }) =>
              cn(
                '-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors',
                isActive
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-800',
              )
            }
          >
            {t(`news.tabs.${tab.key}`)}
          </NavLink>
        ))}
      </nav>
      {children}
    </Page>
  );
}
