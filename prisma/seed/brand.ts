import { readFileSync } from 'node:fs';
import path from 'node:path';
import { storePublicFile } from '../../apps/api/src/modules/files/files.service.ts';
import { writeBrand } from '../../apps/api/src/modules/settings/save-brand.ts';
import { brandImage } from '../../apps/api/src/modules/settings/upload-brand-image.ts';
import { type BrandImageKind, brandSettings } from '../../packages/contract/src/admin/settings.ts';
import type { SeedContext, SeedStep } from './seed-step.ts';

/** The demo vendor's logo and icon, checked and stored as settings/brand/upload stores an owner's. */
async function storeArt(ctx: SeedContext, kind: BrandImageKind, file: string): Promise<number> {
  const image = brandImage(readFileSync(path.join(import.meta.dirname, 'art', file)));
  const stored = await storePublicFile(ctx, {
    bytes: image.bytes,
    fileName: `${kind}.${image.extension}`,
    contentType: image.contentType,
    purpose: kind,
    size: { width: image.width, height: image.height },
  });
  return stored.id;
}

/**
 * The demo vendor HashForge's brand and contacts, set as its owner would in the back office's
 * "Brand and contacts" (through the same checks), so `npm start` shows the shop as it always did.
 */
export const brandStep: SeedStep = {
  name: 'brand',
  async run(ctx) {
    const input = brandSettings.parse({
      shopName: 'HashForge',
      logoFileId: await storeArt(ctx, 'logo', 'hashforge-logo.svg'),
      iconFileId: await storeArt(ctx, 'icon', 'hashforge-icon.svg'),
      colors: { primary: '#0b1120', accent: '#c2410c' },
      contacts: {
        phone: '+1 (415) 555-0139',
        email: 'support@hashforge.example',
        hotlineHours: 'Mon–Fri 09:00–18:00 UTC',
        messaging: [
          { name: 'Telegram', handle: '@hashforge_support', url: 'https://t.me/hashforge_support' },
          { name: 'WhatsApp', handle: '+1 415 555 0139', url: 'https://wa.me/14155550139' },
        ],
      },
      partners: [
        { name: 'NordHash Distribution', region: 'Northern Europe', url: 'https://nordhash.example' },
        { name: 'Andes Mining Supply', region: 'Latin America', url: 'https://andesmining.example' },
        { name: 'Gulf Compute Trading', region: 'Middle East', url: 'https://gulfcompute.example' },
        { name: 'Prairie Hashworks', region: 'North America', url: 'https://prairiehash.example' },
      ],
      social: [
        { name: 'Telegram', url: 'https://t.me/hashforge_official' },
        { name: 'X', url: 'https://x.com/hashforge' },
        { name: 'YouTube', url: 'https://www.youtube.com/@hashforge' },
        { name: 'Facebook', url: 'https://www.facebook.com/hashforge' },
        { name: 'LinkedIn', url: 'https://www.linkedin.com/company/hashforge' },
      ],
      languageSites: { zh: null, fr: null, es: null, ar: null },
      emailSender: { name: 'HashForge', replyTo: null },
    });
    await writeBrand(ctx, null, input, 'demo seed');
  },
};
