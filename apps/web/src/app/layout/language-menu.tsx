import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { paths } from '../../lib/paths.ts';
import { type MenuHandoff, menuTriggerClass, useMenuHandoff } from './deferred-menu.tsx';
import { useLanguageSites } from './language-sites.ts';
import { LanguageTrigger } from './menu-triggers.tsx';

/** En is this site; the others link to their separate site versions (docs/domain.md S1). */
export function LanguageMenu(handoff: MenuHandoff) {
  const { t } = useTranslation();
  const button = useMenuHandoff(handoff);
  const languages = useLanguageSites();
  return (
    <Menu as="div" className="relative">
      <MenuButton ref={button} className={menuTriggerClass} aria-label={t('nav.language')}>
        <LanguageTrigger />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 w-44 rounded-lg border border-slate-200 bg-white py-1 shadow-xl [--anchor-gap:8px] focus:outline-none"
      >
        {languages.map((lang) => (
          <MenuItem key={lang.code}>
            <a
              href={lang.url ?? paths.home}
              hrefLang={lang.code}
              lang={lang.code}
              aria-current={lang.url === null ? 'true' : undefined}
              className={cn(
                'flex items-center justify-between px-4 py-2 text-sm data-focus:bg-slate-100',
                lang.url === null ? 'font-semibold text-brand-700' : 'text-slate-700',
              )}
            >
              <span>{lang.native}</span>
              <span className="text-xs text-slate-500">{lang.label}</span>
            </a>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
