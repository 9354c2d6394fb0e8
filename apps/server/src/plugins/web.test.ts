import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPlugin } from './web.ts';

let root: string;
const app = Fastify();
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(2000))})`;

/** A file and the brotli and gzip copies the web build writes beside it. */
function writePrecompressed(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'njira-web-'));
  mkdirSync(path.join(root, 'assets'));
  mkdirSync(path.join(root, 'media'));
  writePrecompressed(path.join(root, 'index.html'), '<!doctype html><title>Njira</title><h1>Landing</h1>');
  writePrecompressed(
    path.join(root, 'login.html'),
    '<!doctype html><title>Njira</title><h1>Welcome back</h1>',
  );
  writePrecompressed(path.join(root, 'app.html'), '<!doctype html><title>Njira</title><div id="root"></div>');
  writePrecompressed(path.join(root, 'assets', 'index-abc123.js'), BUNDLE);
  writeFileSync(path.join(root, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(root, 'media', 'hero-1.mp4'), 'not really a video');
  await app.register(webPlugin, { root });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const page = { accept: 'text/html' };

describe('serving the web app beside the API', () => {
  it('answers / and /login with their prerendered pages, always revalidated', async () => {
    const landing = await app.inject({ url: '/', headers: page });
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain('<h1>Landing</h1>');
    expect(landing.headers['cache-control']).toBe('no-cache');
    for (const url of ['/login', '/login/', '/login?next=%2Fdashboard']) {
      const login = await app.inject({ url, headers: page });
      expect(login.body, url).toContain('<h1>Welcome back</h1>');
    }
  });

  it('answers any other deep link with the app shell (history fallback), always revalidated', async () => {
    const res = await app.inject({ url: '/dashboard/transporter/quote/123', headers: page });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends the brotli copy of a bundle to a client that accepts it, else gzip, else the file', async () => {
    const br = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);

    const gzip = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BUNDLE);

    const plain = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary, 'the plain answer varies too, or a cache would hand it to everyone').toBe(
      'accept-encoding',
    );
    expect(plain.body).toBe(BUNDLE);
  });

  it('sends a page precompressed too, with the page caching rule', async () => {
    const res = await app.inject({ url: '/login', headers: { ...page, 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('Welcome back');
  });

  it('caches hashed bundles for a year, the service worker never, other files for a day', async () => {
    const bundle = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await app.inject({ url: '/sw.js' });
    expect(worker.headers['cache-control']).toBe('no-cache');
    const clip = await app.inject({ url: '/media/hero-1.mp4' });
    expect(clip.statusCode).toBe(200);
    expect(clip.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('keeps unknown API paths as JSON 404s, never the page', async () => {
    const res = await app.inject({ url: '/api/nothing-here?x=1', headers: page });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No API route GET /api/nothing-here',
    });
  });

  it('answers a page to any client that takes anything: link previews, uptime monitors, curl', async () => {
    for (const headers of [{ accept: '*/*' }, {}, { accept: 'text/*;q=0.9' }]) {
      const landing = await app.inject({ url: '/', headers });
      expect(landing.statusCode, JSON.stringify(headers)).toBe(200);
      expect(landing.headers['content-type']).toMatch(/^text\/html/);
      expect(landing.body).toContain('<h1>Landing</h1>');
      const login = await app.inject({ url: '/login', headers });
      expect(login.body).toContain('<h1>Welcome back</h1>');
      const deep = await app.inject({ url: '/dashboard/transporter', headers });
      expect(deep.body).toContain('<div id="root"></div>');
    }
    const head = await app.inject({ method: 'HEAD', url: '/login', headers: { accept: '*/*' } });
    expect(head.statusCode).toBe(200);
    // A client that asks for JSON only is told plainly that there is no such resource.
    const json = await app.inject({ url: '/login', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ statusCode: 404, message: 'Not found' });
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await app.inject({ url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
    expect((await app.inject({ url: '/favicon-missing.ico' })).statusCode).toBe(404);
  });
});
