import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** docs/decisions/: the index a newcomer starts from, and records that keep the template's shape. */
const dir = path.resolve(import.meta.dirname, '../../../../docs/decisions');
const index = readFileSync(path.join(dir, 'README.md'), 'utf8');

interface Record {
  file: string;
  number: string;
  title: string;
  status: string;
  text: string;
}

const records: Record[] = readdirSync(dir)
  .filter((file) => /^\d{3}-.+\.md$/.test(file))
  .map((file) => {
    const text = readFileSync(path.join(dir, file), 'utf8');
    return {
      file,
      number: file.slice(0, 3),
      title: /^# \d{3}\. (.+)$/m.exec(text)?.[1] ?? '',
      status: /^- Status: (.+)$/m.exec(text)?.[1] ?? '',
      text,
    };
  });

/** The index's rows: `| [NNN](file) | title | status | line |`. */
const rows = [...index.matchAll(/^\| \[(\d{3})\]\(([^)]+)\) \| (.+?) \| (.+?) \| (.+) \|$/gm)].map((m) => ({
  number: m[1],
  file: m[2],
  title: m[3],
  status: m[4],
}));

describe('docs/decisions', () => {
  it('numbers each record once, each with the template parts', () => {
    const numbers = records.map((r) => r.number);
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
    const malformed = records.filter(
      (r) =>
        !r.title ||
        !/^- Date: \d{4}-\d{2}-\d{2}$/m.test(r.text) ||
        !/^(accepted|superseded by \d{3})$/.test(r.status) ||
        !/^## Context$[\s\S]*^## Decision$[\s\S]*^## Consequences$/m.test(r.text),
    );
    expect(malformed.map((r) => r.file)).toEqual([]);
  });

  it('lists every record in README.md with its title and status', () => {
    expect(rows).toEqual(records.map((r) => ({ number: r.number, file: r.file, title: r.title, status: r.status })));
  });

  it('says why each unused number below the highest is missing, and which number is next', () => {
    const numbers = records.map((r) => Number(r.number));
    const highest = Math.max(...numbers);
    const missing = Array.from({ length: highest }, (_, i) => i + 1).filter((n) => !numbers.includes(n));
    const section = index.slice(index.indexOf('## The numbers that are missing'));
    const explained = missing.map((n) => String(n).padStart(3, '0')).filter((n) => section.includes(n));
    expect(explained).toEqual(missing.map((n) => String(n).padStart(3, '0')));
    expect(index).toContain(`(${String(highest + 1).padStart(3, '0')} next)`);
  });
});
