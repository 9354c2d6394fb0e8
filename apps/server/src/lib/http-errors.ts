import { ACCOUNT_SUSPENDED_CODE, SUSPENDED_ACCOUNT_MESSAGE } from '@njira/domain';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function reasonPhrase(statusCode: number): string {
  return REASONS[statusCode] ?? 'Error';
}

/** An error whose message is safe to show to people: services throw these, the handler sends them. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** A machine-readable reason the client acts on (`two_factor_required`), sent as `code`. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please log in to continue') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
/** A suspended account's login or refresh: 403 `account_suspended`, so the web can say so. */
export const suspendedAccount = () => new HttpError(403, SUSPENDED_ACCOUNT_MESSAGE, ACCOUNT_SUSPENDED_CODE);
