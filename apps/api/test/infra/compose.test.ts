import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '../../../..');
const composeFile = path.join(root, 'docker-compose.yml');

interface Service {
  image?: string;
  build?: unknown;
  healthcheck?: { test?: unknown };
  environment?: Record<string, string>;
}
const compose = parse(readFileSync(composeFile, 'utf8'), { merge: true }) as { services: Record<string, Service> };
const hasDockerCompose = spawnSync('sh', ['-c', 'command -v docker-compose'], { stdio: 'ignore' }).status === 0;

describe('docker-compose.yml (the production stack)', () => {
  it.skipIf(!hasDockerCompose)('is valid for docker-compose config -q', () => {
    const result = spawnSync('docker-compose', ['-f', composeFile, 'config', '-q'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, JWT_SECRET: 'x'.repeat(48), RSA_PRIVATE_KEY: 'pem' },
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('refuses to start without the production secrets', () => {
    if (!hasDockerCompose) return;
    const result = spawnSync('docker-compose', ['-f', composeFile, 'config', '-q'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, JWT_SECRET: '', RSA_PRIVATE_KEY: '' },
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('JWT_SECRET');
  });

  it('runs postgres, redis, minio, mailpit, migrate, api and worker', () => {
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(['postgres', 'redis', 'minio', 'mailpit', 'migrate', 'api', 'worker']),
    );
  });

  it('gives every service a health check', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.healthcheck?.test, `${name} has no healthcheck`).toBeTruthy();
    }
  });

  it('builds api, worker and migrate from the one image of infra/Dockerfile', () => {
    const images = new Set(['api', 'worker', 'migrate'].map((name) => compose.services[name]?.image));
    expect(images.size).toBe(1);
    expect(JSON.stringify(compose.services.migrate?.build)).toContain('infra/Dockerfile');
  });

  it('sets every variable the API needs in production', () => {
    const required = ['DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'RSA_PRIVATE_KEY', 'NODE_ENV', 'PUBLIC_URL'];
    const documented = [
      'SMTP_URL',
      'MAIL_FROM',
      'TWILIO_ACCOUNT_SID',
      'TWILIO_AUTH_TOKEN',
      'TWILIO_FROM',
      'S3_ENDPOINT',
      'S3_BUCKET',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
    ];
    for (const name of ['api', 'worker', 'migrate']) {
      const env = compose.services[name]?.environment ?? {};
      for (const variable of [...required, ...documented]) {
        expect(env, `${name} lacks ${variable}`).toHaveProperty(variable);
      }
      expect(env.NODE_ENV).toBe('production');
    }
  });

  it('keeps data in named volumes', () => {
    const raw = readFileSync(composeFile, 'utf8');
    for (const volume of ['postgres-data', 'redis-data', 'minio-data']) expect(raw).toContain(`${volume}:`);
  });
});
