import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeRunTemp, openRunTemp } from '../../../../scripts/lib/run-temp.mjs';

// npm test and npm run bench keep everything their tests put in the temp folder under one folder of
// the run's: removed at the end, and by the next run when the run was killed.
describe('a run temp folder', () => {
  const savedTmp = process.env.TMPDIR;
  let base = '';
  afterEach(() => {
    process.env.TMPDIR = savedTmp;
    rmSync(base, { recursive: true, force: true });
  });

  it("removes the folders of runs whose process is gone, keeps a live run's, and its own goes at the end", () => {
    base = mkdtempSync(path.join(tmpdir(), 'hf-run-temp-test-'));
    process.env.TMPDIR = base;
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    const killedRun = path.join(base, `hf-run-${gone}`);
    mkdirSync(path.join(killedRun, 'hf-test-x'), { recursive: true });
    writeFileSync(path.join(killedRun, 'hf-test-x', 'jwt-secret'), 'secret');
    const liveRun = path.join(base, `hf-run-${process.ppid}`);
    mkdirSync(liveRun);

    const mine = openRunTemp();
    expect(mine).toBe(path.join(base, `hf-run-${process.pid}`));
    expect(existsSync(killedRun)).toBe(false);
    expect(existsSync(liveRun)).toBe(true);
    writeFileSync(path.join(mine, 'file'), 'x');
    closeRunTemp(mine);
    expect(existsSync(mine)).toBe(false);
  });
});
