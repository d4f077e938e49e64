import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../lib/services.ts';

/**
 * Each benchmark owns one section of docs/benchmarks.md, between its start and end markers, and
 * rewrites only that section, so the benchmarks can run alone or together.
 */
export function writeBenchmarkSection(start: string, end: string, section: string): void {
  const file = path.join(repoRoot, 'docs/benchmarks.md');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const next = current.includes(start)
    ? current.replace(new RegExp(`${start}[\\s\\S]*?${end}`), () => section)
    : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
}

/** When and on what a benchmark ran, for its "Last run:" line: its figures mean little without the machine. */
export function lastRun(): string {
  const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)} at the end of the run`;
  return `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}`;
}

/**
 * A bench started as a file of its own (`tsx scripts/bench/admin.ts`) rather than through
 * scripts/bench.ts runs at once and exits 0 when it passed, 1 when not; imported, nothing happens.
 */
export async function runWhenStartedAlone(
  moduleUrl: string,
  run: () => Promise<boolean | { passed: boolean }>,
): Promise<void> {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  const result = await run();
  process.exit((typeof result === 'boolean' ? result : result.passed) ? 0 : 1);
}
