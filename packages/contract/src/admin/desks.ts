import type { AdminCallDef } from './call.ts';
import * as admin from './index.ts';

type Desk = Readonly<Record<string, AdminCallDef>>;

/**
 * The back office's calls by desk, read from the contract's `*Desk` exports (`orderDesk.list`): a
 * desk's file defines its calls and groups them in one object, and nothing else lists them.
 */
export const adminDesks: ReadonlyMap<string, Desk> = new Map(
  Object.entries(admin).flatMap(([name, value]) => {
    const desk = /^(.+)Desk$/.exec(name)?.[1];
    return desk && typeof value === 'object' ? [[desk, value as Desk] as const] : [];
  }),
);

/** Every admin call: the API document lists them, and the permission-matrix and wrong-type tests walk them. */
export const adminCalls: readonly AdminCallDef[] = [...adminDesks.values()].flatMap((desk) => Object.values(desk));
