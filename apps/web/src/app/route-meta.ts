import type { en } from '../locales/en.ts';

/** Route metadata (react-router `handle`): the spec's route name and the catalogue key of its title. */
export interface RouteMeta {
  name: string;
  title: keyof (typeof en)['titles'];
  /** The route needs a logged-in buyer; visitors go to login and come back afterwards. */
  auth?: boolean;
}

export function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteMeta).title === 'string';
}
