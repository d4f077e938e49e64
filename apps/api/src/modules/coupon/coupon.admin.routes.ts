import { couponDesk } from '@hashforge/contract/admin/coupons';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerAdminCall } from '../../http/register-admin-call.ts';
import { couponAuthorityOf } from './coupon-limit.ts';
import { createCoupon } from './staff/create-coupon.ts';
import { issueCouponByEmail } from './staff/issue-coupon-by-email.ts';
import { couponUsage } from './staff/list-coupon-usage.ts';
import { listCouponsForStaff } from './staff/list-coupons.ts';
import { queueIssueToAll } from './staff/queue-issue-to-all.ts';

/** The coupon desk (docs/backoffice.md sections 5 and 8). */
export function couponAdminRoutes(app: FastifyInstance, deps: Deps): void {
  registerAdminCall(app, deps, couponDesk.create, (input, ctx) =>
    createCoupon(deps, ctx.actor, input, couponAuthorityOf(ctx.staff.role)),
  );
  registerAdminCall(app, deps, couponDesk.issue, (input, ctx) =>
    issueCouponByEmail(deps, ctx.actor, input.couponId, input.emails, couponAuthorityOf(ctx.staff.role)),
  );
  registerAdminCall(app, deps, couponDesk.issueToAll, (input, ctx) =>
    queueIssueToAll(deps, ctx.actor, input.couponId, couponAuthorityOf(ctx.staff.role)),
  );
  registerAdminCall(app, deps, couponDesk.list, (input) => listCouponsForStaff(deps, input));
  registerAdminCall(app, deps, couponDesk.usage, (input) => couponUsage(deps, input));
}
