import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from './routes.tsx';

// Screens arrive through lazy imports; on a busy CI machine the first transform can take seconds.
configure({ asyncUtilTimeout: 5000 });

/** The real route table in memory, starting at `path`; returns the router to inspect its location. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}
