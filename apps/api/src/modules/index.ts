import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { countryRoutes } from './country/country.routes.ts';

/** Every module's routes, registered in one place. */
export async function registerModules(app: FastifyInstance, deps: Deps): Promise<void> {
  authRoutes(app, deps);
  countryRoutes(app, deps);
}
