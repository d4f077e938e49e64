import { Worker } from 'bullmq';
import type { Deps } from '../../deps.ts';
import { SCHEDULED_RUNS_KEPT } from '../../queues.ts';
import { waitingConnection } from '../../redis.ts';
import { DocumentStatus, renderStoredDocument } from './render-document.ts';

/** A document still waiting this long after it was issued has lost its job: the sweep renders it. */
const SWEEP_AFTER_MS = 30_000;
const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 100;

export const renderJobId = (documentId: number) => `render-document-${documentId}`;

type RenderJob = { documentId: number } | Record<string, never>;

/**
 * Queues the PDFs of documents just issued, one job each keyed by the document (docs/domain.md D4):
 * queued twice, rendered once. Called after the commit that issued them; should Redis be away, the
 * sweep renders them within a minute.
 */
export async function queueRender(deps: Pick<Deps, 'queues' | 'logger'>, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await deps.queues.tradeDocument
    .addBulk(
      ids.map((documentId) => ({
        name: 'render',
        data: { documentId },
        opts: { jobId: renderJobId(documentId), attempts: 5, backoff: { type: 'exponential', delay: 2_000 } },
      })),
    )
    .catch((err: unknown) => deps.logger.error({ err, ids }, 'document render jobs not queued'));
}

/**
 * Renders every document still waiting after SWEEP_AFTER_MS (a job lost with Redis, a failed render).
 * A document that fails is logged and left waiting for the next sweep; the sweep goes on past it (by
 * id), so one document that cannot be rendered never keeps the others from theirs.
 */
export async function sweepDocuments(deps: Deps): Promise<number> {
  let rendered = 0;
  let afterId = 0;
  for (;;) {
    const due = await deps.prisma.tradeDocument.findMany({
      where: {
        id: { gt: afterId },
        status: DocumentStatus.waiting,
        issuedAt: { lte: new Date(deps.clock.now().getTime() - SWEEP_AFTER_MS) },
      },
      select: { id: true },
      orderBy: { id: 'asc' },
      take: SWEEP_BATCH,
    });
    for (const { id } of due) {
      afterId = id;
      const result = await renderStoredDocument(deps, id).catch((err: unknown) => {
        deps.logger.error({ err, documentId: id }, 'document render failed');
        return 'failed' as const;
      });
      if (result === 'stored') rendered++;
    }
    if (due.length < SWEEP_BATCH) return rendered;
  }
}

/**
 * The module's worker (its index.ts): renders documents one at a time (rendering is CPU work, and a
 * worker process has other queues to serve), with the sweep behind it (decision 004).
 */
export async function documentWorkers(deps: Deps): Promise<Worker[]> {
  const queue = deps.queues.tradeDocument;
  await queue.upsertJobScheduler(
    'document-sweep',
    { every: SWEEP_EVERY_MS },
    { name: 'sweep', data: {}, opts: SCHEDULED_RUNS_KEPT },
  );
  const worker = new Worker<RenderJob>(
    queue.name,
    async (job) => {
      if (job.name === 'sweep') return { rendered: await sweepDocuments(deps) };
      return { result: await renderStoredDocument(deps, (job.data as { documentId: number }).documentId) };
    },
    { connection: waitingConnection(deps.redis), prefix: queue.opts.prefix, concurrency: 1 },
  );
  worker.on('failed', (job, err) => deps.logger.error({ err, jobId: job?.id }, 'document job failed'));
  worker.on('error', (err) => deps.logger.error({ err }, 'document worker error'));
  return [worker];
}
