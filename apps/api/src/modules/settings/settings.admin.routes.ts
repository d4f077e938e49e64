import { settingsDesk } from '@hashforge/contract/admin/settings';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerAdminCall } from '../../http/register-admin-call.ts';
import { getShopSettings, updateShopSettings } from './update-settings.ts';

export function settingsAdminRoutes(app: FastifyInstance, deps: Deps): void {
  registerAdminCall(app, deps, settingsDesk.get, () => getShopSettings(deps));
  registerAdminCall(app, deps, settingsDesk.update, (input, ctx) => updateShopSettings(deps, ctx.actor, input));
}
