import { approveKyc, getKyc, listKyc, rejectKyc } from '@hashforge/contract/admin/kyc';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerAdminCall } from '../../http/register-admin-call.ts';
import { getKyc as getKycForStaff, listKycs } from './staff/read-kycs.ts';
import { approveKyc as approve, rejectKyc as reject } from './staff/review-kyc.ts';

/** The KYC desk (BACKOFFICE.md sections 5 and 8). */
export function kycAdminRoutes(app: FastifyInstance, deps: Deps): void {
  registerAdminCall(app, deps, listKyc, (input) => listKycs(deps, input));
  registerAdminCall(app, deps, getKyc, (input) => getKycForStaff(deps, input.userId));
  registerAdminCall(app, deps, approveKyc, (input, ctx) =>
    approve(deps, ctx.actor, input.userId, input.expectedSubmitTime),
  );
  registerAdminCall(app, deps, rejectKyc, (input, ctx) =>
    reject(deps, ctx.actor, input.userId, input.reason, input.expectedSubmitTime),
  );
}
