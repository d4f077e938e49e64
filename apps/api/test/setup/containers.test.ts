import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeEngine, removeContainersNow, startContainer } from './containers.ts';

/**
 * containers.ts through testcontainers against a stand-in engine API (stand-in-engine.mjs, in a
 * process of its own so that the synchronous removal can reach it): no real engine runs here, and the
 * starts themselves can only be seen failing. testcontainers keeps the first engine it finds for the
 * life of the process, so this file uses one stand-in, a Podman one, throughout.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'hf-engine-'));
const socket = path.join(dir, 'engine.sock');
const requests: string[] = [];
let engine: ChildProcess;
const previousDockerHost = process.env.DOCKER_HOST;

beforeAll(async () => {
  engine = spawn(process.execPath, [path.join(import.meta.dirname, 'stand-in-engine.mjs'), socket, 'podman'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: engine.stdout! });
  await new Promise<void>((resolve) =>
    lines.on('line', (line) => (line === 'listening' ? resolve() : requests.push(line))),
  );
  process.env.DOCKER_HOST = `unix://${socket}`;
});

afterAll(() => {
  engine.kill();
  if (previousDockerHost === undefined) delete process.env.DOCKER_HOST;
  else process.env.DOCKER_HOST = previousDockerHost;
  rmSync(dir, { recursive: true, force: true });
});

describe('containers.ts against a stand-in engine', () => {
  it('finds the engine DOCKER_HOST names and says it is Podman', async () => {
    expect(await probeEngine()).toEqual({ engine: 'podman 5.2.0' });
    expect(requests).toContain('GET /info');
  }, 30_000);

  it("rejects a container the engine does not start, with the engine's own message", async () => {
    await expect(startContainer('postgres', 'postgres:16.4-alpine')).rejects.toThrow(/stand-in engine: .*postgres/);
  }, 30_000);

  it('removes containers by id, forced and with their volumes', () => {
    removeContainersNow(['c0ffee', 'decade']);
    return expect
      .poll(() => requests.filter((r) => r.startsWith('DELETE')).sort())
      .toEqual(['DELETE /containers/c0ffee?force=true&v=true', 'DELETE /containers/decade?force=true&v=true']);
  }, 30_000);
});
