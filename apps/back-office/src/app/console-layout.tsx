import { staffRoleTitles } from '@homeward/contract';
import { clsx } from 'clsx';
import { LogOut, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Logo } from '@homeward/ui/logo';
import { useSignOut, useStaffSession } from '@/features/auth/api/session';
import { paths } from '@/lib/paths';
import { visibleNavItems } from './navigation';

function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const session = useStaffSession();
  const items = visibleNavItems(session?.staff.roles ?? []);
  return (
    <ul className="space-y-1">
      {items.map(({ label, to, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={to === paths.queue}
            onClick={onNavigate}
            className={({ isActive }) =>
              clsx(
                'flex min-h-11 items-center gap-3 rounded-field px-3 text-sm font-semibold',
                isActive ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50',
              )
            }
          >
            <Icon aria-hidden="true" className="size-5 shrink-0" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function StaffCard() {
  const session = useStaffSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  if (!session) return null;
  const { staff } = session;
  return (
    <div className="space-y-3 border-t border-line pt-4">
      <div>
        <p className="text-sm font-semibold text-ink">{staff.name}</p>
        <p className="text-xs text-muted">
          {staff.roles.map((role) => staffRoleTitles[role]).join(' · ')}
        </p>
      </div>
      <button
        type="button"
        onClick={() =>
          signOut.mutate(undefined, {
            onSettled: () => void navigate(paths.signIn, { replace: true }),
          })
        }
        disabled={signOut.isPending}
        className="inline-flex min-h-11 w-full items-center gap-2 rounded-field border border-line px-3 text-sm font-semibold text-ink hover:bg-canvas"
      >
        <LogOut aria-hidden="true" className="size-4" />
        Sign out
      </button>
    </div>
  );
}

/**
 * The signed-in frame: a sidebar from 1024 px, a top bar with a menu button below it. The
 * navigation lists only what the officer's roles may use (the API refuses the rest anyway).
 */
export function ConsoleLayout() {
  const { pathname } = useLocation();
  // The menu stays open on the page it was opened on: going to another page closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  return (
    <div className="min-h-dvh lg:flex">
      <a
        href="#main"
        className="sr-only z-50 rounded-field bg-surface px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 flex items-center justify-between border-b border-line bg-surface px-4 py-2 lg:hidden">
        <Logo />
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpenAt(menuOpen ? null : pathname)}
          className="inline-flex min-h-11 items-center gap-2 rounded-field px-3 font-semibold text-ink hover:bg-canvas"
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-5" />
          ) : (
            <Menu aria-hidden="true" className="size-5" />
          )}
          Menu
        </button>
      </header>
      {menuOpen ? (
        <nav
          id="mobile-menu"
          aria-label="Back office"
          className="border-b border-line bg-surface px-4 pt-2 pb-4 lg:hidden"
        >
          <NavList onNavigate={() => setMenuOpenAt(null)} />
          <div className="mt-4">
            <StaffCard />
          </div>
        </nav>
      ) : null}
      {/* The white column runs the page's full height; the navigation inside stays in view. */}
      <aside className="hidden w-64 shrink-0 border-r border-line bg-surface lg:block">
        <div className="sticky top-0 flex h-dvh flex-col gap-6 overflow-y-auto p-4">
          <div>
            <Logo />
            <p className="mt-1 pl-10 text-xs font-semibold tracking-wide text-brand-900 uppercase">
              Back office
            </p>
          </div>
          <nav aria-label="Back office" className="flex-1">
            <NavList />
          </nav>
          <StaffCard />
        </div>
      </aside>
      <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
        <Outlet />
      </main>
    </div>
  );
}
