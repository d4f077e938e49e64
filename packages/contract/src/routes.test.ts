import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callDefinitions, renderRoutes, routesFile } from '../../../scripts/generate-call-routes.ts';
import * as routes from './routes.ts';

describe('routes.ts', () => {
  it('is what the generator writes from the call definitions now (run `pnpm contract:routes`)', () => {
    expect(readFileSync(routesFile, 'utf8')).toBe(renderRoutes());
  });

  it('holds every call with the path, auth and encryption of its definition', () => {
    const definitions = callDefinitions();
    expect(definitions.length).toBeGreaterThan(40);
    expect(Object.keys(routes).sort()).toEqual(definitions.map(([name]) => name).sort());
    for (const [name, def] of definitions) {
      expect(routes[name as keyof typeof routes], name).toEqual({
        path: def.path,
        auth: def.auth,
        encrypted: def.encrypted,
      });
    }
  });
});
