import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorLayout } from './error-layout.tsx';

/** What went wrong, in words a user can pass on; never a stack trace. */
export function describeRouteError(error: unknown): { status?: number; message: string } {
  if (isRouteErrorResponse(error)) {
    const message = error.statusText || (typeof error.data === 'string' && error.data) || 'Request failed';
    return { status: error.status, message };
  }
  if (error instanceof Error && error.message) return { message: error.message };
  if (typeof error === 'string' && error) return { message: error };
  return { message: 'Unknown error' };
}

/** The router's errorElement. Uses plain links (not Link) so it still works if routing itself broke. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { status, message } = describeRouteError(error);
  return (
    <ErrorLayout title="Unexpected Application Error!">
      <p className="mt-3 max-w-lg text-gray-700">
        {status !== undefined && <span className="font-semibold">{status} </span>}
        <span className="italic">{message}</span>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a
          href="/"
          className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-semibold text-white hover:bg-primary-hover"
        >
          Back Home
        </a>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex h-10 items-center rounded-md border border-input bg-white px-4 text-sm font-semibold text-gray-900 hover:bg-muted"
        >
          Reload page
        </button>
      </div>
    </ErrorLayout>
  );
}
