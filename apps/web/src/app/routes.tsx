import type { RouteObject } from 'react-router';
import { adminRoutes } from './admin-routes.ts';
import { cargoOwnerRoutes } from './cargo-owner-routes.ts';
import { RootLayout } from './root-layout.tsx';
import { PageLoading, RouteErrorBoundary } from './route-fallbacks.tsx';
import { transporterRoutes } from './transporter-routes.ts';

// Every screen is loaded lazily so the landing page downloads no auth or dashboard code; the
// dashboards' routes and how a screen is declared are in route-screens.ts and the *-routes.ts files.
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
          {
            path: 'confirm-email',
            lazy: async () => ({
              Component: (await import('../features/auth/email-link-page.tsx')).ConfirmEmailPage,
            }),
          },
          {
            path: 'undo-email-change',
            lazy: async () => ({
              Component: (await import('../features/auth/email-link-page.tsx')).UndoEmailChangePage,
            }),
          },
          {
            // A shared tracking link (issue 41, item 7): no account, read-only, small.
            path: 'track/:token',
            lazy: async () => ({
              Component: (await import('../features/tracking/track-page.tsx')).TrackPage,
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
