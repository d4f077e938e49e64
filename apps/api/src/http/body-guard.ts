import { INVALID_REQUEST } from '@hashforge/contract';
import { AppError } from '../errors.ts';

/** No call of the contract nests deeper than a few levels; 32 leaves room and stops stack-deep bodies. */
export const MAX_BODY_DEPTH = 32;

/**
 * Refuses a parsed JSON body that no call could want and that would otherwise reach code not built
 * for it (found by `npm run bench faults`): nesting past MAX_BODY_DEPTH (recursive serialisers and
 * validators run out of stack on 5,000 levels) and a NUL character in any string or key (Postgres
 * cannot store one in text and failed the query as a fault). Walks the body without recursion.
 */
export function assertSaneBody(body: unknown): void {
  const stack: Array<[unknown, number]> = [[body, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) throw AppError.refused(INVALID_REQUEST);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_BODY_DEPTH) throw AppError.refused(INVALID_REQUEST);
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\u0000')) throw AppError.refused(INVALID_REQUEST);
      stack.push([child, depth + 1]);
    }
  }
}
