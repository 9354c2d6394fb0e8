import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { allowConsoleError } from '../../testing/console-guard.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { describeRouteError, RouteErrorPage } from './route-error-page.tsx';
import { UnauthorizedPage } from './unauthorized-page.tsx';

afterEach(cleanup);

function Crashing(): never {
  throw new Error('Cannot read the load');
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/unauthorized', Component: UnauthorizedPage },
      {
        path: '/boom',
        Component: Crashing,
        ErrorBoundary: RouteErrorPage,
      },
      { path: '*', Component: NotFoundPage },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('error pages', () => {
  it('shows the 404 page with a link home for an unknown path', () => {
    renderAt('/no-such-page');
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('tells a user with the wrong role to log in with another account', () => {
    renderAt('/unauthorized');
    expect(
      screen.getByText(
        'You do not have permission to view this page. Please log in with the appropriate account.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Back Home' }).getAttribute('href')).toBe('/');
  });

  it('shows the error message when a route crashes', () => {
    // React and the router log the thrown error; that is expected here.
    allowConsoleError(/Cannot read the load/);
    renderAt('/boom');
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Cannot read the load')).toBeTruthy();
  });
});

describe('describeRouteError', () => {
  it('uses the status text of a route error response', () => {
    expect(describeRouteError({ status: 404, statusText: 'Not Found', internal: true, data: '' })).toEqual({
      status: 404,
      message: 'Not Found',
    });
  });
  it('falls back to a generic message for unknown values', () => {
    expect(describeRouteError(undefined)).toEqual({ message: 'Unknown error' });
  });
});
