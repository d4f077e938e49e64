import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type ChooseDeps,
  chooseServices,
  type EngineAnswer,
  engineLocations,
  engineName,
  imagesFromCompose,
  removeOnInterrupt,
  type Service,
} from './choose-services.ts';

/**
 * The decisions of choose-services.ts with the engine and the servers answered by the test: no
 * engine runs on this project's machines, so "engine present" can only be tested this way. Each
 * test records what was started, fallen back to and stopped.
 */
function harness(options: {
  env?: Record<string, string | undefined>;
  engine?: EngineAnswer | Error;
  failingContainer?: Service;
  failingFallback?: Service;
  /** Where the fallback finds each service; the machine's local servers unless given. */
  sources?: Partial<Record<Service, string>>;
}) {
  const calls: string[] = [];
  const deps: ChooseDeps = {
    env: options.env ?? {},
    images: { postgres: 'postgres:17-alpine', redis: 'redis:7-alpine' },
    probeEngine: async () => {
      calls.push('probe');
      const engine = options.engine ?? { absent: 'no DOCKER_HOST and no Docker socket' };
      if (engine instanceof Error) throw engine;
      return engine;
    },
    startContainer: async (service, image) => {
      calls.push(`container ${service} ${image}`);
      if (options.failingContainer === service) throw new Error('pull access denied\nmore detail');
      return { url: `${service}://container`, stop: async () => void calls.push(`stop container ${service}`) };
    },
    fallback: async (service) => {
      calls.push(`fallback ${service}`);
      if (options.failingFallback === service) throw new Error(`no ${service} anywhere`);
      const local = service === 'postgres' ? 'local 127.0.0.1:5432' : 'local 127.0.0.1:6379';
      const source = options.sources?.[service] ?? local;
      return { url: `${service}://local`, source, stop: async () => void calls.push(`stop fallback ${service}`) };
    },
  };
  return { deps, calls };
}

