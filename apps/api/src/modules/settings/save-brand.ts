import type { BrandSettings, brandSettings } from '@hashforge/contract/admin/settings';
import type { z } from 'zod';
import type { Prisma } from '../../db/generated/client.ts';
import type { Deps } from '../../deps.ts';
import { invalidatePublicCache } from '../../http/public-cache.ts';
import { recordAudit, type StaffActor } from '../audit/record-audit.ts';
import { attachFiles } from '../files/attach-files.ts';
import type { StoredFile } from '../files/files.service.ts';
import { BRAND_KEY, brandView, loadBrandRows, readBrand, type StoredBrand } from './brand.ts';
import { SETTING_KEYS } from './shop-settings.ts';

type BrandDeps = Pick<Deps, 'prisma' | 'redis' | 'config' | 'logger' | 'storage'>;
type BrandInput = z.output<typeof brandSettings>;

/** `settings/brand` (settings.manage). */
export function getBrandSettings(deps: BrandDeps): Promise<BrandSettings> {
  return readBrand(deps);
}

function storedImage(file: StoredFile | undefined): StoredBrand['logo'] {
  if (!file) return null;
  return {
    fileId: file.id,
    storageKey: file.storageKey,
    contentType: file.contentType,
    // settings/brand/upload measures every logo and icon it stores.
    width: file.width ?? 1,
    height: file.height ?? 1,
  };
}

/** The parts of two views that differ, for the audit row: only what changed, on both sides. */
function changedParts(before: BrandSettings, after: BrandSettings) {
  const keys = (Object.keys(after) as (keyof BrandSettings)[]).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

type WriteDeps = Pick<Deps, 'prisma' | 'storage'> & Partial<Pick<Deps, 'redis' | 'config' | 'logger'>>;

/**
 * Writes the whole brand at once. The logo and icon must be the owner's uploads of that kind
 * (files/attach-files.ts); the support phone and email go to the company details, the one place the
 * footer, the emails and the pay page read them from. The rows and the audit row commit together,
 * under a lock, so of two saves at once each audits what the other left. Then every process drops
 * its cached brand (and every cached answer that shows it) through Redis, so the next page, email or
 * back-office screen anywhere shows the new one. Answers whether anything changed. Writers without
 * a running app (the demo seed) pass what they have, and say who they are in `source`.
 */
export async function writeBrand(
  deps: WriteDeps,
  actor: StaffActor | null,
  input: BrandInput,
  source?: string,
): Promise<boolean> {
  const changed = await deps.prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`shop_setting:${BRAND_KEY}`}))`;
    const rows = await loadBrandRows(tx);
    const [logo] =
      input.logoFileId === null
        ? []
        : await attachFiles(tx, { purpose: 'logo' }, [input.logoFileId], () => 'logoFileId');
    const [icon] =
      input.iconFileId === null
        ? []
        : await attachFiles(tx, { purpose: 'icon' }, [input.iconFileId], () => 'iconFileId');
    const brand: StoredBrand = {
      shopName: input.shopName,
      logo: storedImage(logo),
      icon: storedImage(icon),
      colors: input.colors,
      hotlineHours: input.contacts.hotlineHours,
      messaging: input.contacts.messaging,
      partners: input.partners,
      social: input.social,
      languageSites: input.languageSites,
      emailSender: input.emailSender,
    };
    const company = { ...rows.company, phone: input.contacts.phone, email: input.contacts.email };
    const { before, after } = changedParts(brandView(deps, rows), brandView(deps, { brand, company }));
    if (Object.keys(after).length === 0) return false;
    const write = (key: string, value: object) =>
      tx.shopSetting.upsert({
        where: { key },
        create: { key, value: value as Prisma.InputJsonValue, updatedBy: actor?.staffId ?? null },
        update: { value: value as Prisma.InputJsonValue, updatedBy: actor?.staffId ?? null },
      });
    await write(BRAND_KEY, brand);
    if (JSON.stringify(company) !== JSON.stringify(rows.company)) await write(SETTING_KEYS.company, company);
    await recordAudit(tx, actor, {
      action: 'settings.brand',
      entityType: 'settings',
      entityId: 'brand',
      before,
      after,
      source,
    });
    return true;
  });
  if (changed) {
    await invalidatePublicCache(deps).catch((err: unknown) => deps.logger?.warn({ err }, 'brand invalidation failed'));
  }
  return changed;
}

/** `settings/brand/save` (settings.manage, the owner's): writeBrand, answering the brand as it now is. */
export async function saveBrand(deps: BrandDeps, actor: StaffActor | null, input: BrandInput): Promise<BrandSettings> {
  await writeBrand(deps, actor, input);
  return readBrand(deps);
}
