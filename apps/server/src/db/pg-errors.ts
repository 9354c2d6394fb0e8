/** True when the error is PostgreSQL's unique violation, optionally on one named constraint. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = (err as { cause?: unknown })?.cause ?? err;
  const pg = e as { code?: string; constraint?: string };
  return pg?.code === '23505' && (constraint === undefined || pg.constraint === constraint);
}

/**
 * True for PostgreSQL's data exceptions (SQLSTATE class 22: a NUL in text, a number out of range,
 * a malformed date): the request carried a value the schemas should have refused. The error
 * handler answers these 400 as a last net and logs a warning, so the schema gets fixed.
 */
export function isDataException(err: unknown): boolean {
  const e = (err as { cause?: unknown })?.cause ?? err;
  const code = (e as { code?: unknown })?.code;
  return typeof code === 'string' && code.length === 5 && code.startsWith('22');
}

/**
 * SQLSTATEs of a server that is going or gone: admin shutdown, crash shutdown, cannot connect now,
 * and the connection-exception class 08.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03']);
const UNAVAILABLE_SYSCALLS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|Client has encountered a connection error/i;

/**
 * True when the database could not be reached or went away mid-query (it is restarting, or was
 * killed): the request may well succeed in a few seconds, so it is answered 503 with Retry-After,
 * never 500 (issue 25).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || UNAVAILABLE_SYSCALLS.has(code))
    ) {
      return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  }
  return false;
}
