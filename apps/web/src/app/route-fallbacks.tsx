import { lazy, Suspense } from 'react';

const RouteErrorPage = lazy(async () => ({
  default: (await import('../features/errors/route-error-page.tsx')).RouteErrorPage,
}));

/** The router's errorElement; the error screen itself is only downloaded when something breaks. */
export function RouteErrorBoundary() {
  return (
    <Suspense fallback={<PageLoading />}>
      <RouteErrorPage />
    </Suspense>
  );
}

/** Shown while the first screen's code arrives (slow mobile data): tiny, no dependencies. */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center text-sm text-gray-600">
      Loading…
    </div>
  );
}
