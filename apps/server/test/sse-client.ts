import http from 'node:http';

/**
 * A server-sent events reader for the API tests, as the web opens `GET /api/events` with fetch:
 * the access token in the Authorization header, the text/event-stream parsed into messages.
 */
export interface SseMessage {
  event: string | null;
  id: string | null;
  /** The data lines joined; JSON for every event of ours. */
  data: string | null;
  retry: number | null;
  comments: string[];
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** Every message so far, in order. */
  messages: SseMessage[];
  /** The raw text so far. */
  text(): string;
  /** The first message (from index `from`) that matches, waiting for it up to `timeoutMs`. */
  until(match: (m: SseMessage) => boolean, timeoutMs?: number, from?: number): Promise<SseMessage>;
  /** Resolves once the server ends the stream (rejects after `timeoutMs`). */
  ended(timeoutMs?: number): Promise<void>;
  isEnded(): boolean;
  close(): void;
}

export const named = (event: string) => (m: SseMessage) => m.event === event;
export const dataOf = <T = Record<string, unknown>>(m: SseMessage): T => JSON.parse(m.data ?? 'null') as T;

function parse(block: string): SseMessage {
  const m: SseMessage = { event: null, id: null, data: null, retry: null, comments: [] };
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) m.comments.push(line.slice(1).trim());
    else {
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') m.event = value;
      else if (field === 'id') m.id = value;
      else if (field === 'data') m.data = m.data === null ? value : `${m.data}\n${value}`;
      else if (field === 'retry') m.retry = Number(value);
    }
  }
  return m;
}

/**
 * Opens the stream over node:http with no connection pool (`agent: false`): closing it ends its one
 * socket. (Node's fetch opens a spare connection after an aborted one, which would hold a test
 * server's close() until the headers timeout.)
 */
export async function openStream(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const messages: SseMessage[] = [];
  let raw = '';
  let buffer = '';
  let done = false;
  let wake: (() => void)[] = [];
  const notify = () => {
    const w = wake;
    wake = [];
    for (const f of w) f();
  };
  const changed = () => new Promise<void>((resolve) => wake.push(resolve));

  const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers }, agent: false });
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    req.once('response', resolve);
    req.once('error', reject);
  });
  req.on('error', () => {});
  res.setEncoding('utf8');
  const sse = res.headers['content-type']?.startsWith('text/event-stream') === true;
  res.on('data', (chunk: string) => {
    raw += chunk;
    if (!sse) return;
    buffer += chunk;
    for (let i = buffer.indexOf('\n\n'); i >= 0; i = buffer.indexOf('\n\n')) {
      messages.push(parse(buffer.slice(0, i)));
      buffer = buffer.slice(i + 2);
    }
    notify();
  });
  const finish = () => {
    done = true;
    notify();
  };
  res.on('end', finish);
  res.on('close', finish);
  res.on('error', finish);
  if (!sse) await new Promise<void>((resolve) => (done ? resolve() : wake.push(resolve)));

  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
  }

  const within = async <T>(timeoutMs: number, what: string, check: () => T | undefined): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = check();
      if (found !== undefined) return found;
      const left = deadline - Date.now();
      if (left <= 0 || (done && check() === undefined && what !== 'end')) {
        throw new Error(`${what} not seen within ${timeoutMs} ms; stream so far:\n${raw}`);
      }
      await Promise.race([changed(), new Promise((r) => setTimeout(r, Math.min(left, 50)))]);
    }
  };

  return {
    status: res.statusCode ?? 0,
    headers: responseHeaders,
    messages,
    text: () => raw,
    until: (match, timeoutMs = 3_000, from = 0) =>
      within(timeoutMs, 'the message', () => messages.slice(from).find(match)),
    ended: async (timeoutMs = 3_000) => {
      await within(timeoutMs, 'end', () => (done ? true : undefined));
    },
    isEnded: () => done,
    close: () => req.destroy(),
  };
}
