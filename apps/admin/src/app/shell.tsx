import { Dialog, DialogPanel, DialogTitle, Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Suspense, useState } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { ShopMark } from '../components/shop-mark.tsx';
import { LineIcon } from '../components/ui/line-icon.tsx';
import { Spinner } from '../components/ui/states.tsx';
import { useLogout } from '../features/auth/api/logout.ts';
import { cn } from '../lib/cn.ts';
import { roleLabel } from '../lib/roles.ts';
import { useStaff } from '../lib/session.ts';
import { visibleNav } from './nav.ts';

/** The desks this role may use, grouped; `onNavigate` closes the narrow screen's menu once a desk is chosen. */
function DeskNav({ sections, onNavigate }: { sections: ReturnType<typeof visibleNav>; onNavigate?: () => void }) {
  return (
    <nav aria-label="Desks" className="flex-1 overflow-y-auto px-3 py-2">
      {sections.map((section) => (
        <div key={section.title ?? 'main'} className="mb-4">
          {section.title && (
            <p className="px-2 pb-1 text-[11px] font-semibold tracking-wide text-slate-400 uppercase">
              {section.title}
            </p>
          )}
          <ul className="space-y-0.5">
            {section.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  // A desk whose path another's extends (Settings, Brand and contacts) is active on its own page only.
                  end={item.to === '/' || section.items.some((other) => other.to.startsWith(`${item.to}/`))}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-2.5 rounded-md px-2 py-2.5 text-sm lg:py-1.5',
                      isActive ? 'bg-ink-700 font-medium text-white' : 'hover:bg-ink-800 hover:text-white',
                    )
                  }
                >
                  <svg
                    viewBox="0 0 24 24"
                    className="size-4 shrink-0"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                  >
                    <path d={item.icon} />
                  </svg>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function Brand({
  testId = 'shell-brand',
  tone = 'dark',
  onNavigate,
}: {
  testId?: string;
  tone?: 'dark' | 'light';
  onNavigate?: () => void;
}) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className={cn(
        'flex h-14 min-w-0 items-center text-base font-semibold',
        tone === 'dark' ? 'px-5 text-white' : 'px-1 text-slate-900',
      )}
      data-testid={testId}
    >
      <ShopMark tone={tone} />
    </Link>
  );
}

/** Three strokes or a cross, drawn like the nav's icons. */
function MenuIcon({ open }: { open: boolean }) {
  return <LineIcon className="size-6" d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 6h16M4 12h16M4 18h16'} />;
}

/**
 * The signed-in frame: the desks this role may use on the left, who is signed in on top. Below
 * 1024 px (a phone, a tablet held upright) the column becomes a drawer behind the top bar's menu
 * button, and the top bar carries the vendor's mark, so a desk gets the whole width.
 */
export function Shell() {
  const me = useStaff();
  const logout = useLogout();
  const navigate = useNavigate();
  const sections = visibleNav(me.permissions);
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className="flex min-h-dvh">
      {/* The dark column runs the page's whole height; its content stays in view while the page scrolls. */}
      <aside className="hidden w-56 shrink-0 bg-ink-900 text-slate-300 lg:block">
        <div className="sticky top-0 flex h-dvh flex-col">
          <Brand />
          <DeskNav sections={sections} />
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center justify-end gap-2 border-b border-slate-200 bg-white px-2 sm:gap-4 sm:px-6">
          <button
            type="button"
            className="flex size-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-label="Menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
            data-testid="menu-button"
          >
            <MenuIcon open={false} />
          </button>
          <div className="mr-auto flex min-w-0 flex-1 lg:hidden">
            <Brand testId="topbar-brand" tone="light" />
          </div>
          <Dialog open={menuOpen} onClose={() => setMenuOpen(false)} className="relative z-50 lg:hidden">
            <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
            <DialogPanel
              className="fixed inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-ink-900 text-slate-300"
              data-testid="nav-drawer"
            >
              <DialogTitle className="sr-only">Desks</DialogTitle>
              <div className="flex items-center justify-between pr-2">
                <div className="min-w-0">
                  <Brand testId="drawer-brand" onNavigate={() => setMenuOpen(false)} />
                </div>
                <button
                  type="button"
                  className="flex size-11 shrink-0 items-center justify-center rounded-md text-slate-300 hover:bg-ink-800 hover:text-white"
                  aria-label="Close menu"
                  onClick={() => setMenuOpen(false)}
                >
                  <MenuIcon open />
                </button>
              </div>
              <DeskNav sections={sections} onNavigate={() => setMenuOpen(false)} />
            </DialogPanel>
          </Dialog>
          <Menu as="div" className="relative">
            <MenuButton
              className="flex items-center gap-3 rounded-md px-2 py-1 text-left hover:bg-slate-100"
              data-testid="staff-menu"
            >
              <span className="flex size-8 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold text-slate-700">
                {me.staff.name
                  .split(/\s+/)
                  .map((w) => w[0])
                  .join('')
                  .slice(0, 2)
                  .toUpperCase()}
              </span>
              <span className="hidden leading-tight sm:block">
                <span className="block text-sm font-medium text-slate-900">{me.staff.name}</span>
                <span className="block text-xs text-slate-500">
                  {roleLabel(me.staff.role)} · {me.staff.email}
                </span>
              </span>
            </MenuButton>
            <MenuItems
              anchor="bottom end"
              className="z-40 mt-1 w-52 rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg focus:outline-none"
            >
              <MenuItem>
                <Link to="/account" className="block px-3 py-2 data-focus:bg-slate-100">
                  My account and security
                </Link>
              </MenuItem>
              <MenuItem>
                <button
                  type="button"
                  className="block w-full px-3 py-2 text-left data-focus:bg-slate-100"
                  onClick={() => logout.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) })}
                >
                  Log out
                </button>
              </MenuItem>
            </MenuItems>
          </Menu>
        </header>
        <main className="mx-auto w-full max-w-[1400px] flex-1 px-4 py-6 sm:px-6">
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
