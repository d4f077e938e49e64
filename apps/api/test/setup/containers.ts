// The container side of the tests' services (choose-services.ts decides when): asks testcontainers
// for an engine, starts Postgres and Redis from the compose file's images, and can remove them
// synchronously when the run is interrupted. testcontainers is loaded only when an engine may exist.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { EngineAnswer, Running, Service } from './choose-services.ts';
import { engineLocations, engineName } from './choose-services.ts';

const PROBE_TIMEOUT_MS = 10_000;

/** testcontainers reads process.env itself (DOCKER_HOST, ...), so the probe looks at the same. */
export async function probeEngine(): Promise<EngineAnswer> {
  const locations = engineLocations(process.env);
  if (locations.length === 0) return { absent: 'no DOCKER_HOST and no Docker socket' };
  const where = locations.join(', ');
  let timer: NodeJS.Timeout | undefined;
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${PROBE_TIMEOUT_MS / 1000} s`)), PROBE_TIMEOUT_MS);
    });
    const client = await Promise.race([getContainerRuntimeClient(), timeout]);
    const version = await client.container.dockerode.version().catch(() => undefined);
    return { engine: engineName(client.info.containerRuntime.serverVersion, version?.Components) };
  } catch (error) {
    return { absent: `${where} did not answer (${error instanceof Error ? error.message : String(error)})` };
  } finally {
    clearTimeout(timer);
  }
}

export interface RunningContainer extends Running {
  id: string;
}

/**
 * A throwaway server: fsync off because its data dies with it and the suite writes a lot; room for
 * more connections than the default 100, since a runner with more cores runs more test files at once.
 */
export async function startContainer(service: Service, image: string): Promise<RunningContainer> {
  if (service === 'postgres') {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer(image)
      .withCommand([
        'postgres',
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
        '-c',
        'max_connections=300',
      ])
      .start();
    // The image's user is a superuser: it can create the template and each test file's database.
    return { id: container.getId(), url: container.getConnectionUri(), stop: () => container.stop().then(() => {}) };
  }
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer(image)
    .withCommand(['redis-server', '--save', '', '--appendonly', 'no'])
    .withExposedPorts(6379)
    .withWaitStrategy(Wait.forLogMessage(/Ready to accept connections/))
    .start();
  return {
    id: container.getId(),
    url: `redis://${container.getHost()}:${container.getMappedPort(6379)}`,
    stop: () => container.stop().then(() => {}),
  };
}

/**
 * Removes containers by id and waits until done: for an exit or signal handler, where nothing
 * asynchronous would finish. A child process does the asking, through testcontainers, so DOCKER_HOST
 * and the rest resolve as they did for the start. (testcontainers' Ryuk also removes them after the
 * process dies, where the engine allows Ryuk: this covers Podman set-ups that disable it.)
 */
export function removeContainersNow(ids: string[]): void {
  if (ids.length === 0) return;
  const testcontainers = pathToFileURL(createRequire(import.meta.url).resolve('testcontainers')).href;
  const script = `
    const { getContainerRuntimeClient } = await import(${JSON.stringify(testcontainers)});
    const client = await getContainerRuntimeClient();
    await Promise.all(${JSON.stringify(ids)}.map((id) =>
      client.container.getById(id).remove({ force: true, v: true }).catch(() => undefined)));
  `;
  spawnSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'ignore', timeout: 30_000 });
}
