import type { Role } from '@njira/domain';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../components/layouts/route-handle.ts';
import { RootLayout } from './root-layout.tsx';
import { PageLoading, RouteErrorBoundary } from './route-fallbacks.tsx';

/*
 * Every screen is loaded lazily so the landing page downloads no auth or dashboard code. A screen is
 *   ...screen(title, description, async () => (await import('../features/<noun>/<screen>.tsx')).ScreenName)
 * Which noun (quotes, shipments, earnings, account, admin, dashboard) each route belongs to:
 * docs/decisions/008 (the admin home lives in features/admin with the rest of the admin: ADR 018).
 */

/** A built screen: its handle (the title names the browser tab and the mobile header) and its lazy component. */
const screen = (
  title: string,
  description: string | undefined,
  load: () => Promise<ComponentType>,
): Pick<RouteObject, 'handle' | 'lazy'> => ({
  handle: (description === undefined ? { title } : { title, description }) satisfies RouteHandle,
  lazy: async () => ({ Component: await load() }),
});

/** The shared profile and settings screens (features/account); the role comes from the path. */
const profileScreen = () =>
  screen(
    'Profile',
    'Manage your account information',
    async () => (await import('../features/account/profile-page.tsx')).ProfilePage,
  );
const settingsScreen = () =>
  screen(
    'Settings',
    'Notifications, privacy and security',
    async () => (await import('../features/account/settings-page.tsx')).SettingsPage,
  );

/** Lets only `roles` through (unauthenticated → '/', wrong role → '/unauthorized'). */
const guard = (roles: readonly Role[]): RouteObject['lazy'] => {
  return async () => ({ loader: (await import('./guards.ts')).requireRole(roles) });
};

