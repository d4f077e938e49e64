import { describe, expect, it } from 'vitest';
import { countryByPhoneCode, matchCountries } from './countries.ts';

describe('the country picker', () => {
  it('lists the United States, then Canada, first for "+1"', () => {
    expect(
      matchCountries('+1')
        .slice(0, 2)
        .map((c) => c.name),
    ).toEqual(['United States', 'Canada']);
    expect(matchCountries('1')[0]?.name).toBe('United States');
    expect(countryByPhoneCode('+1')?.name).toBe('United States');
  });

  it('puts the main country of a shared code first, and the exact code before longer ones', () => {
    expect(matchCountries('+44')[0]?.name).toBe('United Kingdom');
    expect(matchCountries('+7')[0]?.name).toBe('Russia');
    expect(matchCountries('+35').every((c) => c.phone_code.startsWith('+35'))).toBe(true);
    expect(countryByPhoneCode('49')?.name).toBe('Germany');
  });

  it('still finds countries by name', () => {
    expect(matchCountries('germ').map((c) => c.name)).toEqual(['Germany']);
  });
});
