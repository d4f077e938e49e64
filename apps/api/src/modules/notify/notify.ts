import { createHash } from 'node:crypto';
import type { JobsOptions } from 'bullmq';
import type { Deps } from '../../deps.ts';

/** What the notify worker delivers: one message to one address. */
export type NotifyJob =
  | {
      channel: 'email';
      to: string;
      subject: string;
      text: string;
      html?: string;
      purpose: string;
      /** A verification code in the message, shown on the dev outbox line. */
      code?: string;
    }
  | { channel: 'sms'; to: string; body: string; purpose: string; code?: string };

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** Without it the worker wraps `text` in the branded layout. */
  html?: string;
  /** What the message is for (`code-sign-up`, `order-paid`, ...): part of the job id. */
  purpose: string;
  /** What makes this message unique for its purpose and address (a code's digest, an order number). */
  key: string;
  code?: string;
}

export interface SmsMessage {
  /** E.164, e.g. `+447700900123`. */
  to: string;
  body: string;
  purpose: string;
  key: string;
  code?: string;
}

export const NOTIFY_ATTEMPTS = 5;
/** The worker's custom back-off (notify.worker.ts) reads this type. */
export const NOTIFY_BACKOFF = 'notify-exponential';

const jobOptions: JobsOptions = {
  attempts: NOTIFY_ATTEMPTS,
  backoff: { type: NOTIFY_BACKOFF },
  removeOnComplete: { age: 24 * 3600, count: 5000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/**
 * One job id per (channel, purpose, address, key): adding the same message twice, or a retried
 * request adding it again, is a no-op, so a person never gets two different codes from one send.
 * The address is hashed: BullMQ ids may not contain `:` and need not reveal the address.
 */
export function notifyJobId(channel: 'email' | 'sms', purpose: string, to: string, key: string): string {
  const digest = createHash('sha256').update(`${channel}\n${purpose}\n${to}\n${key}`).digest('hex').slice(0, 32);
  return `${channel}-${purpose.replace(/[^a-z0-9-]/gi, '_')}-${digest}`;
}

/** Queues one message under its job id; answers the id. */
async function enqueue(deps: Pick<Deps, 'queues'>, job: NotifyJob, key: string): Promise<string> {
  const jobId = notifyJobId(job.channel, job.purpose, job.to, key);
  await deps.queues.notify.add(job.channel, job, { ...jobOptions, jobId });
  return jobId;
}

/** Queues an email; answers the job id. */
export function enqueueEmail(deps: Pick<Deps, 'queues'>, { key, ...message }: EmailMessage): Promise<string> {
  return enqueue(deps, { channel: 'email', ...message }, key);
}

/** Queues an SMS; answers the job id. */
export function enqueueSms(deps: Pick<Deps, 'queues'>, { key, ...message }: SmsMessage): Promise<string> {
  return enqueue(deps, { channel: 'sms', ...message }, key);
}
