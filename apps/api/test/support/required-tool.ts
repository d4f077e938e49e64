import { spawnSync } from 'node:child_process';
import { DEBIAN_TOOLS, isCi } from '../../../../scripts/lib/debian-tools.mjs';

/** What a check does about the tool it needs: run it; skip it on a developer's machine; fail under CI. */
export type ToolVerdict = 'run' | 'skip' | 'fail';

export function toolVerdict(present: boolean, env: Record<string, string | undefined>): ToolVerdict {
  if (present) return 'run';
  return isCi(env) ? 'fail' : 'skip';
}

export interface RequiredTool {
  /** For `it.skipIf`: true only outside CI while the tool is missing. */
  skip: boolean;
  /** A skipped check says why in its title, so a green run without the tool is not mistaken for a pass. */
  title(title: string): string;
  /** The check's first line: under CI=true without the tool, the check fails here. */
  assertPresent(): void;
}

const onPath = (binary: string) => spawnSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' }).status === 0;

/** A binary a check calls, from DEBIAN_TOOLS (which npm test installs as root). */
export function requiredTool(
  name: 'docker-compose' | 'caddy',
  env: Record<string, string | undefined> = process.env,
  present = onPath(name),
): RequiredTool {
  const debianPackage = DEBIAN_TOOLS.find((tool) => tool.name === name)?.package ?? name;
  const verdict = toolVerdict(present, env);
  const missing = `no ${name} binary on PATH`;
  const install = `apt-get install -y ${debianPackage}`;
  return {
    skip: verdict === 'skip',
    title: (title) => (verdict === 'skip' ? `${title} (SKIPPED: ${missing}; ${install})` : title),
    assertPresent() {
      if (verdict === 'fail') {
        throw new Error(`${missing}, and CI=true: this check must run (${install}; npm test installs it as root)`);
      }
    },
  };
}
