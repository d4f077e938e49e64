import { DEFAULT_SETTINGS } from '../../apps/api/src/modules/settings/shop-settings.ts';
import { writeShopSettings } from '../../apps/api/src/modules/settings/update-settings.ts';
import { bankWireSettings, companySettings } from '../../packages/contract/src/admin/settings.ts';
import type { SeedStep } from './seed-step.ts';

/**
 * The demo vendor HashForge's bank account and company details, through the same checks as the
 * owner's Settings page: a shop set up without the demo has none, and its pay page says so.
 */
export const shopSettingsStep: SeedStep = {
  name: 'shop-settings',
  async run(ctx) {
    const bankWire = bankWireSettings.parse({
      beneficiary: 'HashForge Technologies Ltd.',
      beneficiaryAddress: '18 Harbour Road, Wan Chai, Hong Kong',
      bank: 'Example Commercial Bank (Hong Kong) Ltd.',
      bankAddress: '1 Queen’s Road Central, Hong Kong',
      accountNumber: '012-345678-901',
      swift: 'EXCBHKHHXXX',
      currency: 'USD',
    });
    const company = companySettings.parse({
      name: 'HashForge Technologies Ltd.',
      address: '18 Harbour Road, Wan Chai, Hong Kong',
      email: 'support@hashforge.example',
      phone: '+1 (415) 555-0139',
    });
    await ctx.prisma.$transaction((tx) => writeShopSettings(tx, null, DEFAULT_SETTINGS, { bankWire, company }));
  },
};
