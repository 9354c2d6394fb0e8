import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { OfflineBanner } from '../components/ui/offline-banner.tsx';

// sonner is not needed to paint the landing page, so the toaster arrives in its own chunk right
// after; a toast raised before it mounts is still shown (sonner replays active toasts).
const Toaster = lazy(async () => ({ default: (await import('../components/ui/toaster.tsx')).Toaster }));

export function RootLayout() {
  return (
    <>
      <OfflineBanner />
      <Outlet />
      <ScrollRestoration />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}
