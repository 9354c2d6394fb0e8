// The Idempotency-Key of each change the web sends (ADR 022). One key per change: a change sent
// again with the same method, path and body after its answer was lost (the connection dropped, the
// person pressed Cancel, the tab went offline) reuses its key, so the server applies it once and
// answers the second request with the first one's answer.

/** The server honours a key for a day; a change left unanswered longer is a new one. */
const KEY_LIFETIME_MS = 24 * 3_600_000;

export interface IdempotencyKey {
  change: string;
  value: string;
  issuedAt: number;
}

const unanswered = new Map<string, IdempotencyKey>();

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a LAN address over plain HTTP is not one.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A body as text: JSON, or for a FormData (an upload) its fields and each file's name, size and date. */
function bodyText(body: unknown): string {
  if (typeof FormData === 'undefined' || !(body instanceof FormData)) return JSON.stringify(body);
  return JSON.stringify(
    [...body.entries()].map(([name, value]) =>
      typeof value === 'string' ? [name, value] : [name, value.name, value.size, value.lastModified],
    ),
  );
}

/** The key for this change: the unanswered one it had, else a new one. */
export function idempotencyKeyFor(
  method: string,
  path: string,
  body: unknown,
  now = Date.now(),
): IdempotencyKey {
  const change = `${method} ${path} ${body === undefined ? '' : bodyText(body)}`;
  const known = unanswered.get(change);
  if (known && now - known.issuedAt < KEY_LIFETIME_MS) return known;
  const key = { change, value: newKey(), issuedAt: now };
  unanswered.set(change, key);
  return key;
}

/** The change was answered: the next one with the same content is a new change. */
export function settleIdempotencyKey(key: IdempotencyKey): void {
  if (unanswered.get(key.change) === key) unanswered.delete(key.change);
}
