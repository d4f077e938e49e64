import type { Deps } from '../../../deps.ts';

/** The longest wait between two looks at a network that does not answer. */
export const MAX_BACKOFF_MS = 60_000;

/**
 * How long to leave a network alone after `failures` looks in a row that it did not answer: one poll
 * doubled per failure, at most MAX_BACKOFF_MS. The one rule for a payment's check and a network's scan.
 */
export function networkBackoffMs(pollMs: number, failures: number): number {
  return Math.min(MAX_BACKOFF_MS, pollMs * 2 ** failures);
}

export function chainCheckJobId(paymentId: number): string {
  return `chain-check-${paymentId}`;
}

/**
 * Queues the worker's check of a chain payment, keyed by the payment so adding it twice is a no-op.
 * A job that ends (credited, refused, or failed for good) is removed, so the sweep may queue the
 * payment again while it still verifies. Redis away: logged, and the sweep queues it.
 */
export async function queueChainCheck(deps: Pick<Deps, 'queues' | 'logger'>, paymentId: number): Promise<void> {
  await deps.queues.chainPayment
    .add(
      'check',
      { paymentId, tries: 0 },
      {
        jobId: chainCheckJobId(paymentId),
        attempts: 5,
        backoff: { type: 'exponential', delay: 2_000 },
        removeOnComplete: true,
        removeOnFail: true,
      },
    )
    .catch((err: unknown) => deps.logger.error({ err, paymentId }, 'chain payment check not queued'));
}

/**
 * Queues the watcher's scan of one network, keyed by the network: while one waits or runs, adding
 * another is a no-op, so scans of a network never pile up behind a slow endpoint. Ended, it is removed
 * for the next tick; a scan that failed read nothing into the database and is simply run again.
 */
export async function queueChainScan(deps: Pick<Deps, 'queues' | 'logger'>, network: string): Promise<void> {
  await deps.queues.chainPayment
    .add('scan', { network }, { jobId: `chain-scan-${network}`, removeOnComplete: true, removeOnFail: true })
    .catch((err: unknown) => deps.logger.error({ err, network }, 'chain scan not queued'));
}
