import { getCountryList } from '@hashforge/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { countriesStep, readCountries } from '../../../../../prisma/seed/countries.ts';
import { call } from '../../../test/support/call.ts';
import { seedContext } from '../../../test/support/test-app.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';

const ctx = useTestContext();
beforeAll(async () => {
  await countriesStep.run(seedContext(ctx));
});

describe('POST country/getList', () => {
  it('lists every seeded country with its calling code', async () => {
    const res = await call(ctx, getCountryList, {});
    expect(res.body.result).toBe(1);
    expect(res.body.data).toHaveLength(readCountries().length);
    const byName = new Map(res.body.data.map((c) => [c.name, c]));
    expect(byName.get('United Kingdom')?.phone_code).toBe('+44');
    expect(byName.get('United States')?.phone_code).toBe('+1');
    for (const name of ['China', 'Hong Kong', 'Taiwan', 'Macao']) expect(byName.has(name)).toBe(true);
  });

  it('answers from memory after the first call', async () => {
    await call(ctx, getCountryList, {});
    await ctx.deps.prisma.country.update({ where: { id: 1 }, data: { name: 'Renamed' } });
    const res = await call(ctx, getCountryList, {});
    expect(res.body.data.find((c) => c.id === 1)?.name).not.toBe('Renamed');
  });
});

describe('country data file', () => {
  it('has unique ids, iso codes and +digits calling codes', () => {
    const rows = readCountries();
    expect(rows.length).toBeGreaterThan(240);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.iso2)).size).toBe(rows.length);
    for (const r of rows) expect(r.phone_code).toMatch(/^\+\d{1,4}$/);
  });
});
