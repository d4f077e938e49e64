import { INVALID_REQUEST, msg } from '@hashforge/contract';
import { AppError } from '../errors.ts';

/** No call of the contract nests deeper than a few levels; 32 leaves room and stops stack-deep bodies. */
export const MAX_BODY_DEPTH = 32;

/**
 * Refuses a parsed JSON body that no call could want and that would otherwise reach code not built
 * for it (found by `npm run bench faults`): nesting past MAX_BODY_DEPTH (recursive serialisers and
 * validators run out of stack on 5,000 levels) and a NUL character in any string or key (Postgres
 * cannot store one in text and failed the query as a fault), refused as a field error naming where it
 * is. One rule for all free text: it runs on every JSON body of the shop and the back office, and on
 * an encrypted call's fields once opened. Walks the body without recursion.
 */
export function assertSaneBody(body: unknown): void {
  const stack: Array<[unknown, number]> = [[body, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) throw nulRefusal(body);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_BODY_DEPTH) throw AppError.refused(INVALID_REQUEST);
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\u0000')) throw nulRefusal(body);
      stack.push([child, depth + 1]);
    }
  }
}

/**
 * The refusal of a body holding a NUL, naming the first field that holds one (`nickName`,
 * `lines.0.serials.2`). Only built once a NUL was found, so the walk above keeps no paths.
 */
function nulRefusal(body: unknown): AppError {
  const stack: Array<[unknown, string[]]> = [[body, []]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string' && value.includes('\u0000')) break;
    if (typeof value !== 'object' || value === null || path.length > MAX_BODY_DEPTH) continue;
    const entries = Object.entries(value);
    const badKey = entries.find(([key]) => key.includes('\u0000'));
    if (badKey) return AppError.field([...path, badKey[0]].join('.'), msg.nulCharacter);
    for (const [key, child] of entries.reverse()) {
      if (typeof child === 'string' && child.includes('\u0000')) {
        return AppError.field([...path, key].join('.'), msg.nulCharacter);
      }
      stack.push([child, [...path, key]]);
    }
  }
  return AppError.field('', msg.nulCharacter);
}
