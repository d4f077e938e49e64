import {
  CodeType,
  createByEmail,
  getUserInfo,
  mobileLogin,
  sendEmailCode,
  sendMobilCode,
  updateSms,
} from '@hashforge/contract';
import type { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countriesStep } from '../../../../../prisma/seed/countries.ts';
import {
  emailCode,
  fromIp,
  lastOutboxId,
  readCode,
  startOutboxWorker,
  uniqueEmail,
} from '../../../test/support/auth-flow.ts';
import { call } from '../../../test/support/call.ts';
import { setTestBrand } from '../../../test/support/factories/brand.ts';
import { createBuyer } from '../../../test/support/factories/buyer.ts';
import { seedContext } from '../../../test/support/test-app.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';

const ctx = useTestContext();
let worker: Worker;
let uk: { id: number; phone_code: string };
let china: { id: number; phone_code: string };
beforeAll(async () => {
  await countriesStep.run(seedContext(ctx));
  const gb = await ctx.deps.prisma.country.findUniqueOrThrow({ where: { iso2: 'GB' } });
  const cn = await ctx.deps.prisma.country.findUniqueOrThrow({ where: { iso2: 'CN' } });
  uk = { id: gb.id, phone_code: gb.phoneCode };
  china = { id: cn.id, phone_code: cn.phoneCode };
  worker = startOutboxWorker(ctx);
});
afterAll(async () => {
  await worker.close();
});

const INVALID_CODE = 'The auth code is incorrect or has expired';
let phoneSeq = 0;
/** A UK mobile number nobody else in this file uses, as typed with its trunk 0. */
function ukMobile(): { typed: string; e164: string } {
  phoneSeq += 1;
  const national = `77009${String(Date.now() % 10000).padStart(4, '0')}${String(phoneSeq).padStart(2, '0')}`;
  return { typed: `0${national}`, e164: `+44${national}` };
}
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

async function signUpWith(email: string, code: string, headers = fromIp()) {
  return (await call(ctx, createByEmail, { email, code, password: 'secret123' }, undefined, headers)).body;
}

/** user/sendMobilCode for a login: signed out, the phone as the buyer typed it. */
function sendLoginCode(mobile: string, phoneCountryCode: string, headers: Record<string, string>) {
  return call(ctx, sendMobilCode, { type: CodeType.login, mobile, phoneCountryCode }, undefined, headers);
}

