import { describe, expect, it } from 'vitest';
import { csvField, projectionCsv } from './csv.ts';
import { type Projection, project } from './projection.ts';

const settings = {
  now: new Date('2026-01-01T00:00:00Z'),
  end: new Date('2026-01-03T00:00:00Z'),
  poolFeePercent: 0,
  networkGrowthPercent: 0,
  priceChangePercent: 0,
};
const machine = {
  hashrate: 1000,
  hashrateUnit: 'MH' as const,
  power: 500,
  machines: 2,
  devicePrice: 1000,
  electricityPrice: 0.1,
};
const coin = {
  coinName: 'ETC',
  price: 20,
  networkHashrate: 100,
  networkHashrateUnit: 'TH' as const,
  blockReward: 2,
  blockTime: 10,
  height: 1,
};

describe('CSV export', () => {
  it('writes a header and one row per day', () => {
    const csv = projectionCsv(project(machine, [coin], settings));
    const lines = csv.split('\r\n');
    expect(lines).toEqual([
      'date,mining,ETC mined,ETC price (USD),income (USD),electricity (USD),net income (USD),balance (USD)',
      '2026-01-01,yes,0.34560000,20.0000,6.91,2.40,4.51,-1995.49',
      '2026-01-02,yes,0.34560000,20.0000,6.91,2.40,4.51,-1990.98',
      '2026-01-03,yes,0.34560000,20.0000,6.91,2.40,4.51,-1986.46',
      '',
    ]);
  });

  it('marks days before the arrival as not mining', () => {
    const csv = projectionCsv(project(machine, [coin], { ...settings, arrival: new Date('2026-01-03T00:00:00Z') }));
    expect(csv.split('\r\n')[1]).toBe('2026-01-01,no,0.00000000,20.0000,0.00,0.00,0.00,-2000.00');
  });

  it('quotes names holding commas or quotes', () => {
    expect(csvField('LTC, "merged"')).toBe('"LTC, ""merged"""');
    expect(csvField(12)).toBe('12');
    const csv = projectionCsv(project(machine, [{ ...coin, coinName: 'A,B' }], settings));
    expect(csv.split('\r\n')[0]).toContain('"A,B mined","A,B price (USD)"');
  });

  it('escapes a name a spreadsheet would run as a formula, and leaves negative numbers as numbers', () => {
    expect(csvField('=HYPERLINK("https://evil.example","x")')).toBe('"\'=HYPERLINK(""https://evil.example"",""x"")"');
    for (const text of ['+cmd', '-cmd', '@SUM(A1)', '\tx', '\rx'])
      expect(csvField(text).replace(/^"/, '')).toMatch(/^'/);
    expect(csvField('-1995.49')).toBe('-1995.49');
    expect(csvField(-3)).toBe('-3');
    const csv = projectionCsv(project(machine, [{ ...coin, coinName: '@SUM(1+1)' }], settings));
    expect(csv.split('\r\n')[0]).toContain(",'@SUM(1+1) mined,'@SUM(1+1) price (USD),");
    expect(csv.split('\r\n')[1]).toBe('2026-01-01,yes,0.34560000,20.0000,6.91,2.40,4.51,-1995.49');
  });

  it('exports just the header for an empty projection', () => {
    const empty = { ...project(machine, [coin], settings), days: [] } satisfies Projection;
    expect(projectionCsv(empty)).toBe('date,mining,income (USD),electricity (USD),net income (USD),balance (USD)\r\n');
  });
});
