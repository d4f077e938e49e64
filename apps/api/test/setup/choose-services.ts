// Which Postgres and Redis a test run uses, and why (README, "Tests"). The decisions only: the
// engine probe, the containers and the fallbacks are passed in, so the unit tests beside this file
// can answer "engine present", "engine absent" and "variables set" on a machine without an engine.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

export type Service = 'postgres' | 'redis';
export const SERVICES: readonly Service[] = ['postgres', 'redis'];

/** The variable a user sets to hand the tests a service of their own; when set it always wins. */
export const USER_VARIABLE: Record<Service, string> = { postgres: 'TEST_DATABASE_URL', redis: 'REDIS_URL' };

/** An engine that answered (`docker 27.3.1`, `podman 5.2.0`), or why none did. */
export type EngineAnswer = { engine: string } | { absent: string };

export interface Running {
  url: string;
  stop(): Promise<void>;
}

export interface Chosen extends Running {
  /** One line for the start of the run: `postgres: container postgres:17-alpine (docker 27.3.1)`. */
  line: string;
}

export interface ChooseDeps {
  env: Record<string, string | undefined>;
  /** The image each container runs: the compose file's own (imagesFromCompose). */
  images: Record<Service, string>;
  probeEngine(): Promise<EngineAnswer>;
  startContainer(service: Service, image: string): Promise<Running>;
  /** What the tests did before containers: user variable, the machine's server, an embedded one. */
  fallback(service: Service): Promise<Running & { source: string }>;
}

function message(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim();
}

/**
 * Starts (or finds) both services: a user's variable wins; else a container when an engine answers;
 * else the fallback, with the reason in its line. The engine is asked once, and only when a service
 * still needs it. If anything fails after a container started, that container is stopped before the
 * error goes on, so a failed set-up leaves nothing running.
 */
export async function chooseServices(deps: ChooseDeps): Promise<Record<Service, Chosen>> {
  const userSet = (service: Service) => Boolean(deps.env[USER_VARIABLE[service]]);
  const engine: EngineAnswer = SERVICES.every(userSet)
    ? { absent: 'not asked' }
    : await deps.probeEngine().catch((error: unknown) => ({ absent: message(error) }));
  const chosen: Partial<Record<Service, Chosen>> = {};
  try {
    for (const service of SERVICES) {
      chosen[service] = await chooseOne(service, userSet(service), engine, deps);
    }
  } catch (error) {
    for (const started of Object.values(chosen)) await started.stop().catch(() => undefined);
    throw error;
  }
  return chosen as Record<Service, Chosen>;
}

async function chooseOne(service: Service, userSet: boolean, engine: EngineAnswer, deps: ChooseDeps): Promise<Chosen> {
  let reason: string;
  if (userSet) {
    reason = `${USER_VARIABLE[service]} is set, so no container`;
  } else if ('engine' in engine) {
    const image = deps.images[service];
    try {
      const running = await deps.startContainer(service, image);
      return { ...running, line: `${service}: container ${image} (${engine.engine})` };
    } catch (error) {
      reason = `container ${image} did not start on ${engine.engine}: ${message(error)}`;
    }
  } else {
    reason = `no container engine: ${engine.absent}`;
  }
  const found = await deps.fallback(service);
  // "postgres: TEST_DATABASE_URL (set, so no container)" rather than naming the variable twice.
  if (userSet && found.source === USER_VARIABLE[service]) reason = 'set, so no container';
  return { url: found.url, stop: found.stop, line: `${service}: ${found.source} (${reason})` };
}

/**
 * Where testcontainers 11 looks for an engine (its strategies: ~/.testcontainers.properties,
 * DOCKER_HOST, /var/run/docker.sock, the rootless sockets, Windows' named pipe). When none of them
 * exists no engine can answer, and the probe need not load testcontainers (about 2 s here) to hear so.
 */
export function engineLocations(
  env: Record<string, string | undefined>,
  exists: (file: string) => boolean = existsSync,
  home = os.homedir(),
  uid = os.userInfo().uid,
  platform = process.platform,
): string[] {
  const found: string[] = [];
  if (env.DOCKER_HOST) found.push(`DOCKER_HOST=${env.DOCKER_HOST}`);
  const properties = path.join(home, '.testcontainers.properties');
  if (exists(properties)) found.push(properties);
  if (platform === 'win32') found.push('npipe:////./pipe/docker_engine');
  if (platform === 'linux' || platform === 'darwin') {
    const sockets = [
      '/var/run/docker.sock',
      env.XDG_RUNTIME_DIR && path.join(env.XDG_RUNTIME_DIR, 'docker.sock'),
      path.join(home, '.docker', 'run', 'docker.sock'),
      path.join(home, '.docker', 'desktop', 'docker.sock'),
      `/run/user/${uid}/docker.sock`,
    ];
    for (const socket of sockets) if (socket && !found.includes(socket) && exists(socket)) found.push(socket);
  }
  return found;
}

/** `docker 27.3.1` or `podman 5.2.0`: Podman's Docker-compatible API names itself among the version's components. */
export function engineName(serverVersion: unknown, components: { Name?: string }[] = []): string {
  const podman = components.some((component) => /podman/i.test(component.Name ?? ''));
  return `${podman ? 'podman' : 'docker'} ${String(serverVersion)}`;
}

/** The images of the compose file's postgres and redis services: tests run the major production runs. */
export function imagesFromCompose(composeYaml: string): Record<Service, string> {
  const compose = parse(composeYaml) as { services?: Record<string, { image?: unknown }> };
  const image = (service: Service) => {
    const value = compose.services?.[service]?.image;
    if (typeof value !== 'string' || !value) throw new Error(`docker-compose.yml has no image for ${service}`);
    return value;
  };
  return { postgres: image('postgres'), redis: image('redis') };
}

type ExitingProcess = Pick<NodeJS.Process, 'on' | 'off' | 'listenerCount' | 'exit'>;

/**
 * Until disarmed, removes the containers when the run ends without its teardown: Ctrl-C or SIGTERM
 * (vitest answers both with process.exit a millisecond later, too soon for anything asynchronous),
 * or any other exit. `removeNow` must therefore be synchronous. Where no one else listens for the
 * signal, exits the way the signal would have (128 + its number). Answers the disarm function.
 */
export function removeOnInterrupt(proc: ExitingProcess, removeNow: () => void): () => void {
  let armed = true;
  const onExit = () => {
    if (!armed) return;
    armed = false;
    removeNow();
  };
  const onSignal = (signal: NodeJS.Signals) => {
    onExit();
    if (proc.listenerCount(signal) <= 1) proc.exit(signal === 'SIGINT' ? 130 : 143);
  };
  proc.on('exit', onExit);
  proc.on('SIGINT', onSignal);
  proc.on('SIGTERM', onSignal);
  return () => {
    armed = false;
    proc.off('exit', onExit);
    proc.off('SIGINT', onSignal);
    proc.off('SIGTERM', onSignal);
  };
}
