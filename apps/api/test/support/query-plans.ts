import type pg from 'pg';
import type { Deps } from '../../src/deps.ts';

export interface StatementPlan {
  text: string;
  plan: string;
}

type Query = (...args: unknown[]) => unknown;

/**
 * The plan of every SELECT, UPDATE and DELETE `work` runs (Prisma's and the plain SQL's alike: both
 * go through pg's Client), explained (not run again) with its own values as Postgres plans it when
 * a sequential scan is priced out. A test database holds a few rows, where a scan is always
 * cheapest; priced out, a statement that has an index for its filter and its order shows it, and one
 * that has none still shows a Seq Scan and a Sort: the shape it would have at a million orders.
 */
export async function plansOf(
  deps: Pick<Deps, 'sql'>,
  work: () => Promise<unknown>,
  /** More planner methods priced out (`enable_sort`: is there an index that gives the order?). */
  alsoOff: string[] = [],
): Promise<StatementPlan[]> {
  const seen = await statementsOf(deps, work);
  const client = await deps.sql.connect();
  try {
    const plans: StatementPlan[] = [];
    for (const statement of seen) {
      await client.query('BEGIN');
      try {
        await client.query('SET LOCAL enable_seqscan = off');
        for (const setting of alsoOff) await client.query(`SET LOCAL ${setting} = off`);
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${statement.text}`, statement.values);
        plans.push({ text: statement.text, plan: rows.map((r) => r['QUERY PLAN']).join('\n') });
      } finally {
        await client.query('ROLLBACK');
      }
    }
    return plans;
  } finally {
    client.release();
  }
}

/** A statement `work` sent through the pool: its text, its values, and how long Postgres took to answer it. */
export interface SentStatement {
  text: string;
  values: unknown[];
  ms: number;
}

/**
 * The SELECT, UPDATE and DELETE statements `work` runs, with their values and times, in the order
 * answered. Each connection carries its own query function (db/client.ts wraps it), so each is watched
 * as the pool hands it out: Prisma's statements and the plain SQL both take theirs from the pool.
 */
export async function statementsOf(deps: Pick<Deps, 'sql'>, work: () => Promise<unknown>): Promise<SentStatement[]> {
  const seen: SentStatement[] = [];
  const watched = new Map<pg.PoolClient, Query>();
  const watch = (client: pg.PoolClient) => {
    if (watched.has(client)) return;
    const query = (client as unknown as { query: Query }).query;
    watched.set(client, query);
    (client as unknown as { query: Query }).query = (...args: unknown[]) => {
      const [first, second] = args;
      const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
      const values = (typeof first === 'string' ? second : (first as { values?: unknown } | undefined)?.values) ?? [];
      if (!text || !/^\s*(SELECT|WITH|UPDATE|DELETE)\b/i.test(text)) return query.apply(client, args);
      const t0 = performance.now();
      const done = () => seen.push({ text, values: Array.isArray(values) ? values : [], ms: performance.now() - t0 });
      // The pool's own query() passes a callback; Prisma's adapter awaits the promise.
      const last = args[args.length - 1];
      if (typeof last === 'function') {
        const callback = last as (...a: unknown[]) => unknown;
        return query.apply(client, [
          ...args.slice(0, -1),
          (...a: unknown[]) => {
            done();
            return callback(...a);
          },
        ]);
      }
      const result = query.apply(client, args);
      return result instanceof Promise ? result.finally(done) : result;
    };
  };
  deps.sql.on('acquire', watch);
  try {
    await work();
  } finally {
    deps.sql.off('acquire', watch);
    for (const [client, query] of watched) (client as unknown as { query: Query }).query = query;
  }
  return seen;
}

/** The plan of the one statement that reads `table` with an ORDER BY (a list's page), failing when there is not exactly one. */
export function pagePlan(plans: StatementPlan[], table: string): string {
  const pages = plans.filter(
    (p) => p.text.includes(`FROM "public"."${table}"`) && /ORDER BY/.test(p.text) && !/COUNT\(\*\)/.test(p.text),
  );
  if (pages.length !== 1) {
    throw new Error(
      `expected one page query on ${table}, found ${pages.length}:\n${plans.map((p) => p.text).join('\n')}`,
    );
  }
  return pages[0]!.plan;
}

/** A full sort of what a scan read (a plain Sort node): what a list without an index for its order does. */
export const FULL_SORT = /(^|->\s+)Sort\b/m;
