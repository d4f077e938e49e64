import { kycDesk } from '@hashforge/contract/admin/kyc';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerAdminCall } from '../../http/register-admin-call.ts';
import { getKyc } from './staff/get-kyc.ts';
import { listKycs } from './staff/list-kycs.ts';
import { approveKyc, rejectKyc } from './staff/review-kyc.ts';

/** The KYC desk (docs/backoffice.md sections 5 and 8). */
export function kycAdminRoutes(app: FastifyInstance, deps: Deps): void {
  registerAdminCall(app, deps, kycDesk.list, (input) => listKycs(deps, input));
  registerAdminCall(app, deps, kycDesk.get, (input) => getKyc(deps, input.userId));
  registerAdminCall(app, deps, kycDesk.approve, (input, ctx) =>
    approveKyc(deps, ctx.actor, input.userId, input.expectedSubmitTime),
  );
  registerAdminCall(app, deps, kycDesk.reject, (input, ctx) =>
    rejectKyc(deps, ctx.actor, input.userId, input.reason, input.expectedSubmitTime),
  );
}
