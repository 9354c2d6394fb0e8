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
