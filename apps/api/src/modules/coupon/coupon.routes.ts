import { couponCalls } from '@hashforge/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { listCoupons } from './coupon.service.ts';

export function couponRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, couponCalls.getCouponPager, (input, ctx) => listCoupons(deps, ctx.identity.userId, input));
}
