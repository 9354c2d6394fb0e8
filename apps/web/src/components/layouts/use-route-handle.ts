import { useMatches } from 'react-router';
import { isRouteHandle, type RouteHandle } from './route-handle.ts';

/** The deepest matched route's handle: the current page's title and description. */
export function useRouteHandle(): RouteHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}
