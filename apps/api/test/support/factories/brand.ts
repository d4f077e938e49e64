import type { BrandSettingsInput } from '@hashforge/contract/admin/settings';
import { brandSettings } from '@hashforge/contract/admin/settings';
import { saveBrand } from '../../../src/modules/settings/save-brand.ts';
import type { TestContext } from '../test-app.ts';

/** A whole brand as the owner's form sends it: a second vendor's, unlike the demo's. */
export function brandInput(overrides: Partial<BrandSettingsInput> = {}): BrandSettingsInput {
  return {
    shopName: 'Northwind Mining',
    logoFileId: null,
    iconFileId: null,
    colors: { primary: '#0f2a2e', accent: '#0f766e' },
    contacts: {
      phone: '+44 20 7946 0000',
      email: 'help@northwind.example',
      hotlineHours: 'Mon–Sat 08:00–20:00 GMT',
      messaging: [{ name: 'Signal', handle: '+44 7700 900000', url: 'https://signal.me/#p/+447700900000' }],
    },
    partners: [{ name: 'Fjord Hash AS', region: 'Nordics', url: 'https://fjordhash.example' }],
    social: [{ name: 'Mastodon', url: 'https://mastodon.example/@northwind' }],
    languageSites: { zh: null, fr: 'https://fr.northwind.example', es: null, ar: null },
    emailSender: { name: 'Northwind Mining', replyTo: 'help@northwind.example' },
    ...overrides,
  };
}

/** Sets the shop's brand as the owner's save does (no actor: a change by the system, like the seed's). */
export function setTestBrand(ctx: TestContext, overrides: Partial<BrandSettingsInput> = {}) {
  return saveBrand(ctx.deps, null, brandSettings.parse(brandInput(overrides)));
}
