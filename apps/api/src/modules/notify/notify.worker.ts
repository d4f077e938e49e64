import { Worker as BullWorker, UnrecoverableError, type Worker } from 'bullmq';
import nodemailer from 'nodemailer';
import { type Deps, redisKey } from '../../deps.ts';
import { waitingConnection } from '../../redis.ts';
import { readBrand } from '../settings/brand.ts';
import { NOTIFY_ATTEMPTS, NOTIFY_BACKOFF, type NotifyJob } from './notify.ts';
import { revealCode } from './sealed-code.ts';
import { brandedHtml, type MailBrand } from './templates.ts';
import { createTwilioSender } from './twilio-client.ts';

export interface NotifyWorkerOptions {
  /** First retry delay; each later retry waits twice as long (tests make it small). */
  backoffBaseMs?: number;
  concurrency?: number;
}

export const DEFAULT_BACKOFF_BASE_MS = 10_000;
/** How long a delivered job is remembered: longer than any retry of it can come. */
const SENT_MARK_SECONDS = 7 * 24 * 3600;

type Channel = NotifyJob['channel'];

/**
 * The dev outbox (docs/contract.md section 1): with no provider configured outside production, a message
 * is logged on one line and kept in `outbox_message`, so a person trying the shop locally can read
 * the code. It must never run in production, where a missing provider is a configuration fault.
 */
async function toOutbox(deps: Pick<Deps, 'prisma' | 'logger'>, job: NotifyJob): Promise<void> {
  const subject = job.channel === 'email' ? job.subject : `SMS (${job.purpose})`;
  const body = job.channel === 'email' ? job.text : job.body;
  deps.logger.info(`[outbox] to=${job.to} subject=${subject} code=${job.code ?? '-'}`);
  await deps.prisma.outboxMessage.create({
    data: { channel: job.channel, to: job.to, subject, body, code: job.code ?? null },
  });
}

/** The address of MAIL_FROM (`Name <address>` or the address alone): the brand names the sender. */
export function senderAddress(mailFrom: string): string {
  return /<([^<>]+)>\s*$/.exec(mailFrom)?.[1]?.trim() ?? mailFrom.trim();
}

export function createNotifyWorker(
  deps: Pick<Deps, 'config' | 'prisma' | 'logger' | 'redis' | 'queues' | 'keys' | 'storage'>,
  options: NotifyWorkerOptions = {},
): Worker {
  const { config } = deps;
  // Bounded waits on the mail server: a silent one fails the attempt and the job retries (decision 012).
  const mailer = config.SMTP_URL
    ? nodemailer.createTransport({
        url: config.SMTP_URL,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : null;
  const sendSms = createTwilioSender(config);
  const useOutbox = (channel: Channel) =>
    !config.isProduction && (channel === 'email' ? mailer === null : sendSms === null);
  const backoffBase = options.backoffBaseMs ?? DEFAULT_BACKOFF_BASE_MS;

  async function deliver(job: NotifyJob): Promise<void> {
    if (useOutbox(job.channel)) return toOutbox(deps, job);
    if (job.channel === 'email') {
      if (!mailer) throw new UnrecoverableError('SMTP_URL is not configured: email cannot be sent');
      // The brand as it is now, on this process too: the owner's save drops it everywhere.
      const brand = await readBrand(deps);
      const logo = brand.logo?.url.endsWith('.png') ? new URL(brand.logo.url, config.publicUrl).href : null;
      const look: MailBrand = { shopName: brand.shopName, colors: brand.colors, logoUrl: logo };
      await mailer.sendMail({
        from: { name: brand.emailSender.name, address: senderAddress(config.MAIL_FROM) },
        replyTo: brand.emailSender.replyTo ?? undefined,
        to: job.to,
        subject: job.subject,
        text: job.text,
        html: job.html ?? brandedHtml(job.text, look, job.code),
      });
      return;
    }
    if (!sendSms) throw new UnrecoverableError('Twilio is not configured: SMS cannot be sent');
    await sendSms(job.to, job.body);
  }

  const queue = deps.queues.notify;
  const worker = new BullWorker<NotifyJob>(
    queue.name,
    async (job) => {
      // A retry of a job whose message already went out (its worker died, or lost Redis, before the
      // job was marked complete) sends nothing again: the mark is set the moment the provider took it.
      const sent = redisKey(deps, 'notify', 'sent', String(job.id));
      if (await deps.redis.exists(sent)) return;
      await deliver(revealCode(job.data, deps.keys.jobSealKey));
      await deps.redis.set(sent, '1', 'EX', SENT_MARK_SECONDS);
      // Timelines show when a message about an order or a KYC went out (only those have a row, so
      // a code's message costs no extra query).
      if (job.data.recorded) {
        await deps.prisma.notifyRecord.updateMany({
          where: { jobId: job.id, sentAt: null },
          data: { sentAt: new Date() },
        });
      }
    },
    {
      connection: waitingConnection(deps.redis),
      prefix: queue.opts.prefix,
      concurrency: options.concurrency ?? 5,
      settings: {
        backoffStrategy: (attemptsMade, type) =>
          type === NOTIFY_BACKOFF ? backoffBase * 2 ** Math.max(0, attemptsMade - 1) : backoffBase,
      },
    },
  );
  worker.on('failed', (job, err) => {
    if (!job) return;
    const final = job.attemptsMade >= (job.opts.attempts ?? NOTIFY_ATTEMPTS);
    const line = { jobId: job.id, channel: job.data.channel, purpose: job.data.purpose, attempt: job.attemptsMade };
    if (final || err instanceof UnrecoverableError) deps.logger.error({ ...line, err }, 'notification not delivered');
    else deps.logger.warn({ ...line, err: err.message }, 'notification delivery failed, will retry');
  });
  worker.on('error', (err) => deps.logger.error({ err }, 'notify worker error'));
  return worker;
}

/** The module's workers (its index.ts). */
export function notifyWorkers(deps: Deps): Worker[] {
  return [createNotifyWorker(deps)];
}