const shell = (menu: 'transporter' | 'cargo-owner' | 'admin'): RouteObject['lazy'] => {
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

const transporterRoutes: RouteObject = {
  path: 'dashboard/transporter',
  lazy: guard(['transporter']),
  children: [
    {
      lazy: shell('transporter'),
      children: [
        {
          index: true,
          ...screen(
            'Transporter Dashboard',
            undefined,
            async () =>
              (await import('../features/dashboard/transporter-dashboard-page.tsx')).TransporterDashboardPage,
          ),
        },
        {
          path: 'deliveries',
          ...screen(
            'My Deliveries',
            'Track and manage your delivery orders',
            async () => (await import('../features/shipments/deliveries-page.tsx')).DeliveriesPage,
          ),
        },
        {
          path: 'loads',
          ...screen(
            'Available Loads',
            'Find and bid on loads that match your routes',
            async () => (await import('../features/quotes/available-loads-page.tsx')).AvailableLoadsPage,
          ),
        },
        {
          path: 'quote/:id',
          ...screen(
            'Quote Details',
            'Everything about this load before you bid',
            async () => (await import('../features/quotes/quote-details-page.tsx')).QuoteDetailsPage,
          ),
        },
        {
          path: 'shipment/:id',
          ...screen(
            'Shipment Details',
            'Route, schedule and delivery progress',
            async () =>
              (await import('../features/shipments/shipment-details-page.tsx')).TransporterShipmentPage,
          ),
        },
        {
          path: 'earnings',
          ...screen(
            'Earnings',
            'Track your income and payments',
            async () => (await import('../features/earnings/earnings-page.tsx')).EarningsPage,
          ),
        },
        { path: 'profile', ...profileScreen() },
        { path: 'settings', ...settingsScreen() },
      ],
    },
  ],
};

const cargoOwnerRoutes: RouteObject = {
  path: 'dashboard/cargo-owner',
  lazy: guard(['cargo-owner']),
  children: [
    {
      lazy: shell('cargo-owner'),
      children: [
        {
          index: true,
          ...screen(
            'Cargo Owner Dashboard',
            undefined,
            async () =>
              (await import('../features/dashboard/cargo-owner-dashboard-page.tsx')).CargoOwnerDashboardPage,
          ),
        },
        {
          path: 'shipments',
          ...screen(
            'My Shipments',
            'Follow every shipment from pickup to delivery',
            async () => (await import('../features/shipments/my-shipments-page.tsx')).MyShipmentsPage,
          ),
        },
        {
          path: 'post-load',
          ...screen(
            'Post New Load',
            'Describe your cargo and get quotes',
            async () => (await import('../features/quotes/post-load-page.tsx')).PostLoadPage,
          ),
        },
        {
          path: 'quote/:id',
          ...screen(
            'Quote Details',
            'Review the bids on this load',
            async () =>
              (await import('../features/quotes/owner-quote-details-page.tsx')).OwnerQuoteDetailsPage,
          ),
        },
        {
          path: 'quotes',
          ...screen(
            'My Quotes',
            'Your posted loads and the bids they received',
            async () => (await import('../features/quotes/my-quotes-page.tsx')).MyQuotesPage,
          ),
        },
        {
          path: 'shipment/:id',
          ...screen(
            'Shipment Details',
            'Route, schedule and delivery progress',
            async () =>
              (await import('../features/shipments/owner-shipment-page.tsx')).CargoOwnerShipmentPage,
          ),
        },
        {
          path: 'payments',
          ...screen(
            'Payments',
            'What you have paid and what is pending',
            async () => (await import('../features/earnings/payments-page.tsx')).PaymentsPage,
          ),
        },
        { path: 'profile', ...profileScreen() },
        { path: 'settings', ...settingsScreen() },
      ],
    },
  ],
};

// The spec wraps the admin dashboard page in the transporter layout; the admin menu appears only on
// the other admin pages.
const adminRoutes: RouteObject = {
  path: 'dashboard/admin',
  lazy: guard(['admin']),
  children: [
    {
      lazy: shell('transporter'),
      children: [
        {
          index: true,
          ...screen(
            'Admin Dashboard',
            'Everything happening on the platform',
            async () => (await import('../features/admin/admin-dashboard-page.tsx')).AdminDashboardPage,
          ),
        },
      ],
    },
    {
      lazy: shell('admin'),
      children: [
        {
          path: 'users',
          ...screen(
            'All Users',
            'Everyone trading on the platform',
            async () => (await import('../features/admin/users-page.tsx')).UsersPage,
          ),
        },
        {
          path: 'loads',
          ...screen(
            'All Loads',
            'Every load posted on the platform',
            async () => (await import('../features/admin/loads-page.tsx')).LoadsPage,
          ),
        },
        {
          path: 'loads/:id',
          ...screen(
            'Load Details',
            'The load, its owner and every bid',
            async () => (await import('../features/admin/load-details-page.tsx')).LoadDetailsPage,
          ),
        },
        {
          path: 'shipments',
          ...screen(
            'All Shipments',
            'Every shipment on the platform',
            async () => (await import('../features/admin/shipments-page.tsx')).ShipmentsPage,
          ),
        },
        {
          path: 'shipments/:id',
          ...screen(
            'Shipment Details',
            'Route, parties, money and delivery progress',
            async () =>
              (await import('../features/admin/shipment-details-page.tsx')).AdminShipmentDetailsPage,
          ),
        },
        {
          path: 'revenue',
          ...screen(
            'Platform Revenue',
            'Track platform fees and total transaction volume',
            async () => (await import('../features/admin/revenue-page.tsx')).RevenuePage,
          ),
        },
        {
          path: 'analytics',
          ...screen(
            'Platform Analytics',
            'Comprehensive insights and trends',
            async () => (await import('../features/admin/analytics-page.tsx')).AnalyticsPage,
          ),
        },
        {
          path: 'logs',
          ...screen(
            'Activity Logs',
            'Monitor all platform activities in real-time',
            async () => (await import('../features/admin/activity-logs-page.tsx')).ActivityLogsPage,
          ),
        },
      ],
    },
  ],
};

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../features/landing/landing-page.tsx')).LandingPage }),
      },
      {
        path: 'unauthorized',
        lazy: async () => ({
          Component: (await import('../features/errors/unauthorized-page.tsx')).UnauthorizedPage,
        }),
      },
      {
        // Query client and the 401 handler: loaded with the first non-public screen.
        lazy: async () => ({ Component: (await import('./app-providers.tsx')).AppProviders }),
        children: [
          {
            path: 'signup',
            lazy: async () => ({ Component: (await import('../features/auth/signup-page.tsx')).SignupPage }),
          },
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('../features/auth/login-page.tsx')).LoginPage }),
          },
          {
            path: 'forgot-password',
            lazy: async () => ({
              Component: (await import('../features/auth/forgot-password-page.tsx')).ForgotPasswordPage,
            }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({
              Component: (await import('../features/auth/reset-password-page.tsx')).ResetPasswordPage,
            }),
          },
          transporterRoutes,
          cargoOwnerRoutes,
          adminRoutes,
        ],
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../features/errors/not-found-page.tsx')).NotFoundPage,
        }),
      },
    ],
  },
];
