import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GatewayRequest {
  /** The Idempotency-Key header. */
  key: string | undefined;
  authorization: string | undefined;
  body: { to?: string; message?: string; reference?: string };
  /** Taken as a new delivery (false: refused, or a repeat of a key already delivered). */
  delivered: boolean;
  duplicate: boolean;
  status: number | 'held';
}

/**
 * What the gateway does with a request: answer with a status (2xx delivers it), or hold it — take it
 * and never answer; `accept: true` counts it delivered on receipt (the provider accepted, then the
 * sender died before it heard back), `accept: false` not.
 */
export type GatewayReply = { status: number; delayMs?: number } | { hold: true; accept: boolean };

/**
 * A local stand-in for an SMS provider that honours `Idempotency-Key` as real ones do: a key it has
 * delivered is answered 200 again but not delivered twice. It counts both the raw requests and the
 * deliveries per key.
 */
export async function startFakeSmsGateway(
  initial: (req: GatewayRequest, n: number) => GatewayReply = () => ({
    status: 200,
  }),
) {
  const requests: GatewayRequest[] = [];
  /** Deliveries per key: exactly-once means every value is 1. */
  const deliveries = new Map<string, number>();
  let reply = initial;
  const waiters: { until: () => boolean; resolve: () => void }[] = [];
  const check = () => {
    for (const w of [...waiters]) {
      if (w.until()) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    }
  };

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: GatewayRequest['body'] = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {}
    const key = req.headers['idempotency-key'] as string | undefined;
    const entry: GatewayRequest = {
      key,
      authorization: req.headers.authorization,
      body,
      delivered: false,
      duplicate: false,
      status: 200,
    };
    const plan = reply(entry, requests.length + 1);
    const deliver = () => {
      if (!key) return;
      if (deliveries.has(key)) entry.duplicate = true;
      else {
        deliveries.set(key, 1);
        entry.delivered = true;
      }
    };
    requests.push(entry);
    if ('hold' in plan) {
      entry.status = 'held';
      if (plan.accept) deliver();
      check();
      return; // never answered
    }
    if (plan.delayMs) await new Promise((r) => setTimeout(r, plan.delayMs));
    entry.status = plan.status;
    if (plan.status >= 200 && plan.status < 300) deliver();
    check();
    res.writeHead(plan.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ reference: key, duplicate: entry.duplicate }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/messages`,
    requests,
    deliveries,
    setReply(next: (req: GatewayRequest, n: number) => GatewayReply) {
      reply = next;
    },
    /** Resolves once `until()` holds (checked after every request). */
    waitFor(until: () => boolean, timeoutMs = 20_000): Promise<void> {
      if (until()) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('the gateway did not see what was awaited')),
          timeoutMs,
        );
        waiters.push({
          until,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close').catch(() => {});
    },
  };
}
export type FakeSmsGateway = Awaited<ReturnType<typeof startFakeSmsGateway>>;
