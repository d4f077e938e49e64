import { auditDesk } from '@hashforge/contract/admin/audit';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerAdminCall } from '../../http/register-admin-call.ts';
import { listAudit } from './list-audit.ts';

export function auditAdminRoutes(app: FastifyInstance, deps: Deps): void {
  registerAdminCall(app, deps, auditDesk.list, (input) => listAudit(deps, input));
}
