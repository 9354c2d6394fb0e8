// Fixed-rate traffic with autocannon, and the open event streams.
//
// autocannon's `overallRate` is a quota a second per connection: each connection sends its share
// back to back when its one-second timer fires, and the timers of one instance's connections fire
// together, so 250 requests a second from one instance arrive as one burst of 250 each second.
// Here every connection sends one request a second, and the connections are split over SLOTS
// instances started evenly across the first second: with the bar's 251 requests a second, about
// five arrive together every 20 ms, whatever the server does. The kind of each request comes from
// one weighted round-robin, so each kind gets exactly its rate, spread over the second. A request
// slower than a second delays its connection's next one, so the rate sent falls short of the rate
// asked, which the report shows and fails: the generator never hides a slow server by waiting.
import http from 'node:http';
import autocannon from 'autocannon';

/** Instances a second is split into (each costs the generator a few ms of CPU to start and end). */
const SLOTS = 50;
/** After the measured window the traffic goes on this long, so that a late answer is still seen. */
export const GRACE_SECONDS = 5;
/** Error bodies kept per kind, to say what went wrong. */
const SAMPLES = 3;

/** Smooth weighted round-robin over the kinds, weighted by their rates. */
function kindPicker(kinds) {
  const total = kinds.reduce((n, k) => n + k.rate, 0);
  const current = kinds.map(() => 0);
  return () => {
    let best = 0;
    for (let i = 0; i < kinds.length; i++) {
      current[i] += kinds[i].rate;
      if (current[i] > current[best]) best = i;
    }
    current[best] -= total;
    return kinds[best];
  };
}

/**
 * One instance: `connections` connections, one request a second each, for `seconds`. Every request
 * is recorded in `sent` with its kind, when it was written and, once answered, its status and time.
 */
function slot(base, connections, seconds, pickKind, sent, samples) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections,
        overallRate: connections,
        duration: seconds,
        timeout: GRACE_SECONDS * 2,
        requests: [
          {
            // autocannon builds each request just before writing it, so this is its send time.
            setupRequest: (request, context) => {
              const kind = pickKind();
              const next = kind.next();
              Object.assign(context, { kind, meta: next.meta, at: performance.now(), status: 0 });
              sent.push(context);
              return { ...request, ...next, headers: { ...request.headers, ...next.headers } };
            },
            onResponse: (status, body, context) => {
              context.ms = performance.now() - context.at;
              context.status = status;
              if (status >= 200 && status < 300) context.kind.onCreated?.(context.meta, body);
              else {
                const list = samples.get(context.kind.key) ?? [];
                if (list.length < SAMPLES)
                  samples.set(context.kind.key, [...list, `${status} ${body.slice(0, 200)}`]);
              }
            },
          },
        ],
      },
      (err) => (err ? reject(err) : resolve()),
    );
  });
}

/**
 * All kinds at their rates: `warmup` seconds (climbing to the full rate), the measured `duration`
 * at the full rate, then GRACE_SECONDS. Resolves
 * with the requests sent within the measured window (`{ kind, at, status, ms }`, status 0 when
 * unanswered) and the error samples per kind.
 */
export async function drive(base, kinds, { warmup, duration }) {
  const total = kinds.reduce((n, k) => n + k.rate, 0);
  const slots = Math.min(SLOTS, total);
  const pickKind = kindPicker(kinds);
  const sent = [];
  const samples = new Map();
  const seconds = warmup + duration + GRACE_SECONDS;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: slots }, (_, i) => {
      const connections = Math.floor(total / slots) + (i < total % slots ? 1 : 0);
      // The warm-up climbs to the full rate in even steps, as traffic does, rather than meeting a
      // server that has just started with the full rate in its first second: slot i joins
      // `late` whole seconds in (at most the warm-up's first 80%), at its place within the second.
      const late = Math.floor((i * warmup * 0.8) / slots);
      return new Promise((r) => setTimeout(r, late * 1000 + (i * 1000) / slots)).then(() =>
        slot(base, connections, seconds - late, pickKind, sent, samples),
      );
    }),
  );
  const from = start + warmup * 1000;
  const to = from + duration * 1000;
  return { requests: sent.filter((r) => r.at >= from && r.at < to), samples };
}

/** Parses a server-sent event stream's chunks into `onEvent(name)` calls (comments skipped). */
function sseReader(onEvent) {
  let buffer = '';
  return (chunk) => {
    buffer += chunk;
    let cut = buffer.indexOf('\n\n');
    while (cut >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const name = /^event:\s*(.*)$/m.exec(block)?.[1];
      if (name || /^data:/m.test(block)) onEvent(name ?? 'message');
      cut = buffer.indexOf('\n\n');
    }
  };
}

/**
 * `count` streams of `GET /api/events`, each on its own socket, stream i with the token
 * `tokenFor(i)`. Resolves once all have answered; `summary()` says how many opened, how many are
 * still open, and the events they received by name; `close()` ends them.
 */
export async function openStreams(base, count, tokenFor) {
  const streams = [];
  const events = {};
  const opened = await Promise.all(
    Array.from(
      { length: count },
      (_, i) =>
        new Promise((resolve) => {
          const stream = { open: false, ended: false, req: null };
          streams.push(stream);
          stream.req = http.get(
            `${base}/api/events`,
            {
              headers: { authorization: `Bearer ${tokenFor(i)}`, accept: 'text/event-stream' },
              agent: false,
            },
            (res) => {
              if (res.statusCode !== 200) {
                res.resume();
                return resolve(false);
              }
              stream.open = true;
              res.setEncoding('utf8');
              res.on(
                'data',
                sseReader((name) => (events[name] = (events[name] ?? 0) + 1)),
              );
              res.on('close', () => (stream.ended = true));
              res.on('error', () => {});
              resolve(true);
            },
          );
          stream.req.on('error', () => {
            stream.ended = true;
            resolve(false);
          });
        }),
    ),
  );
  return {
    summary: () => ({
      asked: count,
      opened: opened.filter(Boolean).length,
      stillOpen: streams.filter((s) => s.open && !s.ended).length,
      events: { ...events },
    }),
    close: () => {
      for (const s of streams) s.req.destroy();
    },
  };
}
