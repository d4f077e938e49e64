import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { modules } from './index.ts';

const here = dirname(fileURLToPath(import.meta.url));
/** Served by app.ts after the modules, in an order of their own (storefront last). */
const SERVED_BY_APP = ['admin-app', 'storefront'];

/** What a module folder's files say it has: routes, admin routes, workers. */
function filesOf(folder: string) {
  const names = readdirSync(`${here}/${folder}`);
  return {
    routes: names.some((n) => n.endsWith('.routes.ts') && !n.endsWith('.admin.routes.ts')),
    adminRoutes: names.some((n) => n.endsWith('.admin.routes.ts')),
    workers: names.some((n) => n.endsWith('.worker.ts')),
  };
}

describe('the list of modules (modules/index.ts)', () => {
  it("holds every module folder with routes or workers once, with what the folder's files offer", () => {
    const folders = readdirSync(here, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !SERVED_BY_APP.includes(e.name))
      .map((e) => e.name)
      .filter((folder) => Object.values(filesOf(folder)).some(Boolean));
    expect(modules.map((m) => m.name).sort()).toEqual(folders.sort());
    for (const module of modules) {
      expect({
        name: module.name,
        routes: Boolean(module.routes),
        adminRoutes: Boolean(module.adminRoutes),
        workers: (module.workers?.length ?? 0) > 0,
      }).toEqual({ name: module.name, ...filesOf(module.name) });
    }
  });
});
