// Usage: pnpm exec tsx scripts/generate-address-json.ts
// The storefront ships a static country list (the spec's address.json: id, name, phone_code) so
// the phone pickers work before any call. It is derived from the same committed file that seeds
// `country`, so ids and calling codes agree on both sides; run this after changing that file.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface CountryRow {
  id: number;
  name: string;
  iso2: string;
  phone_code: string;
}

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'prisma/seed/data/countries.json');
const target = path.join(root, 'apps/web/src/data/address.json');

const rows = JSON.parse(readFileSync(source, 'utf8')) as CountryRow[];
const entries = rows.map(({ id, name, phone_code }) => ({ id, name, phone_code }));
writeFileSync(target, `${JSON.stringify(entries, null, 2)}\n`);
console.log(`wrote ${path.relative(root, target)} (${entries.length} countries)`);
