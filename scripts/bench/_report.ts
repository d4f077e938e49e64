import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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
