import { randomUUID } from 'node:crypto';
import { createKyc } from '@hashforge/contract';
import type { Worker } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/support/call.ts';
import { createBuyer, kycForm, submitKycFor, uploadImage } from '../../../test/support/factories/buying.ts';
import { plansOf } from '../../../test/support/query-plans.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { deleteUnattachedUploads } from '../files/delete-unattached-uploads.ts';
import { HOUSEKEEPING_SCHEDULER_ID, housekeepingWorkers, runHousekeeping } from './housekeeping.worker.ts';

const DAY = 24 * 3600 * 1000;

const ctx = useTestContext();
let workers: Worker[] = [];
afterAll(async () => {
  await Promise.all(workers.map((w) => w.close()));
});

describe('the housekeeping job', () => {
  it('deletes sessions ended over 30 days ago and dead codes, and keeps the rest', async () => {
    const buyer = await createBuyer(ctx);
    const now = ctx.clock.now();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const session = (data: { expiresAt: Date; revokedAt?: Date }) =>
      ctx.deps.prisma.session.create({ data: { id: randomUUID(), userId: buyer.id, ...data } });
    const oldExpired = await session({ expiresAt: ago(40) });
    const oldRevoked = await session({ expiresAt: new Date(now.getTime() + DAY), revokedAt: ago(31) });
    const recentlyEnded = await session({ expiresAt: ago(2) });
    const live = await session({ expiresAt: new Date(now.getTime() + DAY) });
    const code = (address: string, expiresAt: Date) =>
      ctx.deps.prisma.verificationCode.create({ data: { purpose: 1, address, codeHash: 'x', expiresAt } });
    const dead = await code(`dead-${buyer.id}@example.com`, ago(1));
    const fresh = await code(`fresh-${buyer.id}@example.com`, new Date(now.getTime() + 600_000));

    const done = await runHousekeeping(ctx.deps);
    expect(done.sessions).toBeGreaterThanOrEqual(2);
    expect(done.codes).toBeGreaterThanOrEqual(1);
    const sessionsLeft = (await ctx.deps.prisma.session.findMany({ where: { userId: buyer.id } })).map((s) => s.id);
    expect(sessionsLeft).not.toContain(oldExpired.id);
    expect(sessionsLeft).not.toContain(oldRevoked.id);
    expect(sessionsLeft).toEqual(expect.arrayContaining([recentlyEnded.id, live.id]));
    const codesLeft = (await ctx.deps.prisma.verificationCode.findMany()).map((c) => c.id);
    expect(codesLeft).not.toContain(dead.id);
    expect(codesLeft).toContain(fresh.id);
    // The buyer's own token still works: their live session was not touched.
    expect(await ctx.deps.prisma.session.count({ where: { userId: buyer.id, revokedAt: null } })).toBeGreaterThan(0);
  });

  it('deletes uploads nothing attached after a day, row and bytes, and keeps attached, recent and public files', async () => {
    const buyer = await createBuyer(ctx);
    const stray = await uploadImage(ctx, buyer.token);
    await submitKycFor(ctx, buyer); // two uploads, attached to the KYC
    const attached = await ctx.deps.prisma.kycFile.findMany({ where: { kyc: { userId: buyer.id } } });
    expect(attached.length).toBe(2);
    const strayRow = await ctx.deps.prisma.storedFile.findUniqueOrThrow({ where: { id: stray.id } });
    const publicFile = await ctx.deps.prisma.storedFile.create({
      data: {
        storageKey: `public/${randomUUID()}.png`,
        fileName: 'banner.png',
        fileSize: 1,
        contentType: 'image/png',
        isPrivate: false,
      },
    });

    expect((await runHousekeeping(ctx.deps)).uploads).toBe(0); // not a day old yet
    ctx.clock.advance(DAY + 60_000);
    // A day on, the first buyer's session has expired: a buyer of the moment uploads the recent file.
    const recent = await uploadImage(ctx, (await createBuyer(ctx)).token);
    const done = await runHousekeeping(ctx.deps);
    expect(done.uploads).toBe(1);

    expect(await ctx.deps.prisma.storedFile.findUnique({ where: { id: stray.id } })).toBeNull();
    await expect(ctx.deps.storage.get(strayRow.storageKey)).rejects.toThrow();
    const kept = await ctx.deps.prisma.storedFile.findMany({
      where: { id: { in: [...attached.map((a) => a.fileId), recent.id, publicFile.id] } },
    });
    expect(kept).toHaveLength(4);
    expect((await runHousekeeping(ctx.deps)).uploads).toBe(0);
    ctx.clock.advance(-(DAY + 60_000));
  });

  it('deletes the documents of a KYC the buyer replaced after a rejection, and keeps those the new one names', async () => {
    const buyer = await createBuyer(ctx);
    const [kept, replaced] = [await uploadImage(ctx, buyer.token), await uploadImage(ctx, buyer.token)];
    expect(
      (await call(ctx, createKyc, kycForm({ documents: [kept], selfies: [replaced] }), buyer.token)).body,
    ).toMatchObject({ result: 1 });
    await ctx.deps.prisma.kyc.update({ where: { userId: buyer.id }, data: { status: -1, rejectReason: 'Blurred' } });
    const selfie = await uploadImage(ctx, buyer.token);
    expect(
      (await call(ctx, createKyc, kycForm({ documents: [kept], selfies: [selfie] }), buyer.token)).body,
    ).toMatchObject({ result: 1 });
    ctx.clock.advance(DAY + 60_000);
    try {
      await runHousekeeping(ctx.deps);
      const left = await ctx.deps.prisma.storedFile.findMany({
        where: { id: { in: [kept.id, replaced.id, selfie.id] } },
      });
      expect(left.map((f) => f.id).sort()).toEqual([kept.id, selfie.id].sort());
    } finally {
      ctx.clock.advance(-(DAY + 60_000));
    }
  });

  it('deletes dev-outbox mails older than a week and keeps the newer ones', async () => {
    const now = ctx.clock.now();
    const mail = (daysAgo: number) =>
      ctx.deps.prisma.outboxMessage.create({
        data: {
          channel: 'email',
          to: 'dev@example.com',
          subject: 'Your code',
          body: 'Your code is 123456',
          code: '123456',
          createdAt: new Date(now.getTime() - daysAgo * DAY),
        },
      });
    const old = await mail(8);
    const recent = await mail(6);
    const done = await runHousekeeping(ctx.deps);
    expect(done.outbox).toBeGreaterThanOrEqual(1);
    const left = (await ctx.deps.prisma.outboxMessage.findMany({ where: { id: { in: [old.id, recent.id] } } })).map(
      (m) => m.id,
    );
    expect(left).toEqual([recent.id]);
  });

  it('looks for unattached uploads through indexes, not by reading every stored file and attachment', async () => {
    // At a million orders (1.4 million stored files) reading them all took 1.4 s each hour (npm run bench scale).
    const plans = await plansOf(ctx.deps, () => deleteUnattachedUploads(ctx.deps));
    const all = plans.map((p) => p.plan).join('\n');
    expect(plans.length).toBeGreaterThan(0);
    expect(all).not.toMatch(/Seq Scan on (stored_file|kyc_file|order_aging_file|after_sale_file|product_file)\b/);
    expect(all).toMatch(/Index Cond: .*purpose/);
  });

  it('is scheduled hourly, once however many workers start', async () => {
    workers = [...(await housekeepingWorkers(ctx.deps)), ...(await housekeepingWorkers(ctx.deps))];
    const schedulers = await ctx.deps.queues.housekeeping.getJobSchedulers();
    expect(
      schedulers.filter((s) => s.key === HOUSEKEEPING_SCHEDULER_ID || s.id === HOUSEKEEPING_SCHEDULER_ID),
    ).toHaveLength(1);
    expect(schedulers[0]!.every).toBe(3600_000);
  });
});
