import { randomBytes } from 'node:crypto';
import { CodeType, createByEmail, sendEmailCode } from '@hashforge/contract';
import type { Worker } from 'bullmq';
import { expect } from 'vitest';
import { createNotifyWorker } from '../../src/modules/notify/notify.worker.ts';
import { call } from './call.ts';
import { eventually } from './jobs.ts';
import type { TestContext } from './test-app.ts';

/** The real notify worker on the test's deps: with no provider configured it writes the dev outbox. */
export function startOutboxWorker(ctx: Pick<TestContext, 'deps'>): Worker {
  return createNotifyWorker(ctx.deps, { backoffBaseMs: 50 });
}

/** A fresh client IP, so each test has its own per-IP limits. */
export function fromIp(): Record<string, string> {
  const b = randomBytes(3);
  return { 'x-forwarded-for': `10.${b[0]}.${b[1]}.${b[2]}` };
}

export function uniqueEmail(label = 'buyer'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

export async function lastOutboxId(ctx: Pick<TestContext, 'deps'>): Promise<number> {
  const row = await ctx.deps.prisma.outboxMessage.findFirst({ orderBy: { id: 'desc' }, select: { id: true } });
  return row?.id ?? 0;
}

/** The code of the first message to `to` written to the outbox after `afterId`, as a person would read it. */
export async function readCode(ctx: Pick<TestContext, 'deps'>, to: string, afterId: number): Promise<string> {
  const row = await eventually(
    async () =>
      (await ctx.deps.prisma.outboxMessage.findFirst({ where: { to, id: { gt: afterId } }, orderBy: { id: 'asc' } })) ??
      undefined,
  );
  expect(row.code).toMatch(/^\d{6}$/);
  expect(row.body).toContain(row.code!);
  return row.code!;
}

/** Sends a code by email through the API and reads it back from the outbox. */
export async function emailCode(
  ctx: Pick<TestContext, 'app' | 'deps'>,
  type: 1 | 3,
  email: string,
  headers: Record<string, string> = fromIp(),
): Promise<string> {
  const before = await lastOutboxId(ctx);
  const sent = await call(ctx, sendEmailCode, { type, email }, undefined, headers);
  expect(sent.body).toMatchObject({ result: 1, msg: 'success' });
  return readCode(ctx, email, before);
}

/** Signs up through the real flow (code by email, then createByEmail); answers the token. */
export async function signUp(
  ctx: Pick<TestContext, 'app' | 'deps'>,
  email: string,
  password = 'secret123',
): Promise<string> {
  const headers = fromIp();
  const code = await emailCode(ctx, CodeType.signUp, email, headers);
  const res = await call(ctx, createByEmail, { email, code, password }, undefined, headers);
  expect(res.body).toMatchObject({ result: 1, msg: 'success' });
  return res.body.data.token;
}
