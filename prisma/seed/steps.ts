import { afterSaleStep } from './after-sale.ts';
import { brandStep } from './brand.ts';
import { buyingStep } from './buying.ts';
import { calculatorStep } from './calculator.ts';
import { catalogStep } from './catalog.ts';
import { contentStep } from './content.ts';
import { countriesStep } from './countries.ts';
import type { SeedStep } from './seed-step.ts';
import { shopSettingsStep } from './shop-settings.ts';
import { staffStep } from './staff.ts';
import { supportStep } from './support.ts';

/** In dependency order; each domain adds its step here. */
export const seedSteps: SeedStep[] = [
  shopSettingsStep,
  brandStep,
  countriesStep,
  calculatorStep,
  catalogStep,
  buyingStep,
  contentStep,
  supportStep,
  afterSaleStep,
  staffStep,
];
