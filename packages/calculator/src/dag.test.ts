import { describe, expect, it } from 'vitest';
import {
  DAG_COLUMNS,
  dagCell,
  dagCrossing,
  dagSizeAt,
  dagTable,
  datasetSize,
  ECIP1099_BLOCK,
  epochAt,
  firstEpochAbove,
  GIB,
  isDagRule,
  PASSED,
} from './dag.ts';
import { isPrime } from './primes.ts';

describe('Ethash dataset size', () => {
  it('matches the published sizes', () => {
    expect(datasetSize(0)).toBe(1_073_739_904);
    // ETC's first epoch under ECIP-1099.
    expect(datasetSize(195)).toBe(2_709_518_464);
  });

  it('follows the rule: the largest size at most 2^30 + 2^23 e - 128 whose /128 is prime, in steps of 256', () => {
    for (const epoch of [1, 100, 384, 385, 512, 513, 897]) {
      const size = datasetSize(epoch);
      const ceiling = 2 ** 30 + 2 ** 23 * epoch - 128;
      expect((ceiling - size) % 256).toBe(0);
      expect(isPrime(size / 128)).toBe(true);
      for (let s = ceiling; s > size; s -= 256) expect(isPrime(s / 128)).toBe(false);
    }
  });

  it('put ETH above 4 GiB at epoch 385, not before', () => {
    expect(datasetSize(384)).toBeLessThanOrEqual(4 * GIB);
    expect(datasetSize(385)).toBeGreaterThan(4 * GIB);
    expect(firstEpochAbove(4 * GIB)).toBe(385);
  });

  it('crosses 5, 6 and 8 GiB at epochs 513, 641 and 897', () => {
    expect(firstEpochAbove(5 * GIB)).toBe(513);
    expect(firstEpochAbove(6 * GIB)).toBe(641);
    expect(firstEpochAbove(8 * GIB)).toBe(897);
  });

  it('is above any memory smaller than epoch 0 from the start', () => {
    expect(firstEpochAbove(0.5 * GIB)).toBe(0);
    expect(firstEpochAbove(1 * GIB)).toBe(1);
  });
});

describe('epochs', () => {
  it('are 30000 blocks long on Ethash', () => {
    expect(epochAt('ethash', 0)).toBe(0);
    expect(epochAt('ethash', 29_999)).toBe(0);
    expect(epochAt('ethash', 11_550_000)).toBe(385);
    expect(epochAt('ethash', 15_537_394)).toBe(517);
  });

  it('double to 60000 on Etchash from block 11,700,000, which becomes epoch 195', () => {
    expect(epochAt('etchash', 11_699_999)).toBe(389);
    expect(epochAt('etchash', ECIP1099_BLOCK)).toBe(195);
    expect(epochAt('etchash', 11_759_999)).toBe(195);
    expect(epochAt('etchash', 11_760_000)).toBe(196);
    expect(dagSizeAt('etchash', ECIP1099_BLOCK)).toBe(2_709_518_464);
    expect(dagSizeAt('etchash', 11_699_999)).toBeGreaterThan(4 * GIB);
  });

  it('knows its rule names', () => {
    expect(isDagRule('etchash')).toBe(true);
    expect(isDagRule('kheavyhash')).toBe(false);
  });
});

describe('dagCrossing', () => {
  it('on Ethash: the first block of the first epoch above the memory', () => {
    expect(dagCrossing('ethash', 4 * GIB, 20_000_000)).toEqual({ passed: true, block: 11_550_000 });
    expect(dagCrossing('ethash', 8 * GIB, 20_000_000)).toEqual({ passed: false, block: 26_910_000 });
    expect(dagCrossing('ethash', 4 * GIB, 11_550_000)).toEqual({ passed: true, block: 11_550_000 });
    expect(dagCrossing('ethash', 4 * GIB, 11_549_999)).toEqual({ passed: false, block: 11_550_000 });
  });

  it('on Etchash today: 4 GiB is crossed again at 385 x 60000, after the fork lowered the DAG', () => {
    expect(dagCrossing('etchash', 4 * GIB, 20_000_000)).toEqual({ passed: false, block: 23_100_000 });
    expect(dagCrossing('etchash', 4 * GIB, 23_100_000)).toEqual({ passed: true, block: 23_100_000 });
    expect(dagCrossing('etchash', 5 * GIB, 26_000_000)).toEqual({ passed: false, block: 30_780_000 });
  });

  it('on Etchash before the fork: 4 GiB was crossed at 11,550,000 and undone at 11,700,000', () => {
    expect(dagCrossing('etchash', 4 * GIB, 11_600_000)).toEqual({ passed: true, block: 11_550_000 });
    expect(dagCrossing('etchash', 4 * GIB, 11_000_000)).toEqual({ passed: false, block: 11_550_000 });
    expect(dagCrossing('etchash', 4 * GIB, ECIP1099_BLOCK)).toEqual({ passed: false, block: 23_100_000 });
  });

  it('on Etchash, a size at or below epoch 195 stays crossed from its 30000-block crossing', () => {
    // 2 GiB: epoch 129, crossed at 3,870,000; the fork's epoch 195 is still above it.
    expect(dagCrossing('etchash', 2 * GIB, 12_000_000)).toEqual({ passed: true, block: 3_870_000 });
    expect(dagCrossing('etchash', 2 * GIB, 3_000_000)).toEqual({ passed: false, block: 3_870_000 });
  });

  it('on Etchash, a size only reached after the fork is crossed on the 60000-block schedule', () => {
    // 6 GiB: epoch 641; 641 x 30000 is past the fork, so the old schedule never reached it.
    expect(dagCrossing('etchash', 6 * GIB, 5_000_000)).toEqual({ passed: false, block: 38_460_000 });
  });
});

describe('the DAG table', () => {
  const now = new Date('2026-01-01T00:00:00Z');

  it('shows the date the block is expected and the days to go', () => {
    // 10,000 blocks of 10 s: 100,000 s = 1 day 3 h 46 min 40 s, so tomorrow.
    const cell = dagCell('ethash', 8, { height: 26_900_000, blockTime: 10, now });
    expect(cell).toEqual({ time: '2026-01-02', days: 1, block: 26_910_000 });
  });

  it('shows Passed with the block where it was crossed', () => {
    expect(dagCell('ethash', 4, { height: 26_900_000, blockTime: 10, now })).toEqual({
      time: PASSED,
      days: 0,
      block: 11_550_000,
    });
  });

  it('has the columns 4GB, 5GB, 6GB and 8GB, for ETC after ECIP-1099', () => {
    expect(DAG_COLUMNS.map((c) => c.key)).toEqual(['dag4g', 'dag5g', 'dag6g', 'dag8g']);
    // From height 25,980,000 at 13 s a block: 4,800,000 blocks = 722.2 days; 12,480,000 = 1877.8;
    // 27,840,000 = 4188.9.
    const table = dagTable('etchash', { height: 25_980_000, blockTime: 13, now });
    expect(table).toEqual({
      dag4g: { time: 'Passed', days: 0, block: 23_100_000 },
      dag5g: { time: '2027-12-24', days: 722, block: 30_780_000 },
      dag6g: { time: '2031-02-21', days: 1877, block: 38_460_000 },
      dag8g: { time: '2037-06-20', days: 4188, block: 53_820_000 },
    });
  });
});
