import type { Permission } from '@hashforge/contract/admin/permissions';
import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * One desk of the back office, declared once in its feature's `desk.ts`: the router makes a route of
 * each page, guarded by `anyOf`, and the nav shows the desk to the roles that hold any of them.
 */
export interface Desk {
  /** The nav link: the path of the desk's first page. */
  path: string;
  label: string;
  /**
   * Opened by the roles holding any of these (the permission of the desk's list call, written out
   * rather than read from the contract's call, which would bring its schemas into the first load);
   * empty: every staff member.
   */
  anyOf: readonly Permission[];
  /**
   * Where the nav lists it, sorted by `order` within its section, with its icon (an SVG path on a
   * 24 x 24 grid, drawn as a stroke); null: reached from elsewhere (the account page).
   */
  nav: { section: 'Desks' | 'Administration'; order: number; icon: string } | null;
  /** Each page its own chunk, loaded when first opened: a warehouse clerk never downloads the dashboard's charts. */
  pages: readonly { path: string; page: LazyExoticComponent<ComponentType> }[];
}

/** Keeps a desk's literal types; `desk.ts` exports `desks`, a list of these. */
export function defineDesk(desk: Desk): Desk {
  return desk;
}
