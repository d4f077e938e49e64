// `pnpm db:migrate`, and the compose migrate service: apply pending migrations to DATABASE_URL.
import { defaultMigrationsDir, migrate } from './migrate.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set');
  process.exit(1);
}
const applied = await migrate(url, process.env.MIGRATIONS_DIR ?? defaultMigrationsDir, console.log);
console.log(applied.length ? `${applied.length} migration(s) applied` : 'database is up to date');
