import type { Role } from '@njira/domain';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../components/layouts/route-handle.ts';

/*
 * Every screen is loaded lazily so the landing page downloads no auth or dashboard code. A screen is
 *   ...screen(title, description, async () => (await import('../features/<noun>/<screen>.tsx')).ScreenName)
 * Which noun (quotes, shipments, earnings, account, admin, dashboard) each route belongs to:
 * docs/decisions/008 (the admin home lives in features/admin with the rest of the admin: ADR 018).
 */

/** A built screen: its handle (the title names the browser tab and the mobile header) and its lazy component. */
export const screen = (
  title: string,
  description: string | undefined,
  load: () => Promise<ComponentType>,
): Pick<RouteObject, 'handle' | 'lazy'> => ({
  handle: (description === undefined ? { title } : { title, description }) satisfies RouteHandle,
  lazy: async () => ({ Component: await load() }),
});

/** The shared profile and settings screens (features/account); the role comes from the path. */
export const profileScreen = () =>
  screen(
    'Profile',
    'Manage your account information',
    async () => (await import('../features/account/profile-page.tsx')).ProfilePage,
  );
/** Another user's profile, as its Profile Visibility allows (features/profiles). */
export const publicProfileScreen = () =>
  screen(
    'Profile',
    'A member of the marketplace',
    async () => (await import('../features/profiles/public-profile-page.tsx')).PublicProfilePage,
  );

export const settingsScreen = () =>
  screen(
    'Settings',
    'Notifications, privacy and security',
    async () => (await import('../features/account/settings-page.tsx')).SettingsPage,
  );

/** Lets only `roles` through (unauthenticated → '/', wrong role → '/unauthorized'). */
export const guard = (roles: readonly Role[]): RouteObject['lazy'] => {
  return async () => {
    const guards = await import('./guards.ts');
    return { loader: guards.requireRole(roles), shouldRevalidate: guards.revalidateWhenSuspended };
  };
};

export const shell = (menu: 'transporter' | 'cargo-owner' | 'admin'): RouteObject['lazy'] => {
  return async () => {
    const shells = await import('./dashboard-shells.tsx');
    const Component = {
      transporter: shells.TransporterShell,
      'cargo-owner': shells.CargoOwnerShell,
      admin: shells.AdminShell,
    }[menu];
    return { Component };
  };
};
