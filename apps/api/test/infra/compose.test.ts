import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { requiredTool } from '../support/required-tool.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const composeFile = path.join(root, 'docker-compose.yml');
const devComposeFile = path.join(root, 'docker-compose.dev.yml');
const caddyFile = path.join(root, 'infra/Caddyfile');

interface Service {
  image?: string;
  build?: unknown;
  command?: unknown;
  entrypoint?: unknown;
  ports?: string[];
  expose?: string[];
  profiles?: string[];
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
  healthcheck?: { test?: unknown };
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition?: string }>;
}
interface ComposeFile {
  services: Record<string, Service>;
  networks?: Record<string, { ipam?: { config?: { subnet?: string }[] } } | null>;
}
const readCompose = (file: string) => parse(readFileSync(file, 'utf8'), { merge: true }) as ComposeFile;
const compose = readCompose(composeFile);
const dev = readCompose(devComposeFile);
const services = compose.services;
/** Skipped without the binary on a developer's machine, failed without it under CI=true (required-tool.ts). */
const dockerComposeTool = requiredTool('docker-compose');
const caddyTool = requiredTool('caddy');

/** Everything compose insists on (`${VAR:?}`), so `config -q` can succeed. */
const productionEnv = {
  PUBLIC_HOST: 'shop.example.com',
  POSTGRES_PASSWORD: 'p'.repeat(32),
  POSTGRES_APP_PASSWORD: 'a'.repeat(32),
  REDIS_PASSWORD: 'r'.repeat(32),
  MINIO_ROOT_PASSWORD: 'm'.repeat(32),
  S3_ACCESS_KEY_ID: 'hashforge-api',
  S3_SECRET_ACCESS_KEY: 's'.repeat(32),
  JWT_SECRET: 'x'.repeat(48),
  SECOND_FACTOR_KEY: 'k'.repeat(48),
  RSA_PRIVATE_KEY: 'pem',
  SMTP_URL: 'smtp://relay.example.com:587',
};

function dockerCompose(files: string[], env: Record<string, string>) {
  return spawnSync('docker-compose', [...files.flatMap((f) => ['-f', f]), 'config', '-q'], {
    cwd: root,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
  });
}

/** The service's `host:container` port mappings, whatever the short syntax used. */
const published = (service: Service) => service.ports ?? [];

