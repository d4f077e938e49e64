import type { Config } from '../../apps/api/src/config.ts';
import type { Db } from '../../apps/api/src/db/client.ts';
import type { Storage } from '../../apps/api/src/storage.ts';

/** What every seed step is given, and what a step is; the list of steps is steps.ts. */
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
