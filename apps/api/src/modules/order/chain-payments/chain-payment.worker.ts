import { ChainPaymentStatus, PAYABLE_STATUSES } from '@hashforge/contract';
import { DelayedError, type Job, Worker } from 'bullmq';
import type { Deps } from '../../../deps.ts';
import { SCHEDULED_RUNS_KEPT } from '../../../queues.ts';
import { waitingConnection } from '../../../redis.ts';
import { enabledUsdtNetworks } from '../../settings/usdt-settings.ts';
import { chainCheckJobId, networkBackoffMs, queueChainCheck, queueChainScan } from './chain-payment-jobs.ts';
import { scanWhenDue } from './chain-scan-backoff.ts';
import { quickLookDue, quickTickMs, recordScanHead } from './chain-scan-pace.ts';
import { scanChainTransfers } from './scan-chain-transfers.ts';
import { checkChainPayment } from './verify-chain-payment.ts';

type ChainJob = { paymentId: number; tries: number } | { network: string } | { quick?: boolean };

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

/**
 * Whether the shop awaits a USDT payment the watcher may see: an open order holding its own amount (which
 * the watcher credits, decision 025, whatever the order's pay type now), or a named hash verifying (whose
 * check the watcher brings forward). Asked every CHAIN_SCAN_MS, however quiet the shop: the open orders and
 * the payments verifying are read through their status indexes, never every order or payment.
 */
export async function awaitsChainPayment(deps: Pick<Deps, 'prisma'>): Promise<boolean> {
  const [row] = await deps.prisma.$queryRaw<{ awaits: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM "order" o JOIN chain_pay_amount c ON c."orderId" = o.id
        WHERE o."orderStatus" = ANY(${[...PAYABLE_STATUSES]}::int[]) AND c."heldAmount" IS NOT NULL)
      OR EXISTS (SELECT 1 FROM chain_payment WHERE status = ${ChainPaymentStatus.verifying}) AS awaits`;
  return row?.awaits === true;
}

/**
 * Queues the watcher's scan of each enabled network: one job per network, so one slow network holds no
 * other. Two ticks call it, the quick one every CHAIN_SCAN_MS and the other every CHAIN_POLL_MS: while
 * a payment is awaited the quick tick scans, otherwise the other. A transfer is then credited within
 * about CHAIN_SCAN_MS of its confirmation, and a shop awaiting nothing reads its networks no more often
 * than at the poll (a look with no new confirmed block is one eth_blockNumber, scan-chain-transfers.ts).
 * The quick tick leaves alone a network whose next block cannot be there yet (chain-scan-pace.ts).
 */
export async function queueChainScans(deps: Deps, quick = false): Promise<{ queued: number; notDue?: number }> {
  const networks = await enabledUsdtNetworks(deps);
  if (networks.length === 0 || (await awaitsChainPayment(deps)) !== quick) return { queued: 0 };
  let queued = 0;
  for (const n of networks) {
    if (quick && !(await quickLookDue(deps, n))) continue;
    await queueChainScan(deps, n.key);
    queued++;
  }
  return quick ? { queued, notDue: networks.length - queued } : { queued };
}

/**
 * Brings forward the check of each named hash the watcher sees confirmed: its block, noted by an earlier
 * check, `requiredConfirmations` deep under the head, or its transfer read in a confirmed block. Its
 * check would otherwise wait the rest of its CHAIN_POLL_MS. The check reads the chain again and decides
 * as ever; a job not waiting (running, or gone: the sweep queues it again) is left alone.
 */
async function hurryConfirmedChecks(deps: Deps, network: string, head: bigint, txHashes: string[]): Promise<number> {
  const due = await deps.prisma.$queryRaw<{ id: number }[]>`
    SELECT id FROM chain_payment
    WHERE status = ${ChainPaymentStatus.verifying} AND network = ${network}
      AND ("blockNumber" + "requiredConfirmations" - 1 <= ${head} OR "txHash" = ANY(${txHashes}::text[]))`;
  let hurried = 0;
  for (const { id } of due) {
    const job = await deps.queues.chainPayment.getJob(chainCheckJobId(id));
    if (!job || !(await job.isDelayed())) continue;
    try {
      await job.promote();
      hurried++;
    } catch (err) {
      // Promote refuses a job started since it was read: that check runs now anyway. A job still
      // waiting was refused for another reason, which is not ours to hide.
      if (await job.isDelayed()) throw err;
    }
  }
  return hurried;
}

/**
 * One network's scan job (scanChainTransfers), unless the network is backing off (chain-scan-backoff.ts);
 * a network no longer enabled is not read. The head it read brings forward the checks it confirms, and
 * teaches the quick tick the network's pace.
 */
export async function scanNetwork(deps: Deps, key: string): Promise<unknown> {
  const network = (await enabledUsdtNetworks(deps)).find((n) => n.key === key);
  if (!network) return { kind: 'off' };
  const outcome = await scanWhenDue(deps, network, () => scanChainTransfers(deps, network));
  if (outcome.kind !== 'scanned') return outcome;
  await recordScanHead(deps, network, BigInt(outcome.head));
  const hurried = await hurryConfirmedChecks(deps, network.key, BigInt(outcome.head), outcome.txHashes);
  return { ...outcome, hurried };
}

async function runChainJob(deps: Deps, job: Job<ChainJob>, token: string | undefined): Promise<unknown> {
  if (job.name === 'sweep') return sweepChainPayments(deps);
  if (job.name === 'scan-tick') return queueChainScans(deps, (job.data as { quick?: boolean }).quick === true);
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
 * The chain payments' worker (decision 025), its repeatable sweep, and the watcher's two repeatable
 * ticks (queueChainScans): every CHAIN_POLL_MS, and every CHAIN_SCAN_MS (never slower than the other).
 * The quick one is a `scan-tick` too, so a worker of before it scans at each, as it did at its one tick.
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
  await queue.upsertJobScheduler(
    'chain-scan-quick-tick',
    { every: quickTickMs(deps.config) },
    { name: 'scan-tick', data: { quick: true }, opts: SCHEDULED_RUNS_KEPT },
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
