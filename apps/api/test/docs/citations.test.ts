import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A clone explains itself: a comment, a test's name or a doc cites only what the repository holds.
 * The shop was built to design files and issues kept outside it; what they said now lives in docs/
 * (contract.md, domain.md, backoffice.md) and docs/decisions/, and a citation of the outside file or
 * of an issue by its number leaves a newcomer nothing to open.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const SKIP = new Set(['node_modules', 'dist', 'coverage', 'generated', 'artifacts', 'test-results']);
const TEXT = /\.(ts|tsx|mts|mjs|js|md|prisma|sql|ya?ml|json|css|html|sh)$|^(Dockerfile|Caddyfile)$/;

interface Source {
  file: string;
  text: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // Hidden directories are tooling (.git, .data, .ci), except the CI workflow the README names.
    if (entry.name.startsWith('.') && entry.name !== '.github') return [];
    if (SKIP.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const allFiles = walk(root).map((full) => path.relative(root, full));
const fileNames = new Set(allFiles.map((file) => path.basename(file)));
const sources: Source[] = allFiles
  .filter((file) => TEXT.test(path.basename(file)) && path.basename(file) !== 'pnpm-lock.yaml')
  .map((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    // A page copied into docs/ says in its opening comment where it came from: that is its history.
    return { file, text: /^docs\/[^/]+\.md$/.test(file) ? text.replace(/^<!--[\s\S]*?-->/, '') : text };
  });

/** Each match of `pattern` in every source, as `file:line: text`. */
function citations(pattern: RegExp, keep: (match: RegExpMatchArray) => boolean = () => true): string[] {
  return sources.flatMap(({ file, text }) =>
    [...text.matchAll(pattern)]
      .filter(keep)
      .map((m) => `${file}:${text.slice(0, m.index).split('\n').length}: ${m[0].replace(/\s+/g, ' ')}`),
  );
}

/** The numbered headings of a doc: `## 3.` gives "3", `## D3.` gives "D3". */
function headings(doc: string): Set<string> {
  const text = readFileSync(path.join(root, doc), 'utf8');
  return new Set([...text.matchAll(/^#{2,3} ([A-Z]?\d+)\. /gm)].map((m) => m[1] ?? ''));
}

describe('citations in comments, test names and docs', () => {
  it('name only Markdown files the repository has', () => {
    const missing = citations(/\b[A-Z][A-Z0-9]*(?:[-_][A-Z0-9]+)*\.md\b/g, (m) => !fileNames.has(m[0]));
    expect(missing).toEqual([]);
  });

  it('say which decision or doc section they mean, never an issue by its number or title', () => {
    // Across a comment's line break too: `issue\n * 27`.
    expect(citations(/\bissues?(?:\s|\*|\/\/)+(?:#?\d+|"[a-z][^"\n]*")/gi)).toEqual([]);
  });

  it('name decisions that exist', () => {
    const decisions = new Set(
      readdirSync(path.join(root, 'docs/decisions'))
        .map((name) => /^(\d{3})-/.exec(name)?.[1])
        .filter(Boolean),
    );
    const missing = citations(/\bdecisions?\s+\d{3}(?:(?:,\s*|\s+and\s+|\s*-\s*)\d{3})*/gi, (m) =>
      [...m[0].matchAll(/\d{3}/g)].some(([n]) => !decisions.has(n)),
    );
    expect(missing).toEqual([]);
  });

  it('name sections that docs/contract.md, docs/backoffice.md and docs/domain.md have', () => {
    const sections: Record<string, Set<string>> = {
      'contract.md': headings('docs/contract.md'),
      'backoffice.md': headings('docs/backoffice.md'),
      'domain.md': headings('docs/domain.md'),
    };
    const missing = citations(
      /docs\/(contract|backoffice|domain)\.md,? (?:sections? (\d+)(?:(?:,\s*|\s+and\s+|\s*-\s*)(\d+))?|([DS]\d+))/g,
      (m) => [m[2], m[3], m[4]].some((n) => n !== undefined && !sections[`${m[1]}.md`]?.has(n)),
    );
    expect(missing).toEqual([]);
  });
});
