import { describe, expect, it } from 'vitest';
import { createTestStaff, loginWithPassword } from '../../../test/support/admin.ts';
import { productionEnv } from '../../../test/support/production-env.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';

const ctx = useTestContext(productionEnv());

describe('staff sign-in in production', () => {
  it('sets the session cookie Secure as well as HttpOnly and SameSite=Strict on /admin', async () => {
    const staff = await createTestStaff(ctx, 'warehouse');
    const res = await loginWithPassword(ctx, staff, '10.4.0.1');
    expect(res.body.result).toBe(1);
    const cookie = String(res.headers['set-cookie']);
    for (const attribute of [/; Secure/, /; HttpOnly/, /; SameSite=Strict/, /; Path=\/admin/])
      expect(cookie).toMatch(attribute);
  });
});
