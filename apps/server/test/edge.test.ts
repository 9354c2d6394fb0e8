import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../src/plugins/compression.ts';
import { type Actor, signUp } from './factories.ts';
import { postQuote } from './quote-factories.ts';
import { createTestApp, type TestContext } from './test-app.ts';

let t: TestContext;
let owner: Actor;
let webRoot: string;

beforeAll(async () => {
  // A web build in miniature: a prerendered page and a hashed bundle, each with its compressed copies.
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'njira-edge-'));
  mkdirSync(path.join(webRoot, 'assets'));
  for (const [file, text] of [
    ['index.html', '<!doctype html><title>Njira</title><h1>Move freight</h1>'],
    ['assets/index-abc123.js', `console.log(${JSON.stringify('njira '.repeat(500))})`],
  ] as const) {
    writeFileSync(path.join(webRoot, file), text);
    writeFileSync(path.join(webRoot, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(webRoot, `${file}.gz`), gzipSync(text));
  }
  t = await createTestApp({}, { webRoot });
  owner = await signUp(t.app, 'cargo-owner');
  for (const cargoDescription of ['Copper cathodes', 'Maize', 'Cement', 'Cooking oil']) {
    await postQuote(t.app, owner, { cargoDescription });
  }
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

function expectSecurityHeaders(res: LightMyRequestResponse, what: string) {
  const csp = String(res.headers['content-security-policy']);
  const directives = new Map(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
  expect(directives.get('default-src'), what).toBe("'self'");
  expect(directives.get('script-src'), `${what}: scripts from this origin only, none inline`).toBe("'self'");
  expect(directives.get('script-src-attr'), what).toBe("'none'");
  expect(directives.get('object-src'), what).toBe("'none'");
  expect(directives.get('frame-ancestors'), what).toBe("'none'");
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['strict-transport-security'], `${what}: no HSTS over plain HTTP`).toBeUndefined();
}

describe('every response at the edge', () => {
  it('carries the security headers: a page, an asset, an API response, an API error', async () => {
    const pageRes = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(pageRes.statusCode).toBe(200);
    expectSecurityHeaders(pageRes, 'the landing page');

    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expectSecurityHeaders(asset, 'a bundle');

    const api = await t.app.inject({ url: '/api/quotes', headers: owner.auth });
    expect(api.statusCode).toBe(200);
    expectSecurityHeaders(api, 'GET /api/quotes');

    const error = await t.app.inject({ url: '/api/quotes' });
    expect(error.statusCode).toBe(401);
    expectSecurityHeaders(error, 'a 401 from the API');
  });

  it('lets no cache keep an API answer: Cache-Control no-store on personal answers and errors alike', async () => {
    const profile = await t.app.inject({ url: '/api/auth/profile', headers: owner.auth });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/api/quotes', headers: owner.auth })).headers['cache-control']).toBe(
      'no-store',
    );
    expect((await t.app.inject({ url: '/api/auth/profile' })).headers['cache-control']).toBe('no-store');
    // A bundle keeps its own long-lived caching.
    expect((await t.app.inject({ url: '/assets/index-abc123.js' })).headers['cache-control']).not.toBe(
      'no-store',
    );
  });

  it('ignores X-Forwarded-Proto when no proxy is trusted (TRUST_PROXY unset): no HSTS on its word', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('compresses API JSON above the threshold, brotli or gzip as the client accepts, with Vary', async () => {
    const plain = await t.app.inject({ url: '/api/quotes', headers: owner.auth });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const br = await t.app.inject({
      url: '/api/quotes',
      headers: { ...owner.auth, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);

    const gzip = await t.app.inject({
      url: '/api/quotes',
      headers: { ...owner.auth, 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends a small API answer as it is', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it("serves the build's precompressed copies of pages and assets, with Vary", async () => {
    for (const [url, accept] of [
      ['/', 'text/html'],
      ['/assets/index-abc123.js', '*/*'],
    ] as const) {
      const res = await t.app.inject({ url, headers: { accept, 'accept-encoding': 'br, gzip' } });
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers.vary, url).toBe('accept-encoding');
    }
  });
});
