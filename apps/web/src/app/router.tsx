import { createBrowserRouter, matchRoutes } from 'react-router';
import { routes } from './routes.tsx';

/**
 * The browser's router. On a prerendered page (see public-pages.ts) the first render must draw the
 * very screen the prerender drew, so the lazy routes matching the address are loaded before the
 * router exists; otherwise it would start with its loading fallback and the hydration would not match.
 */
export async function createAppRouter({ prerendered }: { prerendered: boolean }) {
  if (prerendered) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes);
}
