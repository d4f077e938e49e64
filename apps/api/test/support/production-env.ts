import { generateKeyPairSync } from 'node:crypto';

/** The environment the compose stack gives the app: NODE_ENV=production with secrets of its own. */
export function productionEnv(extra: Record<string, string> = {}): Record<string, string> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://shop.test',
    JWT_SECRET: 'f3a9c1e7b5d2'.repeat(5),
    SECOND_FACTOR_KEY: '2d5b7e1c9a3f'.repeat(5),
    RSA_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    ...extra,
  };
}
