// `npm run bench`: the performance targets of docs/domain.md D7 that have a benchmark. Each
// benchmark lives beside this file in scripts/bench/ and writes its own section of
// docs/benchmarks.md; this runs them one after another so they never share the two cores.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { closeRunTemp, openRunTemp } from './lib/run-temp.mjs';

// Each bench's databases, data folders and browser profiles go under one folder of this run's,
// removed at the end; a killed run's is removed by the next (scripts/lib/run-temp.mjs).
const runTemp = openRunTemp();
process.env.TMPDIR = runTemp;
process.on('exit', () => closeRunTemp(runTemp));

const dir = path.join(import.meta.dirname, 'bench');
const only = process.argv[2];
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !f.startsWith('_'))
  .sort()) {
  if (only && !file.includes(only)) continue;
  const mod = (await import(path.join(dir, file))) as Record<string, unknown>;
  const run = Object.entries(mod).find(([name, value]) => name.startsWith('run') && typeof value === 'function');
  if (!run) continue;
  console.log(`\n== ${file} ==`);
  await (run[1] as () => Promise<unknown>)();
}
