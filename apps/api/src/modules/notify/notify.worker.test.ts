import { Writable } from 'node:stream';
import { CodeType, createByEmail, getUserInfo, sendEmailCode, sendMobilCode, updateSms } from '@hashforge/contract';
import type { Worker } from 'bullmq';
import pino from 'pino';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countriesStep } from '../../../../../prisma/seed/countries.ts';
import { fromIp, uniqueEmail } from '../../../test/support/auth-flow.ts';
import { call } from '../../../test/support/call.ts';
import { setTestBrand } from '../../../test/support/factories/brand.ts';
import { createBuyer } from '../../../test/support/factories/buyer.ts';
import { eventually, queueOrderPaidEmail, waitForJob } from '../../../test/support/jobs.ts';
import { startSmtpSink } from '../../../test/support/smtp-sink.ts';
import { seedContext } from '../../../test/support/test-app.ts';
import { startTwilioServer } from '../../../test/support/twilio-server.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import type { Deps } from '../../deps.ts';
import { enqueueEmail, enqueueSms } from './notify.ts';
import { createNotifyWorker, type NotifyWorkerOptions } from './notify.worker.ts';
import { codeEmail, codeSms } from './templates.ts';

const ctx = useTestContext();
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  await countriesStep.run(seedContext(ctx));
});
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

/** Runs the real worker with this test's configuration, closed after the test. */
function startWorker(
  config: Partial<Deps['config']> = {},
  options: NotifyWorkerOptions = {},
  logger = ctx.deps.logger,
) {
  const worker: Worker = createNotifyWorker(
    { ...ctx.deps, logger, config: { ...ctx.deps.config, ...config } },
    { backoffBaseMs: 50, ...options },
  );
  cleanups.push(() => worker.close());
  return worker;
}

function captureLog() {
  const lines: string[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)).msg);
        done();
      },
    }),
  );
  return { lines, logger };
}

/** A verification code's email, queued as the auth module queues one (in `shopName`'s words); answers the job's id. */
function queueCodeEmail(to: string, purpose: string, code: string, shopName: string) {
  return enqueueEmail(ctx.deps, { to, purpose, key: 'k1', code, ...codeEmail(purpose, code, shopName) });
}

describe('notify worker: email over SMTP', () => {
  it("delivers a code email to the SMTP server in the owner's brand: sender, reply-to, text and branded HTML", async () => {
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    await setTestBrand(ctx, { emailSender: { name: 'Northwind Support', replyTo: 'help@northwind.example' } });
    // The address is MAIL_FROM's; its display name gives way to the brand's sender name.
    startWorker({ SMTP_URL: sink.url, MAIL_FROM: 'Old Name <no-reply@shop.test>' });
    const jobId = await queueCodeEmail('ada@example.com', 'code-sign-up', '482913', 'Northwind Mining');

    expect(await waitForJob(ctx.deps.queues.notify, jobId)).toBe('completed');
    expect(sink.received).toHaveLength(1);
    const received = sink.received[0]!;
    expect(received.subject).toBe('Your Northwind Mining verification code');
    expect(received.from?.value).toEqual([{ name: 'Northwind Support', address: 'no-reply@shop.test' }]);
    expect(received.replyTo?.value).toEqual([{ name: '', address: 'help@northwind.example' }]);
    expect(received.text).toContain('482913');
    expect(received.html).toContain('482913');
    // The header in the brand's primary colour with its name, the code in its accent, the footer naming it.
    expect(received.html).toContain(
      'background:#0c2d33;color:#ffffff;font-size:22px;font-weight:bold;padding:20px 32px">Northwind Mining<',
    );
    expect(received.html).toContain('color:#0f766e">482913<');
    expect(received.html).toContain('sent by the Northwind Mining shop');
    expect(received.html).not.toContain('HashForge');
    expect(await ctx.deps.prisma.outboxMessage.count({ where: { to: 'ada@example.com' } })).toBe(0);
  });

  it('retries a delivery the provider refused, with back-off, and delivers it once', async () => {
    const sink = await startSmtpSink({ rejectFirst: 2 });
    cleanups.push(() => sink.close());
    startWorker({ SMTP_URL: sink.url });
    const started = Date.now();
    const jobId = await queueOrderPaidEmail(ctx, 'retry@example.com', 'SO123');

    expect(await waitForJob(ctx.deps.queues.notify, jobId)).toBe('completed');
    const job = await ctx.deps.queues.notify.getJob(jobId);
    expect(job?.attemptsMade).toBe(3);
    expect(sink.attempts).toBe(3);
    expect(sink.received).toHaveLength(1);
    // Back-off of 50 ms then 100 ms between the three attempts.
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(sink.received[0]!.html).toContain('Your order SO123 is paid.');
  });

  it('gives up after five attempts when the provider keeps refusing', async () => {
    const sink = await startSmtpSink({ rejectFirst: 99 });
    cleanups.push(() => sink.close());
    startWorker({ SMTP_URL: sink.url }, { backoffBaseMs: 10 });
    const jobId = await queueOrderPaidEmail(ctx, 'down@example.com', 'SO9');
    expect(await waitForJob(ctx.deps.queues.notify, jobId)).toBe('failed');
    expect(sink.attempts).toBe(5);
    expect(sink.received).toHaveLength(0);
  });

  it('queues one job for the same purpose, address and key, however often it is added', async () => {
    const message = { to: 'once@example.com', subject: 's', text: 't', purpose: 'order-paid', key: 'SO7' };
    const first = await enqueueEmail(ctx.deps, message);
    const second = await enqueueEmail(ctx.deps, message);
    expect(second).toBe(first);
    const other = await enqueueEmail(ctx.deps, { ...message, key: 'SO8' });
    expect(other).not.toBe(first);
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    startWorker({ SMTP_URL: sink.url });
    await waitForJob(ctx.deps.queues.notify, first);
    await waitForJob(ctx.deps.queues.notify, other);
    expect(sink.received).toHaveLength(2);
  });
});

