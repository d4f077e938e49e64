import type { Config } from '../../apps/api/src/config.ts';
import { createPrisma } from '../../apps/api/src/db/client.ts';
import { loadKeys } from '../../apps/api/src/keys.ts';
import { createStorage } from '../../apps/api/src/storage.ts';
import { seedSteps } from './steps.ts';

/**
 * Runs each seed step not yet recorded in `_seed`, as the app's role (DATABASE_URL), which writes
 * rows only: `_seed` itself is made by the migration runner (migrate.ts), so migrate first.
 */
export async function runSeed(config: Config, log: (line: string) => void = () => {}, now = new Date()): Promise<void> {
  const prisma = createPrisma(config.DATABASE_URL);
  const keys = await loadKeys(config);
  const storage = createStorage(config, keys.fileUrlKey);
  try {
    for (const step of seedSteps) {
      const done = await prisma.$queryRawUnsafe<unknown[]>('SELECT 1 FROM "_seed" WHERE name = $1', step.name);
      if (done.length > 0) continue;
      await step.run({ prisma, storage, config, now });
      await prisma.$executeRawUnsafe('INSERT INTO "_seed" (name) VALUES ($1)', step.name);
      log(`seeded ${step.name}`);
    }
  } finally {
    await prisma.$disconnect();
  }
}
