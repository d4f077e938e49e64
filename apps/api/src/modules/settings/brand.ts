import { DEFAULT_BRAND_COLORS, OTHER_LANGUAGES, type ShopBrand } from '@hashforge/contract';
import type { BrandSettings, CompanySettings } from '@hashforge/contract/admin/settings';
import type { Deps } from '../../deps.ts';
import { publicCache } from '../../http/public-cache.ts';
import { publicFileUrl } from '../files/files.service.ts';
import { DEFAULT_SETTINGS, SETTING_KEYS } from './shop-settings.ts';

/** The shop_setting row of the brand; the support phone and email are company.details' own. */
export const BRAND_KEY = 'brand.identity';

/** A stored logo or icon as the brand row keeps it: the file it names, and what pages need of it. */
interface StoredImage {
  fileId: number;
  storageKey: string;
  contentType: string;
  width: number;
  height: number;
}

/** The brand row's value: what settings/brand/save writes, the files it names resolved once. */
export interface StoredBrand {
  shopName: string;
  logo: StoredImage | null;
  icon: StoredImage | null;
  colors: { primary: string; accent: string };
  hotlineHours: string;
  messaging: { name: string; handle: string; url: string }[];
  partners: { name: string; region: string; url: string }[];
  social: { name: string; url: string }[];
  languageSites: Record<(typeof OTHER_LANGUAGES)[number], string | null>;
  emailSender: { name: string; replyTo: string | null };
}

/**
 * A shop whose owner has set no brand yet: a plain name, no logo or icon, the style sheet's colours,
 * nothing in the footer's lists. The demo seed sets the demo vendor's (prisma/seed/brand.ts).
 */
export const DEFAULT_BRAND: StoredBrand = {
  shopName: 'Shop',
  logo: null,
  icon: null,
  colors: { ...DEFAULT_BRAND_COLORS },
  hotlineHours: '',
  messaging: [],
  partners: [],
  social: [],
  languageSites: { zh: null, fr: null, es: null, ar: null },
  emailSender: { name: 'Shop', replyTo: null },
};

/** The brand row (each part missing at its default) and the company details, as stored. */
export async function loadBrandRows(
  db: Pick<Deps['prisma'], 'shopSetting'>,
): Promise<{ brand: StoredBrand; company: CompanySettings }> {
  const rows = await db.shopSetting.findMany({ where: { key: { in: [BRAND_KEY, SETTING_KEYS.company] } } });
  const byKey = new Map(rows.map((r) => [r.key, r.value as Record<string, unknown> | null]));
  const stored = (byKey.get(BRAND_KEY) ?? {}) as Partial<StoredBrand>;
  return {
    brand: { ...DEFAULT_BRAND, ...stored },
    company: { ...DEFAULT_SETTINGS.company, ...((byKey.get(SETTING_KEYS.company) ?? {}) as Partial<CompanySettings>) },
  };
}

/** The brand as the owner's form shows it. */
export function brandView(
  deps: Pick<Deps, 'storage'>,
  { brand, company }: { brand: StoredBrand; company: CompanySettings },
): BrandSettings {
  return {
    shopName: brand.shopName,
    logoFileId: brand.logo?.fileId ?? null,
    iconFileId: brand.icon?.fileId ?? null,
    logo: brand.logo
      ? { url: publicFileUrl(deps, brand.logo.storageKey), width: brand.logo.width, height: brand.logo.height }
      : null,
    icon: brand.icon ? { url: publicFileUrl(deps, brand.icon.storageKey), type: brand.icon.contentType } : null,
    colors: brand.colors,
    contacts: {
      phone: company.phone,
      email: company.email,
      hotlineHours: brand.hotlineHours,
      messaging: brand.messaging,
    },
    partners: brand.partners,
    social: brand.social,
    languageSites: brand.languageSites,
    emailSender: brand.emailSender,
  };
}

const CACHE_KEY = 'brand';

/**
 * The brand through the public cache: read once per process and dropped in every process the moment
 * the owner saves (invalidatePublicCache), so the shop, the back office and the emails of any process
 * show the new one at once. The worker process listens too (worker.ts).
 */
export async function readBrand(deps: Pick<Deps, 'prisma' | 'redis' | 'config' | 'storage'>): Promise<BrandSettings> {
  const answer = await publicCache(deps).get(
    CACHE_KEY,
    async () => Buffer.from(JSON.stringify(brandView(deps, await loadBrandRows(deps.prisma)))),
    { followsStock: false },
  );
  return JSON.parse(answer.body.toString('utf8')) as BrandSettings;
}

/** `brand/get`: the brand as every visitor sees it (no file ids, no email sender). */
export function shopBrandOf(brand: BrandSettings): ShopBrand {
  return {
    shopName: brand.shopName,
    logo: brand.logo,
    icon: brand.icon,
    colors: brand.colors,
    contacts: brand.contacts,
    partners: brand.partners,
    social: brand.social,
    languageSites: OTHER_LANGUAGES.flatMap((code) => {
      const url = brand.languageSites[code];
      return url ? [{ code, url }] : [];
    }),
  };
}