describe('chooseServices', () => {
  it('starts both containers from the given images when an engine answers', async () => {
    const { deps, calls } = harness({ engine: { engine: 'docker 27.3.1' } });
    const chosen = await chooseServices(deps);
    expect(chosen.postgres.url).toBe('postgres://container');
    expect(chosen.redis.url).toBe('redis://container');
    expect(chosen.postgres.line).toBe('postgres: container postgres:17-alpine (docker 27.3.1)');
    expect(chosen.redis.line).toBe('redis: container redis:7-alpine (docker 27.3.1)');
    expect(calls).toEqual(['probe', 'container postgres postgres:17-alpine', 'container redis redis:7-alpine']);
  });

  it('falls back to the local servers, saying why, when no engine answers', async () => {
    const { deps, calls } = harness({ engine: { absent: 'no DOCKER_HOST and no Docker socket' } });
    const chosen = await chooseServices(deps);
    expect(chosen.postgres.url).toBe('postgres://local');
    expect(chosen.postgres.line).toBe(
      'postgres: local 127.0.0.1:5432 (no container engine: no DOCKER_HOST and no Docker socket)',
    );
    expect(chosen.redis.line).toBe(
      'redis: local 127.0.0.1:6379 (no container engine: no DOCKER_HOST and no Docker socket)',
    );
    expect(calls).toEqual(['probe', 'fallback postgres', 'fallback redis']);
  });

  it('treats a probe that throws as no engine, with its message as the reason', async () => {
    const { deps, calls } = harness({ engine: new Error('Could not find a working container runtime strategy') });
    const chosen = await chooseServices(deps);
    expect(chosen.postgres.line).toContain(
      '(no container engine: Could not find a working container runtime strategy)',
    );
    expect(calls).not.toContain('container postgres postgres:17-alpine');
  });

  it('lets TEST_DATABASE_URL and REDIS_URL win without asking for an engine', async () => {
    const { deps, calls } = harness({
      env: { TEST_DATABASE_URL: 'postgresql://mine/db', REDIS_URL: 'redis://mine:6379' },
      engine: { engine: 'docker 27.3.1' },
    });
    const chosen = await chooseServices(deps);
    expect(calls).toEqual(['fallback postgres', 'fallback redis']);
    expect(chosen.postgres.line).toBe('postgres: local 127.0.0.1:5432 (TEST_DATABASE_URL is set, so no container)');
    expect(chosen.redis.line).toBe('redis: local 127.0.0.1:6379 (REDIS_URL is set, so no container)');
  });

  it('says plainly when the variable it names is what the fallback used', async () => {
    const { deps } = harness({
      env: { TEST_DATABASE_URL: 'postgresql://mine/db', REDIS_URL: 'redis://mine:6379' },
      sources: { postgres: 'TEST_DATABASE_URL', redis: 'REDIS_URL' },
    });
    const chosen = await chooseServices(deps);
    expect(chosen.postgres.line).toBe('postgres: TEST_DATABASE_URL (set, so no container)');
    expect(chosen.redis.line).toBe('redis: REDIS_URL (set, so no container)');
  });

  it('gives only the other service a container when one variable is set', async () => {
    const { deps, calls } = harness({ env: { REDIS_URL: 'redis://mine:6379' }, engine: { engine: 'podman 5.2.0' } });
    const chosen = await chooseServices(deps);
    expect(calls).toEqual(['probe', 'container postgres postgres:17-alpine', 'fallback redis']);
    expect(chosen.postgres.line).toBe('postgres: container postgres:17-alpine (podman 5.2.0)');
    expect(chosen.redis.line).toContain('(REDIS_URL is set, so no container)');
  });

  it('counts an empty variable as not set', async () => {
    const { deps, calls } = harness({ env: { TEST_DATABASE_URL: '', REDIS_URL: '' }, engine: { engine: 'docker 27' } });
    await chooseServices(deps);
    expect(calls).toEqual(['probe', 'container postgres postgres:17-alpine', 'container redis redis:7-alpine']);
  });

  it('falls back when the engine answers but a container does not start, with the first line of why', async () => {
    const { deps, calls } = harness({ engine: { engine: 'docker 27.3.1' }, failingContainer: 'postgres' });
    const chosen = await chooseServices(deps);
    expect(chosen.postgres.url).toBe('postgres://local');
    expect(chosen.postgres.line).toBe(
      'postgres: local 127.0.0.1:5432 (container postgres:17-alpine did not start on docker 27.3.1: pull access denied)',
    );
    expect(chosen.redis.url).toBe('redis://container');
    expect(calls).toEqual([
      'probe',
      'container postgres postgres:17-alpine',
      'fallback postgres',
      'container redis redis:7-alpine',
    ]);
  });

  it('stops what it started when a later service cannot be had at all', async () => {
    const { deps, calls } = harness({
      engine: { engine: 'docker 27.3.1' },
      failingContainer: 'redis',
      failingFallback: 'redis',
    });
    await expect(chooseServices(deps)).rejects.toThrow('no redis anywhere');
    expect(calls.at(-1)).toBe('stop container postgres');
  });
});

describe('engineLocations (where testcontainers 11 would find an engine)', () => {
  const none = () => false;
  it('finds nothing on a machine without DOCKER_HOST, properties file or socket', () => {
    expect(engineLocations({}, none, '/home/dev', 1000, 'linux')).toEqual([]);
  });

  it('names DOCKER_HOST, so Podman through its Docker-compatible socket is asked', () => {
    const env = { DOCKER_HOST: 'unix:///run/user/1000/podman/podman.sock' };
    expect(engineLocations(env, none, '/home/dev', 1000, 'linux')).toEqual([
      'DOCKER_HOST=unix:///run/user/1000/podman/podman.sock',
    ]);
  });

  it('finds the root and rootless Docker sockets and the testcontainers properties file', () => {
    const present = new Set([
      '/var/run/docker.sock',
      '/run/user/1000/docker.sock',
      '/home/dev/.docker/desktop/docker.sock',
      '/home/dev/.testcontainers.properties',
    ]);
    expect(
      engineLocations({ XDG_RUNTIME_DIR: '/run/user/1000' }, (f) => present.has(f), '/home/dev', 1000, 'linux'),
    ).toEqual([
      '/home/dev/.testcontainers.properties',
      '/var/run/docker.sock',
      '/run/user/1000/docker.sock',
      '/home/dev/.docker/desktop/docker.sock',
    ]);
  });

  it('always asks on Windows, whose engine is a named pipe it cannot see', () => {
    expect(engineLocations({}, none, 'C:\\Users\\dev', 0, 'win32')).toEqual(['npipe:////./pipe/docker_engine']);
  });
});

