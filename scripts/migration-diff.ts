// Usage: pnpm db:diff <name>
// Writes prisma/migrations/<timestamp>_<name>/migration.sql with the SQL that takes the schema as
// committed at HEAD to the schema in the working tree. Review the file before committing it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { diffSchemas, readSchema } from './lib/prisma-diff.ts';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: pnpm db:diff <snake_case_name>');
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..');
const committed = execFileSync('git', ['show', 'HEAD:prisma/schema.prisma'], { cwd: root, encoding: 'utf8' });
const sql = diffSchemas(
  committed,
  readSchema(),
  process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
);
if (!sql.trim() || /This is an empty migration/.test(sql)) {
  console.log('schema.prisma matches HEAD: no migration written');
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const dir = path.join(root, 'prisma/migrations', `${stamp}_${name}`);
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'migration.sql'), sql);
console.log(`wrote ${path.relative(root, dir)}/migration.sql`);
