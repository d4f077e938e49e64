/**
 * Deterministic Miller-Rabin for every safe integer. The Ethash dataset rule asks "is size / 128
 * prime" for numbers up to ~2^27 (8 GiB DAGs) and the spec's dates run far beyond that, so the test
 * must be exact, not probabilistic, and fast enough to walk hundreds of epochs in a page render.
 */

const SMALL_PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37] as const;

/** Below floor(sqrt(2^53)) a product of two residues stays exact in a double. */
const EXACT_PRODUCT_LIMIT = 94_906_265;

/** Bases {2, 3, 5, 7} decide every n < 3,215,031,751 (Jaeschke 1993), which covers the double path. */
const SMALL_BASES = [2, 3, 5, 7] as const;
/** The first twelve primes decide every n < 3.3e24 (Sorenson and Webster 2015): all safe integers. */
const BIG_BASES = SMALL_PRIMES.map(BigInt);

function powModSmall(base: number, exponent: number, modulus: number): number {
  let result = 1;
  let b = base % modulus;
  let e = exponent;
  while (e > 0) {
    if (e % 2 === 1) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e = Math.floor(e / 2);
  }
  return result;
}

function powModBig(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

function isWitnessSmall(a: number, d: number, s: number, n: number): boolean {
  let x = powModSmall(a, d, n);
  if (x === 1 || x === n - 1) return false;
  for (let r = 1; r < s; r++) {
    x = (x * x) % n;
    if (x === n - 1) return false;
  }
  return true;
}

function isWitnessBig(a: bigint, d: bigint, s: number, n: bigint): boolean {
  let x = powModBig(a, d, n);
  if (x === 1n || x === n - 1n) return false;
  for (let r = 1; r < s; r++) {
    x = (x * x) % n;
    if (x === n - 1n) return false;
  }
  return true;
}

export function isPrime(n: number): boolean {
  if (!Number.isSafeInteger(n) || n < 2) return false;
  for (const p of SMALL_PRIMES) {
    if (n % p === 0) return n === p;
  }
  // No factor up to 37 and below 41^2: nothing smaller can divide it.
  if (n < 41 * 41) return true;
  let d = n - 1;
  let s = 0;
  while (d % 2 === 0) {
    d /= 2;
    s++;
  }
  if (n < EXACT_PRODUCT_LIMIT) return !SMALL_BASES.some((a) => isWitnessSmall(a, d, s, n));
  const big = BigInt(n);
  return !BIG_BASES.some((a) => isWitnessBig(a, BigInt(d), s, big));
}
