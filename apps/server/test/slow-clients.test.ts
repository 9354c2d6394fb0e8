import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { HTTP_LIMITS } from '../src/plugins/connection-limits.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/**
 * Issue 25, item 6: a body trickled in (headers and `Content-Length: 100`, then 9 bytes) used to hold
 * its connection for ever, and 20,200 of them from one client stopped the server answering. Here
 * with the timeouts shortened (the production values are checked on their own below).
 */
let t: TestContext;
let port = 0;
const LIMITS = {
  requestTimeout: 1_500,
  headersTimeout: 1_000,
  connectionsCheckingInterval: 250,
  connectionsPerAddress: 5,
};

beforeAll(async () => {
  t = await createTestApp({ MAX_CONNECTIONS_PER_ADDRESS: '5' }, { httpLimits: LIMITS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => t?.close());

/** A raw connection, what it received, and when it closed. */
function connect(): Promise<{ socket: net.Socket; received: () => string; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    const opened = Date.now();
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    const closed = new Promise<number>((done) => socket.on('close', () => done(Date.now() - opened)));
    socket.once('connect', () => resolve({ socket, received: () => data, closed }));
    socket.once('error', reject);
  });
}

describe('slow clients', () => {
  it('answers 408 to a body that trickles in, and closes the connection', async () => {
    const c = await connect();
    c.socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    const took = await c.closed;
    expect(c.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(took).toBeLessThan(LIMITS.requestTimeout + 2 * LIMITS.connectionsCheckingInterval + 500);
  });

  it('answers 408 to headers that never end', async () => {
    const c = await connect();
    c.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    await c.closed;
    expect(c.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('holds at most MAX_CONNECTIONS_PER_ADDRESS (5 here) open connections from one address; the next is closed at once', async () => {
    const held = await Promise.all(Array.from({ length: 5 }, connect));
    const extra = await connect();
    expect(await extra.closed).toBeLessThan(1_000);
    expect(extra.received()).toBe('');
    held[0]?.socket.destroy();
    await held[0]?.closed;
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: 'close' } });
    expect(res.status).toBe(200);
    for (const h of held) h.socket.destroy();
  });

  it('in production: 408 within 35 s, headers within 20 s, keep-alive past a balancer’s 60 s', async () => {
    expect(HTTP_LIMITS.requestTimeout + HTTP_LIMITS.connectionsCheckingInterval).toBeLessThanOrEqual(35_000);
    const prod = await createTestApp();
    try {
      expect(prod.app.server.requestTimeout).toBe(30_000);
      expect(prod.app.server.headersTimeout).toBe(20_000);
      expect(prod.app.server.keepAliveTimeout).toBe(65_000);
      expect(loadConfig({}).MAX_CONNECTIONS_PER_ADDRESS).toBe(256);
    } finally {
      await prod.close();
    }
  });
});
