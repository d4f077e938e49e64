import { getDashboard } from '@hashforge/contract/admin/dashboard';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerAdminCall } from '../../http/register-admin-call.ts';
import { getDashboard as readDashboard } from './get-dashboard.ts';

export function dashboardAdminRoutes(app: FastifyInstance, deps: Deps): void {
  registerAdminCall(app, deps, getDashboard, (_input, ctx) => readDashboard(deps, ctx.staff.role));
}
