import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPlugin } from './web.ts';

let root: string;
const app = Fastify();

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'njira-web-'));
  mkdirSync(path.join(root, 'assets'));
  mkdirSync(path.join(root, 'media'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Njira</title>');
  writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'media', 'hero-1.mp4'), 'not really a video');
  await app.register(webPlugin, { root });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('serving the web app beside the API', () => {
  it('answers a deep link with index.html (history fallback), always revalidated', async () => {
    const res = await app.inject({
      url: '/dashboard/transporter/quote/123',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Njira</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed bundles for a year and other files for a day', async () => {
    const bundle = await app.inject({ url: '/assets/index-abc123.js' });
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const clip = await app.inject({ url: '/media/hero-1.mp4' });
    expect(clip.statusCode).toBe(200);
    expect(clip.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('keeps unknown API paths as JSON 404s, never the page', async () => {
    const res = await app.inject({ url: '/api/nothing-here', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No API route GET /api/nothing-here',
    });
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await app.inject({ url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
  });
});
