import { TWO_FACTOR_REQUIRED_CODE } from '@njira/domain';
import { useEffect } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { toast } from './toast.ts';

export interface ErrorToastOptions {
  /** Leave this error to the screen (a 404 shown as its own not-found view). */
  skip?: boolean;
  /** The query's `errorUpdatedAt`: a second failure with an equal error toasts again. */
  failedAt?: number;
  /** A fixed text instead of the server's message (spec section 8's deliveries text). */
  description?: string;
}

/**
 * Spec section 8's load-failure toast: `title` with the server's message, or 'Unknown error
 * occurred'. Raised once per failure, not on every render.
 */
export function useErrorToast(error: unknown, title: string, options: ErrorToastOptions = {}): void {
  const { skip = false, failedAt, description } = options;
  // One toast per failure: the failure's time when the screen has it, else the error itself.
  const failure = failedAt || error;
  // An admin without two-factor sign-in is sent to turn it on, with one toast saying why (ADR 024).
  const sentAway = error instanceof ApiError && error.code === TWO_FACTOR_REQUIRED_CODE;
  useEffect(() => {
    if (failure && error && !skip && !sentAway)
      toast.error(title, description ?? errorMessage(error, 'Unknown error occurred'));
  }, [failure, error, title, skip, description, sentAway]);
}
