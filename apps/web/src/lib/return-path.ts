import { dashboardPathFor } from '@njira/domain/roles';

/**
 * The signed-in page a visitor was turned away from (a deep link opened signed out, or a session
 * that ended under them: expiry, a password reset elsewhere, a suspension), so that signing in,
 * here or from the landing's Login button, lands there again (issue 40). Kept for this tab only.
 */
export const RETURN_PATH_KEY = 'return_to';

const SIGNED_IN_AREA = '/dashboard/';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers `path` (pathname, search and hash) when it is a signed-in page; others are ignored. */
export function rememberReturnPath(path: string): void {
  if (!path.startsWith(SIGNED_IN_AREA)) return;
  try {
    storage()?.setItem(RETURN_PATH_KEY, path);
  } catch {
    // A full or blocked storage only costs the visitor the way back to the page.
  }
}

/** Forgets the remembered page (a logout: the next one to sign in here did not ask for it). */
export function forgetReturnPath(): void {
  try {
    storage()?.removeItem(RETURN_PATH_KEY);
  } catch {
    // Nothing remembered can be read either.
  }
}

/** Whether `role`'s workspace holds `path`: its own dashboard or a page under it. */
export function roleMayOpen(role: unknown, path: string): boolean {
  const home = dashboardPathFor(role);
  if (!home.startsWith(SIGNED_IN_AREA)) return false;
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === home || pathname.startsWith(`${home}/`);
}

/** The remembered page, forgotten as it is read; null when there is none or `role` may not see it. */
export function takeReturnPath(role: unknown): string | null {
  let path: string | null = null;
  try {
    path = storage()?.getItem(RETURN_PATH_KEY) ?? null;
  } catch {
    return null;
  }
  forgetReturnPath();
  return path && roleMayOpen(role, path) ? path : null;
}
