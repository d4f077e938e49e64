import {
  CodeType,
  callPath,
  createByEmail,
  encryptRequest,
  forgetPassword,
  getUserInfo,
  importPublicKey,
  login,
  modifyNameCover,
  modifyPassword,
  outLogin,
  sendEmailCode,
} from '@hashforge/contract';
import type { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailCode,
  fromIp,
  lastOutboxId,
  signUp,
  startOutboxWorker,
  uniqueEmail,
} from '../../../test/support/auth-flow.ts';
import { call } from '../../../test/support/call.ts';
import { setTestBrand } from '../../../test/support/factories/brand.ts';
import { createBuyer } from '../../../test/support/factories/buyer.ts';
import { eventually, waitForJob } from '../../../test/support/jobs.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';

const ctx = useTestContext();
let worker: Worker;
beforeAll(async () => {
  worker = startOutboxWorker(ctx);
});
afterAll(async () => {
  await worker.close();
});

const LOGIN_EXPIRED = { result: -9999, msg: 'Login expired. Please log in again' };

describe('POST register/createByEmail', () => {
  it('signs a buyer up with the emailed code and signs them in at once', async () => {
    const email = uniqueEmail('ada');
    const token = await signUp(ctx, email, 'first-pass1');

    const info = await call(ctx, getUserInfo, {}, token);
    expect(info.body).toEqual({
      result: 1,
      msg: 'success',
      data: { email, nickName: email.split('@')[0], mobile: null, mobileCode: null, kycStatus: 0 },
    });
    const user = await ctx.deps.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const code = await ctx.deps.prisma.verificationCode.findFirstOrThrow({ where: { address: email } });
    expect(code.usedAt).not.toBeNull();
    expect(code.codeHash).not.toMatch(/^\d{6}$/);
  });

  it('takes the email in any case and keeps it lower-case', async () => {
    const email = uniqueEmail('grace');
    const headers = fromIp();
    const code = await emailCode(ctx, CodeType.signUp, email, headers);
    const res = await call(
      ctx,
      createByEmail,
      { email: email.toUpperCase(), code, password: 'secret123' },
      undefined,
      headers,
    );
    expect(res.body.result).toBe(1);
    expect(await ctx.deps.prisma.user.count({ where: { email } })).toBe(1);
  });

  it('answers a sign-up code request for a registered address like any other, and mails a note instead of a code', async () => {
    await setTestBrand(ctx);
    const buyer = await createBuyer(ctx);
    const before = await lastOutboxId(ctx);
    const res = await call(ctx, sendEmailCode, { type: CodeType.signUp, email: buyer.email }, undefined, fromIp());
    const fresh = await call(ctx, sendEmailCode, { type: CodeType.signUp, email: uniqueEmail() }, undefined, fromIp());
    // The same answer for both: the call does not tell which addresses have accounts (docs/domain.md D5).
    expect(res.body).toEqual(fresh.body);
    expect(res.body).toEqual({ result: 1, msg: 'success', data: null });
    const note = await eventually(
      async () =>
        (await ctx.deps.prisma.outboxMessage.findFirst({ where: { id: { gt: before }, to: buyer.email } })) ??
        undefined,
    );
    expect(note.subject).toBe('You already have a Northwind Mining account');
    expect(note.code).toBeNull();
    expect(await ctx.deps.prisma.verificationCode.count({ where: { address: buyer.email } })).toBe(0);
  });

  it('refuses a wrong code and creates no account', async () => {
    const email = uniqueEmail();
    const headers = fromIp();
    const code = await emailCode(ctx, CodeType.signUp, email, headers);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await call(ctx, createByEmail, { email, code: wrong, password: 'secret123' }, undefined, headers);
    expect(res.body).toMatchObject({ result: 0, msg: 'The auth code is incorrect or has expired' });
    expect(await ctx.deps.prisma.user.count({ where: { email } })).toBe(0);
  });

  it('does not accept a code twice', async () => {
    const email = uniqueEmail();
    const headers = fromIp();
    const code = await emailCode(ctx, CodeType.signUp, email, headers);
    expect(
      (await call(ctx, createByEmail, { email, code, password: 'secret123' }, undefined, headers)).body.result,
    ).toBe(1);
    const again = await call(ctx, createByEmail, { email, code, password: 'secret123' }, undefined, headers);
    expect(again.body).toMatchObject({ result: 0, msg: 'This E-mail is already registered' });
  });
});

