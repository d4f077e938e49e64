import {
  couponUsage,
  createCoupon,
  issueCoupon,
  issueCouponToAll,
  listCoupons,
} from '@hashforge/contract/admin/coupons';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerAdminCall } from '../../http/register-admin-call.ts';
import { couponAuthorityOf } from './coupon-limit.ts';
import {
  createCoupon as create,
  issueCouponByEmail,
  listCouponsForStaff,
  queueIssueToAll,
  couponUsage as usage,
} from './staff/manage-coupons.ts';

/** The coupon desk (BACKOFFICE.md sections 5 and 8). */
export function couponAdminRoutes(app: FastifyInstance, deps: Deps): void {
  registerAdminCall(app, deps, createCoupon, (input, ctx) =>
    create(deps, ctx.actor, input, couponAuthorityOf(ctx.staff.role)),
  );
  registerAdminCall(app, deps, issueCoupon, (input, ctx) =>
    issueCouponByEmail(deps, ctx.actor, input.couponId, input.emails, couponAuthorityOf(ctx.staff.role)),
  );
  registerAdminCall(app, deps, issueCouponToAll, (input, ctx) =>
    queueIssueToAll(deps, ctx.actor, input.couponId, couponAuthorityOf(ctx.staff.role)),
  );
  registerAdminCall(app, deps, listCoupons, (input) => listCouponsForStaff(deps, input));
  registerAdminCall(app, deps, couponUsage, (input) => usage(deps, input));
}
