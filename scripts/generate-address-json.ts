// Usage: pnpm exec tsx scripts/generate-address-json.ts
// The storefront ships a static country list (the spec's address.json: id, name, phone_code) so
// the phone pickers work before any call. It is derived from the same committed file that seeds
// `country`, so ids and calling codes agree on both sides; run this after changing that file.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readCountries } from '../prisma/seed/countries.ts';

const root = path.resolve(import.meta.dirname, '..');
const target = path.join(root, 'apps/web/src/data/address.json');

const entries = readCountries().map(({ id, name, phone_code }) => ({ id, name, phone_code }));
writeFileSync(target, `${JSON.stringify(entries, null, 2)}\n`);
console.log(`wrote ${path.relative(root, target)} (${entries.length} countries)`);
