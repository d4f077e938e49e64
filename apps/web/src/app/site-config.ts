/**
 * What a vendor changes without touching pages: the language sites, the footer's partners and
 * social links, and the support contacts (SPEC.md section 1). Links open the vendor's own accounts;
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

export const siteConfig = {
  languages: [
    { code: 'en', label: 'En', native: 'English', url: null },
    { code: 'zh', label: 'Zh', native: '中文', url: 'https://zh.hashforge.example' },
    { code: 'fr', label: 'Fr', native: 'Français', url: 'https://fr.hashforge.example' },
    { code: 'es', label: 'Es', native: 'Español', url: 'https://es.hashforge.example' },
    { code: 'ar', label: 'Ar', native: 'العربية', url: 'https://ar.hashforge.example' },
  ] satisfies LanguageSite[],
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
  /**
   * The vendor's USD bank account shown on the Pay page (SPEC.md section 2, Pay). Buyers wire the
   * payable amount here with the order number in the transfer's reference.
   */
  bankWire: {
    beneficiary: 'HashForge Technologies Ltd.',
    beneficiaryAddress: '18 Harbour Road, Wan Chai, Hong Kong',
    bank: 'Example Commercial Bank (Hong Kong) Ltd.',
    bankAddress: '1 Queen’s Road Central, Hong Kong',
    accountNumber: '012-345678-901',
    swift: 'EXCBHKHHXXX',
    currency: 'USD',
  },
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
