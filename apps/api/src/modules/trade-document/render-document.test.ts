import { describe, expect, it } from 'vitest';
import { sampleInvoice } from '#api/test/support/document-samples.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';
import { issueDocument } from './issue-document.ts';
import { DocumentStatus, renderStoredDocument } from './render-document.ts';
import { sweepDocuments } from './render-document.worker.ts';

describe('the documents sweep (decision 026): renders every document whose job was lost', () => {
  const ctx = useTestContext();

  it('renders the others when one document cannot be rendered, and leaves that one waiting', async () => {
    // Issued two minutes ago: past the time a document's own job has to render it.
    const issuedAt = new Date(ctx.deps.clock.now().getTime() - 120_000);
    const issue = (content: object) =>
      ctx.deps.prisma.$transaction((tx) =>
        issueDocument(tx, { kind: 'INV', orderId: 1, content: content as ReturnType<typeof sampleInvoice>, issuedAt }),
      );
    // A row whose content the renderer cannot read (no brand block): it fails each time it is tried.
    const { brand: _brand, ...unreadable } = sampleInvoice(1, 1);
    const broken = await issue(unreadable);
    const good = await issue(sampleInvoice(1, 1));

    expect(await sweepDocuments(ctx.deps)).toBe(1);
    const rows = await ctx.deps.prisma.tradeDocument.findMany({
      where: { id: { in: [broken.id, good.id] } },
      select: { id: true, status: true, sha256: true },
    });
    const status = new Map(rows.map((r) => [r.id, r]));
    expect(status.get(broken.id)?.status).toBe(DocumentStatus.waiting);
    expect(status.get(good.id)?.status).toBe(DocumentStatus.stored);
    expect(status.get(good.id)?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a document issued never changes: what it says before its PDF, its bytes after, and no row is removed', async () => {
    const issuedAt = ctx.deps.clock.now();
    const doc = await ctx.deps.prisma.$transaction((tx) =>
      issueDocument(tx, { kind: 'INV', orderId: 1, content: sampleInvoice(1, 1), issuedAt }),
    );
    const refused = /fixed once issued/;
    await expect(
      ctx.deps.prisma.$executeRaw`UPDATE trade_document SET content = '{}'::jsonb WHERE id = ${doc.id}`,
    ).rejects.toThrow(refused);
    // Not even alongside the renderer's own change.
    await expect(
      ctx.deps.prisma
        .$executeRaw`UPDATE trade_document SET status = 1, number = 'INV-2026-999999' WHERE id = ${doc.id}`,
    ).rejects.toThrow(refused);

    expect(await renderStoredDocument(ctx.deps, doc.id)).toBe('stored');
    const stored = await ctx.deps.prisma.tradeDocument.findUniqueOrThrow({ where: { id: doc.id } });
    await expect(
      ctx.deps.prisma.$executeRaw`UPDATE trade_document SET sha256 = ${'0'.repeat(64)} WHERE id = ${doc.id}`,
    ).rejects.toThrow(refused);
    await expect(
      ctx.deps.prisma.$executeRaw`UPDATE trade_document SET status = 0 WHERE id = ${doc.id}`,
    ).rejects.toThrow(refused);
    await expect(ctx.deps.prisma.$executeRaw`DELETE FROM trade_document WHERE id = ${doc.id}`).rejects.toThrow(refused);
    expect(await ctx.deps.prisma.tradeDocument.findUniqueOrThrow({ where: { id: doc.id } })).toEqual(stored);
  });
});
