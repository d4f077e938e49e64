import { ROLES, type StaffRole } from '@hashforge/contract/admin/permissions';
import type { Deps } from '../../deps.ts';
import { hashPassword } from '../auth/passwords.ts';

/** One demo account per role in development (docs/backoffice.md section 2), printed by `npm start`. */
export const DEMO_STAFF_PASSWORD = 'demo1234';
export const demoStaffEmail = (role: StaffRole) => `${role}@hashforge.example`;
export const DEMO_STAFF = ROLES.map((role) => ({ role, email: demoStaffEmail(role), password: DEMO_STAFF_PASSWORD }));

/**
 * Writes the demo staff (2FA off, isDemo, no password change asked). Never in production: the
 * server refuses to start there while an enabled one exists (assertNoDemoStaffInProduction) and
 * refuses their sign-ins at any time.
 */
export async function seedDemoStaff(deps: Pick<Deps, 'prisma'>, isProduction: boolean): Promise<number> {
  if (isProduction) return 0;
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  let created = 0;
  for (const { role, email } of DEMO_STAFF) {
    const exists = await deps.prisma.staff.findUnique({ where: { email }, select: { id: true } });
    if (exists) continue;
    const name = `Demo ${role[0]!.toUpperCase()}${role.slice(1)}`;
    await deps.prisma.staff.create({ data: { email, name, role, passwordHash, isDemo: true } });
    created += 1;
  }
  return created;
}

export const DEMO_STAFF_IN_PRODUCTION =
  'NODE_ENV=production refuses to start while demo staff accounts exist (password demo1234, no 2FA): ' +
  'delete them with `npm run staff -- delete-demo`, or use a database without the demo seed';

/**
 * The start-up check of main.ts: in production, an enabled demo staff account (known password, no
 * second factor) stops the server. Sign-ins check again at runtime (login-staff.ts), since an
 * account can be enabled again after start-up; `delete-demo` leaves none, or only disabled rows the
 * audit log names, which production never enables.
 */
export async function assertNoDemoStaffInProduction(deps: Pick<Deps, 'prisma' | 'config'>): Promise<void> {
  if (!deps.config.isProduction) return;
  const demo = await deps.prisma.staff.findMany({ where: { isDemo: true, disabledAt: null }, select: { email: true } });
  if (demo.length > 0) throw new Error(`${DEMO_STAFF_IN_PRODUCTION} (found: ${demo.map((s) => s.email).join(', ')})`);
}
