import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from './config.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** A production environment nobody can fault: the base each test spoils in one way. */
const safe = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example.com',
  DATABASE_URL: 'postgresql://hashforge:9f2c1d7e0a8b4c6d@postgres:5432/hashforge',
  REDIS_URL: 'redis://:4e8a0c2b6d1f3a5c@redis:6379',
  JWT_SECRET: 'a1b2c3d4e5f6'.repeat(5),
  SECOND_FACTOR_KEY: '6f5e4d3c2b1a'.repeat(5),
  RSA_PRIVATE_KEY: 'pem',
  SMTP_URL: 'smtp://shop:7c3e9a1b5d@smtp.relay.example.net:587',
  S3_BUCKET: 'hashforge',
  S3_ACCESS_KEY_ID: 'hashforge-api',
  S3_SECRET_ACCESS_KEY: '0d9c8b7a6f5e4d3c',
};

const refusal = (env: Record<string, string | undefined>) => {
  try {
    loadConfig(env);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

/** The environment compose gives a service when .env is infra/env.example as shipped (plus an RSA key). */
function composeEnvFromExample(service: 'api' | 'migrate'): Record<string, string> {
  const example = Object.fromEntries(
    readFileSync(path.join(root, 'infra/env.example'), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z0-9_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  example.RSA_PRIVATE_KEY = 'pem';
  const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<'api' | 'migrate', { environment: Record<string, string> }>;
  };
  // Compose's interpolation: ${NAME}, ${NAME:-default}, ${NAME:?message}.
  const interpolate = (value: string) =>
    value.replace(/\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (_all, name: string, kind?: string, rest?: string) => {
      const given = example[name];
      if (given) return given;
      if (kind === '-') return rest ?? '';
      throw new Error(`compose needs ${name}`);
    });
  return Object.fromEntries(
    Object.entries(compose.services[service].environment).map(([name, value]) => [name, interpolate(String(value))]),
  );
}

describe('loadConfig with NODE_ENV=production', () => {
  it('starts with secrets of its own, an https PUBLIC_URL and a real mail relay', () => {
    expect(refusal(safe)).toBeNull();
    expect(loadConfig(safe).isProduction).toBe(true);
  });

  it.each([
    ['JWT_SECRET', { JWT_SECRET: 'change-me-jwt-secret-0123456789abcdef0123456789abcdef' }],
    ['SECOND_FACTOR_KEY', { SECOND_FACTOR_KEY: 'change-me-second-factor-key-0123456789abcdef0123456789' }],
    [
      'the DATABASE_URL password',
      { DATABASE_URL: 'postgresql://hashforge:change-me-postgres@postgres:5432/hashforge' },
    ],
    ['the DATABASE_URL password', { DATABASE_URL: 'postgresql://hashforge:hashforge@postgres:5432/hashforge' }],
    [
      'the MIGRATION_DATABASE_URL password',
      { MIGRATION_DATABASE_URL: 'postgresql://hashforge:change-me-postgres@postgres:5432/hashforge' },
    ],
    ['the REDIS_URL password', { REDIS_URL: 'redis://:change-me-redis@redis:6379' }],
    ['S3_SECRET_ACCESS_KEY', { S3_SECRET_ACCESS_KEY: 'hashforge-secret' }],
    ['S3_SECRET_ACCESS_KEY', { S3_SECRET_ACCESS_KEY: 'change-me-too' }],
    ['METRICS_TOKEN', { METRICS_TOKEN: 'change-me' }],
    ['the SMTP_URL password', { SMTP_URL: 'smtp://user:password@smtp.example.com:587' }],
  ])('refuses a published default secret as %s', (name, spoil) => {
    expect(refusal({ ...safe, ...spoil })).toContain(`${name} is a published default`);
  });

  it('needs SECOND_FACTOR_KEY, a key of its own: not JWT_SECRET again', () => {
    expect(refusal({ ...safe, SECOND_FACTOR_KEY: undefined })).toContain('NODE_ENV=production needs SECOND_FACTOR_KEY');
    expect(refusal({ ...safe, SECOND_FACTOR_KEY: safe.JWT_SECRET })).toContain(
      'SECOND_FACTOR_KEY must differ from JWT_SECRET',
    );
  });

  it.each([['http://shop.example.com'], ['http://localhost:3000'], [undefined]])(
    'refuses PUBLIC_URL %s: only an https address',
    (publicUrl) => {
      expect(refusal({ ...safe, PUBLIC_URL: publicUrl })).toContain('PUBLIC_URL must be the https:// address');
    },
  );

  it.each([
    ['smtp://mailpit:1025'],
    ['smtp://mailhog:1025'],
    ['smtp://localhost:1025'],
    ['smtp://127.0.0.1:1025'],
    ['smtp://MailPit.internal:25'],
  ])('refuses SMTP_URL %s: a mail catcher', (smtpUrl) => {
    expect(refusal({ ...safe, SMTP_URL: smtpUrl })).toContain('SMTP_URL points at a mail catcher');
  });

  it('refuses the compose stack filled with infra/env.example as shipped, naming every default', () => {
    const message = refusal(composeEnvFromExample('api'));
    for (const name of [
      'JWT_SECRET',
      'SECOND_FACTOR_KEY',
      'the DATABASE_URL password',
      'the REDIS_URL password',
      'S3_SECRET_ACCESS_KEY',
      'the SMTP_URL password',
    ]) {
      expect(message).toContain(`${name} is a published default`);
    }
    // The owner's password reaches only the migrate service, which refuses it there.
    expect(message).not.toContain('MIGRATION_DATABASE_URL');
    expect(refusal(composeEnvFromExample('migrate'))).toContain(
      'the MIGRATION_DATABASE_URL password is a published default',
    );
  });

  it('leaves development and tests alone', () => {
    const dev = {
      ...safe,
      NODE_ENV: 'development',
      PUBLIC_URL: 'http://localhost:3000',
      SMTP_URL: 'smtp://mailpit:1025',
    };
    expect(refusal(dev)).toBeNull();
    expect(refusal({ ...dev, NODE_ENV: 'test', JWT_SECRET: 'change-me-jwt-secret-0123456789abcdef' })).toBeNull();
  });
});

describe('the API server with NODE_ENV=production', () => {
  it('exits before listening when the environment is unsafe, saying why', () => {
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'apps/api/src/main.ts'],
      {
        cwd: root,
        encoding: 'utf8',
        timeout: 60_000,
        env: {
          PATH: process.env.PATH,
          ...safe,
          PUBLIC_URL: 'http://shop.example.com',
          SMTP_URL: 'smtp://mailpit:1025',
          JWT_SECRET: 'change-me-jwt-secret-0123456789abcdef0123456789abcdef',
          PORT: '1',
        },
      },
    );
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('NODE_ENV=production refuses to start');
    expect(result.stderr).toContain('JWT_SECRET is a published default');
    expect(result.stderr).toContain('PUBLIC_URL must be the https:// address');
    expect(result.stderr).toContain('SMTP_URL points at a mail catcher');
  });
});
