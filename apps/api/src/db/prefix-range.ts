import type { Prisma } from './generated/client.ts';

/**
 * A typed prefix of an upper-case code (an order number, a serial number) as a range on the code's
 * unique index, [prefix, next prefix), plus the prefix itself: a LIKE 'x%' uses a btree only under
 * the C collation, and the shop's databases use the system's (C.UTF-8 here, en_US in the Postgres
 * image). Letters and digits sort in every such collation as in C (digits first), so the range
 * holds every code that starts with the prefix; the startsWith that goes with it keeps out what
 * only a collation that skips punctuation (en_US: `HF1-3` beside `HF13`) puts in it. A prefix with
 * anything but letters and digits is matched with startsWith alone, as no range is known for it.
 */
export function prefixRange(prefix: string): Prisma.StringFilter {
  if (!/^[A-Z0-9]+$/.test(prefix)) return { startsWith: prefix };
  const next = prefix.split('');
  while (next.length > 0) {
    const last = next.pop()!;
    if (last === 'Z') continue; // carry: ...AZ -> ...B
    next.push(last === '9' ? 'A' : String.fromCharCode(last.charCodeAt(0) + 1));
    break;
  }
  return next.length > 0 ? { gte: prefix, lt: next.join(''), startsWith: prefix } : { gte: prefix, startsWith: prefix };
}
