// One temporary folder per `npm test` or `npm run bench` run, set as TMPDIR for everything the run
// starts, so every file its tests, browsers and databases make "in /tmp" (data folders with keys,
// Chromium profiles, private Postgres clusters, S3 folders) sits in one place that the run removes
// when it ends, however its tests ended. A run that was killed leaves its folder behind: the next
// run removes every such folder whose process is gone. Under /tmp, not the checkout, because Unix
// socket paths (a private cluster's) must stay short.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PREFIX = 'hf-run-';

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return error.code === 'EPERM';
  }
}

/** Makes this run's folder (after removing those of runs that are gone) and answers its path. */
export function openRunTemp() {
  const base = tmpdir();
  for (const name of readdirSync(base)) {
    if (!name.startsWith(PREFIX)) continue;
    const pid = Number(name.slice(PREFIX.length));
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && !alive(pid))
      rmSync(path.join(base, name), { recursive: true, force: true });
  }
  const dir = path.join(base, `${PREFIX}${process.pid}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Removes this run's folder. */
export function closeRunTemp(dir) {
  rmSync(dir, { recursive: true, force: true });
}
