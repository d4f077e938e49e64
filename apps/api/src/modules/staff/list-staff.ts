import type { AdminInput, AdminResponse } from '@hashforge/contract/admin/call';
import type { StaffRole } from '@hashforge/contract/admin/permissions';
import type { staffDesk } from '@hashforge/contract/admin/staff';
import { pageWindow } from '../../db/page-window.ts';
import type { Deps } from '../../deps.ts';

/** staff/list: newest first; `keyword` matches email or name. */
export async function listStaff(
  deps: Pick<Deps, 'prisma'>,
  input: AdminInput<typeof staffDesk.list>,
): Promise<AdminResponse<typeof staffDesk.list>> {
  const where = input.keyword
    ? {
        OR: [
          { email: { contains: input.keyword, mode: 'insensitive' as const } },
          { name: { contains: input.keyword, mode: 'insensitive' as const } },
        ],
      }
    : {};
  const [total, rows] = await Promise.all([
    deps.prisma.staff.count({ where }),
    deps.prisma.staff.findMany({ where, orderBy: { id: 'desc' }, ...pageWindow(input) }),
  ]);
  return {
    total,
    list: rows.map((s) => ({
      id: s.id,
      email: s.email,
      name: s.name,
      role: s.role as StaffRole,
      twoFactorEnabled: s.totpEnabledAt !== null,
      disabled: s.disabledAt !== null,
      isDemo: s.isDemo,
      lastLoginTime: s.lastLoginAt?.toISOString() ?? null,
      createTime: s.createdAt.toISOString(),
    })),
  };
}
