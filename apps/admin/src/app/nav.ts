import type { Desk } from '../lib/desk.ts';
import { DESKS } from './desks.ts';

export interface NavItem {
  to: string;
  label: string;
  icon: string;
}

const SECTIONS = [
  { section: 'Desks', title: undefined },
  { section: 'Administration', title: 'Administration' },
] as const;

/** Whether a role with these permissions may open the desk (the router's guard reads the same `anyOf`). */
export function mayOpen(desk: Pick<Desk, 'anyOf'>, permissions: readonly string[]): boolean {
  return desk.anyOf.length === 0 || desk.anyOf.some((p) => permissions.includes(p));
}

/** The desks this role may use, in the order staff work through them, grouped as the nav shows them. */
export function visibleNav(permissions: readonly string[], desks: readonly Desk[] = DESKS) {
  return SECTIONS.map(({ section, title }) => ({
    title,
    items: desks
      .flatMap((desk) => (desk.nav?.section === section && mayOpen(desk, permissions) ? [{ desk, nav: desk.nav }] : []))
      .sort((a, b) => a.nav.order - b.nav.order)
      .map(({ desk, nav }): NavItem => ({ to: desk.path, label: desk.label, icon: nav.icon })),
  })).filter((section) => section.items.length > 0);
}
