import { describe, expect, it } from 'vitest';
import { sampleInvoice } from '#api/test/support/document-samples.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';
import { Prisma } from '../../db/generated/client.ts';
import { documentNumber } from './document-number.ts';
import { issueDocument, issueDocumentCtes } from './issue-document.ts';

describe('document numbers (decision 026): per kind and year, in sequence, none skipped or given twice', () => {
  const ctx = useTestContext();

  it('formats the kind, the year and six digits', () => {
    expect(documentNumber('INV', 2026, 123)).toBe('INV-2026-000123');
    expect(documentNumber('PI', 2027, 1)).toBe('PI-2027-000001');
  });

  it('50 issuers at once, a fifth of them rolling back, leave 40 consecutive numbers', async () => {
    const issuedAt = new Date('2026-03-01T10:00:00Z');
    const rolledBack = new Error('the issuing event failed after its number was taken');
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        ctx.deps.prisma.$transaction(
          async (tx) => {
            const doc = await issueDocument(tx, {
              kind: 'INV',
              orderId: 1000 + i,
              content: sampleInvoice(1, 1),
              issuedAt,
            });
            // Hold the counter a moment, as an issuing event does while it finishes its writes.
            await tx.$executeRaw`SELECT pg_sleep(0.005)`;
            if (i % 5 === 4) throw rolledBack;
            return doc.number;
          },
          { maxWait: 20_000, timeout: 20_000 },
        ),
      ),
    );
    const numbers = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(failures).toHaveLength(10);
    expect(failures.every((f) => f === rolledBack)).toBe(true);
    expect(numbers.sort()).toEqual(Array.from({ length: 40 }, (_, i) => documentNumber('INV', 2026, i + 1)));
    const stored = await ctx.deps.prisma.tradeDocument.findMany({ where: { kind: 'INV' }, select: { number: true } });
    expect(stored.map((d) => d.number).sort()).toEqual(numbers);
  });

  it('each kind and each year counts on its own', async () => {
    const issue = (kind: 'PI' | 'CN', at: string) =>
      ctx.deps.prisma.$transaction((tx) =>
        issueDocument(tx, { kind, orderId: 1, content: sampleInvoice(1, 1), issuedAt: new Date(at) }),
      );
    expect((await issue('PI', '2026-12-31T23:59:59Z')).number).toBe('PI-2026-000001');
    expect((await issue('PI', '2027-01-01T00:00:00Z')).number).toBe('PI-2027-000001');
    expect((await issue('CN', '2026-06-01T00:00:00Z')).number).toBe('CN-2026-000001');
    expect((await issue('PI', '2026-12-31T23:59:59Z')).number).toBe('PI-2026-000002');
  });

  it('a statement that issues after its contended rows holds no number while it queues for them', async () => {
    // Checkout's shape: one statement takes a hot row (a send cycle's stock; here another counter
    // row stands in for it) and issues a proforma. While it queues for that row, every other
    // checkout of the shop must still be able to take a proforma number.
    // A year of its own: the counters of the other cases stay as they left them.
    const issuedAt = new Date('2030-03-01T10:00:00Z');
    const content = sampleInvoice(1, 1);
    await ctx.deps.prisma.$transaction((tx) => issueDocument(tx, { kind: 'CN', orderId: 1, content, issuedAt }));
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = () => {};
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const holder = ctx.deps.prisma.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT 1 FROM document_counter WHERE kind = 'CN' AND year = 2030 FOR UPDATE`;
        holding();
        await released;
      },
      { timeout: 20_000 },
    );
    await held;
    const queued = ctx.deps.prisma.$transaction(
      (tx) => tx.$queryRaw<{ number: string }[]>`
        WITH taken AS (UPDATE document_counter SET last = last WHERE kind = 'CN' AND year = 2030 RETURNING kind),
        ${issueDocumentCtes('pi', { kind: 'PI', content, issuedAt }, Prisma.sql`SELECT 1000`, Prisma.raw('taken'))}
        SELECT (SELECT number FROM pi) AS number`,
      { timeout: 20_000 },
    );
    try {
      for (let waited = 0; ; waited += 20) {
        const [row] = await ctx.deps.prisma.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`;
        if ((row?.n ?? 0) > 0) break;
        if (waited > 10_000) throw new Error('the checkout-shaped statement never queued');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const other = await ctx.deps.prisma.$transaction(async (tx) => {
        await tx.$executeRaw`SET LOCAL lock_timeout = '2s'`;
        return issueDocument(tx, { kind: 'PI', orderId: 1001, content, issuedAt });
      });
      expect(other.number).toBe('PI-2030-000001');
    } finally {
      release();
      await holder;
    }
    expect((await queued)[0]?.number).toBe('PI-2030-000002');
  });
});
