import { adminCalls } from '@hashforge/contract/admin/desks';
import { CSRF_REFUSED, PERMISSION_DENIED } from '@hashforge/contract/admin/messages';
import { can, ROLES, type StaffRole } from '@hashforge/contract/admin/permissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createTestStaff, type StaffSession, signInStaff, type TestStaff } from './support/admin.ts';
import { adminCallSamples, type SampleContext } from './support/admin-call-samples.ts';
import { databaseState } from './support/db-snapshot.ts';
import { createBuyer } from './support/factories/buyer.ts';
import { useTestContext } from './support/use-test-context.ts';

/**
 * docs/backoffice.md section 3, tested as a matrix built from the contract: every admin call x every role
 * (and no session, and a buyer's token) is let through exactly when ROLE_PERMISSIONS says so; a
 * refused call changes nothing and leaves a `denied.<path>` row in the audit log; a state-changing
 * call without its CSRF header is refused with HTTP 403 and changes nothing. A desk's new call joins
 * the matrix by being in its desk (`orderDesk`, read into `adminCalls`), with a sample body in test/support/admin-call-samples.ts.
 */
const ctx = useTestContext();
let buyerToken: string;
beforeAll(async () => {
  buyerToken = (await createBuyer(ctx)).token;
});

const deniedRows = (staffId: number, path: string) =>
  ctx.deps.prisma.auditEvent.count({ where: { staffId, action: `denied.${path}` } });

/** One signed-in staff member per role, reused for the calls that change nothing. */
const readers = new Map<StaffRole, { staff: TestStaff; session: StaffSession }>();
let ip = 0;
const nextIp = () => `10.77.${Math.floor(++ip / 250)}.${ip % 250}`;

async function signedIn(role: StaffRole, fresh: boolean): Promise<{ staff: TestStaff; session: StaffSession }> {
  const known = readers.get(role);
  if (known && !fresh) {
    // A previous call may have ended it (a session's own sign-out): sign in again then.
    const me = await adminCall(ctx, adminCalls.find((c) => c.path === 'auth/me')!, {}, { session: known.session });
    if (me.body.result === 1) return known;
  }
  const staff = known && !fresh ? known.staff : await createTestStaff(ctx, role);
  const entry = { staff, session: await signInStaff(ctx, staff, nextIp()) };
  if (!fresh) readers.set(role, entry);
  return entry;
}

const staffCalls = adminCalls.filter((call) => call.auth !== false);

describe('the admin permission matrix', () => {
  it('covers every admin call, each with a sample body', () => {
    expect(staffCalls.length).toBeGreaterThan(15);
    const missing = staffCalls.map((c) => c.path).filter((path) => !(path in adminCallSamples));
    expect(missing, 'add a sample to apps/api/test/support/admin-call-samples.ts for').toEqual([]);
    // Only the sign-in calls, and choosing a password with a mailed link, work without a session.
    expect(adminCalls.filter((c) => c.auth === false).map((c) => c.path)).toEqual([
      'auth/login',
      'auth/recovery',
      'auth/set-password',
      'auth/passkey/login-options',
      'auth/passkey/login',
    ]);
  });

  for (const call of staffCalls) {
    const allowed = ROLES.filter((role) => call.permission === null || can(role, call.permission));
    it(`${call.path}: ${call.permission ?? 'any staff'} -> ${allowed.join(', ') || 'nobody'}`, async () => {
      const sample = adminCallSamples[call.path];
      if (!sample) throw new Error(`no sample body for ${call.path} in test/support/admin-call-samples.ts`);

      for (const who of ['no session', 'buyer token'] as const) {
        const self = await createTestStaff(ctx, 'support');
        const body = await sample({ ctx, self, newStaff: (role = 'support') => createTestStaff(ctx, role) });
        const before = await databaseState(ctx);
        const res = await adminCall(ctx, call, body, who === 'buyer token' ? { bearer: buyerToken } : {});
        expect(res.body, `${call.path} with ${who}`).toEqual({
          result: -9999,
          msg: 'Login expired. Please log in again',
          data: null,
        });
        expect(await databaseState(ctx), `${call.path} with ${who} changed the database`).toEqual(before);
      }

      for (const role of ROLES) {
        const isAllowed = allowed.includes(role);
        const { staff, session } = await signedIn(role, isAllowed && call.mutates);
        const s: SampleContext = { ctx, self: staff, newStaff: (r = 'support') => createTestStaff(ctx, r) };
        const body = await sample(s);
        // An allowed call must be seen getting past the permission check, not stopped by its own schema.
        const valid = call.request.safeParse(body);
        expect(valid.success, `the sample of ${call.path} is not a valid body: ${valid.error?.message}`).toBe(true);
        const before = await databaseState(ctx);
        const deniedBefore = await deniedRows(staff.id, call.path);
        const res = await adminCall(ctx, call, body, { session, ip: nextIp() });
        const where = `${call.path} as ${role}`;
        if (isAllowed) {
          expect(res.status, `${where}: ${res.body.msg}`).toBeLessThan(400);
          expect(res.body.result, `${where}: ${res.body.msg}`).not.toBe(-9999);
          expect(res.body.msg, where).not.toBe(PERMISSION_DENIED);
          expect(await deniedRows(staff.id, call.path), where).toBe(deniedBefore);
        } else {
          expect(res.status, where).toBe(200);
          expect(res.body, where).toEqual({ result: 0, msg: PERMISSION_DENIED, data: null });
          expect(await databaseState(ctx), `${where} was refused but changed the database`).toEqual(before);
          expect(await deniedRows(staff.id, call.path), `${where}: no denied.${call.path} audit row`).toBe(
            deniedBefore + 1,
          );
        }
      }

      if (call.mutates) {
        // The owner may do everything: only the missing CSRF header stops the call.
        const { staff, session } = await signedIn('owner', true);
        const body = await sample({ ctx, self: staff, newStaff: (r = 'support') => createTestStaff(ctx, r) });
        const before = await databaseState(ctx);
        const res = await adminCall(ctx, call, body, { session, csrf: false });
        expect(res.status, `${call.path} without X-CSRF-Token`).toBe(403);
        expect(res.body).toEqual({ result: 0, msg: CSRF_REFUSED, data: null });
        expect(await databaseState(ctx), `${call.path} without X-CSRF-Token changed the database`).toEqual(before);
      }
    }, 120_000);
  }
});
