import { describe, expect, it } from 'vitest';
import { convertHashrate, HASHRATE_UNITS, isHashrateUnit, toHashes, unitFactor } from './units.ts';

describe('hashrate units', () => {
  it('steps by 1000 from H to EH', () => {
    expect(HASHRATE_UNITS.map(unitFactor)).toEqual([1, 1e3, 1e6, 1e9, 1e12, 1e15, 1e18]);
  });

  it('turns a machine rate into hashes per second', () => {
    expect(toHashes(1950, 'MH')).toBe(1.95e9);
    expect(toHashes(200, 'TH')).toBe(2e14);
    expect(toHashes(9.5, 'GH')).toBe(9.5e9);
    expect(toHashes(21, 'KH')).toBe(21_000);
    expect(toHashes(3, 'H')).toBe(3);
    expect(toHashes(1.2, 'EH')).toBe(1.2e18);
    expect(toHashes(2.5, 'PH')).toBe(2.5e15);
  });

  it('converts between units in either direction', () => {
    expect(convertHashrate(1, 'TH', 'MH')).toBe(1e6);
    expect(convertHashrate(2500, 'MH', 'GH')).toBe(2.5);
    expect(convertHashrate(850, 'EH', 'TH')).toBe(8.5e8);
    expect(convertHashrate(7, 'GH', 'GH')).toBe(7);
  });

  it('recognises the unit names the data uses and nothing else', () => {
    expect(isHashrateUnit('TH')).toBe(true);
    expect(isHashrateUnit('Th')).toBe(false);
    expect(isHashrateUnit('ZH')).toBe(false);
  });
});
