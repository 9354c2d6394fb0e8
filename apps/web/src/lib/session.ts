import type { Role, User } from '@njira/domain';
import { parseRole } from '@njira/domain/roles';

/**
 * The signed-in session, as the spec lays it out: session storage holds `access_token` and `user`
 * (JSON); the user is also kept under 'user' in local storage so a returning visitor can be
 * recognised and silently refreshed (the refresh cookie lives 7 days).
 */
export const ACCESS_TOKEN_KEY = 'access_token';
export const USER_KEY = 'user';

export interface Session {
  accessToken: string;
  user: User;
}

type Listener = () => void;
const listeners = new Set<Listener>();

// useSyncExternalStore needs the same object back until something changes, so the parsed
// session is cached and only rebuilt when the stored strings differ.
let cachedKey: string | null = null;
let cachedSession: Session | null = null;

function safeStorage(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    // Storage can be blocked (privacy modes, sandboxed frames); the app then works for one page view.
    return null;
  }
}

function read(kind: 'session' | 'local', key: string): string | null {
  try {
    return safeStorage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(kind: 'session' | 'local', key: string, value: string | null): void {
  try {
    const storage = safeStorage(kind);
    if (!storage) return;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // A full or blocked storage only costs the visitor a login on the next page load.
  }
}

/** A stored user with its role normalised ('CARGO_OWNER' → 'cargo-owner'), or null if unusable. */
export function parseStoredUser(json: string | null): User | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object') return null;
    const candidate = value as Partial<User> & { role?: unknown };
    const role: Role | null = parseRole(candidate.role);
    if (typeof candidate.id !== 'string' || typeof candidate.fullName !== 'string' || !role) return null;
    return { ...(candidate as User), role };
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/** The current session, or null when signed out. Stable between changes. */
export function getSession(): Session | null {
  const token = read('session', ACCESS_TOKEN_KEY);
  const userJson = read('session', USER_KEY);
  const key = token && userJson ? `${token}\n${userJson}` : null;
  if (key === cachedKey) return cachedSession;
  cachedKey = key;
  const user = parseStoredUser(userJson);
  cachedSession = token && user ? { accessToken: token, user } : null;
  return cachedSession;
}

export function getAccessToken(): string | null {
  return read('session', ACCESS_TOKEN_KEY);
}

/** The user remembered in local storage from an earlier visit, if any. */
export function getRememberedUser(): User | null {
  return parseStoredUser(read('local', USER_KEY));
}

/** Stores what signup, login or refresh returned. */
export function setSession(accessToken: string, user: User): void {
  const role = parseRole(user.role);
  const stored = JSON.stringify(role ? { ...user, role } : user);
  write('session', ACCESS_TOKEN_KEY, accessToken);
  write('session', USER_KEY, stored);
  write('local', USER_KEY, stored);
  notify();
}

/** Updates the stored user (e.g. after a profile save) without touching the token. */
export function updateSessionUser(user: User): void {
  const token = getAccessToken();
  if (token) setSession(token, user);
  else write('local', USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  write('session', ACCESS_TOKEN_KEY, null);
  write('session', USER_KEY, null);
  write('local', USER_KEY, null);
  notify();
}

/** useSyncExternalStore-style subscription; returns the unsubscribe function. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
