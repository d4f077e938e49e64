import { describe, expect, it } from 'vitest';
import { sampleInvoice } from '#api/test/support/document-samples.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';
import { issueDocument } from './issue-document.ts';
import { DocumentStatus } from './render-document.ts';
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
});
