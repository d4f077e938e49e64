import type { ShopSettings } from '@hashforge/contract/admin/settings';
import type { Tx } from '../../db/client.ts';
import { Prisma } from '../../db/generated/client.ts';
import type { Deps } from '../../deps.ts';
import { invalidatePublicCache, publicCache } from '../../http/public-cache.ts';
import { TWO_FACTOR_ROLES_SETTING } from '../staff/two-factor-policy.ts';

/** The shop_setting rows this module owns (the 2FA roles row is the staff module's key). */
export const SETTING_KEYS = {
  bankWire: 'payment.bankWire',
  company: 'company.details',
  orderExpiryHours: 'order.expiryHours',
  twoFactorRoles: TWO_FACTOR_ROLES_SETTING,
  couponLimit: 'coupon.ownerLimit',
} as const satisfies Record<keyof ShopSettings, string>;

/**
 * What the pay page showed while these were fixed in the storefront's code: the defaults until the
 * owner saves others.
 */
export const DEFAULT_SETTINGS: ShopSettings = {
  bankWire: {
    beneficiary: 'HashForge Technologies Ltd.',
    beneficiaryAddress: '18 Harbour Road, Wan Chai, Hong Kong',
    bank: 'Example Commercial Bank (Hong Kong) Ltd.',
    bankAddress: '1 Queen’s Road Central, Hong Kong',
    accountNumber: '012-345678-901',
    swift: 'EXCBHKHHXXX',
    currency: 'USD',
  },
  company: {
    name: 'HashForge Technologies Ltd.',
    address: '18 Harbour Road, Wan Chai, Hong Kong',
    email: 'support@hashforge.example',
    phone: '+1 (415) 555-0139',
  },
  orderExpiryHours: null,
  twoFactorRoles: [],
  // A general coupon of a few hundred dollars is marketing; more than that is a machine's price
  // given away, which the owner should decide (decision 021). The owner may raise or lower it.
  couponLimit: '500.00',
};

/** The settings as stored, each missing row at its default. */
async function loadSettings(deps: Pick<Deps, 'prisma'>): Promise<ShopSettings> {
  const rows = await deps.prisma.shopSetting.findMany({ where: { key: { in: Object.values(SETTING_KEYS) } } });
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  const pick = <K extends keyof ShopSettings>(k: K): ShopSettings[K] =>
    (byKey.has(SETTING_KEYS[k]) ? byKey.get(SETTING_KEYS[k]) : DEFAULT_SETTINGS[k]) as ShopSettings[K];
  return {
    bankWire: { ...DEFAULT_SETTINGS.bankWire, ...(pick('bankWire') as object) },
    company: { ...DEFAULT_SETTINGS.company, ...(pick('company') as object) },
    orderExpiryHours: pick('orderExpiryHours'),
    twoFactorRoles: pick('twoFactorRoles'),
    couponLimit: pick('couponLimit'),
  };
}

const CACHE_KEY = 'shop-settings';

/**
 * The settings through the public cache: read once per process, dropped in every process the
 * moment the owner saves (the cache's Redis invalidation), so an order created on any process uses
 * the new expiry at once, and the pay page shows the new bank details at once.
 */
export async function readShopSettings(deps: Pick<Deps, 'prisma' | 'redis' | 'config'>): Promise<ShopSettings> {
  const answer = await publicCache(deps).get(
    CACHE_KEY,
    async () => Buffer.from(JSON.stringify(await loadSettings(deps))),
    { followsStock: false },
  );
  return JSON.parse(answer.body.toString('utf8')) as ShopSettings;
}

/** Hours an unpaid order lives: the owner's setting, else the configured ORDER_EXPIRY_HOURS. */
export async function orderExpiryHours(deps: Pick<Deps, 'prisma' | 'redis' | 'config'>): Promise<number> {
  return (await readShopSettings(deps)).orderExpiryHours ?? deps.config.ORDER_EXPIRY_HOURS;
}

/**
 * The coupon limit for a check that guards money (coupons module): read from its row in the
 * caller's transaction, not through the cache, so a limit the owner has just lowered holds at once.
 */
export async function couponLimit(db: Pick<Tx, 'shopSetting'>): Promise<Prisma.Decimal> {
  const row = await db.shopSetting.findUnique({ where: { key: SETTING_KEYS.couponLimit }, select: { value: true } });
  return new Prisma.Decimal(typeof row?.value === 'string' ? row.value : DEFAULT_SETTINGS.couponLimit);
}

export async function invalidateShopSettings(deps: Pick<Deps, 'redis' | 'config'>): Promise<void> {
  await invalidatePublicCache(deps);
}
