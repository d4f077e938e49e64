import { countryCalls } from '@hashforge/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { createCountryDirectory } from './country.service.ts';

export function countryRoutes(app: FastifyInstance, deps: Deps): void {
  const countries = createCountryDirectory(deps);
  registerCall(app, deps, countryCalls.getCountryList, () => countries.list());
}
