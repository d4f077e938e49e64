import {
  disableCustomer,
  enableCustomer,
  getCustomer,
  issueCustomerCoupon,
  listCustomers,
} from '@hashforge/contract/admin/customers';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerAdminCall } from '../../http/register-admin-call.ts';
import { couponAuthorityOf } from '../coupon/coupon-limit.ts';
import { setCustomerDisabled } from './disable-customer.ts';
import { getCustomer as getCustomerForStaff } from './get-customer.ts';
import { issueCustomerCoupon as issue } from './issue-customer-coupon.ts';
import { listCustomers as listCustomersForStaff } from './list-customers.ts';

/** The customers desk (BACKOFFICE.md section 5). */
export function customerAdminRoutes(app: FastifyInstance, deps: Deps): void {
  registerAdminCall(app, deps, listCustomers, (input) => listCustomersForStaff(deps, input));
  registerAdminCall(app, deps, getCustomer, (input) => getCustomerForStaff(deps, input.userId));
  registerAdminCall(app, deps, disableCustomer, (input, ctx) =>
    setCustomerDisabled(deps, ctx.actor, { userId: input.userId, disabled: true, reason: input.reason }),
  );
  registerAdminCall(app, deps, enableCustomer, (input, ctx) =>
    setCustomerDisabled(deps, ctx.actor, { userId: input.userId, disabled: false }),
  );
  registerAdminCall(app, deps, issueCustomerCoupon, (input, ctx) =>
    issue(deps, ctx.actor, input, couponAuthorityOf(ctx.staff.role)),
  );
}
