import { calculatorCalls } from '@hashforge/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { getCalculatorData } from './get-calculator-data.ts';

export function calculatorRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, calculatorCalls.getCalculatorData, (input) => getCalculatorData(deps, input));
}
