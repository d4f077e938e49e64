import { supportCalls } from '@hashforge/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerCachedCall } from '../../http/cached-call.ts';
import { registerCall } from '../../http/register-call.ts';
import { createPurchasePlan } from './create-purchase-plan.ts';
import { listDownloads } from './downloads.ts';
import { listFaq } from './faq.ts';
import { lookupMachine } from './warranty.ts';

export function supportRoutes(app: FastifyInstance, deps: Deps): void {
  registerCachedCall(app, deps, supportCalls.getFirmwareList, () => listDownloads(deps));
  registerCachedCall(app, deps, supportCalls.getQuestionPager, (input) => listFaq(deps, input));
  // Serials are not secret, but walking through them should be slow.
  registerCall(app, deps, supportCalls.getByMachineCode, (input) => lookupMachine(deps, input.machineCode), {
    rateLimit: { max: 60, timeWindow: '1 minute' },
  });
  registerCall(app, deps, supportCalls.createPurchasePlan, (input, ctx) => createPurchasePlan(deps, input, ctx.ip), {
    rateLimit: { max: 30, timeWindow: '1 minute' },
  });
}