describe('engineName', () => {
  it("says podman when the engine's version lists a Podman component, else docker", () => {
    expect(engineName('5.2.0', [{ Name: 'Podman Engine' }])).toBe('podman 5.2.0');
    expect(engineName('27.3.1', [{ Name: 'Engine' }, { Name: 'containerd' }])).toBe('docker 27.3.1');
    expect(engineName('27.3.1')).toBe('docker 27.3.1');
  });
});

describe('imagesFromCompose', () => {
  it("reads the postgres and redis services' images", () => {
    const yaml = 'services:\n  postgres:\n    image: postgres:17-alpine\n  redis:\n    image: redis:7-alpine\n';
    expect(imagesFromCompose(yaml)).toEqual({ postgres: 'postgres:17-alpine', redis: 'redis:7-alpine' });
  });

  it('refuses a compose file without one of them', () => {
    expect(() => imagesFromCompose('services:\n  postgres:\n    image: postgres:17\n')).toThrow('no image for redis');
  });

  it('finds both in the real docker-compose.yml, so tests run the production majors', () => {
    const compose = readFileSync(path.resolve(import.meta.dirname, '../../../../docker-compose.yml'), 'utf8');
    const images = imagesFromCompose(compose);
    expect(images.postgres).toMatch(/^postgres:\d+/);
    expect(images.redis).toMatch(/^redis:\d+/);
  });
});

describe('removeOnInterrupt', () => {
  function fakeProcess() {
    const emitter = new EventEmitter() as EventEmitter & { exit(code: number): never; exitCodes: number[] };
    emitter.exitCodes = [];
    emitter.exit = ((code: number) => void emitter.exitCodes.push(code)) as (code: number) => never;
    return emitter;
  }

  it('removes the containers once on Ctrl-C and exits 130 when no one else listens', () => {
    const proc = fakeProcess();
    let removed = 0;
    removeOnInterrupt(proc as unknown as NodeJS.Process, () => void removed++);
    proc.emit('SIGINT', 'SIGINT');
    proc.emit('exit', 130);
    expect(removed).toBe(1);
    expect(proc.exitCodes).toEqual([130]);
  });

  it('leaves the exit to another SIGTERM listener (vitest) but still removes', () => {
    const proc = fakeProcess();
    proc.on('SIGTERM', () => {});
    let removed = 0;
    removeOnInterrupt(proc as unknown as NodeJS.Process, () => void removed++);
    proc.emit('SIGTERM', 'SIGTERM');
    expect(removed).toBe(1);
    expect(proc.exitCodes).toEqual([]);
  });

  it('removes on an exit that skipped the teardown, and does nothing once disarmed', () => {
    const crashed = fakeProcess();
    let removed = 0;
    removeOnInterrupt(crashed as unknown as NodeJS.Process, () => void removed++);
    crashed.emit('exit', 1);
    expect(removed).toBe(1);

    const finished = fakeProcess();
    const disarm = removeOnInterrupt(finished as unknown as NodeJS.Process, () => void removed++);
    disarm();
    finished.emit('SIGINT', 'SIGINT');
    finished.emit('exit', 0);
    expect(removed).toBe(1);
    expect(finished.listenerCount('SIGINT')).toBe(0);
  });
});
