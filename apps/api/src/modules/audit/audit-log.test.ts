import { auditDesk } from '@hashforge/contract/admin/audit';
import { staffDesk } from '@hashforge/contract/admin/staff';
import { describe, expect, it } from 'vitest';
import { adminCall, createTestStaff, signInStaff } from '../../../test/support/admin.ts';
import { withClient } from '../../../test/support/pg-client.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { recordAudit } from './record-audit.ts';

const ctx = useTestContext();

/**
 * A plain connection as the owner, who has every right on the table: the trigger refuses even it.
 * (The app's own role is refused sooner, by its grants: test/infra/database-roles.test.ts.)
 */
async function sql(text: string): Promise<unknown> {
  return withClient(process.env.MIGRATION_DATABASE_URL, (client) => client.query(text));
}

describe('the audit_event table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE: the log is append-only', async () => {
    await recordAudit(ctx.deps.prisma, null, {
      action: 'test.append',
      entityType: 'test',
      entityId: '1',
      source: 'test',
    });
    const [row] = await ctx.deps.prisma.auditEvent.findMany({ where: { action: 'test.append' } });
    await expect(sql(`UPDATE audit_event SET action = 'test.rewritten' WHERE id = ${row!.id}`)).rejects.toThrow(
      /append-only: UPDATE refused/,
    );
    await expect(sql(`DELETE FROM audit_event WHERE id = ${row!.id}`)).rejects.toThrow(/append-only: DELETE refused/);
    await expect(sql('TRUNCATE audit_event')).rejects.toThrow(/append-only: TRUNCATE refused/);
    await expect(
      ctx.deps.prisma.auditEvent.update({ where: { id: row!.id }, data: { action: 'test.rewritten' } }),
    ).rejects.toThrow();
    const still = await ctx.deps.prisma.auditEvent.findUniqueOrThrow({ where: { id: row!.id } });
    expect(still.action).toBe('test.append');
  });

  it('rolls an audit row back with the change it records', async () => {
    await expect(
      ctx.deps.prisma.$transaction(async (tx) => {
        await recordAudit(tx, null, { action: 'test.rolled_back', entityType: 'test', entityId: '2' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await ctx.deps.prisma.auditEvent.count({ where: { action: 'test.rolled_back' } })).toBe(0);
  });
});

describe('POST /admin/api/audit/list', () => {
  it('lists who did what, newest first, filtered by action, entity, staff member and dates', async () => {
    const owner = await createTestStaff(ctx, 'owner');
    const session = await signInStaff(ctx, owner, '10.5.0.1');
    const hire = await adminCall(
      ctx,
      staffDesk.create,
      { email: 'hire@audit.test', name: 'Hire', role: 'support' },
      { session, ip: '10.5.0.2' },
    );
    const hireId = hire.body.data.id;
    await adminCall(ctx, staffDesk.disable, { staffId: hireId }, { session });

    const all = await adminCall(ctx, auditDesk.list, { entityType: 'staff', entityId: String(hireId) }, { session });
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.list.map((e) => e.action)).toEqual(['staff.disable', 'staff.create']);
    expect(all.body.data.list[1]).toMatchObject({
      staffEmail: owner.email,
      entityType: 'staff',
      entityId: String(hireId),
      before: null,
      after: { email: 'hire@audit.test', name: 'Hire', role: 'support' },
      ip: '10.5.0.2',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // No secret ever reaches the log: the one-time password is not in it.
    expect(JSON.stringify(all.body.data.list)).not.toContain(hire.body.data.oneTimePassword);

    const byAction = await adminCall(ctx, auditDesk.list, { action: 'staff.disable', staffId: owner.id }, { session });
    expect(byAction.body.data.list.map((e) => e.entityId)).toEqual([String(hireId)]);
    const today = new Date().toISOString().slice(0, 10);
    const todays = await adminCall(ctx, auditDesk.list, { from: today, to: today, staffId: owner.id }, { session });
    expect(todays.body.data.total).toBeGreaterThanOrEqual(3); // login, create, disable
    const future = await adminCall(ctx, auditDesk.list, { from: '2999-01-01' }, { session });
    expect(future.body.data.total).toBe(0);
    const paged = await adminCall(ctx, auditDesk.list, { staffId: owner.id, page: 2, limit: 1 }, { session });
    expect(paged.body.data.list).toHaveLength(1);
    const bad = await adminCall(ctx, auditDesk.list, { from: 'yesterday', limit: 500 }, { session });
    expect(bad.body.result).toBe(0);
    expect((bad.body.data as unknown as { errors: { path: string }[] }).errors.map((e) => e.path).sort()).toEqual([
      'from',
      'limit',
    ]);
  });
});
