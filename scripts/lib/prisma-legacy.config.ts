// Config for Prisma 6's CLI, used only to write migration SQL offline: its Wasm schema engine
// ("engine: js") diffs two schema files without the native engine that Prisma 7's CLI downloads.
// See docs/decisions/002-migrations.md.
import { defineConfig } from 'prisma-legacy/config';
import { PrismaPg } from 'prisma-legacy-adapter-pg';

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: '../../prisma/schema.prisma',
  // Required by the "js" engine, which opens a connection even to diff two schema files.
  adapter: async () =>
    new PrismaPg({
      connectionString: process.env.DIFF_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
    }),
} as never);
