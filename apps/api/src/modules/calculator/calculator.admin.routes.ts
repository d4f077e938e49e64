import { calculatorDesk } from '@hashforge/contract/admin/calculator';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerAdminCall } from '../../http/register-admin-call.ts';
import { listCalculatorProducts, updateCalculatorProduct } from './staff/manage-calculator-products.ts';
import { listCoins, updateCoin } from './staff/manage-coins.ts';
import { refreshCoinsNow } from './staff/refresh-coins-now.ts';

/** The calculator desk (docs/backoffice.md section 5). */
export function calculatorAdminRoutes(app: FastifyInstance, deps: Deps): void {
  registerAdminCall(app, deps, calculatorDesk.listCoins, () => listCoins(deps));
  registerAdminCall(app, deps, calculatorDesk.updateCoin, ({ coinName, ...figures }, ctx) =>
    updateCoin(deps, ctx.actor, coinName, figures),
  );
  registerAdminCall(app, deps, calculatorDesk.refreshCoins, (_input, ctx) => refreshCoinsNow(deps, ctx.actor));
  registerAdminCall(app, deps, calculatorDesk.listProducts, () => listCalculatorProducts(deps));
  registerAdminCall(app, deps, calculatorDesk.updateProduct, ({ id, ...change }, ctx) =>
    updateCalculatorProduct(deps, ctx.actor, id, change),
  );
}
