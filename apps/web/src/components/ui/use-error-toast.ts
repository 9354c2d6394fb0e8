import { useEffect } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { toast } from './toast.ts';

/**
 * Spec section 8's load-failure toast: `title` with the server's message, or 'Unknown error
 * occurred'. Raised once per failure (a new error object), not on every render; `skip` leaves an
 * error to the screen (a 404 shown as its own not-found view).
 */
export function useErrorToast(error: unknown, title: string, skip = false): void {
  useEffect(() => {
    if (error && !skip) toast.error(title, errorMessage(error, 'Unknown error occurred'));
  }, [error, title, skip]);
}
