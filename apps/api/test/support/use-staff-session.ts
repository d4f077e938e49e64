import type { AdminCallDef, AdminRequest, AdminResponse } from '@hashforge/contract/admin/call';
import type { StaffRole } from '@hashforge/contract/admin/permissions';
import { beforeAll } from 'vitest';
import {
  type AdminAnswer,
  type AdminCallOptions,
  adminCall,
  createTestStaff,
  type StaffSession,
  signInStaff,
  type TestStaff,
} from './admin.ts';
import type { TestContext } from './test-app.ts';

/** A staff member signed in for a file's tests, and who they are (for the audit rows they leave). */
export interface SignedInStaff extends StaffSession {
  staff: TestStaff;
  /** adminCall in this staff member's session: what a desk's tests do most. */
  call<C extends AdminCallDef>(
    def: C,
    body: AdminRequest<C> | Record<string, unknown>,
    options?: Omit<AdminCallOptions, 'session'>,
  ): Promise<AdminAnswer<AdminResponse<C>>>;
}

/**
 * The staff preamble of an admin test file: a staff member of `role`, created and signed in before
 * its tests. As with useTestContext, the object answered is filled in by that beforeAll, so it is
 * declared after useTestContext (hooks run in the order they are declared) and used as the session
 * itself. A role with 2FA moves the test clock one 30-second step, as signInStaff does.
 */
export function useStaffSession(
  ctx: TestContext,
  role: StaffRole,
  options?: Parameters<typeof createTestStaff>[2],
): SignedInStaff {
  const signedIn = {
    call: (def, body, callOptions = {}) => adminCall(ctx, def, body, { ...callOptions, session: signedIn }),
  } as SignedInStaff;
  beforeAll(async () => {
    const staff = await createTestStaff(ctx, role, options);
    Object.assign(signedIn, await signInStaff(ctx, staff), { staff });
  });
  return signedIn;
}
