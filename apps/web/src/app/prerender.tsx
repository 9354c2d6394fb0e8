// The build's server-side entry (`vite build --ssr`): renders a public page to static HTML with React's
// static renderer. Not part of the browser bundle.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './routes.tsx';

/**
 * The markup of the page at `pathname`, for the app's root element. No hydration data is written
 * (the public pages have no loaders), so the page carries no inline script and the CSP needs none.
 */
export async function renderPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://njira.local')));
  if (context instanceof Response) {
    throw new Error(`Prerendering ${pathname} answered ${context.status} instead of a page`);
  }
  if (context.errors) {
    throw new Error(`Prerendering ${pathname} failed: ${JSON.stringify(context.errors)}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}
