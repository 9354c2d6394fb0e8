import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { CSP_SOURCES_FILE, HSTS_VALUE, securityHeadersPlugin } from './security-headers.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function appWith(opts: { hsts: boolean; csp?: unknown }) {
  let webRoot: string | null = null;
  if (opts.csp !== undefined) {
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'njira-csp-'));
    dirs.push(webRoot);
    writeFileSync(path.join(webRoot, CSP_SOURCES_FILE), JSON.stringify(opts.csp));
  }
  const app = Fastify({ trustProxy: true });
  await app.register(securityHeadersPlugin, { hsts: opts.hsts, webRoot });
  app.get('/x', async () => ({ ok: true }));
  await app.ready();
  return app;
}

const overHttps = { 'x-forwarded-proto': 'https' };

describe('security headers', () => {
  it('sends HSTS only on requests that came over HTTPS', async () => {
    const app = await appWith({ hsts: true });
    expect((await app.inject({ url: '/x', headers: overHttps })).headers['strict-transport-security']).toBe(
      HSTS_VALUE,
    );
    expect((await app.inject({ url: '/x' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('sends no HSTS when turned off (HSTS=false)', async () => {
    const app = await appWith({ hsts: false });
    const res = await app.inject({ url: '/x', headers: overHttps });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('lets a page frame the blob URLs it made (a document under review), and nothing frame this origin', async () => {
    const app = await appWith({ hsts: false });
    const res = await app.inject({ url: '/x' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-src 'self' blob:;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('lets the hero clips play from the hosts the web build was given, and nothing else', async () => {
    const app = await appWith({
      hsts: false,
      csp: { mediaSrc: ['https://cdn.example.com', "https://evil.example 'unsafe-inline'", 42] },
    });
    const csp = String((await app.inject({ url: '/x' })).headers['content-security-policy']);
    expect(csp).toContain("media-src 'self' https://cdn.example.com;");
    expect(csp).not.toContain('evil');
  });

  it('names no media-src of its own when the clips play from this server', async () => {
    const app = await appWith({ hsts: false, csp: { mediaSrc: [] } });
    const csp = String((await app.inject({ url: '/x' })).headers['content-security-policy']);
    expect(csp).not.toContain('media-src');
    expect(csp).toContain("default-src 'self'");
  });
});
