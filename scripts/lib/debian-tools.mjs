// The Debian packages the suite's checks call, and their installation before `npm test` runs them
// (scripts/test.mjs): Chromium for the browser tests, docker-compose v1 to validate
// docker-compose.yml without an engine, Caddy to validate infra/Caddyfile. As root with apt-get they
// are installed when missing; otherwise npm test says which are missing and what that costs. Plain
// JavaScript: npm test runs it with node alone. Types: debian-tools.d.mts.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const DEBIAN_TOOLS = [
  {
    name: 'chromium',
    package: 'chromium',
    file: '/usr/bin/chromium',
    fileVariable: 'CHROMIUM_PATH',
    why: 'the browser tests',
    whenMissing: 'fail',
  },
  {
    name: 'docker-compose',
    package: 'docker-compose',
    command: 'docker-compose',
    why: 'docker-compose config on docker-compose.yml',
    whenMissing: 'skip',
  },
  {
    name: 'caddy',
    package: 'caddy',
    command: 'caddy',
    why: 'caddy validate on infra/Caddyfile',
    whenMissing: 'skip',
    // Where systemd runs, the package starts a server on :80; the checks need only the binary.
    afterInstall:
      'if command -v systemctl >/dev/null 2>&1; then systemctl disable --now caddy >/dev/null 2>&1; fi; true',
  },
];

/** A shell command's success, its output shown only when `inherit`. */
function shell(command, inherit = false) {
  return spawnSync('sh', ['-c', command], { stdio: inherit ? 'inherit' : 'ignore' }).status === 0;
}

/** CI=true (or 1): a check whose tool is missing fails there instead of skipping. */
export function isCi(env) {
  return Boolean(env.CI) && env.CI !== 'false' && env.CI !== '0';
}

function present(tool, env, sh, exists) {
  return tool.file ? exists(env[tool.fileVariable] ?? tool.file) : sh(`command -v ${tool.command}`);
}

/**
 * Installs the missing tools' packages in one apt-get run when root with apt-get, then answers the
 * tools still missing, each named in the log with what it costs and how to get it.
 */
export function ensureDebianTools({
  tools = DEBIAN_TOOLS,
  env = process.env,
  isRoot = process.getuid?.() === 0,
  sh = shell,
  exists = existsSync,
  log = console.log,
} = {}) {
  const missing = tools.filter((tool) => !present(tool, env, sh, exists));
  if (missing.length === 0) return [];
  if (isRoot && sh('command -v apt-get')) {
    const packages = missing.map((tool) => tool.package).join(' ');
    log(`[test] installing Debian ${packages} for ${missing.map((tool) => tool.why).join(', ')}`);
    sh(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, true);
    for (const tool of missing) if (tool.afterInstall) sh(tool.afterInstall);
  }
  const still = missing.filter((tool) => !present(tool, env, sh, exists));
  for (const tool of still) {
    const cost = tool.whenMissing === 'fail' || isCi(env) ? 'will fail' : 'will be skipped';
    const where = tool.file ? ` at ${env[tool.fileVariable] ?? tool.file}` : '';
    log(
      `[test] no ${tool.name}${where}: ${tool.why} ${cost}${isCi(env) ? ' under CI=true' : ''} ` +
        `(apt-get install -y ${tool.package}${tool.fileVariable ? `, or set ${tool.fileVariable}` : ''})`,
    );
  }
  return still;
}
