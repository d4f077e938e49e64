import { ChainPaymentStatus } from '@hashforge/contract';
import { DelayedError, type Job, Worker } from 'bullmq';
import type { Deps } from '../../../deps.ts';
import { SCHEDULED_RUNS_KEPT } from '../../../queues.ts';
import { waitingConnection } from '../../../redis.ts';
import { queueChainCheck } from './chain-payment-jobs.ts';
import { checkChainPayment } from './verify-chain-payment.ts';

type ChainJob = { paymentId: number; tries: number } | Record<string, never>;

/** The longest wait between two looks at a network that does not answer. */
const MAX_BACKOFF_MS = 60_000;

/** Queues a check for every payment still verifying: what a lost job or a restarted Redis would miss. */
export async function sweepChainPayments(deps: Deps): Promise<{ queued: number }> {
  const open = await deps.prisma.chainPayment.findMany({
    where: { status: ChainPaymentStatus.verifying },
    select: { id: true },
    orderBy: { id: 'asc' },
    take: 1000,
  });
  for (const { id } of open) await queueChainCheck(deps, id);
  return { queued: open.length };
}

async function runChainJob(deps: Deps, job: Job<ChainJob>, token: string | undefined): Promise<unknown> {
  if (job.name === 'sweep') return sweepChainPayments(deps);
  const { paymentId, tries } = job.data as { paymentId: number; tries: number };
  const outcome = await checkChainPayment(deps, paymentId);
  if (outcome.kind !== 'wait') return outcome;
  // Waiting for blocks: look again after one poll. Waiting for the network: back off, doubling.
  const next = outcome.network ? tries + 1 : 0;
  const delay = outcome.network
    ? Math.min(MAX_BACKOFF_MS, deps.config.CHAIN_POLL_MS * 2 ** next)
    : deps.config.CHAIN_POLL_MS;
  await job.updateData({ paymentId, tries: next });
  await job.moveToDelayed(Date.now() + delay, token);
  throw new DelayedError();
}

/** The chain payments' worker (decision 025) and its repeatable sweep. */
export async function chainPaymentWorkers(deps: Deps): Promise<Worker[]> {
  const queue = deps.queues.chainPayment;
  await queue.upsertJobScheduler(
    'chain-payment-sweep',
    { every: 60_000 },
    { name: 'sweep', data: {}, opts: SCHEDULED_RUNS_KEPT },
  );
  const worker = new Worker<ChainJob>(queue.name, (job, token) => runChainJob(deps, job, token), {
    connection: waitingConnection(deps.redis),
    prefix: queue.opts.prefix,
    concurrency: 20,
  });
  worker.on('failed', (job, err) => deps.logger.error({ err, jobId: job?.id }, 'chain payment job failed'));
  worker.on('error', (err) => deps.logger.error({ err }, 'chain payment worker error'));
  return [worker];
}
