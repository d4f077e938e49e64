/**
 * Hashrate units, each 1000 times the one before. Equihash's Sol/s is counted as H/s: the engine
 * only ever divides a machine's rate by the network's, so the unit's name does not matter, its scale does.
 */
export const HASHRATE_UNITS = ['H', 'KH', 'MH', 'GH', 'TH', 'PH', 'EH'] as const;
export type HashrateUnit = (typeof HASHRATE_UNITS)[number];

export function isHashrateUnit(value: string): value is HashrateUnit {
  return (HASHRATE_UNITS as readonly string[]).includes(value);
}

/** Hashes per second in one of `unit`. */
export function unitFactor(unit: HashrateUnit): number {
  return 1000 ** HASHRATE_UNITS.indexOf(unit);
}

export function toHashes(value: number, unit: HashrateUnit): number {
  return value * unitFactor(unit);
}

/** Converts with one power of 1000, so MH -> TH does not pass through 1e18-sized numbers. */
export function convertHashrate(value: number, from: HashrateUnit, to: HashrateUnit): number {
  return value * 1000 ** (HASHRATE_UNITS.indexOf(from) - HASHRATE_UNITS.indexOf(to));
}
