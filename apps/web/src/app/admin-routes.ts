import type { RouteObject } from 'react-router';
import { guard, screen, shell } from './route-screens.ts';

// The spec wraps the admin dashboard page in the transporter layout; the admin menu appears only on
// the other admin pages.
export const adminRoutes: RouteObject = {
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
