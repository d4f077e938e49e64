// `npm run backup`: one archive (Postgres dump + every stored file) into BACKUP_DIR (default
// .data/backups), keeping the newest BACKUP_KEEP (default 7). The compose `backup` service runs it
// on a schedule. Exits 1 when a file the database names could not be read, so a gap is noticed.
import path from 'node:path';
import { loadConfig } from '../apps/api/src/config.ts';
import { createBackup } from './lib/backup.ts';

const config = loadConfig();
const dir = process.env.BACKUP_DIR ?? path.join(config.DATA_DIR, 'backups');
const keep = Number(process.env.BACKUP_KEEP ?? 7);
if (!Number.isInteger(keep) || keep < 1) {
  console.error(`BACKUP_KEEP must be a whole number of archives, at least 1 (got ${process.env.BACKUP_KEEP})`);
  process.exit(1);
}

try {
  const result = await createBackup({ config, dir, keep, log: (line) => console.log(`[backup] ${line}`) });
  const rows = Object.values(result.manifest.tables).reduce((a, b) => a + b, 0);
  console.log(`[backup] ${result.file}: ${rows} rows, ${result.manifest.files.length} files`);
  for (const file of result.deleted) console.log(`[backup] deleted ${file} (BACKUP_KEEP=${keep})`);
  if (result.manifest.missing.length > 0) {
    console.error(`[backup] ${result.manifest.missing.length} files named by the database are missing from the store:`);
    for (const key of result.manifest.missing) console.error(`  ${key}`);
    process.exit(1);
  }
} catch (error) {
  console.error(`[backup] failed: ${(error as Error).message}`);
  process.exit(1);
}
