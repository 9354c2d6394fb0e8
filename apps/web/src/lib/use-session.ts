import { useSyncExternalStore } from 'react';
import { getSession, type Session, subscribeSession } from './session.ts';

/** The signed-in session; re-renders on login, refresh and logout. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
