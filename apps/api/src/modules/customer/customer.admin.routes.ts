import { customerDesk } from '@hashforge/contract/admin/customers';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerAdminCall } from '../../http/register-admin-call.ts';
import { couponAuthorityOf } from '../coupon/coupon-limit.ts';
import { setCustomerDisabled } from './disable-customer.ts';
import { getCustomer } from './get-customer.ts';
import { issueCustomerCoupon } from './issue-customer-coupon.ts';
import { listCustomers } from './list-customers.ts';

/** The customers desk (docs/backoffice.md section 5). */
export function customerAdminRoutes(app: FastifyInstance, deps: Deps): void {
  registerAdminCall(app, deps, customerDesk.list, (input) => listCustomers(deps, input));
  registerAdminCall(app, deps, customerDesk.get, (input) => getCustomer(deps, input.userId));
  registerAdminCall(app, deps, customerDesk.disable, (input, ctx) =>
    setCustomerDisabled(deps, ctx.actor, { userId: input.userId, disabled: true, reason: input.reason }),
  );
  registerAdminCall(app, deps, customerDesk.enable, (input, ctx) =>
    setCustomerDisabled(deps, ctx.actor, { userId: input.userId, disabled: false }),
  );
  registerAdminCall(app, deps, customerDesk.issueCoupon, (input, ctx) =>
    issueCustomerCoupon(deps, ctx.actor, input, couponAuthorityOf(ctx.staff.role)),
  );
}