describe('docker-compose.yml (the production stack)', () => {
  it.skipIf(dockerComposeTool.skip)(dockerComposeTool.title('is valid for docker-compose config -q'), () => {
    dockerComposeTool.assertPresent();
    const result = dockerCompose([composeFile], productionEnv);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it.skipIf(dockerComposeTool.skip)(dockerComposeTool.title('is valid with the development override on top'), () => {
    dockerComposeTool.assertPresent();
    const result = dockerCompose([composeFile, devComposeFile], productionEnv);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('insists on every production secret: none has a default', () => {
    const raw = readFileSync(composeFile, 'utf8');
    for (const name of Object.keys(productionEnv)) expect(raw, `${name} has a default`).toContain(`\${${name}:?`);
    expect(raw).not.toMatch(
      /\$\{(POSTGRES_PASSWORD|POSTGRES_APP_PASSWORD|REDIS_PASSWORD|MINIO_ROOT_PASSWORD|S3_SECRET_ACCESS_KEY|JWT_SECRET|SECOND_FACTOR_KEY):-/,
    );
  });

  it.skipIf(dockerComposeTool.skip)(dockerComposeTool.title('refuses to start without a production secret'), () => {
    dockerComposeTool.assertPresent();
    for (const name of ['PUBLIC_HOST', 'REDIS_PASSWORD']) {
      const { [name]: _left, ...rest } = productionEnv as Record<string, string>;
      const result = dockerCompose([composeFile], rest);
      expect(result.status, `starts without ${name}`).not.toBe(0);
      expect(result.stderr).toContain(name);
    }
  });

  it('runs caddy, postgres, redis, minio, minio-init, migrate, api, worker and backup', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['api', 'backup', 'caddy', 'migrate', 'minio', 'minio-init', 'postgres', 'redis', 'worker'].sort(),
    );
  });

  it('publishes only Caddy, on 80 and 443', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name !== 'caddy') expect(published(service), `${name} publishes a port`).toEqual([]);
    }
    expect(published(services.caddy as Service)).toEqual(['80:80', '443:443', '443:443/udp']);
    expect(services.api?.expose).toEqual(['3000']);
    // The API listens on loopback unless HOST says otherwise; in its container Caddy must reach it.
    expect(services.api?.environment?.HOST).toBe('0.0.0.0');
  });

  it('has no development tool: Mailpit and the MinIO console live in docker-compose.dev.yml', () => {
    expect(services.mailpit).toBeUndefined();
    expect(JSON.stringify(services.minio?.command)).not.toContain('console-address');
    expect(services.minio?.environment?.MINIO_BROWSER).toBe('off');
    expect(JSON.stringify(compose)).not.toMatch(/mailpit|mailhog|:1025|8025|9001/i);
    // No service hides behind a profile that a plain `docker compose up -d` would skip or add.
    for (const service of Object.values(services)) expect(service.profiles).toBeUndefined();

    expect(Object.keys(dev.services)).toContain('mailpit');
    expect(dev.services.mailpit?.ports).toEqual(['127.0.0.1:8025:8025']);
    expect(dev.services.minio?.ports).toEqual(['127.0.0.1:9001:9001']);
    // The override publishes on the loopback only, and runs the API as development (production refuses Mailpit).
    for (const service of Object.values(dev.services)) {
      for (const port of service.ports ?? []) expect(port).toMatch(/^127\.0\.0\.1:/);
    }
    expect(dev.services.api?.environment?.NODE_ENV).toBe('development');
  });

  it('pins every image to a version: no latest, no untagged image', () => {
    const images = [...Object.values(services), ...Object.values(dev.services)]
      .map((s) => s.image)
      .filter((image): image is string => image !== undefined);
    expect(images.length).toBeGreaterThanOrEqual(Object.keys(services).length);
    for (const image of images) {
      const tag = image.split('/').pop()?.split(':')[1];
      expect(tag, `${image} has no tag`).toBeTruthy();
      expect(tag, `${image} is not pinned`).not.toMatch(/^(latest|\d+|\d+-alpine)$/);
      // An exact release (Postgres numbers its releases major.minor), not a major version that moves.
      if (!image.startsWith('hashforge/') && !image.startsWith('minio/')) expect(tag, image).toMatch(/^v?\d+\.\d+/);
      if (image.startsWith('minio/')) expect(tag, image).toMatch(/^RELEASE\.\d{4}-\d\d-\d\dT/);
    }
    expect(services.caddy?.image).toMatch(/^caddy:\d+\.\d+\.\d+/);
    const dockerfile = readFileSync(path.join(root, 'infra/Dockerfile'), 'utf8');
    const bases = [...dockerfile.matchAll(/^FROM\s+(\S+)/gm)].map((m) => m[1]);
    expect(bases.length).toBeGreaterThan(0);
    for (const base of bases) expect(base).toMatch(/^node:\d+\.\d+\.\d+-/);
  });

  it('gives every service a health check', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.healthcheck?.test, `${name} has no healthcheck`).toBeTruthy();
    }
  });

  it('builds api, worker, migrate and backup from the one image of infra/Dockerfile', () => {
    const images = new Set(['api', 'worker', 'migrate', 'backup'].map((name) => services[name]?.image));
    expect(images.size).toBe(1);
    expect(JSON.stringify(services.migrate?.build)).toContain('infra/Dockerfile');
  });

  it('sets every variable the API needs in production', () => {
    const required = [
      'DATABASE_URL',
      'REDIS_URL',
      'JWT_SECRET',
      'SECOND_FACTOR_KEY',
      'RSA_PRIVATE_KEY',
      'NODE_ENV',
      'PUBLIC_URL',
    ];
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
      'METRICS_TOKEN',
      'DOCS_PUBLIC',
      'ORDER_EXPIRY_HOURS',
      'ORDER_MAX_UNPAID',
      'PROOF_REVIEW_HOURS',
      'SMS_COUNTRY_CODES',
      'SMS_HOURLY_BUDGET',
    ];
    for (const name of ['api', 'worker', 'migrate', 'backup']) {
      const env = services[name]?.environment ?? {};
      for (const variable of [...required, ...documented]) {
        expect(env, `${name} lacks ${variable}`).toHaveProperty(variable);
      }
      expect(env.NODE_ENV).toBe('production');
      expect(env.PUBLIC_URL).toMatch(/^https:\/\/\$\{PUBLIC_HOST/);
    }
  });

  it("gives the API its own bucket-limited S3 user, never MinIO's root keys", () => {
    for (const name of ['api', 'worker', 'migrate', 'backup']) {
      const env = services[name]?.environment ?? {};
      expect(env.S3_ACCESS_KEY_ID).toMatch(/^\$\{S3_ACCESS_KEY_ID:\?/);
      expect(env.S3_SECRET_ACCESS_KEY).toMatch(/^\$\{S3_SECRET_ACCESS_KEY:\?/);
      expect(JSON.stringify(env)).not.toContain('MINIO_ROOT');
    }
    expect(services.minio?.environment?.MINIO_ROOT_PASSWORD).toMatch(/^\$\{MINIO_ROOT_PASSWORD:\?/);
    // Only minio and the one-shot minio-init see the root keys.
    const withRoot = Object.entries(services)
      .filter(([, s]) => JSON.stringify(s.environment ?? {}).includes('MINIO_ROOT_PASSWORD'))
      .map(([name]) => name);
    expect(withRoot.sort()).toEqual(['minio', 'minio-init']);

    const init = readFileSync(path.join(root, 'infra/minio-init.sh'), 'utf8');
    expect(JSON.stringify(services['minio-init']?.volumes)).toContain('infra/minio-init.sh');
    expect(init).toContain('mc mb --ignore-existing "local/$S3_BUCKET"');
    expect(init).toContain('mc admin user add local "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"');
    expect(init).toContain('mc admin policy attach local hashforge-api --user "$S3_ACCESS_KEY_ID"');
    // The policy the script writes, for a bucket named `shop-files`: that bucket and its objects
    // only, no wildcard bucket, no admin action.
    const writePolicy = init.slice(init.indexOf('policy='), init.indexOf('>"$policy"') + '>"$policy"'.length);
    // In a folder of the test's own, removed after: the script's /tmp is the container's.
    const tmp = mkdtempSync(path.join(tmpdir(), 'minio-init-'));
    const written = spawnSync('sh', ['-c', `set -eu; ${writePolicy}; cat "$policy"`], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', S3_BUCKET: 'shop-files', TMPDIR: tmp },
    });
    rmSync(tmp, { recursive: true, force: true });
    expect(written.status, written.stderr).toBe(0);
    const policy = JSON.parse(written.stdout) as {
      Statement: { Effect: string; Action: string[]; Resource: string[] }[];
    };
    expect(policy.Statement).toEqual([
      { Effect: 'Allow', Action: ['s3:GetBucketLocation', 's3:ListBucket'], Resource: ['arn:aws:s3:::shop-files'] },
      {
        Effect: 'Allow',
        Action: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
        Resource: ['arn:aws:s3:::shop-files/*'],
      },
    ]);
    const sh = spawnSync('sh', ['-n', path.join(root, 'infra/minio-init.sh')], { encoding: 'utf8' });
    expect(sh.status, sh.stderr).toBe(0);
    expect(services.migrate?.environment).toBeDefined();
    expect(JSON.stringify(services.api)).not.toContain('minio-init');
  });

  it("connects api, worker and backup as the app's own role; only migrate holds the owner's password", () => {
    const owner = `postgresql://hashforge:\${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}@postgres:5432/hashforge`;
    expect(services.postgres?.environment?.POSTGRES_USER).toBe('hashforge');
    expect(services.migrate?.environment?.MIGRATION_DATABASE_URL).toBe(owner);
    for (const name of ['api', 'worker', 'migrate', 'backup']) {
      expect(services[name]?.environment?.DATABASE_URL, name).toMatch(
        /^postgresql:\/\/hashforge_app:\$\{POSTGRES_APP_PASSWORD:\?[^}]*\}@postgres:5432\/hashforge$/,
      );
    }
    const withOwner = Object.entries(services)
      .filter(([, s]) => JSON.stringify(s.environment ?? {}).includes('POSTGRES_PASSWORD}'))
      .map(([name]) => name);
    expect(withOwner.sort()).toEqual(['migrate', 'postgres']);
    // migrate makes the app's role (apps/api/src/db/migrate-cli.ts) before anything connects as it.
    expect(JSON.stringify(services.migrate?.command)).toContain('apps/api/src/db/migrate-cli.ts');
    for (const name of ['api', 'worker', 'backup']) {
      expect(services[name]?.depends_on?.migrate?.condition, name).toBe('service_completed_successfully');
    }
  });

  it('runs Redis with a password and gives the app a REDIS_URL that carries it', () => {
    const redis = services.redis as Service;
    expect((redis.command as string[]).join(' ')).toContain('--requirepass "$$REDIS_PASSWORD"');
    expect(redis.environment?.REDIS_PASSWORD).toMatch(/^\$\{REDIS_PASSWORD:\?/);
    expect(JSON.stringify(redis.healthcheck?.test)).toContain('REDISCLI_AUTH');
    for (const name of ['api', 'worker', 'migrate', 'backup']) {
      expect(services[name]?.environment?.REDIS_URL).toMatch(/^redis:\/\/:\$\{REDIS_PASSWORD:\?[^}]*\}@redis:6379$/);
    }
  });

  it('trusts X-Forwarded-For from exactly the Caddy container', () => {
    const caddyNetworks = services.caddy?.networks as Record<string, { ipv4_address?: string }>;
    const proxyAddress = caddyNetworks.edge?.ipv4_address;
    expect(proxyAddress).toMatch(/^\$\{EDGE_PROXY_IP:-172\.28\.53\.\d+\}$/);
    expect(services.api?.environment?.TRUST_PROXY).toBe(proxyAddress);
    expect(services.api?.networks).toEqual(expect.arrayContaining(['edge']));
    expect(compose.networks?.edge?.ipam?.config?.[0]?.subnet).toBe(`\${EDGE_SUBNET:-172.28.53.0/24}`);
    // No other service sits on the edge network, so nothing else can claim the proxy's role.
    const onEdge = Object.entries(services)
      .filter(([, s]) => JSON.stringify(s.networks ?? []).includes('edge'))
      .map(([name]) => name);
    expect(onEdge.sort()).toEqual(['api', 'caddy']);
  });

  it('serves infra/Caddyfile to Caddy, read-only, with persistent certificates', () => {
    expect(services.caddy?.volumes).toEqual(
      expect.arrayContaining(['./infra/Caddyfile:/etc/caddy/Caddyfile:ro', 'caddy-data:/data']),
    );
    expect(services.caddy?.environment?.PUBLIC_HOST).toMatch(/^\$\{PUBLIC_HOST:\?/);
  });

  it('backs up on a schedule into a volume of its own, keeping BACKUP_KEEP archives', () => {
    const backup = services.backup as Service;
    expect(JSON.stringify(backup.command)).toContain('scripts/backup.ts');
    expect(JSON.stringify(backup.command)).toContain('BACKUP_INTERVAL_HOURS');
    expect(backup.environment?.BACKUP_KEEP).toMatch(/^\$\{BACKUP_KEEP:-\d+\}$/);
    expect(backup.environment?.BACKUP_DIR).toBe('/backups');
    expect(backup.volumes).toEqual(expect.arrayContaining(['backups:/backups']));
  });

  it("gives the image pg_dump of the compose Postgres's major version, which backup and restore need", () => {
    const major = services.postgres?.image?.match(/^postgres:(\d+)\./)?.[1];
    expect(major).toBeDefined();
    const dockerfile = readFileSync(path.join(root, 'infra/Dockerfile'), 'utf8');
    expect(dockerfile).toContain(`postgresql-client-${major}`);
  });

  it('keeps data in named volumes', () => {
    const raw = readFileSync(composeFile, 'utf8');
    for (const volume of ['postgres-data', 'redis-data', 'minio-data', 'caddy-data', 'backups']) {
      expect(raw).toContain(`${volume}:`);
    }
  });
});