describe('verification codes', () => {
  it('expire 10 minutes after they were sent', async () => {
    const email = uniqueEmail();
    const code = await emailCode(ctx, CodeType.signUp, email);
    ctx.clock.advance(10 * 60 * 1000);
    expect(await signUpWith(email, code)).toMatchObject({ result: 0, msg: INVALID_CODE });

    const other = uniqueEmail();
    const fresh = await emailCode(ctx, CodeType.signUp, other);
    ctx.clock.advance(10 * 60 * 1000 - 1000);
    expect(await signUpWith(other, fresh)).toMatchObject({ result: 1 });
  });

  it('die after 5 wrong tries, even for the right code', async () => {
    const email = uniqueEmail();
    const code = await emailCode(ctx, CodeType.signUp, email);
    for (let i = 0; i < 5; i++) expect((await signUpWith(email, wrongCode(code))).msg).toBe(INVALID_CODE);
    expect(await signUpWith(email, code)).toMatchObject({ result: 0, msg: INVALID_CODE });
  });

  it('survive 4 wrong tries', async () => {
    const email = uniqueEmail();
    const code = await emailCode(ctx, CodeType.signUp, email);
    for (let i = 0; i < 4; i++) await signUpWith(email, wrongCode(code));
    expect(await signUpWith(email, code)).toMatchObject({ result: 1 });
  });

  it('are replaced by a new send: the old code stops working', async () => {
    const email = uniqueEmail();
    const headers = fromIp();
    const first = await emailCode(ctx, CodeType.signUp, email, headers);
    ctx.clock.advance(61_000);
    const second = await emailCode(ctx, CodeType.signUp, email, headers);
    if (first !== second) expect(await signUpWith(email, first)).toMatchObject({ result: 0, msg: INVALID_CODE });
    expect(await signUpWith(email, second)).toMatchObject({ result: 1 });
    expect(await ctx.deps.prisma.verificationCode.count({ where: { address: email } })).toBe(1);
  });

  it('refuse a second send to the same address within 60 s', async () => {
    const email = uniqueEmail();
    const headers = fromIp();
    await emailCode(ctx, CodeType.signUp, email, headers);
    const send = () => call(ctx, sendEmailCode, { type: CodeType.signUp, email }, undefined, headers);
    expect((await send()).body).toMatchObject({ result: 0, msg: 'Please wait 60 s before requesting another code' });
    ctx.clock.advance(45_000);
    expect((await send()).body).toMatchObject({ result: 0, msg: 'Please wait 15 s before requesting another code' });
    // Another IP does not get round the wait.
    const elsewhere = await call(ctx, sendEmailCode, { type: CodeType.signUp, email }, undefined, fromIp());
    expect(elsewhere.body.msg).toBe('Please wait 15 s before requesting another code');
    ctx.clock.advance(15_000);
    expect((await send()).body).toMatchObject({ result: 1, msg: 'success' });
  });

  it('allow 10 sends per address a day, then refuse until the next day', async () => {
    const email = uniqueEmail();
    ctx.clock.set(new Date('2030-03-01T00:00:00.000Z'));
    const send = () => call(ctx, sendEmailCode, { type: CodeType.signUp, email }, undefined, fromIp());
    for (let i = 0; i < 10; i++) {
      expect((await send()).body.result).toBe(1);
      ctx.clock.advance(61_000);
    }
    expect((await send()).body).toMatchObject({
      result: 0,
      msg: 'Too many codes requested today, please try again tomorrow',
    });
    ctx.clock.set(new Date('2030-03-02T00:00:01.000Z'));
    expect((await send()).body.result).toBe(1);
  });

  it('allow 30 sends per IP a day, then refuse that IP only', async () => {
    ctx.clock.set(new Date('2030-04-01T08:00:00.000Z'));
    const headers = fromIp();
    for (let i = 0; i < 30; i++) {
      const res = await call(ctx, sendEmailCode, { type: CodeType.signUp, email: uniqueEmail() }, undefined, headers);
      expect(res.body.result).toBe(1);
    }
    const over = await call(ctx, sendEmailCode, { type: CodeType.signUp, email: uniqueEmail() }, undefined, headers);
    expect(over.body).toMatchObject({ result: 0, msg: 'Too many codes requested today, please try again tomorrow' });
    const mobile = ukMobile();
    const sms = await sendLoginCode(mobile.typed, '+44', headers);
    expect(sms.body.msg).toBe('Too many codes requested today, please try again tomorrow');
    const other = await call(ctx, sendEmailCode, { type: CodeType.signUp, email: uniqueEmail() }, undefined, fromIp());
    expect(other.body.result).toBe(1);
  });
});

/** Sends a bind code to the phone and binds it to the buyer. */
async function bindPhone(token: string, mobile: { typed: string; e164: string }, country = uk) {
  // Past any earlier send's 60-second wait for this phone.
  ctx.clock.advance(61_000);
  const headers = fromIp();
  const before = await lastOutboxId(ctx);
  const fields = { mobile: mobile.typed, phoneCountryCode: country.phone_code, countryId: country.id };
  const sent = await call(ctx, sendMobilCode, { type: CodeType.bindPhone, ...fields }, token, headers);
  expect(sent.body).toMatchObject({ result: 1 });
  const code = await readCode(ctx, mobile.e164, before);
  return (await call(ctx, updateSms, { ...fields, code }, token, headers)).body;
}

/** user/updateSms for a UK phone with a code nobody sent, for the refusals that come before the code or at it. */
function bindWithUnsentCode(token: string, mobile: { typed: string }, countryId: number) {
  const fields = { mobile: mobile.typed, phoneCountryCode: '+44', countryId, code: '123456' };
  return call(ctx, updateSms, fields, token, fromIp());
}

