import type { Config } from '../../apps/api/src/config.ts';
import type { Db } from '../../apps/api/src/db/client.ts';
import type { Storage } from '../../apps/api/src/modules/files/storage.ts';
import { afterSaleStep } from './aftersale.ts';
import { buyingStep } from './buying.ts';
import { calculatorStep } from './calculator.ts';
import { catalogStep } from './catalog.ts';
import { contentStep } from './content.ts';
import { countriesStep } from './countries.ts';
import { supportStep } from './support.ts';

export interface SeedContext {
  prisma: Db;
  storage: Storage;
  config: Config;
  /** "Now" for the demo data: calendars, coupons and warranties are laid out around it. */
  now: Date;
}

export interface SeedStep {
  /** Recorded in `_seed` once done, so a later start does not seed it again. */
  name: string;
  run(ctx: SeedContext): Promise<void>;
}

/** In dependency order; each domain adds its step here. */
export const seedSteps: SeedStep[] = [
  countriesStep,
  calculatorStep,
  catalogStep,
  buyingStep,
  contentStep,
  supportStep,
  afterSaleStep,
];
