import type { RouteObject } from 'react-router';
import { guard, profileScreen, publicProfileScreen, screen, settingsScreen, shell } from './route-screens.ts';

/** The transporter's screens under /dashboard/transporter. */
export const transporterRoutes: RouteObject = {
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
        {
          path: 'messages',
          ...screen(
            'Messages',
            'Your conversations about loads and shipments',
            async () => (await import('../features/messages/messages-page.tsx')).MessagesPage,
          ),
        },
        { path: 'profile', ...profileScreen() },
        { path: 'profiles/:id', ...publicProfileScreen() },
        { path: 'settings', ...settingsScreen() },
      ],
    },
  ],
};