describe('POST user/updateSms (bind phone)', () => {
  it('binds the phone the code was sent to and shows it in the profile', async () => {
    await setTestBrand(ctx);
    const buyer = await createBuyer(ctx);
    const mobile = ukMobile();
    expect(await bindPhone(buyer.token, mobile)).toEqual({ result: 1, msg: 'success', data: null });
    const info = await call(ctx, getUserInfo, {}, buyer.token);
    expect(info.body.data).toMatchObject({ mobile: mobile.e164.slice(3), mobileCode: '+44' });
    const outbox = await ctx.deps.prisma.outboxMessage.findFirstOrThrow({ where: { to: mobile.e164 } });
    expect(outbox).toMatchObject({ channel: 'sms' });
    // The SMS names the shop as its owner set it.
    expect(outbox.body).toMatch(/^Northwind Mining: your code to bind this phone/);
  });

  it('refuses a phone bound to another account', async () => {
    const first = await createBuyer(ctx);
    const second = await createBuyer(ctx);
    const mobile = ukMobile();
    expect((await bindPhone(first.token, mobile)).result).toBe(1);
    expect(await bindPhone(second.token, mobile)).toMatchObject({
      result: 0,
      msg: 'This phone is already bound to another account',
    });
    expect((await call(ctx, getUserInfo, {}, second.token)).body.data.mobile).toBeNull();
  });

  it('refuses a country whose calling code is not the one sent', async () => {
    const buyer = await createBuyer(ctx);
    const mobile = ukMobile();
    const res = await bindWithUnsentCode(buyer.token, mobile, china.id);
    expect(res.body).toMatchObject({ result: 0, msg: 'please select country' });
    const send = await call(
      ctx,
      sendMobilCode,
      { type: CodeType.bindPhone, mobile: mobile.typed, phoneCountryCode: '+44', countryId: 999_999 },
      buyer.token,
      fromIp(),
    );
    expect(send.body).toMatchObject({ result: 0, msg: 'please select country' });
  });

  it('refuses a wrong code and binds nothing', async () => {
    const buyer = await createBuyer(ctx);
    const mobile = ukMobile();
    const res = await bindWithUnsentCode(buyer.token, mobile, uk.id);
    expect(res.body).toMatchObject({ result: 0, msg: INVALID_CODE });
    expect((await call(ctx, getUserInfo, {}, buyer.token)).body.data.mobile).toBeNull();
  });

  it('needs a login', async () => {
    const res = await call(ctx, updateSms, {
      mobile: '7700900000',
      phoneCountryCode: '+44',
      countryId: uk.id,
      code: '123456',
    });
    expect(res.body.result).toBe(-9999);
  });
});

describe('POST user/mobileLogin', () => {
  it('logs in with the code sent by SMS to a bound phone', async () => {
    const buyer = await createBuyer(ctx);
    const mobile = ukMobile();
    await bindPhone(buyer.token, mobile);
    ctx.clock.advance(61_000);
    const headers = fromIp();
    const before = await lastOutboxId(ctx);
    const sent = await sendLoginCode(mobile.typed, '44', headers);
    expect(sent.body).toEqual({ result: 1, msg: 'success', data: null });
    const code = await readCode(ctx, mobile.e164, before);
    // Typed without the trunk 0 this time: the same phone.
    const res = await call(
      ctx,
      mobileLogin,
      { mobile: mobile.e164.slice(3), phoneCountryCode: '+44', code },
      undefined,
      headers,
    );
    expect(res.body).toMatchObject({ result: 1, msg: 'success' });
    const info = await call(ctx, getUserInfo, {}, res.body.data.token);
    expect(info.body.data.email).toBe(buyer.email);
  });

  it('answers success for a phone bound to no account, sends nothing, and refuses the login', async () => {
    const mobile = ukMobile();
    const bound = ukMobile();
    const buyer = await createBuyer(ctx);
    await bindPhone(buyer.token, bound);
    const headers = fromIp();
    const sent = await sendLoginCode(mobile.typed, '+44', headers);
    expect(sent.body).toEqual({ result: 1, msg: 'success', data: null });
    // A code sent after it to a bound phone arrives, so the worker has been through the queue.
    ctx.clock.advance(61_000);
    const before = await lastOutboxId(ctx);
    await sendLoginCode(bound.typed, '+44', headers);
    await readCode(ctx, bound.e164, before);
    expect(await ctx.deps.prisma.outboxMessage.count({ where: { to: mobile.e164 } })).toBe(0);
    const res = await call(
      ctx,
      mobileLogin,
      { mobile: mobile.typed, phoneCountryCode: '+44', code: '123456' },
      undefined,
      headers,
    );
    expect(res.body).toMatchObject({ result: 0, msg: INVALID_CODE });
  });

  it('does not take a bind code as a login code', async () => {
    const buyer = await createBuyer(ctx);
    const mobile = ukMobile();
    await bindPhone(buyer.token, mobile);
    const bindCode = await ctx.deps.prisma.outboxMessage.findFirstOrThrow({ where: { to: mobile.e164 } });
    const res = await call(
      ctx,
      mobileLogin,
      { mobile: mobile.typed, phoneCountryCode: '+44', code: bindCode.code! },
      undefined,
      fromIp(),
    );
    expect(res.body).toMatchObject({ result: 0, msg: INVALID_CODE });
  });
});
