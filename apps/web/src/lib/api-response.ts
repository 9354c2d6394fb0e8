// What the API's answers mean: its error type, the texts a screen shows for a failure, and how a
// response body is read (the client in api-client.ts sends the requests).

export const API_BASE = '/api';
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';
export const NETWORK_ERROR_MESSAGE = 'Could not reach Njira. Check your connection and try again.';
/** A change asked for while the device is offline: it is not sent, and nothing is queued to send later. */
export const OFFLINE_MESSAGE = 'You are offline. Nothing was sent: try again when you are back online.';

export class ApiError extends Error {
  readonly status: number;
  /** True when the server gave no message and the text is our generic fallback. */
  readonly generic: boolean;
  /** The server's machine-readable reason, when it gave one ('two_factor_required'). */
  readonly code: string | undefined;

  constructor(status: number, message: string, options: { generic?: boolean; code?: string } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.generic = options.generic ?? false;
    this.code = options.code;
  }
}

/** The text to show for a failed call: the server's (or network) message, else the screen's default. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && !error.generic ? error.message : fallback;
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The body as JSON, else as text; undefined when empty. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function field(body: unknown, name: 'message' | 'error' | 'code'): string | null {
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

/** A successful answer's body (JSON, or a file as a Blob); otherwise the ApiError a screen shows. */
export async function parse<T>(response: Response, method: Method, as: 'json' | 'blob' = 'json'): Promise<T> {
  if (response.ok && as === 'blob') return (await response.blob()) as T;
  const body = await readBody(response);
  if (!response.ok) {
    const message = errorMessageFrom(body, response.status, method);
    const fromServer = !!field(body, 'message') || (method === 'PATCH' && !!field(body, 'error'));
    const code = field(body, 'code');
    throw new ApiError(response.status, message, { generic: !fromServer, ...(code ? { code } : {}) });
  }
  return body as T;
}
