import { CodeType, msg, Result, sendEmailCode, sendMobilCode } from '@hashforge/contract';
import { describe, expect, it } from 'vitest';
import { fromIp, lastOutboxId, readCode, startOutboxWorker, uniqueEmail } from '../../../test/support/auth-flow.ts';
import { call } from '../../../test/support/call.ts';
import { createBuyer } from '../../../test/support/factories/buyer.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { deriveKey } from '../../keys.ts';
import { hideCode, revealCode } from '../notify/sealed-code.ts';
import { DAILY_SENDS_PER_IP, ipBucket } from './codes.ts';

/** docs/domain.md D5, code sends: limits before lookups, one answer, IPv6 networks, SMS costs. */
const ctx = useTestContext({ SMS_COUNTRY_CODES: '44,852', SMS_HOURLY_BUDGET: '3' });

const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('ipBucket', () => {
  it('counts an IPv6 address by its /64 network and an IPv4 address as it is', () => {
    expect(ipBucket('203.0.113.9')).toBe('203.0.113.9');
    expect(ipBucket('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(ipBucket('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(ipBucket('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe('2001:db8:1:2::/64');
    expect(ipBucket('2001:db8::7')).toBe('2001:db8:0:0::/64');
    expect(ipBucket('2001:db8:1:3::1')).not.toBe(ipBucket('2001:db8:1:2::1'));
  });
});

describe('POST send/info/sendEmailCode', () => {
  it('throttles a registered and an unknown address alike, before looking either up', async () => {
    const buyer = await createBuyer(ctx);
    const unknown = uniqueEmail('nobody');
    for (const type of [CodeType.reset, CodeType.signUp]) {
      ctx.clock.advance(61_000);
      const answers = [];
      for (const email of [buyer.email, unknown]) {
        const first = await call(ctx, sendEmailCode, { type, email }, undefined, fromIp());
        const second = await call(ctx, sendEmailCode, { type, email }, undefined, fromIp());
        answers.push([first.body, second.body]);
      }
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[0]![0]).toEqual({ result: 1, msg: 'success', data: null });
      expect(answers[0]![1]).toMatchObject({ result: 0, msg: msg.codeWait(60) });
    }
  });

  it('counts every address of one IPv6 /64 network as one sender', async () => {
    for (let i = 1; i <= DAILY_SENDS_PER_IP; i++) {
      const res = await call(
        ctx,
        sendEmailCode,
        { type: CodeType.signUp, email: uniqueEmail() },
        undefined,
        from(`2001:db8:77:1::${i.toString(16)}`),
      );
      expect(res.body.result, `send ${i}`).toBe(1);
    }
    const sameNetwork = await call(
      ctx,
      sendEmailCode,
      { type: CodeType.signUp, email: uniqueEmail() },
      undefined,
      from('2001:db8:77:1:abcd:ef01:2345:6789'),
    );
    expect(sameNetwork.body).toMatchObject({ result: 0, msg: msg.codeDailyLimit });
    const nextNetwork = await call(
      ctx,
      sendEmailCode,
      { type: CodeType.signUp, email: uniqueEmail() },
      undefined,
      from('2001:db8:77:2::1'),
    );
    expect(nextNetwork.body.result).toBe(1);
  });
});

describe('POST send/info/sendMobilCode', () => {
  let seq = 0;
  const ukPhone = () => ({
    mobile: `7700${String(Date.now() % 100000).padStart(5, '0')}${++seq}`,
    phoneCountryCode: '+44',
  });

  it('sends a bind code only to a logged-in buyer', async () => {
    const fields = { type: CodeType.bindPhone, ...ukPhone(), countryId: 1 };
    const anonymous = await call(ctx, sendMobilCode, fields, undefined, fromIp());
    expect(anonymous.body).toMatchObject({ result: Result.loginExpired });
  });

  it('refuses a country outside SMS_COUNTRY_CODES', async () => {
    const res = await call(
      ctx,
      sendMobilCode,
      { type: CodeType.login, mobile: '2025550143', phoneCountryCode: '+1' },
      undefined,
      fromIp(),
    );
    expect(res.body).toMatchObject({ result: 0, msg: msg.smsCountryNotServed });
  });

  it('stops at the shop-wide hourly SMS budget, for known and unknown phones alike', async () => {
    ctx.clock.advance(3600_000);
    for (let i = 0; i < 3; i++) {
      const res = await call(ctx, sendMobilCode, { type: CodeType.login, ...ukPhone() }, undefined, fromIp());
      expect(res.body.result, `send ${i + 1}`).toBe(1);
    }
    const over = await call(ctx, sendMobilCode, { type: CodeType.login, ...ukPhone() }, undefined, fromIp());
    expect(over.body).toMatchObject({ result: 0, msg: msg.smsBudgetExhausted });
    ctx.clock.advance(3600_000);
    const nextHour = await call(ctx, sendMobilCode, { type: CodeType.login, ...ukPhone() }, undefined, fromIp());
    expect(nextHour.body.result).toBe(1);
  });
});

describe('codes in queued jobs', () => {
  it('are sealed in the job data and put back only when the message is sent', async () => {
    const worker = startOutboxWorker(ctx);
    try {
      const email = uniqueEmail();
      const before = await lastOutboxId(ctx);
      const res = await call(ctx, sendEmailCode, { type: CodeType.signUp, email }, undefined, fromIp());
      expect(res.body.result).toBe(1);
      const code = await readCode(ctx, email, before);
      const jobs = await ctx.deps.queues.notify.getJobs(['waiting', 'delayed', 'active', 'completed']);
      const job = jobs.find((j) => j.data.to === email)!;
      expect(JSON.stringify(job.data)).not.toContain(code);
      expect(job.data.sealedCode).toMatch(/^[\w-]{30,}$/);
      expect(job.data.text).toContain('{{code}}');
      const sent = await ctx.deps.prisma.outboxMessage.findFirstOrThrow({ where: { to: email } });
      expect(sent.body).toContain(code);
      expect(sent.body).not.toContain('{{code}}');
    } finally {
      await worker.close();
    }
  });

  it('seal and open under the job-seal key only, a key of its own derived from the one secret', () => {
    const job = {
      channel: 'sms' as const,
      to: '+447700900123',
      body: 'Your code is 123456',
      purpose: 'code-login',
      code: '123456',
    };
    const hidden = hideCode(job, ctx.deps.keys.jobSealKey);
    expect(hidden).not.toHaveProperty('code');
    expect(JSON.stringify(hidden)).not.toContain('123456');
    expect(revealCode(hidden, ctx.deps.keys.jobSealKey)).toEqual(job);
    expect(() => revealCode(hidden, deriveKey('another secret of at least 32 chars!!', 'job-seal'))).toThrow();
    const keys = [ctx.deps.keys.jobSealKey, ctx.deps.keys.codeHashKey, Buffer.from(ctx.deps.keys.fileUrlKey, 'hex')];
    expect(new Set(keys.map((k) => k.toString('hex'))).size).toBe(3);
    for (const k of keys) expect(k.toString('utf8')).not.toBe(ctx.deps.keys.jwtSecret);
  });
});
