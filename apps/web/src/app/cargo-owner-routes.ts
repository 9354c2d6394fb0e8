import type { RouteObject } from 'react-router';
import { guard, profileScreen, publicProfileScreen, screen, settingsScreen, shell } from './route-screens.ts';

/** The cargo owner's screens under /dashboard/cargo-owner. */
export const cargoOwnerRoutes: RouteObject = {
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