describe('.dockerignore', () => {
  it('keeps secrets, local data, history and dependencies out of the image', () => {
    const lines = readFileSync(path.join(root, '.dockerignore'), 'utf8')
      .split('\n')
      .map((l) => l.trim());
    for (const entry of ['.env', '.data', '.git', '**/node_modules']) expect(lines).toContain(entry);
  });
});

describe('infra/Caddyfile', () => {
  const adapt = () =>
    spawnSync('caddy', ['adapt', '--config', caddyFile, '--adapter', 'caddyfile'], {
      encoding: 'utf8',
      env: { ...process.env, PUBLIC_HOST: 'shop.example.com' },
    });

  it.skipIf(caddyTool.skip)(caddyTool.title('passes caddy validate'), () => {
    caddyTool.assertPresent();
    const result = spawnSync('caddy', ['validate', '--config', caddyFile, '--adapter', 'caddyfile'], {
      encoding: 'utf8',
      env: { ...process.env, PUBLIC_HOST: 'shop.example.com' },
    });
    expect(result.stdout + result.stderr).toContain('Valid configuration');
    expect(result.status).toBe(0);
  });

  it.skipIf(caddyTool.skip)(caddyTool.title('proxies PUBLIC_HOST to api:3000 over HTTPS and redirects HTTP'), () => {
    caddyTool.assertPresent();
    const result = adapt();
    expect(result.status, result.stderr).toBe(0);
    const json = JSON.parse(result.stdout) as {
      apps: { http: { servers: Record<string, { listen: string[]; routes: unknown[]; automatic_https?: unknown }> } };
    };
    const servers = Object.values(json.apps.http.servers);
    const https = servers.find((s) => s.listen.includes(':443'));
    const http = servers.find((s) => s.listen.includes(':80'));
    expect(JSON.stringify(https?.routes)).toContain('"host":["shop.example.com"]');
    expect(JSON.stringify(https?.routes)).toContain('"dial":"api:3000"');
    // /metrics is for the internal network only.
    expect(JSON.stringify(https?.routes)).toContain(
      '{"handle":[{"handler":"static_response","status_code":404}],"match":[{"path":["/metrics","/metrics/*"]}]}',
    );
    expect(JSON.stringify(http?.routes)).toContain('"Location":["https://{http.request.host}{http.request.uri}"]');
    expect(JSON.stringify(http?.routes)).toContain('"status_code":301');
    // Automatic HTTPS is not switched off anywhere.
    for (const server of servers) expect(JSON.stringify(server.automatic_https ?? {})).not.toContain('disable');
  });

  it('names no fixed host, and never turns automatic HTTPS off', () => {
    const text = readFileSync(caddyFile, 'utf8');
    expect(text).toContain('{$PUBLIC_HOST} {');
    expect(text).not.toMatch(/auto_https\s+off|tls\s+internal/);
  });
});
