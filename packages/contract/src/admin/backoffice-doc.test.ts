import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminCalls } from './desks.ts';
import { PERMISSIONS, ROLE_PERMISSIONS, ROLES } from './permissions.ts';

/**
 * docs/backoffice.md says who may do what (section 3) and which calls outside tools may rely on
 * (section 8). Both are promises to people who read the page instead of the code, so they are
 * checked against the contract here.
 */
const doc = readFileSync(path.resolve(import.meta.dirname, '../../../../docs/backoffice.md'), 'utf8');

function section(n: number): string {
  const start = doc.indexOf(`\n## ${n}. `);
  const end = doc.indexOf('\n## ', start + 1);
  if (start < 0) throw new Error(`docs/backoffice.md has no section ${n}`);
  return doc.slice(start, end < 0 ? undefined : end);
}

/** The rows of the Markdown tables of a section, as cells, header and rule rows left out. */
function tableRows(text: string): string[][] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('|---'))
    .map((line) =>
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    )
    .filter(([first]) => first !== 'role' && !first?.startsWith('path'));
}

/** The field names of the first `{...}` in a cell, leaving out those of nested objects and lists. */
function topLevelFields(cell: string): string[] {
  const body = /`(\{.*?\})`/.exec(cell)?.[1] ?? '';
  const fields: string[] = [];
  let depth = 0;
  for (const m of body.matchAll(/[{}[\]]|([a-zA-Z]+)\??(?=\s*[,}:])/g)) {
    if (m[0] === '{' || m[0] === '[') depth += 1;
    else if (m[0] === '}' || m[0] === ']') depth -= 1;
    else if (depth === 1 && m[1]) fields.push(m[1]);
  }
  return fields;
}

describe('docs/backoffice.md', () => {
  it("section 3 gives each role exactly the contract's permissions", () => {
    const rows = new Map(tableRows(section(3)).map(([role, may]) => [role, may ?? '']));
    expect([...rows.keys()].sort()).toEqual([...ROLES].sort());
    for (const role of ROLES) {
      const written = rows.get(role) ?? '';
      if (ROLE_PERMISSIONS[role] === PERMISSIONS) {
        expect(written, role).toMatch(/^every permission/);
        continue;
      }
      expect(written.split(', ').sort(), role).toEqual([...ROLE_PERMISSIONS[role]].sort());
    }
  });

  it('section 8 names calls the contract has, with body fields each still takes', () => {
    const byPath = new Map(adminCalls.map((call) => [call.path, call]));
    const wrong = tableRows(section(8)).flatMap(([paths = '', bodies = '']) => {
      const names = [...paths.matchAll(/`([a-z0-9/-]+)`/g)].map((m) => m[1] ?? '');
      // `kyc/approve`, `kyc/reject` with `{userId}` / `{userId, reason}`: one body per call.
      const perCall = bodies.split(' / ');
      return names.flatMap((name, i) => {
        const call = byPath.get(name);
        if (!call) return [`${name}: no such call`];
        if (call.multipart) return [];
        const body = perCall.length === names.length ? (perCall[i] ?? '') : bodies;
        return topLevelFields(body)
          .filter((field) => !(field in call.request.shape))
          .map((field) => `${name}: no field ${field}`);
      });
    });
    expect(wrong).toEqual([]);
  });
});
