import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

export const MAX_RETRIES = 3;

/** Spec section 9: 1 s doubling, capped at 30 s. `attempt` counts from 0. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** Network trouble and 5xx are worth retrying; a 4xx will say the same thing again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: 5 * 60 * 1000, staleTime: 30 * 1000 },
      // A change is sent now or fails now: never paused offline and sent later (issue 28). The API
      // client refuses it offline with a message; its Idempotency-Key makes a retry safe.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
