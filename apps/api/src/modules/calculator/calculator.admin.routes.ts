import {
  listCalculatorProducts,
  listCoins,
  refreshCoins,
  updateCalculatorProduct,
  updateCoin,
} from '@hashforge/contract/admin/calculator';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerAdminCall } from '../../http/register-admin-call.ts';
import {
  listCoins as list,
  listCalculatorProducts as listProducts,
  refreshCoinsNow,
  updateCoin as update,
  updateCalculatorProduct as updateProduct,
} from './staff/manage-calculator.ts';

/** The calculator desk (BACKOFFICE.md section 5). */
export function calculatorAdminRoutes(app: FastifyInstance, deps: Deps): void {
  registerAdminCall(app, deps, listCoins, () => list(deps));
  registerAdminCall(app, deps, updateCoin, ({ coinName, ...figures }, ctx) =>
    update(deps, ctx.actor, coinName, figures),
  );
  registerAdminCall(app, deps, refreshCoins, (_input, ctx) => refreshCoinsNow(deps, ctx.actor));
  registerAdminCall(app, deps, listCalculatorProducts, () => listProducts(deps));
  registerAdminCall(app, deps, updateCalculatorProduct, ({ id, ...change }, ctx) =>
    updateProduct(deps, ctx.actor, id, change),
  );
}
