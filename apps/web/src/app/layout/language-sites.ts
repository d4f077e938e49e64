import { LANGUAGE_NAMES, type OtherLanguage } from '@hashforge/contract/brand-rules';
import { useBrand } from '../../lib/brand.ts';

/** A language site as the menus list it: `url` null for this one (En). */
export interface LanguageSite {
  code: 'en' | OtherLanguage;
  label: string;
  native: string;
  url: string | null;
}

/**
 * This site (En) and the vendor's other language sites (docs/domain.md S1), whose addresses the owner
 * sets with the brand. A language without an address is not listed, so no menu points at a placeholder.
 */
export function useLanguageSites(): LanguageSite[] {
  const others = useBrand()?.languageSites ?? [];
  return [
    { code: 'en', ...LANGUAGE_NAMES.en, url: null },
    ...others.map((site) => ({ code: site.code, ...LANGUAGE_NAMES[site.code], url: site.url })),
  ];
}
