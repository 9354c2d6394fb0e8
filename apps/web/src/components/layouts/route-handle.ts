/** What a route tells the shell about itself (read with useMatches()). */
export interface RouteHandle {
  /** The page's heading and browser-tab title. */
  title: string;
  /** One line under the heading. */
  description?: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return !!value && typeof value === 'object' && typeof (value as RouteHandle).title === 'string';
}
