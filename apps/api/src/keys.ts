import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { importPrivateKey } from '@hashforge/contract';
import type { Config } from './config.ts';

export interface Keys {
  jwtSecret: string;
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
 * In production both secrets come from the environment; in development they are generated once
 * into `.data/` so tokens survive a restart (CONTRACT.md section 1).
 */
export async function loadKeys(config: Config): Promise<Keys> {
  const jwtSecret =
    config.JWT_SECRET ?? readOrCreate(path.join(config.DATA_DIR, 'jwt-secret'), () => randomBytes(48).toString('hex'));
  const privatePem =
    config.RSA_PRIVATE_KEY?.replace(/\\n/g, '\n') ??
    readOrCreate(path.join(config.DATA_DIR, 'rsa-private.pem'), () => {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    });
  const publicKeyPem = createPublicKey(createPrivateKey(privatePem)).export({ type: 'spki', format: 'pem' }).toString();
  return { jwtSecret, privateKey: await importPrivateKey(privatePem), publicKeyPem };
}
