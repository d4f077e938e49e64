import { getKycStatue } from '@hashforge/contract';
import { kycDesk } from '@hashforge/contract/admin/kyc';
import { KYC_STALE } from '@hashforge/contract/admin/messages';
import { describe, expect, it } from 'vitest';
import { call } from '#api/test/support/call.ts';
import { submitKycFor } from '#api/test/support/factories/buying.ts';
import { createSubmittedKyc } from '#api/test/support/factories/desk.ts';
import { useStaffSession } from '#api/test/support/use-staff-session.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';

const ctx = useTestContext();
const compliance = useStaffSession(ctx, 'compliance');

async function mails(to: string) {
  const jobs = await ctx.deps.queues.notify.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
  return jobs.filter((j) => j.data.to === to && j.data.purpose.startsWith('kyc-'));
}

describe('the KYC desk', () => {
  it('lists the queue oldest first and shows the typed fields beside short-lived signed document links', async () => {
    const first = await createSubmittedKyc(ctx);
    ctx.clock.advance(60_000);
    const second = await createSubmittedKyc(ctx);
    const list = await compliance.call(kycDesk.list, { page: 1, limit: 200, status: 1 });
    const ids = list.body.data.list.map((k) => k.userId);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(list.body.data.list.find((k) => k.userId === first.id)).toMatchObject({ email: first.email, status: 1 });

    const got = await compliance.call(kycDesk.get, { userId: first.id });
    expect(got.body.data).toMatchObject({
      userId: first.id,
      email: first.email,
      status: 1,
      country: 'Germany',
      idNumber: expect.any(String),
      documents: [{ fileUrl: expect.stringMatching(/\/files\/private\/.+expires=\d+&sig=/) }],
      selfies: [{ fileUrl: expect.stringMatching(/sig=/) }],
    });
    const url = new URL(got.body.data.documents[0]!.fileUrl, 'http://shop.test');
    const expires = Number(url.searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000 + 1000);
    expect((await ctx.app.inject({ method: 'GET', url: url.pathname + url.search })).statusCode).toBe(200);
    // Without the signature the private file stays private.
    expect((await ctx.app.inject({ method: 'GET', url: url.pathname })).statusCode).not.toBe(200);
  });

  it('rejects with a reason (the buyer may submit again), approves the next submission; each step mailed once', async () => {
    const buyer = await createSubmittedKyc(ctx);
    const rejected = await compliance.call(kycDesk.reject, { userId: buyer.id, reason: 'The selfie is blurred' });
    expect(rejected.body).toMatchObject({ result: 1, data: { userId: buyer.id, status: -1 } });
    expect((await call(ctx, getKycStatue, {}, buyer.token)).body.data).toBe(-1);
    const again = await compliance.call(kycDesk.reject, { userId: buyer.id, reason: 'Again' });
    expect(again.body).toMatchObject({ result: 0, msg: 'This verification was already rejected' });

    // The buyer submits again: a new step, so its own email.
    ctx.clock.advance(1000);
    await submitKycFor(ctx, buyer);
    const approved = await compliance.call(kycDesk.approve, { userId: buyer.id });
    expect(approved.body.data).toEqual({ userId: buyer.id, status: 2 });
    expect((await call(ctx, getKycStatue, {}, buyer.token)).body.data).toBe(2);

    const sent = await mails(buyer.email);
    expect(sent.map((j) => j.data.purpose).sort()).toEqual(['kyc-approved', 'kyc-rejected']);
    expect(sent.find((j) => j.data.purpose === 'kyc-rejected')!.data.text).toContain('Reason: The selfie is blurred');
    const audit = await ctx.deps.prisma.auditEvent.findMany({
      where: { entityType: 'kyc', entityId: String(buyer.id) },
    });
    expect(audit.map((a) => a.action)).toEqual(['kyc.reject', 'kyc.approve']);
    // No document number in the audit trail.
    expect(JSON.stringify(audit.map((a) => [a.before, a.after]))).not.toContain('C01X00T4');
    const row = await ctx.deps.prisma.kyc.findUniqueOrThrow({ where: { userId: buyer.id } });
    expect(row.reviewedByStaffId).not.toBeNull();
  });

  it('two staff deciding at once: one wins, the other is told what happened', async () => {
    const buyer = await createSubmittedKyc(ctx);
    const [a, b] = await Promise.all([
      compliance.call(kycDesk.approve, { userId: buyer.id }),
      compliance.call(kycDesk.reject, { userId: buyer.id, reason: 'Expired passport' }),
    ]);
    expect([a.body.result, b.body.result].sort()).toEqual([0, 1]);
    const loser = a.body.result === 0 ? a.body : b.body;
    expect(loser.msg).toMatch(/^This verification was already (approved|rejected)$/);
    expect(await mails(buyer.email)).toHaveLength(1);
    const reject = await compliance.call(kycDesk.reject, { userId: buyer.id, reason: '' });
    expect(reject.body.result).toBe(0);
  });
});

describe('a KYC review bound to the submission the reviewer saw', () => {
  it('refuses an approval or rejection sent for an earlier submission, and changes nothing', async () => {
    const buyer = await createSubmittedKyc(ctx);
    // Reviewer A opens the verification.
    const opened = await compliance.call(kycDesk.get, { userId: buyer.id });
    const seen = opened.body.data.submitTime;
    // Reviewer B rejects it, and the buyer submits new documents.
    await compliance.call(kycDesk.reject, { userId: buyer.id, reason: 'Blurred' });
    ctx.clock.advance(60_000);
    await submitKycFor(ctx, buyer);
    const audited = await ctx.deps.prisma.auditEvent.count({
      where: { entityType: 'kyc', entityId: String(buyer.id) },
    });

    // A's page is stale: neither its approval nor a rejection reaches what A never looked at.
    const approve = await compliance.call(kycDesk.approve, { userId: buyer.id, expectedSubmitTime: seen });
    expect(approve.body).toEqual({ result: 0, msg: KYC_STALE, data: null });
    const reject = await compliance.call(kycDesk.reject, {
      userId: buyer.id,
      reason: 'Expired',
      expectedSubmitTime: seen,
    });
    expect(reject.body).toEqual({ result: 0, msg: KYC_STALE, data: null });
    expect((await call(ctx, getKycStatue, {}, buyer.token)).body.data).toBe(1);
    expect(await ctx.deps.prisma.auditEvent.count({ where: { entityType: 'kyc', entityId: String(buyer.id) } })).toBe(
      audited,
    );
    expect((await mails(buyer.email)).map((j) => j.data.purpose)).toEqual(['kyc-rejected']);

    // Reloaded, A sees the new submission and approves it.
    const reloaded = await compliance.call(kycDesk.get, { userId: buyer.id });
    expect(reloaded.body.data.submitTime).not.toBe(seen);
    const approved = await compliance.call(kycDesk.approve, {
      userId: buyer.id,
      expectedSubmitTime: reloaded.body.data.submitTime,
    });
    expect(approved.body).toMatchObject({ result: 1, data: { userId: buyer.id, status: 2 } });
  });
});
