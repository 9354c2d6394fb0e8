import type { RouteObject } from 'react-router';
import { guard, screen, shell } from './route-screens.ts';

// Every admin page, the dashboard included, in the admin layout. The spec wraps the dashboard in the
// transporter layout, whose every link leads an admin to Access Denied (ADR 018).
export const adminRoutes: RouteObject = {
  path: 'dashboard/admin',
  lazy: guard(['admin']),
  children: [
    {
      // Outside the admin layout, whose every screen refuses an admin without two-factor (ADR 024).
      path: 'two-factor',
      ...screen(
        'Two-factor sign-in',
        'Required for admins',
        async () => (await import('../features/account/admin-two-factor-page.tsx')).AdminTwoFactorPage,
      ),
    },
    {
      lazy: shell('admin'),
      children: [
        {
          index: true,
          ...screen(
            'Admin Dashboard',
            'Everything happening on the platform',
            async () => (await import('../features/admin/admin-dashboard-page.tsx')).AdminDashboardPage,
          ),
        },
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
          path: 'reconciliation',
          ...screen(
            'Reconciliation',
            'Our payments against the provider’s and the ledger’s',
            async () => (await import('../features/admin/reconciliation-page.tsx')).ReconciliationPage,
          ),
        },
        {
          path: 'disputes',
          ...screen(
            'Disputes',
            'Payments on hold until you decide',
            async () => (await import('../features/admin/disputes-page.tsx')).DisputesPage,
          ),
        },
        {
          path: 'reported-messages',
          ...screen(
            'Reported messages',
            'Conversations in which a party reported a message (no other conversation is shown)',
            async () =>
              (await import('../features/messages/reported-messages-page.tsx')).ReportedMessagesPage,
          ),
        },
        {
          path: 'contact-messages',
          ...screen(
            'Messages from the website',
            'What visitors sent through the landing page’s contact form, newest first',
            async () => (await import('../features/admin/contact-messages-page.tsx')).ContactMessagesPage,
          ),
        },
        {
          path: 'documents',
          ...screen(
            'Documents',
            'Carriers’ documents waiting for review',
            async () => (await import('../features/admin/documents-page.tsx')).DocumentsPage,
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
