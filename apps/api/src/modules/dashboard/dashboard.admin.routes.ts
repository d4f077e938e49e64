import { dashboardDesk } from '@hashforge/contract/admin/dashboard';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerAdminCall } from '../../http/register-admin-call.ts';
import { getDashboard } from './get-dashboard.ts';

export function dashboardAdminRoutes(app: FastifyInstance, deps: Deps): void {
  registerAdminCall(app, deps, dashboardDesk.get, (_input, ctx) => getDashboard(deps, ctx.staff.role));
}
