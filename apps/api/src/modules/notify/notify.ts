import { createHash } from 'node:crypto';
import type { JobsOptions } from 'bullmq';
import { Prisma } from '../../db/generated/client.ts';
import { sqlRun } from '../../db/sql.ts';
import type { Deps } from '../../deps.ts';
import { hideCode } from './sealed-code.ts';

/** What a message is about (an order by its number, a buyer's KYC by user id): its timeline lists it. */
export interface MessageSubject {
  entityType: string;
  entityId: string;
}

/** What the notify worker delivers: one message to one address. */
export type NotifyJob =
  | {
      channel: 'email';
      to: string;
      subject: string;
      text: string;
      html?: string;
      purpose: string;
      /** A verification code in the message, shown on the dev outbox line. Never queued in clear. */
      code?: string;
      /** The code as queued: sealed, with CODE_PLACEHOLDER in its place in the texts (sealed-code.ts). */
      sealedCode?: string;
      /** A notify_record row names this job: the worker stamps its sentAt. */
      recorded?: boolean;
    }
  | {
      channel: 'sms';
      to: string;
      body: string;
      purpose: string;
      code?: string;
      sealedCode?: string;
      recorded?: boolean;
    };

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
  /** Recorded in `notify_record`, so the back office can show what the buyer was sent about it. */
  about?: MessageSubject;
}

export interface SmsMessage {
  /** E.164, e.g. `+447700900123`. */
  to: string;
  body: string;
  purpose: string;
  key: string;
  code?: string;
  about?: MessageSubject;
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

type EnqueueDeps = Pick<Deps, 'queues'> & Partial<Pick<Deps, 'sql' | 'keys'>>;

function recordSql(jobId: string, job: NotifyJob, about: MessageSubject): Prisma.Sql {
  const subject = job.channel === 'email' ? job.subject : job.body.slice(0, 200);
  return Prisma.sql`INSERT INTO notify_record ("jobId", channel, purpose, "to", subject, "entityType", "entityId")
    VALUES (${jobId}, ${job.channel}, ${job.purpose}, ${job.to}, ${subject}, ${about.entityType}, ${about.entityId})
    ON CONFLICT ("jobId") DO NOTHING`;
}

/**
 * Queues one message under its job id; answers the id. A message about an entity is recorded first
 * under the same id (a repeat finds the row there and adds none), and the worker stamps `sentAt`
 * when it is delivered: that is what an order's or a KYC's timeline shows as sent. A caller that
 * recorded it in its own transaction already (emailRecordSql) says so with `recorded`.
 */
async function enqueue(
  deps: EnqueueDeps,
  job: NotifyJob,
  key: string,
  about?: MessageSubject,
  options: { recorded?: boolean } = {},
): Promise<string> {
  const jobId = notifyJobId(job.channel, job.purpose, job.to, key);
  const recorded = Boolean(about && (options.recorded || deps.sql));
  // Plain SQL (decision 017): every order's confirmation passes here.
  if (about && deps.sql && !options.recorded) await sqlRun(deps.sql, recordSql(jobId, job, about));
  if (job.code && !deps.keys) throw new Error('a message with a code needs the keys to seal it');
  const sealed = deps.keys ? hideCode(job, deps.keys.jobSealKey) : job;
  const queued = recorded ? { ...sealed, recorded } : sealed;
  await deps.queues.notify.add(job.channel, queued, { ...jobOptions, jobId });
  return jobId;
}

/** Queues an email; answers the job id. */
export function enqueueEmail(
  deps: EnqueueDeps,
  { key, about, ...message }: EmailMessage,
  options: { recorded?: boolean } = {},
): Promise<string> {
  return enqueue(deps, { channel: 'email', ...message }, key, about, options);
}

/**
 * The record of an email about an entity, as a fragment for the caller's own statement: checkout
 * writes it with the order it is about, saving a statement per order (decision 017), then queues
 * the email with `enqueueEmail(deps, message, { recorded: true })`.
 */
export function emailRecordSql({ key, about, ...message }: EmailMessage & { about: MessageSubject }): Prisma.Sql {
  const job: NotifyJob = { channel: 'email', ...message };
  return recordSql(notifyJobId('email', message.purpose, message.to, key), job, about);
}

/** Queues an SMS; answers the job id. */
export function enqueueSms(deps: EnqueueDeps, { key, about, ...message }: SmsMessage): Promise<string> {
  return enqueue(deps, { channel: 'sms', ...message }, key, about);
}
