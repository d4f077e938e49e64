import type { ShopSettings, StoredShopSettings } from '@hashforge/contract/admin/settings';
import type { Tx } from '../../db/client.ts';
import { Prisma } from '../../db/generated/client.ts';
import type { Deps } from '../../deps.ts';
import { recordAudit, type StaffActor } from '../audit/record-audit.ts';
import { invalidateShopSettings, readShopSettings, SETTING_KEYS } from './shop-settings.ts';

type SettingsDeps = Pick<Deps, 'prisma' | 'redis' | 'config' | 'logger'>;

/** `settings/get` (settings.manage). */
export function getShopSettings(deps: SettingsDeps): Promise<StoredShopSettings> {
  return readShopSettings(deps);
}

/**
 * `settings/update` (settings.manage): writes the parts sent, audits what changed (values, never
 * secrets: these are shown to every buyer anyway), then drops the cached settings in every process.
 */
export async function updateShopSettings(
  deps: SettingsDeps,
  actor: StaffActor | null,
  input: Partial<ShopSettings>,
): Promise<StoredShopSettings> {
  const before = await readShopSettings(deps);
  // Money is kept with two decimals, as everywhere in the shop ("1200" is "1200.00").
  const patch =
    input.couponLimit === undefined
      ? input
      : { ...input, couponLimit: new Prisma.Decimal(input.couponLimit).toFixed(2) };
  const changed = await deps.prisma.$transaction((tx) => writeShopSettings(tx, actor, before, patch));
  if (changed.length > 0) {
    await invalidateShopSettings(deps).catch((err: unknown) =>
      deps.logger.warn({ err }, 'settings invalidation failed'),
    );
  }
  return readShopSettings(deps);
}

/**
 * Stores the parts of `patch` that differ from `before` and audits them, in the caller's
 * transaction (the demo seed sets the demo vendor's bank account and company through it too).
 * Answers the parts that changed.
 */
export async function writeShopSettings(
  tx: Tx,
  actor: StaffActor | null,
  before: StoredShopSettings,
  patch: Partial<ShopSettings>,
): Promise<(keyof ShopSettings)[]> {
  const keys = (Object.keys(patch) as (keyof ShopSettings)[]).filter((k) => patch[k] !== undefined);
  const changed = keys.filter((k) => JSON.stringify(patch[k]) !== JSON.stringify(before[k]));
  if (changed.length === 0) return changed;
  for (const k of changed) {
    // A null (orderExpiryHours back to the configured default) is stored as JSON null.
    const value = patch[k] === null ? Prisma.JsonNull : (patch[k] as Prisma.InputJsonValue);
    await tx.shopSetting.upsert({
      where: { key: SETTING_KEYS[k] },
      create: { key: SETTING_KEYS[k], value, updatedBy: actor?.staffId ?? null },
      update: { value, updatedBy: actor?.staffId ?? null },
    });
  }
  await recordAudit(tx, actor, {
    action: 'settings.update',
    entityType: 'settings',
    entityId: 'shop',
    before: Object.fromEntries(changed.map((k) => [k, before[k]])),
    after: Object.fromEntries(changed.map((k) => [k, patch[k]])),
  });
  return changed;
}
