import { blockEta, type ChainPosition, isoDate } from './chain.ts';
import { isPrime } from './primes.ts';

/**
 * The Ethash DAG (dataset) and when it outgrows a machine's memory.
 *
 * Dataset size for epoch e: 2^30 + 2^23 * e - 128 bytes, lowered by 256 bytes until size / 128 is
 * prime (the Ethash specification's `get_full_size`). Ethash's epoch is block / 30000. Etchash (ETC,
 * ECIP-1099) doubles the epoch length to 60000 from block 11,700,000: the epoch there becomes
 * 11,700,000 / 60000 = 195 instead of 390, so the DAG shrank from ~4.3 GB back to ~2.7 GB and grows
 * half as fast since.
 */

export type DagRule = 'ethash' | 'etchash';
export const DAG_RULES: readonly DagRule[] = ['ethash', 'etchash'];

export function isDagRule(value: string): value is DagRule {
  return (DAG_RULES as readonly string[]).includes(value);
}

export const ETHASH_EPOCH_LENGTH = 30_000;
export const ECIP1099_EPOCH_LENGTH = 60_000;
export const ECIP1099_BLOCK = 11_700_000;

const DATASET_BYTES_INIT = 2 ** 30;
const DATASET_BYTES_GROWTH = 2 ** 23;
const MIX_BYTES = 128;

/** Memory sizes are taken as binary gigabytes: a "4 GB" card holds 4 GiB. */
export const GIB = 2 ** 30;

const sizeCache = new Map<number, number>();

/** Bytes of the full dataset of `epoch`. */
export function datasetSize(epoch: number): number {
  const cached = sizeCache.get(epoch);
  if (cached !== undefined) return cached;
  let size = DATASET_BYTES_INIT + DATASET_BYTES_GROWTH * epoch - MIX_BYTES;
  while (!isPrime(size / MIX_BYTES)) size -= 2 * MIX_BYTES;
  sizeCache.set(epoch, size);
  return size;
}

export function epochAt(rule: DagRule, block: number): number {
  if (rule === 'etchash' && block >= ECIP1099_BLOCK) return Math.floor(block / ECIP1099_EPOCH_LENGTH);
  return Math.floor(block / ETHASH_EPOCH_LENGTH);
}

export function dagSizeAt(rule: DagRule, block: number): number {
  return datasetSize(epochAt(rule, block));
}

/** The first epoch whose dataset is larger than `bytes` (sizes grow by ~8 MiB an epoch). */
export function firstEpochAbove(bytes: number): number {
  let epoch = Math.max(0, Math.floor((bytes - DATASET_BYTES_INIT) / DATASET_BYTES_GROWTH));
  while (datasetSize(epoch) <= bytes) epoch++;
  return epoch;
}

export interface DagCrossing {
  /** True when the DAG at `height` is already larger than the memory. */
  passed: boolean;
  /** Passed: the block where it last became larger. Otherwise: the block where it will. */
  block: number;
}

/** When the DAG outgrows `bytes` of memory, seen from `height`. */
export function dagCrossing(rule: DagRule, bytes: number, height: number): DagCrossing {
  const epoch = firstEpochAbove(bytes);
  const ethashBlock = epoch * ETHASH_EPOCH_LENGTH;
  if (rule === 'ethash') return { passed: height >= ethashBlock, block: ethashBlock };
  // Etchash. At ECIP-1099's block the epoch halves to 195: a threshold at or below epoch 195's size
  // stays crossed from its original 30000-block crossing on.
  if (epoch * ECIP1099_EPOCH_LENGTH <= ECIP1099_BLOCK) return { passed: height >= ethashBlock, block: ethashBlock };
  const etchashBlock = epoch * ECIP1099_EPOCH_LENGTH;
  if (height >= etchashBlock) return { passed: true, block: etchashBlock };
  // Above epoch 195's size, the old schedule crossed it for a while before the fork lowered the DAG again.
  const crossedBeforeFork = ethashBlock < ECIP1099_BLOCK;
  if (crossedBeforeFork && height >= ethashBlock && height < ECIP1099_BLOCK)
    return { passed: true, block: ethashBlock };
  if (crossedBeforeFork && height < ethashBlock) return { passed: false, block: ethashBlock };
  return { passed: false, block: etchashBlock };
}

/** A cell of the DAG table: the crossing date and days to go, or `Passed` and the block. */
export interface DagCell {
  /** `YYYY-MM-DD`, or `Passed`. */
  time: string;
  /** Calendar days (UTC) to go: 0 once passed, or when it happens later today. */
  days: number;
  block: number;
}

export const PASSED = 'Passed';

export function dagCell(rule: DagRule, memoryGiB: number, chain: ChainPosition): DagCell {
  const crossing = dagCrossing(rule, memoryGiB * GIB, chain.height);
  if (crossing.passed) return { time: PASSED, days: 0, block: crossing.block };
  const eta = blockEta(crossing.block, chain);
  return { time: isoDate(eta.date), days: eta.days, block: crossing.block };
}

/** The table's columns (spec section 9): 4, 5, 6 and 8 GB. */
export const DAG_COLUMNS = [
  { key: 'dag4g', gib: 4 },
  { key: 'dag5g', gib: 5 },
  { key: 'dag6g', gib: 6 },
  { key: 'dag8g', gib: 8 },
] as const;

export type DagTable = Record<(typeof DAG_COLUMNS)[number]['key'], DagCell>;

export function dagTable(rule: DagRule, chain: ChainPosition): DagTable {
  return {
    dag4g: dagCell(rule, 4, chain),
    dag5g: dagCell(rule, 5, chain),
    dag6g: dagCell(rule, 6, chain),
    dag8g: dagCell(rule, 8, chain),
  };
}
