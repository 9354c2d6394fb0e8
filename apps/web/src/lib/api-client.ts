import type { AuthResponse } from '@njira/domain';
import { clearSession, getAccessToken, setSession } from './session.ts';

/**
 * The one way the web talks to the API (spec sections 7 and 8): base '/api', cookies included,
 * Bearer token and JSON content type on authenticated calls, the server's `message` as error text,
 * and the 401 rule — refresh once, retry, otherwise end the session and go home.
 */
export const API_BASE = '/api';
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';
export const NETWORK_ERROR_MESSAGE = 'Could not reach Njira. Check your connection and try again.';

export class ApiError extends Error {
  readonly status: number;
  /** True when the server gave no message and the text is our generic fallback. */
  readonly generic: boolean;

  constructor(status: number, message: string, options: { generic?: boolean } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.generic = options.generic ?? false;
  }
}

/** The text to show for a failed call: the server's (or network) message, else the screen's default. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && !error.generic ? error.message : fallback;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  /** Sends the Bearer token and applies the 401 rule. Default true; false for signup, login etc. */
  auth?: boolean;
  /** Set false where a 401 must not trigger a refresh (logout). Default true. */
  refreshOn401?: boolean;
  signal?: AbortSignal;
  /** 'blob' reads a successful answer as a file (a PDF, a CSV) instead of JSON. */
  as?: 'json' | 'blob';
}

let onSessionExpired: () => void = () => {
  window.location.assign('/');
};

/** The app hands in its router's navigate so an expired session goes to '/' without a reload. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function field(body: unknown, name: 'message' | 'error'): string | null {
  if (!body || typeof body !== 'object') return null;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() ? value : null;
}

/** Spec section 8: `message`, else 'Request failed'; PATCH also tries `error`, then the status. */
export function errorMessageFrom(body: unknown, status: number, method: Method): string {
  const message = field(body, 'message');
  if (message) return message;
  if (method === 'PATCH') return field(body, 'error') ?? `Request failed with status ${status}`;
  return 'Request failed';
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: options.as === 'blob' ? '*/*' : 'application/json' };
  const auth = options.auth ?? true;
  // JSON content type on authenticated calls (spec section 7); the server reads an empty JSON body
  // on a bodiless POST or DELETE as no body.
  if (auth || options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (auth && token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
}

function isAuthPayload(body: unknown): body is AuthResponse {
  if (!body || typeof body !== 'object') return false;
  const b = body as Record<string, unknown>;
  return typeof b.access_token === 'string' && !!b.user && typeof b.user === 'object';
}

let refreshInFlight: Promise<string | null> | null = null;

/**
 * Trades the httpOnly refresh cookie for a new access token and stores the session.
 * Concurrent callers share one request. Resolves to the token, or null when the server refused the
 * cookie (the session is over). Rejects with an ApiError when no answer about the session came back
 * (offline, the page unloading, a server error): the session is left as it was, since nothing said
 * it had ended, and a person on a bad connection is not signed out by it.
 */
export function refreshSession(): Promise<string | null> {
  refreshInFlight ??= (async () => {
    try {
      let response: Response;
      try {
        response = await fetch(`${API_BASE}/auth/refresh`, {
          method: 'POST',
          headers: { Accept: 'application/json' },
          credentials: 'include',
        });
      } catch {
        throw new ApiError(0, NETWORK_ERROR_MESSAGE);
      }
      if (response.status === 401 || response.status === 403) return null;
      const body = await readBody(response);
      if (!response.ok || !isAuthPayload(body)) {
        throw new ApiError(response.status, 'Request failed', { generic: true });
      }
      setSession(body.access_token, body.user);
      return body.access_token;
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

function expireSession(): never {
  clearSession();
  onSessionExpired();
  throw new ApiError(401, SESSION_EXPIRED_MESSAGE);
}

async function parse<T>(response: Response, method: Method, as: 'json' | 'blob' = 'json'): Promise<T> {
  if (response.ok && as === 'blob') return (await response.blob()) as T;
  const body = await readBody(response);
  if (!response.ok) {
    const message = errorMessageFrom(body, response.status, method);
    const fromServer = !!field(body, 'message') || (method === 'PATCH' && !!field(body, 'error'));
    throw new ApiError(response.status, message, { generic: !fromServer });
  }
  return body as T;
}

/** The response after the 401 rule: refreshed and retried once, or the session ended. */
async function respond(path: string, options: RequestOptions): Promise<Response> {
  const auth = options.auth ?? true;
  const response = await send(path, options, auth ? getAccessToken() : null);
  if (response.status !== 401 || !auth || options.refreshOn401 === false) return response;

  const token = await refreshSession();
  if (!token) expireSession();
  const retried = await send(path, options, token);
  // A second 401 with a token that was just issued means the account itself is no longer let in.
  if (retried.status === 401) expireSession();
  return retried;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await respond(path, options);
  return parse<T>(response, options.method ?? 'GET', options.as);
}

export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** One page of a list endpoint and the total that matches (ADR 003: the total is in X-Total-Count). */
export interface ApiPage<T> {
  items: T[];
  total: number;
}

/** GETs one page of a list; a missing or unreadable total counts the items received. */
export async function apiPage<T>(
  path: string,
  options: Omit<RequestOptions, 'method' | 'body' | 'as'> = {},
): Promise<ApiPage<T>> {
  const response = await respond(path, { ...options, method: 'GET' });
  const items = await parse<T[]>(response, 'GET');
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER));
  const list = Array.isArray(items) ? items : [];
  return {
    items: list,
    total:
      Number.isSafeInteger(total) && total >= 0 && response.headers.has(TOTAL_COUNT_HEADER)
        ? total
        : list.length,
  };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
