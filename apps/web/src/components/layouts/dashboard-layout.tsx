import { parseRole } from '@njira/domain';
import { Menu, X } from 'lucide-react';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useProfile } from '../../lib/account/get-profile.ts';
import { useSession } from '../../lib/use-session.ts';
import { LogoLink } from '../ui/logo.tsx';
import { LogoutButton } from './logout-button.tsx';
import { MENU_TITLES, MENUS, type MenuName } from './menus.ts';
import { NavItems } from './nav-items.tsx';
import { NotificationsButton } from './notifications-button.tsx';
import { ProfileButton } from './profile-button.tsx';
import { useLiveUpdates } from './use-live-updates.ts';
import { useMobileMenu } from './use-mobile-menu.ts';
import { useRouteHandle } from './use-route-handle.ts';

export function DashboardLayout({ menu }: { menu: MenuName }) {
  const session = useSession();
  const role = parseRole(session?.user.role) ?? 'transporter';
  useProfile();
  useLiveUpdates(session?.user.id ?? '', role);
  const handle = useRouteHandle();
  const { open, setOpen, toggleRef } = useMobileMenu();
  const items = MENUS[menu];
  const home = items[0]?.to ?? '/';

  useEffect(() => {
    document.title = handle ? `${handle.title} · Njira` : 'Njira';
  }, [handle]);

  // Logged out in this tab (logout, or the 401 rule): leave the workspace.
  if (!session) return <Navigate to="/" replace />;

  return (
    <div className="min-h-dvh bg-gray-50">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>

      <aside className="fixed inset-y-0 left-0 z-40 hidden w-64 flex-col bg-brand-900 lg:flex">
        <div className="flex h-16 items-center px-5">
          <LogoLink to={home} light label="Njira dashboard" />
        </div>
        <p className="px-5 pb-2 text-xs font-semibold tracking-wider text-brand-200 uppercase">
          {MENU_TITLES[menu]}
        </p>
        <nav aria-label="Main" className="flex-1 overflow-y-auto px-3">
          <NavItems items={items} tone="sidebar" />
        </nav>
        <div className="border-t border-white/10 p-3">
          <LogoutButton tone="sidebar" />
        </div>
      </aside>

      <div className="lg:pl-64">
        <div className="sticky top-0 z-30 border-b border-border bg-white">
          <header className="flex h-16 items-center gap-2 px-3 sm:px-4 lg:px-8">
            <button
              ref={toggleRef}
              type="button"
              aria-label="Menu"
              aria-expanded={open}
              aria-controls="mobile-menu"
              onClick={() => setOpen((v) => !v)}
              className="flex size-10 items-center justify-center rounded-md text-gray-700 hover:bg-muted lg:hidden"
            >
              {open ? (
                <X className="size-6" aria-hidden="true" />
              ) : (
                <Menu className="size-6" aria-hidden="true" />
              )}
            </button>
            <div className="lg:hidden">
              <LogoLink to={home} label="Njira dashboard" />
            </div>
            <p className="hidden text-sm font-medium text-muted-foreground lg:block">
              {MENU_TITLES[menu]} workspace
            </p>
            <div className="ml-auto flex items-center gap-1 sm:gap-2">
              <NotificationsButton userId={session.user.id} role={role} />
              <ProfileButton fullName={session.user.fullName} role={role} />
            </div>
          </header>
          {open && (
            <div
              id="mobile-menu"
              className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-border px-3 py-3 lg:hidden"
            >
              <nav aria-label="Main">
                <NavItems items={items} tone="panel" />
              </nav>
              <div className="mt-2 border-t border-border pt-2">
                <LogoutButton tone="panel" />
              </div>
            </div>
          )}
        </div>

        <main
          id="main-content"
          tabIndex={-1}
          className="mx-auto max-w-7xl px-4 py-6 focus:outline-none lg:px-8 lg:py-8"
        >
          <Outlet />
        </main>
      </div>
    </div>
  );
}
