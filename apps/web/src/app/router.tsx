import { createBrowserRouter } from 'react-router';

// Every route's screen is loaded lazily so the landing page never pulls in dashboard code.
export const router = createBrowserRouter([
  {
    path: '/',
    lazy: async () => ({ Component: (await import('../features/landing/landing-page.tsx')).LandingPage }),
  },
]);
