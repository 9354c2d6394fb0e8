// Each rule from its own module, not the index: every page loads this file (signed-in-chunks.ts).
import { ACCOUNT_SUSPENDED_CODE, SUSPENDED_ACCOUNT_MESSAGE } from '@njira/domain/activity-types';
import { TWO_FACTOR_REQUIRED_CODE } from '@njira/domain/schemas/two-factor';
import {
  API_BASE,
  ApiError,
  type Method,
  NETWORK_ERROR_MESSAGE,
  OFFLINE_MESSAGE,
  parse,
  SESSION_EXPIRED_MESSAGE,
} from './api-response.ts';
import { idempotencyKeyFor, settleIdempotencyKey } from './idempotency-keys.ts';
import { type SessionEnd, tradeRefreshCookie } from './refresh-session.ts';
import { rememberReturnPath } from './return-path.ts';
import { clearSession, getAccessToken } from './session.ts';

export {
  API_BASE,
  ApiError,
  errorMessage,
  errorMessageFrom,
  NETWORK_ERROR_MESSAGE,
  OFFLINE_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from './api-response.ts';
export { refreshSession, type SessionEnd } from './refresh-session.ts';

// The one way the web talks to the API (spec sections 7 and 8): base '/api', cookies included,
// Bearer token and JSON content type on authenticated calls, the server's `message` as error text,
// and the 401 rule — refresh once, retry, otherwise end the session and go home.

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

let onSessionExpired: (reason: SessionEnd) => void = (reason) => {
  const { pathname, search, hash } = window.location;
  rememberReturnPath(`${pathname}${search}${hash}`);
  if (reason === 'expired') window.location.assign('/');
};

/** Set when the server said the account is suspended; the next page opened ends the session (guards.ts). */
let suspended = false;

export function accountWasSuspended(): boolean {
  return suspended;
}

export function forgetSuspension(): void {
  suspended = false;
}

let onTwoFactorRequired: (message: string) => void = () => {};

/**
 * An admin without two-factor sign-in is refused everywhere but the screen that turns it on (403
 * `two_factor_required`, ADR 024): the app hands in where to send them.
 */
export function setTwoFactorRequiredHandler(handler: (message: string) => void): void {
  onTwoFactorRequired = handler;
}

function noticeTwoFactorRequired(error: unknown): never {
  if (error instanceof ApiError && error.code === TWO_FACTOR_REQUIRED_CODE)
    onTwoFactorRequired(error.message);
  throw error;
}

/**
 * The app hands in its router's navigate so an expired session goes to '/' without a reload, the page
 * remembered for the next sign-in. A suspended account stays on its page, what was typed kept; the
 * call fails saying so (issue 40).
 */
export function setSessionExpiredHandler(handler: (reason: SessionEnd) => void): void {
  onSessionExpired = handler;
}

async function send(
  path: string,
  options: RequestOptions,
  token: string | null,
  idempotencyKey: string | null,
): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: options.as === 'blob' ? '*/*' : 'application/json' };
  const auth = options.auth ?? true;
  // JSON content type on authenticated calls (spec section 7); the server reads an empty JSON body
  // on a bodiless POST or DELETE as no body.
  // A FormData body (a document upload) is sent as multipart/form-data: the browser writes that
  // Content-Type itself, with its boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if ((auth || options.body !== undefined) && !isForm) headers['Content-Type'] = 'application/json';
  if (auth && token) headers.Authorization = `Bearer ${token}`;
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  try {
    return await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      credentials: 'include',
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
}

/** A request the page gave up on (its signal aborted): no answer, and the change may have landed. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The session is over; the handler remembers the page for the next sign-in (return-path.ts). */
function endSession(reason: SessionEnd): never {
  if (reason === 'suspended') {
    suspended = true;
    onSessionExpired(reason);
    throw new ApiError(403, SUSPENDED_ACCOUNT_MESSAGE, { code: ACCOUNT_SUSPENDED_CODE });
  }
  clearSession();
  onSessionExpired(reason);
  throw new ApiError(401, SESSION_EXPIRED_MESSAGE);
}

/** The session's token when it is no longer the one a request went with, else null. */
function newerThan(sentWith: string | null): string | null {
  const current = getAccessToken();
  return current && current !== sentWith ? current : null;
}

/** A token from the refresh cookie, or one that arrived meanwhile; otherwise the session ends. */
async function renewed(sentWith: string | null): Promise<string> {
  const outcome = await tradeRefreshCookie();
  if ('token' in outcome) return outcome.token;
  return newerThan(sentWith) ?? endSession(outcome.ended);
}

/**
 * The response after the 401 rule: refreshed and retried once, or the session ended. A session
 * that arrived while the request was under way is used instead: a password change ends every
 * session and hands this tab a new one, so a call sent just before it is refused, and so may be a
 * refresh sent with the old cookie, while the tab is signed in all along.
 */
async function respond(
  path: string,
  options: RequestOptions,
  idempotencyKey: string | null = null,
): Promise<Response> {
  const auth = options.auth ?? true;
  const sentWith = auth ? getAccessToken() : null;
  const response = await send(path, options, sentWith, idempotencyKey);
  if (response.status !== 401 || !auth || options.refreshOn401 === false) return response;

  const token = newerThan(sentWith) ?? (await renewed(sentWith));
  const retried = await send(path, options, token, idempotencyKey);
  // A second 401 with a token that was just issued means the account itself is no longer let in.
  if (retried.status === 401) endSession('expired');
  return retried;
}

/**
 * A signed-in change (any method but GET) is sent with an Idempotency-Key (ADR 022), and not at all
 * while the device is offline: it fails at once with a message saying so, instead of waiting to be
 * sent later, when the person may have moved on. A change whose answer never came keeps its key, so
 * that sending the same change again is applied once on the server.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  if (method === 'GET')
    return parse<T>(await respond(path, options), method, options.as).catch(noticeTwoFactorRequired);
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiError(0, OFFLINE_MESSAGE);
  const key = (options.auth ?? true) ? idempotencyKeyFor(method, path, options.body) : null;
  // No answer (cut off, cancelled) throws here, and the key stays for a retry of the same change.
  const response = await respond(path, options, key?.value ?? null);
  // A 5xx stored nothing for the key; anything else is the change's answer.
  if (key && response.status < 500) settleIdempotencyKey(key);
  return parse<T>(response, method, options.as).catch(noticeTwoFactorRequired);
}

/** A file from the API (a PDF, a CSV) and the name the server gave it (Content-Disposition), if any. */
export async function apiFile(path: string): Promise<{ blob: Blob; filename: string | null }> {
  const response = await respond(path, { method: 'GET', as: 'blob' });
  const blob = await parse<Blob>(response, 'GET', 'blob');
  const named = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  return { blob, filename: named?.[1] ?? null };
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
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  /** A DELETE takes a body only where the route asks for one (a password confirming a removal). */
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
