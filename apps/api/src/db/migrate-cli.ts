// `pnpm db:migrate`, and the compose migrate service: as the owner (MIGRATION_DATABASE_URL), make the
// app's login of DATABASE_URL when missing, apply pending migrations and grant the app its rows
// (decision 020). With DATABASE_URL alone, one role does everything, as on a laptop.
import { loadConfig } from '../config.ts';
import { defaultMigrationsDir, migrate } from './migrate.ts';
import { ensureLoginRole, loginOf } from './roles.ts';

// In production loadConfig refuses a published default password for either role, as the API does.
const config = loadConfig();
const ownerUrl = config.MIGRATION_DATABASE_URL ?? config.DATABASE_URL;
const appRole = config.MIGRATION_DATABASE_URL ? loginOf(config.DATABASE_URL) : null;
if (appRole) await ensureLoginRole(ownerUrl, appRole);
else console.log('MIGRATION_DATABASE_URL is not set: DATABASE_URL migrates, and the app connects as the owner');
const applied = await migrate(ownerUrl, process.env.MIGRATIONS_DIR ?? defaultMigrationsDir, console.log, {
  appRole: appRole?.user,
});
console.log(applied.length ? `${applied.length} migration(s) applied` : 'database is up to date');
if (appRole) console.log(`${appRole.user} may read and write rows, and only add to and read the audit log`);
