import type { Desk } from '../lib/desk.ts';

/**
 * Every desk, read from each feature's `desk.ts` when the app is built: a new desk is its feature
 * folder with a `desk.ts`, and no list here or in the router or nav names it. `desk.ts` loads its
 * pages lazily, so this brings only the declarations into the first load.
 */
const declared = import.meta.glob<{ desks: readonly Desk[] }>('../features/*/desk.ts', { eager: true });

export const DESKS: readonly Desk[] = Object.values(declared).flatMap((feature) => feature.desks);
