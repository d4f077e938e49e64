/**
 * What a vendor changes without touching pages: the language sites, the footer's partners and
 * social links, and the support contacts (docs/domain.md S1). Links open the vendor's own accounts;
 * nothing here is loaded from a third party at run time.
 */
export interface LanguageSite {
  code: 'en' | 'zh' | 'fr' | 'es' | 'ar';
  label: string;
  /** Native name shown in the menu. */
  native: string;
  /** Absolute URL of that site version; `null` for this site. */
  url: string | null;
}

export interface SocialLink {
  name: 'Telegram' | 'X' | 'YouTube' | 'Facebook' | 'LinkedIn' | 'Discord';
  url: string;
}

export interface Partner {
  name: string;
  region: string;
  url: string;
}

/**
 * This site (En) and the vendor's other language sites, whose addresses come from the storefront
 * build's environment (`VITE_SITE_URL_ZH`, `_FR`, `_ES`, `_AR`). A site without an address is not
 * listed, so no menu points at a placeholder domain.
 */
function languageSites(): LanguageSite[] {
  const env = import.meta.env;
  const others: LanguageSite[] = [
    { code: 'zh', label: 'Zh', native: '中文', url: env.VITE_SITE_URL_ZH?.trim() || null },
    { code: 'fr', label: 'Fr', native: 'Français', url: env.VITE_SITE_URL_FR?.trim() || null },
    { code: 'es', label: 'Es', native: 'Español', url: env.VITE_SITE_URL_ES?.trim() || null },
    { code: 'ar', label: 'Ar', native: 'العربية', url: env.VITE_SITE_URL_AR?.trim() || null },
  ];
  return [{ code: 'en', label: 'En', native: 'English', url: null }, ...others.filter((s) => s.url !== null)];
}

export const siteConfig = {
  languages: languageSites(),
  partners: [
    { name: 'NordHash Distribution', region: 'Northern Europe', url: 'https://nordhash.example' },
    { name: 'Andes Mining Supply', region: 'Latin America', url: 'https://andesmining.example' },
    { name: 'Gulf Compute Trading', region: 'Middle East', url: 'https://gulfcompute.example' },
    { name: 'Prairie Hashworks', region: 'North America', url: 'https://prairiehash.example' },
  ] satisfies Partner[],
  social: [
    { name: 'Telegram', url: 'https://t.me/hashforge_official' },
    { name: 'X', url: 'https://x.com/hashforge' },
    { name: 'YouTube', url: 'https://www.youtube.com/@hashforge' },
    { name: 'Facebook', url: 'https://www.facebook.com/hashforge' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/hashforge' },
  ] satisfies SocialLink[],
  contacts: {
    hotline: '+1 (415) 555-0139',
    hotlineHours: 'Mon–Fri 09:00–18:00 UTC',
    email: 'support@hashforge.example',
    messaging: [
      { name: 'Telegram', handle: '@hashforge_support', url: 'https://t.me/hashforge_support' },
      { name: 'WhatsApp', handle: '+1 415 555 0139', url: 'https://wa.me/14155550139' },
    ],
  },
} as const;
