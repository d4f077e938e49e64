import { describe, expect, it } from 'vitest';
import { isPrime } from './primes.ts';

function sieve(limit: number): boolean[] {
  const prime = new Array<boolean>(limit + 1).fill(true);
  prime[0] = false;
  prime[1] = false;
  for (let i = 2; i * i <= limit; i++) {
    if (prime[i]) for (let j = i * i; j <= limit; j += i) prime[j] = false;
  }
  return prime;
}

describe('isPrime', () => {
  it('agrees with a sieve for every number up to 200,000', () => {
    const expected = sieve(200_000);
    const wrong: number[] = [];
    for (let n = 0; n <= 200_000; n++) if (isPrime(n) !== expected[n]) wrong.push(n);
    expect(wrong).toEqual([]);
  });

  it('rejects strong pseudoprimes to base 2 that have no small factor', () => {
    // 8321 = 53 x 157 and 1373653 = 829 x 1657 pass the base-2 round; a later base must catch them.
    expect(isPrime(8321)).toBe(false);
    expect(isPrime(1_373_653)).toBe(false);
    expect(isPrime(25_326_001)).toBe(false);
  });

  it('is exact near the limit of the double-precision path', () => {
    expect(isPrime(94_906_249)).toBe(true);
    expect(isPrime(94_906_267)).toBe(false);
  });

  it('uses enough bases above it: 3,215,031,751 fools bases 2, 3, 5 and 7', () => {
    expect(isPrime(3_215_031_751)).toBe(false);
  });

  it('decides large safe integers exactly', () => {
    expect(isPrime(9_007_199_254_740_881)).toBe(true); // the largest prime below 2^53
    expect(isPrime(1_000_000_007 * 1_000_003)).toBe(false);
    expect(isPrime(2_147_483_647)).toBe(true); // 2^31 - 1
    expect(isPrime(4_294_967_297)).toBe(false); // 2^32 + 1 = 641 x 6700417
  });

  it('refuses what is not a natural number above 1', () => {
    expect(isPrime(1)).toBe(false);
    expect(isPrime(-7)).toBe(false);
    expect(isPrime(7.5)).toBe(false);
    expect(isPrime(2 ** 60)).toBe(false);
    expect(isPrime(Number.NaN)).toBe(false);
  });
});
