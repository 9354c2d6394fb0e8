import { cleanup, configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { routes } from './routes.tsx';

// Screens arrive through lazy imports; on a busy CI machine the first transform can take seconds.
configure({ asyncUtilTimeout: 5000 });

/** The real route table in memory, starting at `path`; returns the router to inspect its location. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Call at the top of a test file: each test gets a fresh fake `fetch` (the network boundary), and
 * leaves nothing behind for the next — not the page, the stored session, nor a cached query.
 */
export function installFakeNetwork() {
  const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    queryClient.clear();
    sessionStorage.clear();
    localStorage.clear();
  });
  return fetchMock;
}
