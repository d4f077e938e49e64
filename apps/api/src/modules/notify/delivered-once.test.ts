import { describe, expect, it } from 'vitest';
import { eventually, queueOrderPaidEmail, waitForJob } from '../../../test/support/jobs.ts';
import { startSmtpSink } from '../../../test/support/smtp-sink.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { createNotifyWorker } from './notify.worker.ts';

const ctx = useTestContext();

describe('a notify job run again after its message went out (docs/domain.md D5: no second email)', () => {
  it('sends nothing the second time', async () => {
    const sink = await startSmtpSink();
    const worker = createNotifyWorker(
      { ...ctx.deps, config: { ...ctx.deps.config, SMTP_URL: sink.url } },
      { backoffBaseMs: 50 },
    );
    try {
      const jobId = await queueOrderPaidEmail(ctx, 'once@example.com', 'SO1');
      expect(await waitForJob(ctx.deps.queues.notify, jobId)).toBe('completed');
      expect(sink.received).toHaveLength(1);

      // What BullMQ does with the job of a worker killed before it marked the job complete: it
      // runs the job again. Here the completed job is put back to run once more.
      const job = (await ctx.deps.queues.notify.getJob(jobId))!;
      const firstFinish = job.finishedOn!;
      await job.retry('completed');
      // The job has run again (and finished later than the first time)...
      await eventually(async () => {
        const again = await ctx.deps.queues.notify.getJob(jobId);
        return again?.finishedOn && again.finishedOn > firstFinish ? true : undefined;
      });
      // ...and the mail server still has one message.
      expect(sink.received).toHaveLength(1);
    } finally {
      await worker.close();
      await sink.close();
    }
  });
});
