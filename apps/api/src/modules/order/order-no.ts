import { randomBytes } from 'node:crypto';

// 32 symbols without the look-alikes 0/O and 1/I: 14 of them carry 70 random bits.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `SO` + 14 random characters (docs/contract.md section 3): unique by its unique index, never sequential. */
export function newOrderNo(): string {
  const bytes = randomBytes(14);
  let out = 'SO';
  // 256 is a multiple of 32, so `b % 32` has no bias.
  for (const b of bytes) out += ALPHABET[b % 32];
  return out;
}

export const ORDER_NO_PATTERN = /^SO[A-Z2-9]{14}$/;
