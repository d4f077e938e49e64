import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SeedStep } from './seed-step.ts';

export interface CountryRow {
  id: number;
  name: string;
  iso2: string;
  phone_code: string;
}

export function readCountries(): CountryRow[] {
  return JSON.parse(readFileSync(path.join(import.meta.dirname, 'data/countries.json'), 'utf8')) as CountryRow[];
}

/** Every country with its calling code; the storefront's address.json is generated from the same file. */
export const countriesStep: SeedStep = {
  name: 'countries',
  async run({ prisma }) {
    await prisma.country.createMany({
      data: readCountries().map((c) => ({ id: c.id, name: c.name, iso2: c.iso2, phoneCode: c.phone_code })),
      skipDuplicates: true,
    });
  },
};
