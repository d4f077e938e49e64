import type { Country } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';

/** The list changes only when the seed data does, so an hour in memory costs nothing in freshness. */
const CACHE_MS = 60 * 60 * 1000;

function toCountry(row: { id: number; name: string; phoneCode: string }): Country {
  return { id: row.id, name: row.name, phone_code: row.phoneCode };
}

export interface CountryDirectory {
  list(): Promise<Country[]>;
}

/** Countries read once and kept in this process; one directory per app instance. */
export function createCountryDirectory(deps: Pick<Deps, 'prisma'>): CountryDirectory {
  let cached: { at: number; list: Country[] } | null = null;
  async function load() {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached;
    const rows = await deps.prisma.country.findMany({ orderBy: { name: 'asc' } });
    const list = rows.map(toCountry);
    const next = { at: Date.now(), list };
    // An empty table means the seed has not run yet: ask again next time rather than serve nothing for an hour.
    if (list.length > 0) cached = next;
    return next;
  }
  return {
    async list() {
      return (await load()).list;
    },
  };
}

/** One country by id, straight from the table (for checks that must not trust a stale cache). */
export async function findCountry(deps: Pick<Deps, 'prisma'>, id: number): Promise<Country | null> {
  const row = await deps.prisma.country.findUnique({ where: { id } });
  return row ? toCountry(row) : null;
}
