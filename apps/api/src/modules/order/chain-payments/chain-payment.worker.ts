import { ChainPaymentStatus } from '@hashforge/contract';
import { DelayedError, type Job, Worker } from 'bullmq';
import type { Deps } from '../../../deps.ts';
import { SCHEDULED_RUNS_KEPT } from '../../../queues.ts';
import { waitingConnection } from '../../../redis.ts';
import { enabledUsdtNetworks } from '../../settings/usdt-settings.ts';
import { networkBackoffMs, queueChainCheck, queueChainScan } from './chain-payment-jobs.ts';
import { scanWhenDue } from './chain-scan-backoff.ts';
import { scanChainTransfers } from './scan-chain-transfers.ts';
import { checkChainPayment } from './verify-chain-payment.ts';

type ChainJob = { paymentId: number; tries: number } | { network: string } | Record<string, never>;

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

/** Queues the watcher's scan of each enabled network: one job per network, so one slow network holds no other. */
export async function queueChainScans(deps: Deps): Promise<{ queued: number }> {
  const networks = await enabledUsdtNetworks(deps);
  for (const n of networks) await queueChainScan(deps, n.key);
  return { queued: networks.length };
}

/**
 * One network's scan job (scanChainTransfers), unless the network is backing off (chain-scan-backoff.ts);
 * a network no longer enabled is not read.
 */
export async function scanNetwork(deps: Deps, key: string): Promise<unknown> {
  const network = (await enabledUsdtNetworks(deps)).find((n) => n.key === key);
  return network ? scanWhenDue(deps, network, () => scanChainTransfers(deps, network)) : { kind: 'off' };
}

async function runChainJob(deps: Deps, job: Job<ChainJob>, token: string | undefined): Promise<unknown> {
  if (job.name === 'sweep') return sweepChainPayments(deps);
  if (job.name === 'scan-tick') return queueChainScans(deps);
  if (job.name === 'scan') return scanNetwork(deps, (job.data as { network: string }).network);
  const { paymentId, tries } = job.data as { paymentId: number; tries: number };
  const outcome = await checkChainPayment(deps, paymentId);
  if (outcome.kind !== 'wait') return outcome;
  // Waiting for blocks: look again after one poll. Waiting for the network: back off, doubling.
  const next = outcome.network ? tries + 1 : 0;
  const delay = outcome.network ? networkBackoffMs(deps.config.CHAIN_POLL_MS, next) : deps.config.CHAIN_POLL_MS;
  await job.updateData({ paymentId, tries: next });
  await job.moveToDelayed(Date.now() + delay, token);
  throw new DelayedError();
}

/**
 * The chain payments' worker (decision 025), its repeatable sweep, and the watcher's repeatable tick,
 * which queues a scan of each enabled network every CHAIN_POLL_MS.
 */
export async function chainPaymentWorkers(deps: Deps): Promise<Worker[]> {
  const queue = deps.queues.chainPayment;
  await queue.upsertJobScheduler(
    'chain-payment-sweep',
    { every: 60_000 },
    { name: 'sweep', data: {}, opts: SCHEDULED_RUNS_KEPT },
  );
  await queue.upsertJobScheduler(
    'chain-scan-tick',
    { every: deps.config.CHAIN_POLL_MS },
    { name: 'scan-tick', data: {}, opts: SCHEDULED_RUNS_KEPT },
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
