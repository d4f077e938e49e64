import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { catalogRoutes } from './catalog/catalog.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import { countryRoutes } from './country/country.routes.ts';
import { filesRoutes } from './files/files.routes.ts';
import { supportRoutes } from './support/support.routes.ts';

/** Every module's routes, registered in one place. */
export async function registerModules(app: FastifyInstance, deps: Deps): Promise<void> {
  authRoutes(app, deps);
  countryRoutes(app, deps);
  catalogRoutes(app, deps);
  contentRoutes(app, deps);
  supportRoutes(app, deps);
  filesRoutes(app, deps);
}
