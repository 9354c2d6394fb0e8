import { type DataRouter, RouterProvider } from 'react-router';

export function App({ router }: { router: DataRouter }) {
  return <RouterProvider router={router} />;
}