describe('a sign-up code by email, end to end', () => {
  it('reaches the SMTP server from sendEmailCode, and the code read from the mail signs the buyer up', async () => {
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    startWorker({ SMTP_URL: sink.url });
    const email = uniqueEmail('smtp');
    const headers = fromIp();
    const sent = await call(ctx, sendEmailCode, { type: CodeType.signUp, email }, undefined, headers);
    expect(sent.body).toMatchObject({ result: 1 });

    const mail = await eventually(async () => sink.received.find((m) => m.subject?.includes('verification code')));
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(email);
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const res = await call(ctx, createByEmail, { email, code: code!, password: 'secret123' }, undefined, headers);
    expect(res.body).toMatchObject({ result: 1, msg: 'success' });
    expect(await ctx.deps.prisma.outboxMessage.count({ where: { to: email } })).toBe(0);
  });
});

describe('notify worker: SMS through Twilio', () => {
  /** A stand-in for Twilio's REST API and the worker sending SMS to it as one account; both closed after the test. */
  async function startTwilio() {
    const api = await startTwilioServer();
    cleanups.push(() => api.close());
    startWorker({
      TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
      TWILIO_AUTH_TOKEN: 'secret-token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_BASE: api.url,
    });
    return api;
  }

  it('carries a bind-phone code from sendMobilCode to Twilio, and the code binds the phone', async () => {
    const api = await startTwilio();
    const buyer = await createBuyer(ctx);
    const hk = await ctx.deps.prisma.country.findUniqueOrThrow({ where: { iso2: 'HK' } });
    const fields = { mobile: '6123 4567', phoneCountryCode: hk.phoneCode, countryId: hk.id };
    const headers = fromIp();
    const sent = await call(ctx, sendMobilCode, { type: CodeType.bindPhone, ...fields }, buyer.token, headers);
    expect(sent.body).toMatchObject({ result: 1 });

    const request = await eventually(async () => api.requests.find((r) => r.form.To === '+85261234567'));
    const code = /\b(\d{6})\b/.exec(request.form.Body ?? '')?.[1];
    const bound = await call(ctx, updateSms, { ...fields, code: code! }, buyer.token, headers);
    expect(bound.body).toMatchObject({ result: 1 });
    const info = await call(ctx, getUserInfo, {}, buyer.token);
    expect(info.body.data).toMatchObject({ mobile: '61234567', mobileCode: '+852' });
  });

  it('sends the SMS through the twilio library to the REST API', async () => {
    const api = await startTwilio();
    const jobId = await enqueueSms(ctx.deps, {
      to: '+447700900123',
      body: codeSms('code-login', '135790', 'HashForge'),
      purpose: 'code-login',
      key: 'k1',
      code: '135790',
    });

    expect(await waitForJob(ctx.deps.queues.notify, jobId)).toBe('completed');
    expect(api.requests).toHaveLength(1);
    const request = api.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages.json');
    expect(request.authorization).toBe(
      `Basic ${Buffer.from('AC0123456789abcdef0123456789abcdef:secret-token').toString('base64')}`,
    );
    expect(request.form).toMatchObject({ To: '+447700900123', From: '+15005550006' });
    expect(request.form.Body).toBe('HashForge: your code to log in is 135790. Valid for 10 minutes.');
  });
});

describe('notify worker: the dev outbox', () => {
  it('logs one line and keeps the message when no provider is configured', async () => {
    const { lines, logger } = captureLog();
    startWorker({ SMTP_URL: undefined }, {}, logger);
    const jobId = await queueCodeEmail('dev@example.com', 'code-reset', '246810', 'HashForge');
    expect(await waitForJob(ctx.deps.queues.notify, jobId)).toBe('completed');
    const row = await ctx.deps.prisma.outboxMessage.findFirstOrThrow({ where: { to: 'dev@example.com' } });
    expect(row).toMatchObject({ channel: 'email', subject: 'Your HashForge verification code', code: '246810' });
    expect(row.body).toContain('246810');
    expect(lines).toContain('[outbox] to=dev@example.com subject=Your HashForge verification code code=246810');
  });

  it('keeps an SMS in the outbox when Twilio is not configured', async () => {
    startWorker({ TWILIO_ACCOUNT_SID: undefined });
    const jobId = await enqueueSms(ctx.deps, {
      to: '+8613800138000',
      body: codeSms('code-bind-phone', '112233', 'HashForge'),
      purpose: 'code-bind-phone',
      key: 'k1',
      code: '112233',
    });
    await waitForJob(ctx.deps.queues.notify, jobId);
    const row = await eventually(
      async () => (await ctx.deps.prisma.outboxMessage.findFirst({ where: { to: '+8613800138000' } })) ?? undefined,
    );
    expect(row).toMatchObject({ channel: 'sms', code: '112233' });
  });

  it('never uses the outbox in production: an unconfigured provider fails the job', async () => {
    startWorker({ SMTP_URL: undefined, isProduction: true });
    const jobId = await queueOrderPaidEmail(ctx, 'prod@example.com', 'SO1');
    expect(await waitForJob(ctx.deps.queues.notify, jobId)).toBe('failed');
    const job = await ctx.deps.queues.notify.getJob(jobId);
    expect(job?.attemptsMade).toBe(1);
    expect(await ctx.deps.prisma.outboxMessage.count({ where: { to: 'prod@example.com' } })).toBe(0);
  });
});
