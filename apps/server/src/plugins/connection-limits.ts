import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';

/**
 * How long a client may take, chosen for phones on slow prepaid data (ADR 009, 'Slow clients'):
 * - the whole request (headers and body, 64 KB at most) within 30 s: 2 KB/s at worst;
 * - its headers within 20 s;
 * - an idle keep-alive connection is kept 65 s, past the 60 s idle limit of common load balancers,
 *   so the balancer, not the server, closes it (no request lost on a connection closed under it);
 * - Node checks these every 2 s (its default, 30 s, let a trickled body live a minute).
 * Past them Node answers 408 and closes the connection. Server-sent events are a response, not a
 * request, and are not cut by any of these.
 */
export const HTTP_LIMITS = {
  requestTimeout: 30_000,
  headersTimeout: 20_000,
  keepAliveTimeout: 65_000,
  connectionsCheckingInterval: 2_000,
};

export type HttpLimits = typeof HTTP_LIMITS;

/** The Fastify options that carry the limits, and what Node's `http.createServer` takes of them. */
export function serverTimeouts(limits: HttpLimits) {
  const http: ServerOptions = {
    headersTimeout: limits.headersTimeout,
    connectionsCheckingInterval: limits.connectionsCheckingInterval,
  };
  return { requestTimeout: limits.requestTimeout, keepAliveTimeout: limits.keepAliveTimeout, http };
}

/**
 * At most `connectionsPerAddress` (MAX_CONNECTIONS_PER_ADDRESS) open connections from one client
 * address, newer ones closed at once: 20,200 idle connections
 * from one client used up the process's file limit and the health check stopped answering (issue
 * 25). Behind a
 * proxy the peer is the proxy: connections from the proxies TRUST_PROXY names are not capped here
 * (the proxy caps its clients), and with a hop count every peer is a proxy.
 */
export function limitConnections(
  server: Server,
  connectionsPerAddress: number,
  trusted: string | number | false,
): void {
  if (typeof trusted === 'number') return;
  const isProxy = trusted ? proxyAddr.compile(trusted.split(',').map((p) => p.trim())) : () => false;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || isProxy(address, 0)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > connectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
