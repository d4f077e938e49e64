// `npm run restore FILE`: restores an archive of `npm run backup` into the empty database of
// MIGRATION_DATABASE_URL (the owner; else DATABASE_URL) and the storage the app is configured with
// (README, "Backups"). Refuses a database that already has tables; checks every row count and every
// file's bytes after restoring.
import { loadConfig } from '../apps/api/src/config.ts';
import { restoreBackup } from './lib/backup.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run restore <backup archive, e.g. .data/backups/hashforge-20261125T050400000Z.tar.gz>');
  process.exit(1);
}
try {
  const manifest = await restoreBackup({ config: loadConfig(), file, log: (line) => console.log(`[restore] ${line}`) });
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(`[restore] done: ${rows} rows and ${manifest.files.length} files of ${manifest.createdAt}, all verified`);
} catch (error) {
  console.error(`[restore] failed: ${(error as Error).message}`);
  process.exit(1);
}