describe('POST user/login', () => {
  it('logs in with email and password and answers a working token', async () => {
    const buyer = await createBuyer(ctx, { password: 'pass-word1' });
    const res = await call(ctx, login, { username: buyer.email, password: 'pass-word1' }, undefined, fromIp());
    expect(res.body).toMatchObject({ result: 1, msg: 'success' });
    const info = await call(ctx, getUserInfo, {}, res.body.data.token);
    expect(info.body.data.email).toBe(buyer.email);
  });

  it('answers one message for a wrong password and for an unknown email', async () => {
    const buyer = await createBuyer(ctx);
    const headers = fromIp();
    const wrong = await call(ctx, login, { username: buyer.email, password: 'not-it-123' }, undefined, headers);
    expect(wrong.body).toEqual({ result: 0, msg: 'Incorrect email or password', data: null });
    const unknown = await call(ctx, login, { username: uniqueEmail(), password: 'not-it-123' }, undefined, headers);
    expect(unknown.body).toEqual({ result: 0, msg: 'Incorrect email or password', data: null });
  });

  it('locks an account for 15 minutes after 10 failures within 15 minutes', async () => {
    const buyer = await createBuyer(ctx, { password: 'right-one1' });
    const attempt = (password: string) =>
      call(ctx, login, { username: buyer.email, password }, undefined, fromIp()).then((r) => r.body.msg);
    for (let i = 1; i <= 9; i++) expect(await attempt(`wrong-${i}xx`)).toBe('Incorrect email or password');
    expect(await attempt('wrong-10xx')).toBe('Too many failed attempts, please try again in 15 minutes');
    // Locked: even the right password is refused, from any IP.
    expect(await attempt('right-one1')).toBe('Too many failed attempts, please try again in 15 minutes');
    ctx.clock.advance(14 * 60 * 1000);
    expect(await attempt('right-one1')).toBe('Too many failed attempts, please try again in 15 minutes');
    ctx.clock.advance(60 * 1000 + 1);
    expect(await attempt('right-one1')).toBe('success');
  });

  it('forgets failures older than 15 minutes and after a successful login', async () => {
    const buyer = await createBuyer(ctx, { password: 'right-one1' });
    const attempt = (password: string) =>
      call(ctx, login, { username: buyer.email, password }, undefined, fromIp()).then((r) => r.body.msg);
    for (let i = 0; i < 9; i++) await attempt('wrong-pass');
    ctx.clock.advance(15 * 60 * 1000 + 1);
    expect(await attempt('wrong-pass')).toBe('Incorrect email or password');
    for (let i = 0; i < 8; i++) await attempt('wrong-pass');
    expect(await attempt('right-one1')).toBe('success');
    expect(await attempt('wrong-pass')).toBe('Incorrect email or password');
  });

  it('answers 429 with Retry-After after 30 login attempts from one IP in a minute', async () => {
    const headers = fromIp();
    for (let i = 0; i < 30; i++) {
      const res = await call(ctx, login, { username: uniqueEmail(), password: 'whatever1' }, undefined, headers);
      expect(res.status).toBe(200);
    }
    const limited = await call(ctx, login, { username: uniqueEmail(), password: 'whatever1' }, undefined, headers);
    expect(limited.status).toBe(429);
    expect(limited.body.result).toBe(0);
    expect(limited.body.msg).toMatch(/^Too many requests, please try again in \d+ s$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await call(ctx, login, { username: uniqueEmail(), password: 'whatever1' }, undefined, fromIp());
    expect(elsewhere.status).toBe(200);
  });
});

describe('POST user/outLogin', () => {
  it('revokes this session: the token then answers -9999, other sessions live on', async () => {
    const buyer = await createBuyer(ctx, { password: 'secret123' });
    const other = await call(ctx, login, { username: buyer.email, password: 'secret123' }, undefined, fromIp());
    expect((await call(ctx, outLogin, {}, buyer.token)).body).toMatchObject({ result: 1, msg: 'success' });
    expect((await call(ctx, getUserInfo, {}, buyer.token)).body).toMatchObject(LOGIN_EXPIRED);
    expect((await call(ctx, outLogin, {}, buyer.token)).body).toMatchObject(LOGIN_EXPIRED);
    expect((await call(ctx, getUserInfo, {}, other.body.data.token)).body.result).toBe(1);
  });

  it('answers -9999 without a token, with a forged one, and after 24 hours', async () => {
    const buyer = await createBuyer(ctx);
    expect((await call(ctx, getUserInfo, {})).body).toMatchObject(LOGIN_EXPIRED);
    const forged = `${buyer.token.slice(0, -4)}AAAA`;
    expect((await call(ctx, getUserInfo, {}, forged)).body).toMatchObject(LOGIN_EXPIRED);
    ctx.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await call(ctx, getUserInfo, {}, buyer.token)).body).toMatchObject(LOGIN_EXPIRED);
  });
});

