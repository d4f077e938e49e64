import type { Deps } from '../../../deps.ts';

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
