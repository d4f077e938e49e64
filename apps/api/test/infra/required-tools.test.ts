import { describe, expect, it } from 'vitest';
import { DEBIAN_TOOLS, ensureDebianTools } from '../../../../scripts/lib/debian-tools.mjs';
import { requiredTool, toolVerdict } from '../support/required-tool.ts';

/**
 * The compose and Caddyfile checks need docker-compose and caddy. A fresh clone must not pass
 * `npm test` without them: npm test installs them as root, and under CI=true a check whose tool
 * is still missing fails instead of skipping. Answered here with both inputs, not by uninstalling.
 */
describe('a check that needs a tool', () => {
  it('runs when the tool is there, whatever CI says', () => {
    expect(toolVerdict(true, {})).toBe('run');
    expect(toolVerdict(true, { CI: 'true' })).toBe('run');
  });

  it("skips on a developer's machine without the tool, and says why in its title", () => {
    expect(toolVerdict(false, {})).toBe('skip');
    expect(toolVerdict(false, { CI: 'false' })).toBe('skip');
    expect(toolVerdict(false, { CI: '0' })).toBe('skip');
    const caddy = requiredTool('caddy', {}, false);
    expect(caddy.skip).toBe(true);
    expect(caddy.title('passes caddy validate')).toBe(
      'passes caddy validate (SKIPPED: no caddy binary on PATH; apt-get install -y caddy)',
    );
  });

  it('fails under CI=true without the tool, naming the package to install', () => {
    expect(toolVerdict(false, { CI: 'true' })).toBe('fail');
    expect(toolVerdict(false, { CI: '1' })).toBe('fail');
    const compose = requiredTool('docker-compose', { CI: 'true' }, false);
    expect(compose.skip).toBe(false);
    expect(compose.title('is valid for docker-compose config -q')).toBe('is valid for docker-compose config -q');
    expect(() => compose.assertPresent()).toThrow(
      'no docker-compose binary on PATH, and CI=true: this check must run (apt-get install -y docker-compose; npm test installs it as root)',
    );
    expect(() => requiredTool('docker-compose', { CI: 'true' }, true).assertPresent()).not.toThrow();
  });
});

describe('npm test, before the suite', () => {
  const answers = (present: Set<string>) => {
    const commands: string[] = [];
    const sh = (command: string) => {
      commands.push(command);
      const asked = command.match(/^command -v (\S+)$/)?.[1];
      if (asked) return present.has(asked);
      if (command.startsWith('apt-get update')) {
        for (const name of ['docker-compose', 'caddy', 'chromium']) if (command.includes(` ${name}`)) present.add(name);
      }
      return true;
    };
    const exists = (file: string) => file === '/usr/bin/chromium' && present.has('chromium');
    return { sh, exists, commands };
  };

  it('installs, as root, the Debian packages of every tool the compose and Caddyfile checks need', () => {
    expect(DEBIAN_TOOLS.map((tool) => tool.package)).toEqual(
      expect.arrayContaining(['chromium', 'docker-compose', 'caddy']),
    );
    const machine = answers(new Set(['chromium', 'apt-get']));
    const missing = ensureDebianTools({ env: {}, isRoot: true, sh: machine.sh, exists: machine.exists, log: () => {} });
    expect(missing).toEqual([]);
    const installs = machine.commands.filter((c) => c.includes('apt-get install'));
    expect(installs).toHaveLength(1);
    expect(installs[0]).toMatch(/apt-get install -y -qq docker-compose caddy$/);
  });

  it('installs nothing when every tool is there', () => {
    const machine = answers(new Set(['chromium', 'apt-get', 'docker-compose', 'caddy']));
    expect(ensureDebianTools({ env: {}, isRoot: true, sh: machine.sh, exists: machine.exists, log: () => {} })).toEqual(
      [],
    );
    expect(machine.commands.some((c) => c.includes('apt-get install'))).toBe(false);
  });

  it('says what is missing and how to get it when it may not install (not root)', () => {
    const machine = answers(new Set(['chromium', 'apt-get']));
    const lines: string[] = [];
    const missing = ensureDebianTools({
      env: { CI: 'true' },
      isRoot: false,
      sh: machine.sh,
      exists: machine.exists,
      log: (line) => lines.push(line),
    });
    expect(missing.map((tool) => tool.name)).toEqual(['docker-compose', 'caddy']);
    expect(machine.commands.some((c) => c.includes('apt-get'))).toBe(false);
    expect(lines.join('\n')).toContain('no caddy: caddy validate on infra/Caddyfile will fail under CI=true');
    expect(lines.join('\n')).toContain('apt-get install -y caddy');
  });
});
