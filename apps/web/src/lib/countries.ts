import type { Country } from '@hashforge/contract';
import list from '../data/address.json';

/**
 * The static country list (the spec's address.json), generated from the same data file that seeds
 * `country/getList`, so ids and calling codes agree with the server.
 */
export const countries: readonly Country[] = list;

/**
 * Calling codes several countries share, with the countries most buyers mean first: "+1" is the
 * United States, then Canada, not American Samoa (first in the alphabet).
 */
const MAIN_COUNTRIES_OF_CODE: Record<string, readonly string[]> = {
  '+1': ['United States', 'Canada'],
  '+7': ['Russia', 'Kazakhstan'],
  '+44': ['United Kingdom'],
  '+61': ['Australia'],
  '+47': ['Norway'],
  '+358': ['Finland'],
  '+39': ['Italy'],
  '+262': ['Reunion'],
  '+590': ['Guadeloupe'],
  '+212': ['Morocco'],
  '+599': ['Curacao'],
  '+64': ['New Zealand'],
  '+500': ['Falkland Islands'],
  '+672': ['Norfolk Island'],
};

/** How early a country comes among those sharing its code: 0 for the main one, and so on. */
function rankInCode(country: Country): number {
  const main = MAIN_COUNTRIES_OF_CODE[country.phone_code];
  const i = main ? main.indexOf(country.name) : -1;
  return i === -1 ? Number.MAX_SAFE_INTEGER : i;
}

/**
 * The picker's matches for what the buyer typed: names containing it, or calling codes starting
 * with its digits. A typed code lists its own countries first, the main ones of a shared code on top.
 */
export function matchCountries(query: string): Country[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...countries];
  const digits = q.replace(/^\+/, '');
  const isCode = /^\d+$/.test(digits);
  const found = countries.filter(
    (c) => c.name.toLowerCase().includes(q) || (isCode && c.phone_code.slice(1).startsWith(digits)),
  );
  if (!isCode) return found;
  const exact = (c: Country) => (c.phone_code === `+${digits}` ? 0 : 1);
  // Array.prototype.sort is stable: countries of equal rank keep their alphabetical order.
  return found.sort((a, b) => exact(a) - exact(b) || rankInCode(a) - rankInCode(b));
}

export function countryById(id: number | null | undefined): Country | undefined {
  return id == null ? undefined : countries.find((c) => c.id === id);
}

/** The country a form stores by name (addresses, KYC, the bulk form keep the country's name). */
export function countryByName(name: string | null | undefined): Country | undefined {
  return name ? countries.find((c) => c.name === name) : undefined;
}

/** A country for a stored calling code (`+44`); the main one of several sharing it (`+1`: United States). */
export function countryByPhoneCode(code: string | null | undefined): Country | undefined {
  if (!code) return undefined;
  const normalized = code.startsWith('+') ? code : `+${code}`;
  return matchCountries(normalized).find((c) => c.phone_code === normalized);
}
