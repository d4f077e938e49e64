// Writes the SQL that takes one Prisma schema to another, offline, with Prisma 6's Wasm schema
// engine (Prisma 7's CLI needs a native engine it cannot download here; docs/decisions/002).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Prisma 6 insists on a `url` in the datasource block; Prisma 7 forbids it there. */
function legacyCopy(schemaText: string, dir: string, name: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, schemaText.replace(/provider\s*=\s*"postgresql"/, '$&\n  url = env("DIFF_DATABASE_URL")'));
  return file;
}

export function diffSchemas(from: string | null, to: string, databaseUrl: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'prisma-diff-'));
  try {
    return diffIn(dir, from, to, databaseUrl);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function diffIn(dir: string, from: string | null, to: string, databaseUrl: string): string {
  const toFile = legacyCopy(to, dir, 'to.prisma');
  const fromArgs = from === null ? ['--from-empty'] : ['--from-schema-datamodel', legacyCopy(from, dir, 'from.prisma')];
  return execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/prisma-legacy/build/index.js'),
      'migrate',
      'diff',
      '--config',
      path.join(root, 'scripts/lib/prisma-legacy.config.ts'),
      ...fromArgs,
      '--to-schema-datamodel',
      toFile,
      '--script',
    ],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DIFF_DATABASE_URL: databaseUrl,
        PRISMA_QUERY_ENGINE_LIBRARY: '/dev/null',
        PRISMA_SCHEMA_ENGINE_BINARY: '/bin/true',
        PRISMA_HIDE_UPDATE_MESSAGE: '1',
      },
    },
  );
}

export function readSchema(): string {
  return readFileSync(path.join(root, 'prisma/schema.prisma'), 'utf8');
}
