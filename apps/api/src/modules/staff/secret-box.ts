import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { deriveKey, type Keys } from '../../keys.ts';

/**
 * Seals small secrets at rest (the staff TOTP secrets) with AES-256-GCM, so a copy of the database
 * alone does not yield them. Format: `v2.<base64url(iv | tag | ciphertext)>` under a key derived
 * from SECOND_FACTOR_KEY (keys.ts), a key of its own: rotating JWT_SECRET after a leak must not lock
 * every owner out (decision 013). `v1.` is the same under a key derived from JWT_SECRET, as
 * releases before it sealed: still opened, and moved to v2 by resealSecondFactors.
 */
export interface SealingRoots {
  secondFactorKey: string;
  /** Only for `v1.` secrets. */
  jwtSecret: string;
}

const CURRENT = 'v2.';
const LEGACY = 'v1.';

const currentKey = (secondFactorKey: string) => deriveKey(secondFactorKey, 'staff-totp-secret');
const legacyKey = (jwtSecret: string) =>
  Buffer.from(hkdfSync('sha256', jwtSecret, 'hashforge-staff', 'staff-totp-secret-v1', 32));

export function sealSecret(keys: Pick<Keys, 'secondFactorKey'>, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', currentKey(keys.secondFactorKey), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${CURRENT}${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** Opens a sealed secret; throws when its format is unknown or the key is not the one it was sealed with. */
export function openSecret(roots: SealingRoots, sealed: string): string {
  let key: Buffer;
  if (sealed.startsWith(CURRENT)) key = currentKey(roots.secondFactorKey);
  else if (sealed.startsWith(LEGACY)) key = legacyKey(roots.jwtSecret);
  else throw new Error('unknown sealed-secret format');
  const raw = Buffer.from(sealed.slice(CURRENT.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/** Sealed under SECOND_FACTOR_KEY (whichever one): nothing to move unless that key changed. */
export const isCurrentFormat = (sealed: string) => sealed.startsWith(CURRENT);
