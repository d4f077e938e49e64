import { createPrivateKey, createPublicKey, generateKeyPairSync, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { importPrivateKey } from '@hashforge/contract';
import type { Config } from './config.ts';

export interface Keys {
  /** Signs the buyers' session tokens (JWT, HS256) and is the root the keys below are derived from. */
  jwtSecret: string;
  /**
   * The root of the staff's second-factor keys (staff/secret-box.ts): not derived from jwtSecret, so
   * rotating JWT_SECRET after a leak keeps every authenticator and recovery code working.
   */
  secondFactorKey: string;
  /** HMAC key of verification-code digests (auth/codes.ts). */
  codeHashKey: Buffer;
  /** HMAC key of signed file URLs (storage.ts). */
  fileUrlKey: string;
  /** AES-256-GCM key that seals verification codes inside queued jobs (notify). */
  jobSealKey: Buffer;
  privateKey: CryptoKey;
  publicKeyPem: string;
}

function readOrCreate(file: string, create: () => string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8');
  mkdirSync(path.dirname(file), { recursive: true });
  const value = create();
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

/**
 * A key of its own for each use, derived from the one secret with HKDF (RFC 5869): a key that leaks
 * from one use (a signed file URL's HMAC, a job's seal) tells nothing about the others, and the
 * operator still keeps a single secret (docs/domain.md D5).
 */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'hashforge-shop', `${purpose}-v1`, 32));
}

/**
 * In production the secrets come from the environment; in development they are generated once
 * into `.data/` so tokens survive a restart (docs/contract.md section 1).
 */
export async function loadKeys(config: Config): Promise<Keys> {
  const jwtSecret =
    config.JWT_SECRET ?? readOrCreate(path.join(config.DATA_DIR, 'jwt-secret'), () => randomBytes(48).toString('hex'));
  const secondFactorKey =
    config.SECOND_FACTOR_KEY ??
    readOrCreate(path.join(config.DATA_DIR, 'second-factor-key'), () => randomBytes(48).toString('hex'));
  const privatePem =
    config.RSA_PRIVATE_KEY?.replace(/\\n/g, '\n') ??
    readOrCreate(path.join(config.DATA_DIR, 'rsa-private.pem'), () => {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    });
  const publicKeyPem = createPublicKey(createPrivateKey(privatePem)).export({ type: 'spki', format: 'pem' }).toString();
  return {
    jwtSecret,
    secondFactorKey,
    codeHashKey: deriveKey(jwtSecret, 'code-hash'),
    fileUrlKey: deriveKey(jwtSecret, 'file-url').toString('hex'),
    jobSealKey: deriveKey(jwtSecret, 'job-seal'),
    privateKey: await importPrivateKey(privatePem),
    publicKeyPem,
  };
}