describe('POST user/modifyPassword', () => {
  it('refuses a wrong old password and keeps the sessions', async () => {
    const buyer = await createBuyer(ctx, { password: 'old-pass1' });
    const res = await call(
      ctx,
      modifyPassword,
      { oldPassword: 'not-the-old', newPassword: 'new-pass1', newPasswordAgain: 'new-pass1' },
      buyer.token,
    );
    expect(res.body).toMatchObject({ result: 0, msg: 'The old password is incorrect' });
    expect((await call(ctx, getUserInfo, {}, buyer.token)).body.result).toBe(1);
  });

  it('changes the password and revokes every session of the buyer', async () => {
    const buyer = await createBuyer(ctx, { password: 'old-pass1' });
    const second = await call(ctx, login, { username: buyer.email, password: 'old-pass1' }, undefined, fromIp());
    const res = await call(
      ctx,
      modifyPassword,
      { oldPassword: 'old-pass1', newPassword: 'new-pass1', newPasswordAgain: 'new-pass1' },
      buyer.token,
    );
    expect(res.body).toEqual({ result: 1, msg: 'success', data: null });
    expect((await call(ctx, getUserInfo, {}, buyer.token)).body).toMatchObject(LOGIN_EXPIRED);
    expect((await call(ctx, getUserInfo, {}, second.body.data.token)).body).toMatchObject(LOGIN_EXPIRED);
    const headers = fromIp();
    const oldLogin = await call(ctx, login, { username: buyer.email, password: 'old-pass1' }, undefined, headers);
    expect(oldLogin.body.msg).toBe('Incorrect email or password');
    const newLogin = await call(ctx, login, { username: buyer.email, password: 'new-pass1' }, undefined, headers);
    expect(newLogin.body.result).toBe(1);
  });
});

describe('POST user/forgetPassword', () => {
  it('resets the password with the emailed code and revokes every session', async () => {
    const buyer = await createBuyer(ctx, { password: 'forgotten1' });
    const headers = fromIp();
    const code = await emailCode(ctx, CodeType.reset, buyer.email, headers);
    const res = await call(
      ctx,
      forgetPassword,
      { email: buyer.email, code, password: 'remembered1' },
      undefined,
      headers,
    );
    expect(res.body).toEqual({ result: 1, msg: 'success', data: null });
    expect((await call(ctx, getUserInfo, {}, buyer.token)).body).toMatchObject(LOGIN_EXPIRED);
    expect(
      (await call(ctx, login, { username: buyer.email, password: 'remembered1' }, undefined, headers)).body.result,
    ).toBe(1);
  });

  it('answers success for an unknown email and sends nothing', async () => {
    const unknown = uniqueEmail('nobody');
    const known = await createBuyer(ctx);
    const headers = fromIp();
    const res = await call(ctx, sendEmailCode, { type: CodeType.reset, email: unknown }, undefined, headers);
    expect(res.body).toEqual({ result: 1, msg: 'success', data: null });
    // A known address sent right after gets its mail, so the worker has had its turn at the queue.
    await emailCode(ctx, CodeType.reset, known.email, headers);
    expect(await ctx.deps.prisma.outboxMessage.count({ where: { to: unknown } })).toBe(0);
    expect(await ctx.deps.prisma.verificationCode.count({ where: { address: unknown } })).toBe(0);
    const jobs = await ctx.deps.queues.notify.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
    expect(jobs.filter((j) => j.data.to === unknown)).toHaveLength(0);
    const reset = await call(
      ctx,
      forgetPassword,
      { email: unknown, code: '123456', password: 'whatever1' },
      undefined,
      headers,
    );
    expect(reset.body).toMatchObject({ result: 0, msg: 'The auth code is incorrect or has expired' });
  });

  it('takes a code only for the address it was sent to', async () => {
    const ada = await createBuyer(ctx, { password: 'ada-pass1' });
    const bob = await createBuyer(ctx, { password: 'bob-pass1' });
    const headers = fromIp();
    const code = await emailCode(ctx, CodeType.reset, ada.email, headers);
    const res = await call(ctx, forgetPassword, { email: bob.email, code, password: 'stolen-1' }, undefined, headers);
    expect(res.body.msg).toBe('The auth code is incorrect or has expired');
    expect(
      (await call(ctx, login, { username: bob.email, password: 'bob-pass1' }, undefined, headers)).body.result,
    ).toBe(1);
  });
});

