import { useLocation } from 'react-router';

/** The navigation state sign-up leaves on the new account's first page. */
export const FIRST_VISIT = { firstVisit: true } as const;

/**
 * What a role's home says to its user: 'Welcome, …!' on the first visit after sign-up (nobody is
 * back yet), 'Welcome back, …!' every time after.
 */
export function useGreeting(fullName: string | undefined): string | undefined {
  const state: unknown = useLocation().state;
  if (fullName === undefined) return undefined;
  const first =
    typeof state === 'object' && state !== null && 'firstVisit' in state && state.firstVisit === true;
  return first ? `Welcome, ${fullName}!` : `Welcome back, ${fullName}!`;
}
