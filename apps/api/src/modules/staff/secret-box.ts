import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals small secrets at rest (the staff TOTP secrets) with AES-256-GCM under a key derived from the
 * server secret (keys.ts's jwtSecret) by HKDF, so a copy of the database alone does not yield them.
 * Format: `v1.<base64url(iv | tag | ciphertext)>`.
 */
function sealingKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'hashforge-staff', 'staff-totp-secret-v1', 32));
}

export function sealSecret(serverSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(serverSecret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

export function openSecret(serverSecret: string, sealed: string): string {
  if (!sealed.startsWith('v1.')) throw new Error('unknown sealed-secret format');
  const raw = Buffer.from(sealed.slice(3), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(serverSecret), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
