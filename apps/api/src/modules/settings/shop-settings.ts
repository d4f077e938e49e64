import type { StoredShopSettings } from '@hashforge/contract/admin/settings';
import type { Tx } from '../../db/client.ts';
import { Prisma } from '../../db/generated/client.ts';
import type { Deps } from '../../deps.ts';
import { invalidatePublicCache, publicCache } from '../../http/public-cache.ts';
import { TWO_FACTOR_ROLES_SETTING } from '../staff/two-factor-policy.ts';

/** The shop_setting rows this module owns (the 2FA roles row is the staff module's key). */
export const SETTING_KEYS = {
  bankWire: 'payment.bankWire',
  company: 'company.details',
  incoterm: 'trade.incoterm',
  orderExpiryHours: 'order.expiryHours',
  twoFactorRoles: TWO_FACTOR_ROLES_SETTING,
  couponLimit: 'coupon.ownerLimit',
} as const satisfies Record<keyof StoredShopSettings, string>;

/**
 * A new shop's settings until the owner saves others: no bank account and no company details, so
 * the pay page says the shop cannot take a wire yet instead of showing an example account (the demo
 * seed sets the demo vendor's).
 */
export const DEFAULT_SETTINGS: StoredShopSettings = {
  bankWire: null,
  company: { name: '', address: '', email: '', phone: '', registrationNumber: '', taxNumber: '' },
  // Goods handed to the buyer's carrier at the vendor's warehouse: what a vendor that ships from a
  // warehouse usually sells on, until the owner names another (decision 026).
  incoterm: { rule: 'FCA', place: 'Hong Kong' },
  orderExpiryHours: null,
  twoFactorRoles: [],
  // A general coupon of a few hundred dollars is marketing; more than that is a machine's price
  // given away, which the owner should decide (decision 021). The owner may raise or lower it.
  couponLimit: '500.00',
};

/** The settings as stored, each missing row at its default. */
async function loadSettings(deps: Pick<Deps, 'prisma'>): Promise<StoredShopSettings> {
  const rows = await deps.prisma.shopSetting.findMany({ where: { key: { in: Object.values(SETTING_KEYS) } } });
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  const pick = <K extends keyof StoredShopSettings>(k: K): StoredShopSettings[K] =>
    (byKey.has(SETTING_KEYS[k]) ? byKey.get(SETTING_KEYS[k]) : DEFAULT_SETTINGS[k]) as StoredShopSettings[K];
  return {
    bankWire: pick('bankWire'),
    company: { ...DEFAULT_SETTINGS.company, ...(pick('company') as object) },
    incoterm: { ...DEFAULT_SETTINGS.incoterm, ...(pick('incoterm') as object) },
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
export async function readShopSettings(deps: Pick<Deps, 'prisma' | 'redis' | 'config'>): Promise<StoredShopSettings> {
  const answer = await publicCache(deps).get(
    CACHE_KEY,
    async () => Buffer.from(JSON.stringify(await loadSettings(deps))),
    { followsStock: false },
  );
  return JSON.parse(answer.body.toString('utf8')) as StoredShopSettings;
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