describe('POST user/getUserInfo and user/modifyNameCover', () => {
  it('changes the nickname', async () => {
    const buyer = await createBuyer(ctx);
    const res = await call(ctx, modifyNameCover, { nickName: '  Satoshi  ' }, buyer.token);
    expect(res.body).toEqual({ result: 1, msg: 'success', data: null });
    expect((await call(ctx, getUserInfo, {}, buyer.token)).body.data.nickName).toBe('Satoshi');
  });

  it('reports the KYC status once a KYC row exists', async () => {
    const buyer = await createBuyer(ctx, { kycStatus: 1 });
    expect((await call(ctx, getUserInfo, {}, buyer.token)).body.data.kycStatus).toBe(1);
  });
});

describe('the encrypted body', () => {
  async function rawCall(body: unknown) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: callPath(login.path, ctx.deps.config.PROVIDER),
      headers: { 'content-type': 'application/json', ...fromIp() },
      payload: JSON.stringify(body),
    });
    return res.json();
  }

  async function sealed() {
    const buyer = await createBuyer(ctx, { password: 'secret123' });
    const { body } = await encryptRequest(await importPublicKey(ctx.deps.keys.publicKeyPem), {
      username: buyer.email,
      password: 'secret123',
    });
    return body;
  }

  it('logs in with an untouched body (the control for the cases below)', async () => {
    expect((await rawCall(await sealed())).result).toBe(1);
  });

  it('answers Invalid request when params was tampered with', async () => {
    const body = await sealed();
    const bytes = Buffer.from(body.params, 'base64');
    bytes[20] = bytes[20]! ^ 0xff;
    expect(await rawCall({ ...body, params: bytes.toString('base64') })).toEqual({
      result: 0,
      msg: 'Invalid request',
      data: null,
    });
  });

  it('answers Invalid request when key was tampered with or replaced', async () => {
    const body = await sealed();
    const bytes = Buffer.from(body.key, 'base64');
    bytes[10] = bytes[10]! ^ 0x01;
    expect(await rawCall({ ...body, key: bytes.toString('base64') })).toMatchObject({
      result: 0,
      msg: 'Invalid request',
    });
    const other = await sealed();
    expect(await rawCall({ params: body.params, key: other.key })).toMatchObject({ result: 0, msg: 'Invalid request' });
  });

  it('answers Invalid request for a plain JSON body', async () => {
    expect(await rawCall({ username: 'a@example.com', password: 'secret123' })).toMatchObject({
      result: 0,
      msg: 'Invalid request',
    });
  });

  it('seals the answer: data is a string that only the call key opens', async () => {
    const raw = await rawCall(await sealed());
    expect(typeof raw.data).toBe('string');
    expect(raw.data).not.toContain('token');
  });
});

describe('the notify job of a code', () => {
  it('is keyed by purpose, address and code, so one send is one message', async () => {
    const email = uniqueEmail();
    await emailCode(ctx, CodeType.signUp, email);
    const jobs = await ctx.deps.queues.notify.getJobs(['completed']);
    const mine = jobs.filter((j) => j.data.to === email);
    expect(mine).toHaveLength(1);
    expect(await waitForJob(ctx.deps.queues.notify, mine[0]!.id!)).toBe('completed');
    expect(mine[0]!.id).toMatch(/^email-code-sign-up-[0-9a-f]{32}$/);
  });
});
