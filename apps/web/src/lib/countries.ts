import type { Country } from '@hashforge/contract';
import list from '../data/address.json';

/**
 * The static country list (the spec's address.json), generated from the same data file that seeds
 * `country/getList`, so ids and calling codes agree with the server.
 */
export const countries: readonly Country[] = list;

export function countryById(id: number | null | undefined): Country | undefined {
  return id == null ? undefined : countries.find((c) => c.id === id);
}

/** The country a form stores by name (addresses, KYC, the bulk form keep the country's name). */
export function countryByName(name: string | null | undefined): Country | undefined {
  return name ? countries.find((c) => c.name === name) : undefined;
}

/** A country for a stored calling code (`+44`); the first of several sharing it (`+1`). */
export function countryByPhoneCode(code: string | null | undefined): Country | undefined {
  if (!code) return undefined;
  const normalized = code.startsWith('+') ? code : `+${code}`;
  return countries.find((c) => c.phone_code === normalized);
}
