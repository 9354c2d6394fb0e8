import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { reasonPhrase } from '../lib/http-errors.ts';

/** The page every other path gets (history fallback): the app with an empty root, rendered in the browser. */
export const APP_SHELL = 'app.html';
const PRECOMPRESSED = /\.(br|gz)$/;

/** Pages the web build prerendered: `/` → index.html, `/login` → login.html, and so on. */
function prerenderedPages(root: string): Map<string, string> {
  const pages = new Map([['/', 'index.html']]);
  for (const file of readdirSync(root)) {
    if (!file.endsWith('.html') || file === 'index.html' || file === APP_SHELL) continue;
    pages.set(`/${file.slice(0, -'.html'.length)}`, file);
  }
  return pages;
}

function cacheControl(file: string): string {
  const name = file.replace(PRECOMPRESSED, '');
  // Hashed bundles never change; the page and the service worker always revalidate so a deploy is
  // seen at once; other files (clips, icons, the manifest) may change, so a day.
  if (name.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (name.endsWith('.html') || path.basename(name) === 'sw.js') return 'no-cache';
  return 'public, max-age=86400';
}

/**
 * Whether a request is for a page: a GET (or HEAD) outside /api from a client that takes HTML. A
 * browser says `text/html`; link previews in chat apps, uptime monitors and curl send `*\/*` or
 * nothing, and get the page too, unless the path names a file (`/assets/missing.js`, `/favicon.ico`:
 * a missing file stays a 404). A client that asks for JSON only gets the JSON 404.
 */
export function wantsPage(method: string, pathname: string, accept: string | undefined): boolean {
  if ((method !== 'GET' && method !== 'HEAD') || pathname === '/api' || pathname.startsWith('/api/')) {
    return false;
  }
  if (accept?.includes('text/html')) return true;
  const anything = accept === undefined || accept.trim() === '' || /(^|,)\s*(\*\/\*|text\/\*)/.test(accept);
  return anything && path.extname(pathname) === '';
}

/**
 * Serves the built web app beside /api. Files come precompressed (brotli or gzip copies made at build
 * time, picked by Accept-Encoding, with `Vary: accept-encoding`). A page request gets its prerendered
 * HTML when the build made one, else the app shell (history fallback). Unknown /api paths stay JSON 404s.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { root: string | null }) => {
    const root = opts.root && existsSync(path.join(opts.root, 'index.html')) ? opts.root : null;
    const pages = root ? prerenderedPages(root) : new Map<string, string>();
    const shell = root && existsSync(path.join(root, APP_SHELL)) ? APP_SHELL : 'index.html';
    if (root) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        preCompressed: true,
        // The ETag alone revalidates a page; hashed files are never revalidated at all.
        lastModified: false,
        setHeaders(reply, file) {
          reply.header('cache-control', cacheControl(file));
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (root && wantsPage(request.method, pathname, request.headers.accept)) {
        return reply.sendFile(pages.get(pathname.replace(/(.)\/$/, '$1')) ?? shell);
      }
      const message = pathname.startsWith('/api')
        ? `No API route ${request.method} ${pathname}`
        : 'Not found';
      return reply.code(404).send({ statusCode: 404, error: reasonPhrase(404), message });
    });
  },
  { name: 'web' },
);
