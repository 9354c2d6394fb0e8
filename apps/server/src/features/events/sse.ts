import type { StreamEvent } from '@njira/domain';

/**
 * Server-sent event frames (the `text/event-stream` format): one `event:` name, one `data:` line of
 * JSON (JSON.stringify never writes a raw line break), and an `id:` for stored notifications only.
 */
export function frame(event: StreamEvent, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The first bytes of every stream: the client's reconnect delay, and a comment to flush headers. */
export const OPENING = 'retry: 5000\n: connected\n\n';
/** A comment line every 25 s, so proxies and the client see the connection alive. */
export const PING = ': ping\n\n';
/** "Refetch everything": events may have been missed. */
export const RESYNC = frame('resync', {});

/**
 * A `Last-Event-ID` header as a notification id, or null when absent or not one (a bad value is
 * ignored rather than refused: the stream then simply starts live).
 */
export function parseLastEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
