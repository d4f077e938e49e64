import type { BrandSettingsInput } from '@hashforge/contract/admin/settings';
import { brandSettings } from '@hashforge/contract/admin/settings';
import { saveBrand } from '../../../src/modules/settings/save-brand.ts';
import type { TestContext } from '../test-app.ts';

/**
 * A second vendor's brand, unlike the demo's in name, colours, contacts and links, as the owner's
 * form sends it without files (the browser tests add its logo and icon: web e2e's second-brand.ts).
 */
export const SECOND_BRAND: Omit<BrandSettingsInput, 'logoFileId' | 'iconFileId'> = {
  shopName: 'Northwind Mining',
  colors: { primary: '#0c2d33', accent: '#0f766e' },
  contacts: {
    phone: '+44 20 7946 0000',
    email: 'help@northwind.example',
    hotlineHours: 'Mon–Sat 08:00–20:00 GMT',
    messaging: [{ name: 'Signal', handle: '+44 7700 900000', url: 'https://signal.me/#p/+447700900000' }],
  },
  partners: [
    { name: 'Fjord Hash AS', region: 'Nordics', url: 'https://fjordhash.example' },
    { name: 'Atlas Compute', region: 'North Africa', url: 'https://atlascompute.example' },
  ],
  social: [
    { name: 'Mastodon', url: 'https://mastodon.example/@northwind' },
    { name: 'YouTube', url: 'https://www.youtube.com/@northwindmining' },
  ],
  languageSites: { zh: null, fr: 'https://fr.northwind.example', es: 'https://es.northwind.example', ar: null },
  emailSender: { name: 'Northwind Mining', replyTo: 'help@northwind.example' },
};

/** The second vendor's whole brand as the owner's form sends it, without a logo or icon unless given. */
export function brandInput(overrides: Partial<BrandSettingsInput> = {}): BrandSettingsInput {
  return { ...SECOND_BRAND, logoFileId: null, iconFileId: null, ...overrides };
}

/** Sets the shop's brand as the owner's save does (no actor: a change by the system, like the seed's). */
export function setTestBrand(ctx: TestContext, overrides: Partial<BrandSettingsInput> = {}) {
  return saveBrand(ctx.deps, null, brandSettings.parse(brandInput(overrides)));
}
